import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { retentionDefaults } from "../core/config";
import { systemDatabase, userDatabase } from "../db/handle";
import { requireUserById } from "../services/accounts";
import { retentionState, setRetentionOverrides } from "../services/retention";
import type { AppEnv } from "./app-env";
import { RetentionSchema, retentionView } from "./retention-view";
import { commonErrors, errorResponse, json, validationHook } from "./shared";

const security = [{ adminToken: [] }];
const UserIdParam = z.object({ user_id: z.string().min(1).max(64) });

const cap = (description: string) => z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().default(null).openapi({ description });

const OverridesSchema = z
  .object({
    soft_cap_bytes: cap("over it, the oldest analyzed raw events are evicted; null: the deployment's RAW_SOFT_CAP_BYTES"),
    hard_cap_bytes: cap("over it, the job builds, then evicts un-analyzed events and records the loss; null: RAW_HARD_CAP_BYTES"),
    max_age_days: z
      .number()
      .int()
      .min(0)
      .max(100_000)
      .nullable()
      .default(null)
      .openapi({ description: "analyzed raw events older than this are evicted; 0 turns the rule off; null: RAW_MAX_AGE_DAYS" }),
    distilled_cap_bytes: cap("over it the distilled layer is reported, never evicted; null: DISTILLED_CAP_BYTES"),
  })
  .openapi("RetentionOverrides");

const AnswerSchema = z.object({ user_id: z.string(), overrides: OverridesSchema, retention: RetentionSchema });

const getRetention = createRoute({
  method: "get",
  path: "/users/{user_id}/retention",
  summary: "A user's raw-event budget: overrides, the caps in force, usage and data-loss entries",
  security,
  request: { params: UserIdParam },
  responses: { 200: json(AnswerSchema, "The user's retention"), ...commonErrors, 404: errorResponse("No such user") },
});

const putRetention = createRoute({
  method: "put",
  path: "/users/{user_id}/retention",
  summary: "Replace a user's retention overrides (null or absent: the deployment default)",
  security,
  request: { params: UserIdParam, body: { required: true, content: { "application/json": { schema: OverridesSchema } } } },
  responses: { 200: json(AnswerSchema, "The user's retention"), ...commonErrors, 404: errorResponse("No such user") },
});

async function answer(env: Env, userId: string): Promise<z.infer<typeof AnswerSchema>> {
  const state = await retentionState(userDatabase(env, userId), userId, retentionDefaults(env));
  const o = state.overrides;
  return {
    user_id: userId,
    overrides: { soft_cap_bytes: o.softCapBytes, hard_cap_bytes: o.hardCapBytes, max_age_days: o.maxAgeDays, distilled_cap_bytes: o.distilledCapBytes },
    retention: retentionView(state),
  };
}

export const adminRetentionRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(getRetention, async (c) => {
    const { user_id } = c.req.valid("param");
    await requireUserById(systemDatabase(c.env), user_id);
    return c.json(await answer(c.env, user_id), 200);
  })
  .openapi(putRetention, async (c) => {
    const { user_id } = c.req.valid("param");
    const body = c.req.valid("json");
    await setRetentionOverrides(
      userDatabase(c.env, user_id),
      user_id,
      { softCapBytes: body.soft_cap_bytes, hardCapBytes: body.hard_cap_bytes, maxAgeDays: body.max_age_days, distilledCapBytes: body.distilled_cap_bytes },
      retentionDefaults(c.env),
    );
    return c.json(await answer(c.env, user_id), 200);
  });
