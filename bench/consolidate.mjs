// `npm run bench -- consolidate [--events N] [--seed N] [--no-extraction]`
//
// A full consolidation pass over one user's history of N events (default 100,000; the seeded
// synthetic sessions of bench/search-corpus.mjs), as a multiple of one from-scratch rollup of the
// same user in the same run. The history is built the way bench/retention.mjs's forget phase
// builds it (builtHistory: the ingest batch, then the object's own TocChain: segments, summaries,
// grips, and the rollup of every day, week, month and year from scratch — the unit), in a SQLite
// file with every migration applied (node:sqlite: D1's engine, without workerd's round trips).
// Then every consolidation step, in the order the jobs list them (promote, cluster, relations,
// merge, decay), runs for the user through the step runner (runStepForUser: plan, route by
// confidence, apply with the log row, or queue a review task), each step again until it applies
// nothing more, with the rate limit lifted (it paces the jobs, not the work). Measured: each step's
// time and the statements and transactions it sent (those do not move with the machine's load),
// the whole pass as a multiple of the rollup from scratch; then a second pass over the unchanged
// history (what each hourly run costs when nothing happened). Also: extraction precision and recall
// on the planted sets, from test/node/memory-extraction.test.ts (the helper "memories"' own
// measure, run as it is: the figure agrees with theirs by construction).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { bundleModules, fmt, root } from "./lib.mjs";
import { builtHistory, history } from "./retention.mjs";

const STEPS = ["promoteStep", "clusterStep", "relationsStep", "mergeStep", "decayStep"];
/** Runs of one step in a pass at most (the promoter pages through segments with a cursor). */
const MAX_RUNS_PER_STEP = 200;

function bundleCore(dir) {
  return bundleModules(dir, {
    "./src/db/events": ["insertEventsWithOutbox"],
    "./src/db/handle": ["userDatabase"],
    "./src/durable/toc-chain": ["TocChain"],
    "./src/cron/consolidation/runner": ["runStepForUser"],
    "./src/cron/consolidation/promote": ["promoteStep"],
    "./src/cron/consolidation/steps": ["clusterStep", "relationsStep", "mergeStep", "decayStep"],
    "./src/core/consolidation/decay": ["DEFAULT_DECAY"],
  });
}

/** Every step once, each repeated until it applies and queues nothing more. */
async function consolidationPass(core, built, userId, nowMs) {
  const out = [];
  for (const name of STEPS) {
    const step = core[name];
    const totals = { runs: 0, planned: 0, applied: 0, queued: 0, deferred: 0, failed: 0 };
    const failures = [];
    const measured = await built.counted(async () => {
      for (let run = 0; run < MAX_RUNS_PER_STEP; run++) {
        const report = await core.runStepForUser(step, {
          db: built.handle,
          userId,
          nowMs,
          decay: core.DEFAULT_DECAY,
          runId: `bench_${name}_${run}`,
          dryRun: false,
          limitPerMinute: Number.MAX_SAFE_INTEGER,
        });
        totals.runs++;
        for (const k of ["planned", "applied", "queued", "deferred", "failed"]) totals[k] += report[k];
        for (const op of report.ops) if (op.outcome === "failed") failures.push(`${op.action.type}: ${op.error}`);
        if (report.applied + report.queued === 0) break;
      }
    });
    console.error(
      `  ${step.label}: ${fmt(measured.ms, 0)} ms, ${totals.runs} run(s), applied ${totals.applied}, queued ${totals.queued}, failed ${totals.failed}${failures.length ? ` (${failures.slice(0, 3).join("; ")})` : ""}`,
    );
    out.push({ label: step.label, ms: measured.ms, statements: measured.statements, batches: measured.batches, ...totals });
  }
  return out;
}

/**
 * Precision and recall of offline extraction on every planted set, as their tests print them:
 * the memories helper's sets (test/node/memory-extraction.test.ts) and the blind, held-back and
 * tuning sets (test/node/memory-extraction-sets.test.ts). Every one of them has been tuned on; the
 * independent figure is each blind set's first run, recorded in bench/RESULTS.md.
 */
function extractionFigures() {
  // Without colour codes, which would run into the set names.
  const { FORCE_COLOR: _, ...env } = process.env;
  const res = spawnSync("npx", ["vitest", "run", "--project", "node", "test/node/memory-extraction.test.ts", "test/node/memory-extraction-sets.test.ts"], {
    cwd: root,
    encoding: "utf8",
    env: { ...env, NO_COLOR: "1" },
  });
  const text = `${res.stdout}\n${res.stderr}`;
  const lines = [...text.matchAll(/(?:extraction on the )?([\w-]+) set: precision ([\d.]+) \((\d+)\/(\d+)\), recall ([\d.]+) \((\d+)\/(\d+)\)/g)];
  return {
    ok: res.status === 0,
    sets: lines.map((m) => ({
      set: m[1],
      precision: Number(m[2]),
      correct: Number(m[3]),
      extracted: Number(m[4]),
      recall: Number(m[5]),
      found: Number(m[6]),
      planted: Number(m[7]),
    })),
  };
}

export async function run(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { events: { type: "string" }, seed: { type: "string" }, "no-extraction": { type: "boolean" } },
  });
  const options = { events: Number(values.events ?? 100_000), seed: Number(values.seed ?? 11) };
  const started = new Date().toISOString();
  const dir = mkdtempSync(join(tmpdir(), "amem-bench-consolidate-"));
  try {
    const core = await import(await bundleCore(dir));
    const { DatabaseSync } = await import("node:sqlite");
    const userId = "usr_consolidate";
    const events = history(options.events, options.seed);
    console.error(`building a history of ${events.length} events…`);
    const built = await builtHistory(core, DatabaseSync, join(dir, "consolidate.sqlite"), userId, events);
    // The pass runs as of a day after the history's end plus 60 days: old work has decayed, as it would have.
    const lastTs = events.reduce((m, e) => Math.max(m, e.ts_ms), 0);
    const nowMs = lastTs + 60 * 86_400_000;
    console.error("consolidation, first pass…");
    const first = await consolidationPass(core, built, userId, nowMs);
    console.error("consolidation, second pass (nothing changed)…");
    const second = await consolidationPass(core, built, userId, nowMs);
    const count = (sql) => built.db.prepare(sql).get(userId).n;
    const after = {
      memories: count("SELECT count(*) AS n FROM memories WHERE user_id = ?"),
      active: count("SELECT count(*) AS n FROM memories WHERE user_id = ? AND status = 'active'"),
      clusters: count("SELECT count(*) AS n FROM clusters WHERE user_id = ?"),
      related: count("SELECT count(*) AS n FROM relations WHERE user_id = ? AND relation = 'related'"),
      merged: count("SELECT count(*) AS n FROM memories WHERE user_id = ? AND origin = 'merged'"),
      faded: count("SELECT count(*) AS n FROM uses WHERE user_id = ? AND faded_at_ms IS NOT NULL"),
      tasks: count("SELECT count(*) AS n FROM consolidation_tasks WHERE user_id = ?"),
    };
    built.db.close();
    const extraction = values["no-extraction"] ? null : extractionFigures();
    report({ started, argv, events: events.length, built, first, second, after, extraction });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function report({ started, argv, events, built, first, second, after, extraction }) {
  const sum = (pass, k) => pass.reduce((n, s) => n + s[k], 0);
  const unit = built.scratchMs;
  console.log("## consolidate\n");
  console.log(
    `${started}, \`npm run bench -- consolidate${argv.length ? ` ${argv.join(" ")}` : ""}\` (one user, ${events} events: ${built.shape.segments} segments, ${built.shape.periods} periods, ${built.shape.grips} grips, built in ${fmt(built.buildMs / 1000, 1)} s; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} at the end)\n`,
  );
  console.log(
    `Unit: the rollup of every period from scratch, ${fmt(unit, 0)} ms, ${built.scratch.statements} statements / ${built.scratch.batches} transactions (${built.scratchPasses} pass(es)).\n`,
  );
  console.log("| step | runs | planned | applied | queued for review | ms | statements / transactions | × rollup from scratch |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const s of first) {
    console.log(
      `| ${s.label} | ${s.runs} | ${s.planned} | ${s.applied} | ${s.queued} | ${fmt(s.ms, 0)} | ${s.statements} / ${s.batches} | ${fmt(s.ms / unit, 2)}× |`,
    );
  }
  const total = sum(first, "ms");
  console.log(
    `| **full pass** |  | ${sum(first, "planned")} | ${sum(first, "applied")} | ${sum(first, "queued")} | ${fmt(total, 0)} | ${sum(first, "statements")} / ${sum(first, "batches")} | **${fmt(total / unit, 2)}×** (statements ${fmt(sum(first, "statements") / built.scratch.statements, 2)}×) |`,
  );
  const idle = sum(second, "ms");
  console.log(
    `| second pass, nothing changed |  | ${sum(second, "planned")} | ${sum(second, "applied")} | ${sum(second, "queued")} | ${fmt(idle, 0)} | ${sum(second, "statements")} / ${sum(second, "batches")} | ${fmt(idle / unit, 2)}× |`,
  );
  console.log(
    `\nAfter the pass: ${after.memories} memories (${after.active} active, ${after.merged} merged), ${after.clusters} clusters, ${after.related} related links, ${after.faded} faded segments, ${after.tasks} review tasks.`,
  );
  if (extraction) {
    const lines = extraction.sets.map(
      (s) => `${s.set}: precision ${fmt(s.precision, 3)} (${s.correct}/${s.extracted}), recall ${fmt(s.recall, 3)} (${s.found}/${s.planted})`,
    );
    console.log(
      `\nExtraction on the planted sets (test/node/memory-extraction.test.ts and memory-extraction-sets.test.ts${extraction.ok ? "" : ", which FAILED"}; all tuned on, the independent figure is each blind set's first run in bench/RESULTS.md): ${lines.join("; ") || "no figures printed"}.`,
    );
  }
}
