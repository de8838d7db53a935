/**
 * Use counting: what the decay score of src/core/consolidation/decay.ts reads. A read that opens
 * a node, expands a grip or reads a memory counts it as opened; a digest or an MCP answer that
 * hands items to an agent counts them as cited. Appearing in a list or a search result is no use.
 * Counting runs after the answer (`Caller.defer`) and never fails a read.
 */
import { z } from "@hono/zod-openapi";
import { errorMessage } from "../core/errors";
import type { Database } from "../db/handle";
import { recordUseCalls, recordUses, type UseHow, type UseRef } from "../db/uses";
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

/**
 * How long the uses counted by reads wait in the isolate before one D1 batch counts them all.
 * Counting each read on its own cost a D1 write per call, which local D1 (one SQLite file) runs
 * against the next reads: MCP search went from 1.12× to 1.27× REST's p50 in `npm run bench -- mcp`.
 * An agent's burst of reads now costs one write per second. Counts still waiting when an isolate
 * is evicted are lost: they are statistics, not memory.
 */
export const USE_FLUSH_MS = 1_000;

interface PendingUses {
  db: Database;
  userId: string;
  how: UseHow;
  calls: { refs: readonly UseRef[]; atMs: number }[];
}

/** Per isolate: the uses waiting for their flush, by user and kind of use. */
const pendingUses = new Map<string, PendingUses>();

async function flushUses(key: string): Promise<void> {
  const pending = pendingUses.get(key);
  pendingUses.delete(key);
  if (pending) await recordUseCalls(pending.db, pending.userId, pending.calls, pending.how);
}

const logged = (work: Promise<unknown>, what: string): Promise<void> =>
  work.then(
    () => undefined,
    (error: unknown) => console.error(`uses: counting ${what} failed`, errorMessage(error)),
  );

/**
 * Counts uses after the answer, never failing the read (a failure is logged). The uses of the
 * next USE_FLUSH_MS share one D1 batch, kept alive by the first read's `waitUntil`; without one
 * (no request context) they are counted at once.
 */
export function countUses(caller: Caller, refs: readonly UseRef[], how: UseHow): void {
  if (refs.length === 0) return;
  const userId = caller.user.userId;
  if (!caller.defer) {
    void logged(count(caller, refs, how), `${refs.length} ${how}`);
    return;
  }
  const key = `${userId}\n${how}`;
  const pending = pendingUses.get(key);
  if (pending) {
    pending.calls.push({ refs, atMs: Date.now() });
    return;
  }
  pendingUses.set(key, { db: databaseOf(caller), userId, how, calls: [{ refs, atMs: Date.now() }] });
  caller.defer(
    logged(
      new Promise((resolve) => setTimeout(resolve, USE_FLUSH_MS)).then(() => flushUses(key)),
      `${how} uses`,
    ),
  );
}

/** POST /v1/uses: the caller names what it cited; counted before answering, so the client knows. */
export async function postUses(caller: Caller, body: z.output<typeof UsesRequestSchema>): Promise<z.infer<typeof UsesAnswerSchema>> {
  return { counted: await count(caller, body.items, body.how) };
}
