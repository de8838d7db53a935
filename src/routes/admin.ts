import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { TokenRow, User } from "../db/users";
import { listUsers } from "../db/users";
import { createUser, deleteUserById, issueToken, revokeTokenById, setUserIngestRedaction, tokensOf } from "../services/accounts";
import { AppError } from "../core/errors";
import type { AppEnv } from "./app-env";
import { systemDatabase } from "../db/handle";
import { commonErrors, errorResponse, json, validationHook } from "./shared";

const UserSchema = z
  .object({
    user_id: z.string(),
    name: z.string(),
    time_zone: z.string(),
    created_at: z.string(),
    ingest_redaction: z.boolean().openapi({ description: "whether the service redacts secrets in the user's events at ingest (default true)" }),
  })
  .openapi("User");
const TokenSchema = z
  .object({
    token_id: z.string(),
    user_id: z.string(),
    label: z.string(),
    created_at: z.string(),
    revoked_at: z.string().nullable(),
  })
  .openapi("Token");

const userView = (u: User): z.infer<typeof UserSchema> => ({
  user_id: u.userId,
  name: u.name,
  time_zone: u.timeZone,
  created_at: new Date(u.createdAtMs).toISOString(),
  ingest_redaction: u.ingestRedaction,
});
const tokenView = (t: TokenRow): z.infer<typeof TokenSchema> => ({
  token_id: t.tokenId,
  user_id: t.userId,
  label: t.label,
  created_at: new Date(t.createdAtMs).toISOString(),
  revoked_at: t.revokedAtMs === null ? null : new Date(t.revokedAtMs).toISOString(),
});

const UserIdParam = z.object({ user_id: z.string().min(1).max(64) });
const security = [{ adminToken: [] }];

const postUser = createRoute({
  method: "post",
  path: "/users",
  summary: "Create a user",
  security,
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            name: z.string().trim().min(1).max(100),
            time_zone: z.string().default("UTC").openapi({ example: "Europe/Paris", description: "IANA zone for day boundaries" }),
          }),
        },
      },
    },
  },
  responses: { 201: json(z.object({ user: UserSchema }), "Created"), ...commonErrors, 409: errorResponse("Name taken") },
});

const getUsers = createRoute({
  method: "get",
  path: "/users",
  summary: "List users",
  security,
  responses: { 200: json(z.object({ users: z.array(UserSchema), next_cursor: z.null() }), "Users"), ...commonErrors },
});

const postToken = createRoute({
  method: "post",
  path: "/users/{user_id}/tokens",
  summary: "Create a token for a user (the token is shown once)",
  security,
  request: {
    params: UserIdParam,
    body: { required: false, content: { "application/json": { schema: z.object({ label: z.string().max(100).default("") }) } } },
  },
  responses: {
    201: json(z.object({ token: z.string(), token_info: TokenSchema }), "Created; store the token now"),
    ...commonErrors,
    404: errorResponse("No such user"),
  },
});

const getTokens = createRoute({
  method: "get",
  path: "/users/{user_id}/tokens",
  summary: "List a user's tokens (never the secrets)",
  security,
  request: { params: UserIdParam },
  responses: {
    200: json(z.object({ tokens: z.array(TokenSchema), next_cursor: z.null() }), "Tokens"),
    ...commonErrors,
    404: errorResponse("No such user"),
  },
});

const putRedaction = createRoute({
  method: "put",
  path: "/users/{user_id}/redaction",
  summary: "Turn the service's secret redaction at ingest on or off for a user (on by default; the hook client redacts either way)",
  security,
  request: {
    params: UserIdParam,
    body: { required: true, content: { "application/json": { schema: z.object({ ingest: z.boolean() }) } } },
  },
  responses: { 200: json(z.object({ user: UserSchema }), "The user as it now is"), ...commonErrors, 404: errorResponse("No such user") },
});

const deleteUser = createRoute({
  method: "delete",
  path: "/users/{user_id}",
  summary:
    "Delete a user and every row they own, across all tables (events, summaries, grips, versions, search index, tokens, usage, settings), and their object's storage",
  security,
  request: {
    params: UserIdParam,
    query: z.object({
      confirm: z.string().openapi({ description: "the same user id again: a deletion cannot be undone" }),
    }),
  },
  responses: {
    200: json(
      z.object({
        user_id: z.string(),
        deleted: z.literal(true),
        rows: z.record(z.string(), z.number().int()).openapi({ description: "rows deleted per table (the users row and the search indexes aside)" }),
      }),
      "Deleted",
    ),
    ...commonErrors,
    404: errorResponse("No such user"),
  },
});

const deleteToken = createRoute({
  method: "delete",
  path: "/tokens/{token_id}",
  summary: "Revoke a token (effective immediately)",
  security,
  request: { params: z.object({ token_id: z.string().min(1).max(64) }) },
  responses: { 200: json(z.object({ token_info: TokenSchema }), "Revoked"), ...commonErrors, 404: errorResponse("No such token") },
});

export const adminRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(postUser, async (c) => {
    const body = c.req.valid("json");
    return c.json({ user: userView(await createUser(systemDatabase(c.env), body.name, body.time_zone)) }, 201);
  })
  .openapi(getUsers, async (c) => c.json({ users: (await listUsers(systemDatabase(c.env))).map(userView), next_cursor: null }, 200))
  .openapi(postToken, async (c) => {
    const { user_id } = c.req.valid("param");
    const { token, ...row } = await issueToken(systemDatabase(c.env), user_id, c.req.valid("json").label ?? "");
    return c.json({ token, token_info: tokenView(row) }, 201);
  })
  .openapi(getTokens, async (c) => {
    const tokens = await tokensOf(systemDatabase(c.env), c.req.valid("param").user_id);
    return c.json({ tokens: tokens.map(tokenView), next_cursor: null }, 200);
  })
  .openapi(putRedaction, async (c) => {
    const user = await setUserIngestRedaction(c.env, c.req.valid("param").user_id, c.req.valid("json").ingest);
    return c.json({ user: userView(user) }, 200);
  })
  .openapi(deleteUser, async (c) => {
    const { user_id: userId } = c.req.valid("param");
    if (c.req.valid("query").confirm !== userId) throw new AppError("bad_request", "confirm must repeat the user id: a deletion cannot be undone");
    return c.json({ user_id: userId, deleted: true as const, rows: await deleteUserById(c.env, userId) }, 200);
  })
  .openapi(deleteToken, async (c) => c.json({ token_info: tokenView(await revokeTokenById(c.env, c.req.valid("param").token_id)) }, 200));
