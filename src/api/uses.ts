/**
 * Use counting: what the decay score of src/core/consolidation/decay.ts reads. A read that opens
 * a node, expands a grip or reads a memory counts it as opened; a digest or an MCP answer that
 * hands items to an agent counts them as cited. Appearing in a list or a search result is no use.
 * Counting runs after the answer (`Caller.defer`) and never fails a read.
 */
import { z } from "@hono/zod-openapi";
import { errorMessage } from "../core/errors";
import { recordUses, type UseHow, type UseRef } from "../db/uses";
import { USE_TARGET_KINDS } from "../db/schema";
import { type Caller, databaseOf } from "./common";

export type { UseRef };

/** Most items one POST /v1/uses counts. */
export const MAX_USES_PER_CALL = 200;

const UseRefSchema = z.object({
  kind: z.enum(USE_TARGET_KINDS).openapi({ description: "node, grip or memory" }),
  id: z.string().min(1).max(200),
});

export const UsesRequestSchema = z
  .object({
    how: z.literal("cited").openapi({ description: "cited: handed to an agent (a session-start digest). Opening is counted by the read routes themselves." }),
    items: z.array(UseRefSchema).min(1).max(MAX_USES_PER_CALL),
  })
  .openapi("UsesRequest");

export const UsesAnswerSchema = z
  .object({ counted: z.number().int().openapi({ description: "items counted: those the user has, each once" }) })
  .openapi("UsesAnswer");

async function count(caller: Caller, refs: readonly UseRef[], how: UseHow): Promise<number> {
  return recordUses(databaseOf(caller), caller.user.userId, refs, how, Date.now());
}

/** Counts uses after the answer; a failure is logged, never the reader's problem. */
export function countUses(caller: Caller, refs: readonly UseRef[], how: UseHow): void {
  if (refs.length === 0) return;
  const work = count(caller, refs, how).catch((error: unknown) => {
    console.error(`uses: counting ${refs.length} ${how} failed`, errorMessage(error));
  });
  if (caller.defer) caller.defer(work);
}

/** POST /v1/uses: the caller names what it cited; counted before answering, so the client knows. */
export async function postUses(caller: Caller, body: z.output<typeof UsesRequestSchema>): Promise<z.infer<typeof UsesAnswerSchema>> {
  return { counted: await count(caller, body.items, body.how) };
}
