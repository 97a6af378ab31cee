/**
 * Reciprocal-rank fusion of ranked lists from several channels (keyword, semantic):
 * score = Σ over lists of 1 / (k + rank), rank 1-based. It needs no score calibration between
 * channels, which is why it is used: ts_rank and cosine distances are not comparable.
 * An item repeated within one list counts once, at its best rank; the first copy seen is kept.
 * Ties keep first-seen order (the sort is stable), so the output is deterministic.
 */
export interface RankedList<T> {
  channel: string;
  items: readonly T[];
}

export interface FusedItem<T> {
  item: T;
  score: number;
  channels: string[];
}

export function fuseByReciprocalRank<T>(lists: readonly RankedList<T>[], key: (item: T) => string, k = 60): FusedItem<T>[] {
  const fused = new Map<string, FusedItem<T>>();
  for (const list of lists) {
    const seen = new Set<string>();
    list.items.forEach((item, rank) => {
      const id = key(item);
      if (seen.has(id)) return;
      seen.add(id);
      const entry = fused.get(id) ?? { item, score: 0, channels: [] };
      entry.score += 1 / (k + rank + 1);
      if (!entry.channels.includes(list.channel)) entry.channels.push(list.channel);
      fused.set(id, entry);
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score);
}
