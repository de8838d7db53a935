import { OpenAPIHono } from "@hono/zod-openapi";
import { secureHeaders } from "hono/secure-headers";
import { type OpenApiDocument, renderApiReference } from "./core/api-reference";
import { adminRouter } from "./routes/admin";
import { adminExtractionRouter } from "./routes/admin-extraction";
import { adminJobsRouter } from "./routes/admin-jobs";
import { adminRetentionRouter } from "./routes/admin-retention";
import type { AppEnv } from "./routes/app-env";
import { consolidationTasksRouter } from "./routes/consolidation-tasks";
import { contextRouter } from "./routes/context";
import { notFound, onError } from "./routes/errors";
import { eventsRouter } from "./routes/events";
import { forgetRouter } from "./routes/forget";
import { memoriesRouter } from "./routes/memories";
import { mcpOperation, mcpRouter } from "./routes/mcp";
import { limitMcp, limitReads, requireAdmin, requireUser } from "./routes/middleware";
import { validationHook } from "./routes/shared";
import { searchRouter } from "./routes/search";
import { statusRouter } from "./routes/status";
import { tocRouter } from "./routes/toc";
import { usesRouter } from "./routes/uses";

const OPENAPI_CONFIG = {
  openapi: "3.1.0",
  info: {
    title: "agent-memory-edge",
    version: "1",
    description: "Conversational memory for AI coding agents. Errors: `{ error: { code, message, details? } }`.",
  },
  security: [{ bearerToken: [] }],
};

/** Builds the HTTP app: middleware, routers, the OpenAPI document, one error handler. */
export function buildApp(): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.use("*", secureHeaders());
  app.get("/healthz", (c) => c.json({ ok: true }));

  app.use("/v1/admin/*", requireAdmin);
  app.route("/v1/admin", adminRouter);
  app.route("/v1/admin", adminJobsRouter);
  app.route("/v1/admin", adminRetentionRouter);
  app.route("/v1/admin", adminExtractionRouter);

  // Admin routes carry the admin token instead of a user's.
  const forUsers =
    (middleware: typeof requireUser): typeof requireUser =>
    (c, next) =>
      c.req.path.startsWith("/v1/admin/") ? next() : middleware(c, next);
  app.use("/v1/*", forUsers(requireUser), forUsers(limitReads));
  app.route("/v1", eventsRouter);
  app.route("/v1", statusRouter);
  app.route("/v1", tocRouter);
  app.route("/v1", searchRouter);
  app.route("/v1", contextRouter);
  app.route("/v1", forgetRouter);
  app.route("/v1", usesRouter);
  app.route("/v1", memoriesRouter);
  app.route("/v1", consolidationTasksRouter);

  // The MCP server: the same tokens and read limit as /v1.
  app.use("/mcp", requireUser, limitMcp);
  app.route("/mcp", mcpRouter);
  app.openAPIRegistry.registerPath({ ...mcpOperation, security: [{ bearerToken: [] }] });

  app.openAPIRegistry.registerComponent("securitySchemes", "bearerToken", { type: "http", scheme: "bearer" });
  app.openAPIRegistry.registerComponent("securitySchemes", "adminToken", { type: "http", scheme: "bearer" });
  app.doc31("/openapi.json", OPENAPI_CONFIG);
  // The same document as a page people can read; like /openapi.json it needs no token.
  let reference: string | undefined;
  app.get("/docs", (c) => {
    reference ??= renderApiReference(app.getOpenAPI31Document(OPENAPI_CONFIG) as OpenApiDocument);
    return c.html(reference);
  });
  app.onError(onError);
  app.notFound(notFound);
  return app;
}
