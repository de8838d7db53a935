/** The items the cluster, relations and merge steps compare: a user's closed segments and live memories. */
import type { ClusterItem } from "../../core/consolidation/cluster";
import { liveMemories, type MemoryItem, segmentItems } from "../../db/consolidation";
import type { Database } from "../../db/handle";

export interface UserItems {
  items: ClusterItem[];
  memories: Map<string, MemoryItem>;
}

/** Segments (oldest first), then memories (oldest first): a stable order, so plans are deterministic. */
export async function userItems(db: Database, userId: string, kinds: { segments: boolean; memories: boolean }): Promise<UserItems> {
  const [segments, memories] = await Promise.all([
    kinds.segments ? segmentItems(db, userId) : Promise.resolve([]),
    kinds.memories ? liveMemories(db, userId) : Promise.resolve([]),
  ]);
  const items: ClusterItem[] = [
    ...segments.map((s) => ({
      kind: "node" as const,
      id: s.nodeId,
      text: [s.title, ...s.bullets.map((b) => b.text)].join("\n"),
      keywords: s.keywords,
      gripIds: s.bullets.flatMap((b) => b.grip_ids),
      atMs: s.startTsMs,
    })),
    ...memories.map((m) => ({
      kind: "memory" as const,
      id: m.memoryId,
      text: m.text,
      keywords: m.key ? [m.key] : [],
      gripIds: m.gripIds,
      atMs: m.createdAtMs,
    })),
  ];
  return { items, memories: new Map(memories.map((m) => [m.memoryId, m])) };
}
