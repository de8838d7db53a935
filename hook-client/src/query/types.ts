/**
 * The service's answers as the query commands read them: the types generated from its
 * GET /openapi.json (service-api.ts, checked by hook-client/test/service-api.test.ts), so
 * a command that reads a field the service does not send fails to compile.
 */
import type { components, paths } from "./service-api";

type Schemas = components["schemas"];

/** The JSON body of a path's 200 answer to GET. */
type Answer<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { "application/json": infer Body } } } } } ? Body : never;

export type TocNode = Schemas["TocNode"];
export type TocNodeDetail = Schemas["TocNodeDetail"];
export type Level = TocNode["level"];
export type Bullet = TocNode["bullets"][number];
export type Event = Schemas["Event"];
export type Grip = Schemas["Grip"];
export type Hit = Schemas["SearchHit"];

export type RootPage = Answer<"/v1/toc/root">;
export type NodeAnswer = Answer<"/v1/toc/nodes/{id}">;
export type ChildrenPage = Answer<"/v1/toc/nodes/{id}/children">;
export type Resolved = Answer<"/v1/toc/resolve">;
export type Expanded = Answer<"/v1/grips/{id}">;
export type SearchPage = Answer<"/v1/search">;
export type WithinSearchPage = Answer<"/v1/toc/nodes/{id}/search">;
export type EventsPage = Answer<"/v1/events">;
export type ProjectContext = Answer<"/v1/context">;
export type ForgetRequest = Schemas["ForgetRequest"];
export type Memory = Schemas["Memory"];
export type MemoriesPage = Answer<"/v1/memories">;
export type RememberRequest = Schemas["RememberRequest"];
export type ConsolidationTask = Schemas["ConsolidationTask"];
export type TasksPage = Answer<"/v1/consolidation/tasks">;
export type ForgetAnswer = Schemas["ForgetAnswer"];
