/**
 * PLACEHOLDER (owned by the "sources-text" engineer, who may replace the body): reciprocal-rank
 * fusion of ranked lists from several channels (score = Σ 1 / (k + rank)).
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
    list.items.forEach((item, rank) => {
      const id = key(item);
      const entry = fused.get(id) ?? { item, score: 0, channels: [] };
      entry.score += 1 / (k + rank + 1);
      if (!entry.channels.includes(list.channel)) entry.channels.push(list.channel);
      fused.set(id, entry);
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score);
}
