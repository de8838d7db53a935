import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/*
 * Typed view of migrations/, table by table. The SQL migrations are the truth: this file
 * describes what they create, and test/worker/schema-drift.test.ts fails when the two differ
 * (a column, its type, NOT NULL, the key, an index).
 *
 * Not here: the FTS5 indexes of 0004_search.sql (events_fts, nodes_fts, grips_fts) and their
 * triggers, and the triggers of 0006_text_fill.sql. Drizzle has no virtual tables, so they stay raw SQL (src/db/search.ts).
 */

/** The FTS5 virtual tables, which Drizzle cannot describe (the drift test skips them and their shadow tables). */
export const FTS5_TABLES = ["events_fts", "nodes_fts", "grips_fts"] as const;

export const users = sqliteTable("users", {
  userId: text("user_id").primaryKey(),
  name: text("name").notNull().unique(),
  timeZone: text("time_zone").notNull().default("UTC"),
  createdAtMs: integer("created_at_ms").notNull(),
  /** Whether the service redacts secrets in this user's events at ingest (on unless an admin turned it off). */
  ingestRedaction: integer("ingest_redaction", { mode: "boolean" }).notNull().default(true),
});

export const apiTokens = sqliteTable(
  "api_tokens",
  {
    tokenId: text("token_id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.userId),
    tokenHash: text("token_hash").notNull().unique(),
    label: text("label").notNull().default(""),
    createdAtMs: integer("created_at_ms").notNull(),
    revokedAtMs: integer("revoked_at_ms"),
  },
  (t) => [index("api_tokens_by_user").on(t.userId)],
);

export const events = sqliteTable(
  "events",
  {
    userId: text("user_id").notNull(),
    eventId: text("event_id").notNull(),
    sessionId: text("session_id").notNull(),
    agent: text("agent").notNull(),
    tsMs: integer("ts_ms").notNull(),
    eventType: text("event_type").notNull(),
    role: text("role").notNull(),
    text: text("text").notNull(),
    /** JSON object of strings. */
    metadata: text("metadata").notNull(),
    ingestedAtMs: integer("ingested_at_ms").notNull(),
    /** Set when the raw text and metadata were evicted (the row stays as a tombstone). */
    evictedAtMs: integer("evicted_at_ms"),
    /** Which rule evicted it: max_age | soft_cap | hard_cap. */
    evictedReason: text("evicted_reason"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId] }),
    index("events_by_time").on(t.userId, t.tsMs, t.eventId),
    index("events_by_session").on(t.userId, t.sessionId, t.tsMs, t.eventId),
  ],
);

export const outbox = sqliteTable(
  "outbox",
  {
    userId: text("user_id").notNull(),
    seq: integer("seq").notNull(),
    eventId: text("event_id").notNull(),
    createdAtMs: integer("created_at_ms").notNull(),
    processedAtMs: integer("processed_at_ms"),
    attempts: integer("attempts").notNull().default(0),
    sweptAtMs: integer("swept_at_ms"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.seq] }),
    uniqueIndex("outbox_by_event").on(t.userId, t.eventId),
    index("outbox_pending").on(t.createdAtMs).where(sql`processed_at_ms IS NULL`),
  ],
);

export const segmenterSessions = sqliteTable(
  "segmenter_sessions",
  {
    userId: text("user_id").notNull(),
    sessionId: text("session_id").notNull(),
    /** JSON: the segmenter's state. */
    state: text("state").notNull(),
    idleDeadlineMs: integer("idle_deadline_ms"),
    updatedAtMs: integer("updated_at_ms").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sessionId] }),
    index("segmenter_sessions_idle").on(t.userId, t.idleDeadlineMs).where(sql`idle_deadline_ms IS NOT NULL`),
  ],
);

export const segments = sqliteTable(
  "segments",
  {
    userId: text("user_id").notNull(),
    segmentId: text("segment_id").notNull(),
    sessionId: text("session_id").notNull(),
    state: text("state", { enum: ["open", "closed"] }).notNull(),
    closeReason: text("close_reason"),
    firstEventId: text("first_event_id").notNull(),
    lastEventId: text("last_event_id").notNull(),
    startTsMs: integer("start_ts_ms").notNull(),
    endTsMs: integer("end_ts_ms").notNull(),
    tokenCount: integer("token_count").notNull(),
    eventCount: integer("event_count").notNull(),
    /** JSON array of event ids. */
    overlapEventIds: text("overlap_event_ids").notNull().default("[]"),
    nodeId: text("node_id"),
    updatedAtMs: integer("updated_at_ms").notNull(),
    /** When its node summary and grips were written: from then on its raw events may be evicted. */
    analyzedAtMs: integer("analyzed_at_ms"),
    /** When its raw events were evicted. */
    rawEvictedAtMs: integer("raw_evicted_at_ms"),
    /** When every operation the promote step planned from it applied: from then on its raw events may be evicted (0011_extraction_watermark.sql). */
    extractedAtMs: integer("extracted_at_ms"),
    /** Runs whose operations for it failed; at MAX_EXTRACT_ATTEMPTS it is no longer retried. */
    extractAttempts: integer("extract_attempts").notNull().default(0),
    /** The last such failure. */
    extractError: text("extract_error"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.segmentId] }),
    index("segments_by_session").on(t.userId, t.sessionId, t.startTsMs),
    index("segments_raw_by_end")
      .on(t.userId, t.endTsMs, t.segmentId)
      .where(sql`analyzed_at_ms IS NOT NULL AND extracted_at_ms IS NOT NULL AND raw_evicted_at_ms IS NULL`),
    index("segments_to_extract").on(t.userId, t.analyzedAtMs, t.segmentId).where(sql`analyzed_at_ms IS NOT NULL AND extracted_at_ms IS NULL`),
    check("segments_state", sql`state IN ('open', 'closed')`),
  ],
);

export const segmentMembers = sqliteTable(
  "segment_members",
  {
    userId: text("user_id").notNull(),
    eventId: text("event_id").notNull(),
    segmentId: text("segment_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] }), index("segment_members_by_segment").on(t.userId, t.segmentId)],
);

export const NODE_LEVELS = ["year", "month", "week", "day", "segment"] as const;
export const NODE_STATUSES = ["pending", "provisional", "final"] as const;

export const tocNodes = sqliteTable(
  "toc_nodes",
  {
    userId: text("user_id").notNull(),
    nodeId: text("node_id").notNull(),
    level: text("level", { enum: NODE_LEVELS }).notNull(),
    parentId: text("parent_id"),
    title: text("title").notNull(),
    /** JSON: [{ "text", "grip_ids": [...], "supported": bool }]. */
    bullets: text("bullets").notNull().default("[]"),
    /** JSON array of strings. */
    keywords: text("keywords").notNull().default("[]"),
    startTsMs: integer("start_ts_ms").notNull(),
    endTsMs: integer("end_ts_ms").notNull(),
    version: integer("version").notNull().default(1),
    summarizer: text("summarizer"),
    status: text("status", { enum: NODE_STATUSES }).notNull(),
    dirtySinceMs: integer("dirty_since_ms"),
    sessionId: text("session_id"),
    createdAtMs: integer("created_at_ms").notNull(),
    updatedAtMs: integer("updated_at_ms").notNull(),
    weight: integer("weight").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.nodeId] }),
    index("toc_nodes_children").on(t.userId, t.parentId, t.startTsMs, t.nodeId),
    index("toc_nodes_by_level").on(t.userId, t.level, t.startTsMs),
    index("toc_nodes_dirty").on(t.dirtySinceMs).where(sql`dirty_since_ms IS NOT NULL`),
    index("toc_nodes_unsettled").on(t.userId, t.endTsMs).where(sql`status != 'final'`),
    check("toc_nodes_level", sql`level IN ('year', 'month', 'week', 'day', 'segment')`),
    check("toc_nodes_status", sql`status IN ('pending', 'provisional', 'final')`),
  ],
);

export const tocNodeVersions = sqliteTable(
  "toc_node_versions",
  {
    userId: text("user_id").notNull(),
    nodeId: text("node_id").notNull(),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    bullets: text("bullets").notNull(),
    keywords: text("keywords").notNull(),
    summarizer: text("summarizer"),
    status: text("status", { enum: NODE_STATUSES }).notNull(),
    writtenAtMs: integer("written_at_ms").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nodeId, t.version] })],
);

export const grips = sqliteTable(
  "grips",
  {
    userId: text("user_id").notNull(),
    gripId: text("grip_id").notNull(),
    nodeId: text("node_id").notNull(),
    bulletIndex: integer("bullet_index").notNull(),
    excerpt: text("excerpt").notNull(),
    eventIdStart: text("event_id_start").notNull(),
    eventIdEnd: text("event_id_end").notNull(),
    sessionId: text("session_id").notNull(),
    tsMs: integer("ts_ms").notNull(),
    score: real("score").notNull(),
    createdAtMs: integer("created_at_ms").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gripId] }), index("grips_by_node").on(t.userId, t.nodeId)],
);

export const modelTokenUsage = sqliteTable(
  "model_token_usage",
  {
    userId: text("user_id").notNull(),
    /** UTC day, YYYY-MM-DD. */
    day: text("day").notNull(),
    tokens: integer("tokens").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const jobs = sqliteTable(
  "jobs",
  {
    name: text("name").primaryKey(),
    paused: integer("paused", { mode: "boolean" }).notNull().default(false),
    leaseRunId: text("lease_run_id"),
    leaseExpiresAtMs: integer("lease_expires_at_ms"),
    /** JSON the job reads at the start of its next run, or null. */
    checkpoint: text("checkpoint"),
    lastRunId: text("last_run_id"),
    lastTrigger: text("last_trigger", { enum: ["cron", "manual"] }),
    lastStartedAtMs: integer("last_started_at_ms"),
    lastFinishedAtMs: integer("last_finished_at_ms"),
    lastOutcome: text("last_outcome", { enum: ["ok", "partial", "failed"] }),
    lastItems: integer("last_items"),
    lastErrors: integer("last_errors"),
    /** JSON: what the run did. */
    lastReport: text("last_report"),
    lastSkippedAtMs: integer("last_skipped_at_ms"),
    lastSkipReason: text("last_skip_reason"),
    updatedAtMs: integer("updated_at_ms").notNull(),
  },
  () => [
    check("jobs_paused", sql`paused IN (0, 1)`),
    check("jobs_last_trigger", sql`last_trigger IN ('cron', 'manual')`),
    check("jobs_last_outcome", sql`last_outcome IN ('ok', 'partial', 'failed')`),
  ],
);

export const deadLetters = sqliteTable(
  "dead_letters",
  {
    /** '' when the message named no user. */
    userId: text("user_id").notNull(),
    messageKey: text("message_key").notNull(),
    reason: text("reason", { enum: ["retries_exhausted", "malformed"] }).notNull(),
    body: text("body").notNull(),
    deliveries: integer("deliveries").notNull().default(1),
    lastMessageId: text("last_message_id").notNull(),
    firstAtMs: integer("first_at_ms").notNull(),
    lastAtMs: integer("last_at_ms").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageKey] }), check("dead_letters_reason", sql`reason IN ('retries_exhausted', 'malformed')`)],
);

/** Sessions whose segments are derived again because an event's pending text was filled in (0006_text_fill.sql). */
export const sessionRefreshes = sqliteTable(
  "session_refreshes",
  {
    userId: text("user_id").notNull(),
    sessionId: text("session_id").notNull(),
    /** Grows with each request: a rebuild deletes only the generation it read. */
    generation: integer("generation").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sessionId] })],
);

/** Raw bytes per user, maintained by the ingest and eviction batches. */
export const rawUsage = sqliteTable("raw_usage", {
  userId: text("user_id").primaryKey(),
  rawBytes: integer("raw_bytes").notNull().default(0),
  rawEvents: integer("raw_events").notNull().default(0),
  evictedEvents: integer("evicted_events").notNull().default(0),
  evictedBytes: integer("evicted_bytes").notNull().default(0),
  lastEvictedAtMs: integer("last_evicted_at_ms"),
  updatedAtMs: integer("updated_at_ms").notNull(),
});

/** Per-user overrides of the deployment's retention defaults; null keeps the default. */
export const retentionPolicies = sqliteTable("retention_policies", {
  userId: text("user_id").primaryKey(),
  softCapBytes: integer("soft_cap_bytes"),
  hardCapBytes: integer("hard_cap_bytes"),
  maxAgeDays: integer("max_age_days"),
  distilledCapBytes: integer("distilled_cap_bytes"),
  updatedAtMs: integer("updated_at_ms").notNull(),
});

/** Un-analyzed events the hard cap forced out: what range, how many, why. */
export const dataLoss = sqliteTable(
  "data_loss",
  {
    userId: text("user_id").notNull(),
    lossId: text("loss_id").notNull(),
    atMs: integer("at_ms").notNull(),
    fromTsMs: integer("from_ts_ms").notNull(),
    toTsMs: integer("to_ts_ms").notNull(),
    events: integer("events").notNull(),
    bytes: integer("bytes").notNull(),
    reason: text("reason").notNull(),
    runId: text("run_id"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lossId] }), index("data_loss_by_time").on(t.userId, t.atMs)],
);

/** Secrets the ingest redaction replaced, per user and rule. */
export const redactionCounts = sqliteTable(
  "redaction_counts",
  {
    userId: text("user_id").notNull(),
    rule: text("rule").notNull(),
    matches: integer("matches").notNull(),
    updatedAtMs: integer("updated_at_ms").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.rule] })],
);

/** Long-term memories: decisions, conventions, facts and open tasks, per user (0009_memories.sql). */
export const memories = sqliteTable(
  "memories",
  {
    userId: text("user_id").notNull(),
    memoryId: text("memory_id").notNull(),
    kind: text("kind", { enum: ["fact", "decision", "instruction", "task"] }).notNull(),
    text: text("text").notNull(),
    /** The subject: a newer memory on the same key and project supersedes the older. */
    key: text("key"),
    /** The project's name; '' for none (the memory holds everywhere). */
    project: text("project").notNull().default(""),
    projectId: text("project_id"),
    confidence: real("confidence").notNull(),
    status: text("status", { enum: ["candidate", "active", "archived"] }).notNull(),
    origin: text("origin", { enum: ["remembered", "extracted", "model", "merged"] }).notNull(),
    archivedReason: text("archived_reason", { enum: ["superseded", "deleted", "rejected", "merged", "archived"] }),
    supersededBy: text("superseded_by"),
    sourceSegmentId: text("source_segment_id"),
    sourceNodeId: text("source_node_id"),
    createdAtMs: integer("created_at_ms").notNull(),
    updatedAtMs: integer("updated_at_ms").notNull(),
    archivedAtMs: integer("archived_at_ms"),
    /** When an archived memory is deleted for good; null keeps it (superseded history). */
    purgeAfterMs: integer("purge_after_ms"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.memoryId] }),
    index("memories_by_status").on(t.userId, t.status, t.updatedAtMs, t.memoryId),
    uniqueIndex("memories_active_key").on(t.userId, t.project, t.key).where(sql`status = 'active' AND key IS NOT NULL`),
    index("memories_purge").on(t.purgeAfterMs).where(sql`purge_after_ms IS NOT NULL`),
  ],
);

/** The grips that support a memory. */
export const memoryGrips = sqliteTable(
  "memory_grips",
  {
    userId: text("user_id").notNull(),
    memoryId: text("memory_id").notNull(),
    gripId: text("grip_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.memoryId, t.gripId] }), index("memory_grips_by_grip").on(t.userId, t.gripId)],
);

/** The review queue of consolidation actions below the automatic confidence bands. */
export const consolidationTasks = sqliteTable(
  "consolidation_tasks",
  {
    userId: text("user_id").notNull(),
    taskId: text("task_id").notNull(),
    step: text("step", { enum: ["decay", "cluster", "merge", "promote", "relations"] }).notNull(),
    title: text("title").notNull(),
    /** JSON object. */
    notes: text("notes").notNull(),
    /** JSON array of strings. */
    labels: text("labels").notNull(),
    status: text("status", { enum: ["open", "in_progress", "closed", "blocked"] }).notNull(),
    resolution: text("resolution", { enum: ["approved", "rejected"] }),
    priority: integer("priority").notNull(),
    attempts: integer("attempts").notNull().default(0),
    confidence: real("confidence").notNull(),
    /** JSON object: { type, ... }. */
    action: text("action").notNull(),
    lastError: text("last_error"),
    createdAtMs: integer("created_at_ms").notNull(),
    updatedAtMs: integer("updated_at_ms").notNull(),
    closedAtMs: integer("closed_at_ms"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskId] }), index("consolidation_tasks_by_status").on(t.userId, t.status, t.priority, t.createdAtMs, t.taskId)],
);

/** Consolidation actions applied, with their confidence band. */
export const consolidationLog = sqliteTable(
  "consolidation_log",
  {
    userId: text("user_id").notNull(),
    logId: text("log_id").notNull(),
    step: text("step").notNull(),
    band: text("band", { enum: ["auto", "logged", "review"] }).notNull(),
    confidence: real("confidence").notNull(),
    /** JSON object: the action applied. */
    action: text("action").notNull(),
    runId: text("run_id"),
    atMs: integer("at_ms").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.logId] }), index("consolidation_log_by_time").on(t.userId, t.atMs)],
);

/** Real use of a node, grip or memory (0010_consolidation.sql): what the decay score reads. */
export const USE_TARGET_KINDS = ["node", "grip", "memory"] as const;
export const uses = sqliteTable(
  "uses",
  {
    userId: text("user_id").notNull(),
    targetKind: text("target_kind", { enum: USE_TARGET_KINDS }).notNull(),
    targetId: text("target_id").notNull(),
    useCount: integer("use_count").notNull().default(0),
    openedCount: integer("opened_count").notNull().default(0),
    citedCount: integer("cited_count").notNull().default(0),
    firstUsedAtMs: integer("first_used_at_ms").notNull(),
    lastUsedAtMs: integer("last_used_at_ms").notNull(),
    /** JSON array of the latest use times (ms), at most 5. */
    recentUses: text("recent_uses").notNull().default("[]"),
    reviewCount: integer("review_count").notNull().default(0),
    strength: real("strength").notNull().default(1),
    /** A node or grip the decay step let go. */
    fadedAtMs: integer("faded_at_ms"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetKind, t.targetId] }), check("uses_target_kind", sql`target_kind IN ('node', 'grip', 'memory')`)],
);

export const RELATION_KINDS = ["node", "memory"] as const;
export const RELATIONS = ["related", "consolidated_from", "supersedes"] as const;

/** Links between a user's nodes and memories. */
export const relations = sqliteTable(
  "relations",
  {
    userId: text("user_id").notNull(),
    fromKind: text("from_kind", { enum: RELATION_KINDS }).notNull(),
    fromId: text("from_id").notNull(),
    toKind: text("to_kind", { enum: RELATION_KINDS }).notNull(),
    toId: text("to_id").notNull(),
    relation: text("relation", { enum: RELATIONS }).notNull(),
    score: real("score").notNull(),
    /** JSON array of the terms both sides share. */
    shared: text("shared").notNull().default("[]"),
    createdAtMs: integer("created_at_ms").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.fromKind, t.fromId, t.toKind, t.toId, t.relation] }),
    index("relations_to").on(t.userId, t.toKind, t.toId),
    check("relations_from_kind", sql`from_kind IN ('node', 'memory')`),
    check("relations_to_kind", sql`to_kind IN ('node', 'memory')`),
    check("relations_relation", sql`relation IN ('related', 'consolidated_from', 'supersedes')`),
  ],
);

/** Groups of related segments and memories, as the cluster step last saw them. */
export const clusters = sqliteTable(
  "clusters",
  {
    userId: text("user_id").notNull(),
    clusterId: text("cluster_id").notNull(),
    label: text("label").notNull(),
    cohesion: real("cohesion").notNull(),
    memberCount: integer("member_count").notNull(),
    updatedAtMs: integer("updated_at_ms").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clusterId] })],
);

export const clusterMembers = sqliteTable(
  "cluster_members",
  {
    userId: text("user_id").notNull(),
    clusterId: text("cluster_id").notNull(),
    memberKind: text("member_kind", { enum: RELATION_KINDS }).notNull(),
    memberId: text("member_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.clusterId, t.memberKind, t.memberId] }),
    index("cluster_members_by_member").on(t.userId, t.memberKind, t.memberId),
    check("cluster_members_member_kind", sql`member_kind IN ('node', 'memory')`),
  ],
);

/** Each user's bucket of consolidation operations (the rate limit, shared by every step). */
export const consolidationRate = sqliteTable("consolidation_rate", {
  userId: text("user_id").primaryKey(),
  tokens: real("tokens").notNull(),
  updatedAtMs: integer("updated_at_ms").notNull(),
  granted: integer("granted").notNull().default(0),
});

/** Every table migrations/ creates, except the FTS5 ones. */
export const TABLES = [
  users,
  apiTokens,
  events,
  outbox,
  segmenterSessions,
  segments,
  segmentMembers,
  tocNodes,
  tocNodeVersions,
  grips,
  modelTokenUsage,
  jobs,
  deadLetters,
  sessionRefreshes,
  rawUsage,
  retentionPolicies,
  dataLoss,
  redactionCounts,
  memories,
  memoryGrips,
  consolidationTasks,
  consolidationLog,
  uses,
  relations,
  clusters,
  clusterMembers,
  consolidationRate,
] as const;
