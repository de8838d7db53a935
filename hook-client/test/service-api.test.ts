import openapiTS, { astToString } from "openapi-typescript";
import { expect, expectTypeOf, it } from "vitest";
import type {
  ChildrenPage,
  EventsPage,
  Expanded,
  NodeAnswer,
  ProjectContext,
  Resolved,
  RootPage,
  SearchPage,
  TocNodeDetail,
  WithinSearchPage,
} from "../src/query/types";

/*
 * The query commands read the service's answers through types generated from its OpenAPI
 * document (src/query/service-api.ts, types only: nothing of it reaches the bundle). This
 * test builds the document from the app as the worker serves it at /openapi.json and
 * generates the types again: a change to a route's answer fails here until the file is
 * regenerated (`npx vitest run --project node hook-client/test/service-api.test.ts -u`), and
 * then tsc fails wherever the hook client reads a field that no longer fits.
 */

const HEADER = `/* Generated from the service's /openapi.json by hook-client/test/service-api.test.ts (run it with -u to regenerate). Do not edit. */\n\n`;

/** The worker's app, loaded at run time: it is typechecked with the worker's types, not this project's. */
const APP_MODULE = "../../src/app";

it("the query commands' types are the service's /openapi.json, generated", async () => {
  const { buildApp } = (await import(APP_MODULE)) as { buildApp(): { request(path: string): Response | Promise<Response> } };
  const res = await buildApp().request("/openapi.json");
  expect(res.status).toBe(200);
  const document = (await res.json()) as Parameters<typeof openapiTS>[0];
  const generated = HEADER + astToString(await openapiTS(document));
  await expect(generated).toMatchFileSnapshot("../src/query/service-api.ts");
});

it("every answer type the commands use names a real 200 answer", () => {
  // An Answer<> of a path or shape the document lacks would be `never`, which accepts any field read.
  expectTypeOf<RootPage>().not.toBeNever();
  expectTypeOf<NodeAnswer>().not.toBeNever();
  expectTypeOf<ChildrenPage>().not.toBeNever();
  expectTypeOf<Resolved>().not.toBeNever();
  expectTypeOf<Expanded>().not.toBeNever();
  expectTypeOf<SearchPage>().not.toBeNever();
  expectTypeOf<WithinSearchPage>().not.toBeNever();
  expectTypeOf<EventsPage>().not.toBeNever();
  expectTypeOf<ProjectContext>().not.toBeNever();
  expectTypeOf<TocNodeDetail>().toHaveProperty("child_count");
});
