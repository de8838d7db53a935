/** The service's answers as the query commands read them (see GET /openapi.json for the full shapes). */

export type Level = "year" | "month" | "week" | "day" | "segment";

export interface Bullet {
  text: string;
  grip_ids: string[];
  supported: boolean;
}

export interface TocNode {
  node_id: string;
  level: Level;
  parent_id: string | null;
  title: string;
  bullets: Bullet[];
  keywords: string[];
  start: string;
  end: string;
  start_ts_ms: number;
  end_ts_ms: number;
  version: number;
  status: "pending" | "provisional" | "final";
  summarizer: string | null;
  session_id: string | null;
}

export interface TocNodeDetail extends TocNode {
  child_count: number;
  unsupported_bullets: number;
}

export interface ChildrenPage {
  children: TocNode[];
  next_cursor: string | null;
  has_more: boolean;
}

export interface Resolved {
  period: string;
  level: Level;
  node_ids: string[];
  existing_node_ids: string[];
  empty: boolean;
  start: string;
  end: string;
  time_zone: string;
}

export interface Hit {
  kind: "event" | "node" | "grip";
  id: string;
  score: number;
  ts_ms: number;
  date: string;
  session_id: string | null;
  title: string | null;
  level: string | null;
  snippet: string;
  next: { node_id: string | null; grip_id: string | null };
}

export interface Event {
  event_id: string;
  session_id: string;
  agent: string;
  ts: string;
  ts_ms: number;
  event_type: string;
  role: string;
  text: string;
  metadata: Record<string, string>;
}

export interface Grip {
  grip_id: string;
  node_id: string;
  bullet_index: number;
  excerpt: string;
  event_id_start: string;
  event_id_end: string;
  session_id: string;
  ts: string;
  ts_ms: number;
  score: number;
}

export interface Expanded {
  grip: Grip;
  before: Event[];
  events: Event[];
  after: Event[];
}
