import type { SourceKind } from "../contract";
import type { MaterialPassage } from "../lib/tool-schemas";

type Located = Omit<MaterialPassage, "ref">;

/**
 * The refs of one tutor turn. Search services number their hits per search
 * (S1, S2 … each time), so two searches in a turn would both say S1; the
 * registry gives each distinct passage (source + line range) one ref for the
 * whole turn: a new passage gets the next number, a passage seen again keeps
 * its ref. A new registry per turn (the route builds the tools per request).
 */
export interface RefRegistry {
  refFor(passage: Located): string;
  /** What a source is, as far as this turn's searches showed (readSource learns the path of a chapter hit). */
  sourceInfo(sourceId: string): { kind: SourceKind; title: string; path: string | null } | null;
  /** Every passage given a ref this turn, in order. */
  passages(): MaterialPassage[];
}

export function createRefRegistry(): RefRegistry {
  const byKey = new Map<string, MaterialPassage>();
  const sources = new Map<string, { kind: SourceKind; title: string; path: string | null }>();
  return {
    refFor(passage) {
      const key = `${passage.sourceId}\u0000${passage.lineStart}-${passage.lineEnd}`;
      const known = byKey.get(key);
      if (known) return known.ref;
      const ref = `S${byKey.size + 1}`;
      byKey.set(key, { ...passage, ref });
      if (!sources.has(passage.sourceId) || passage.path) {
        sources.set(passage.sourceId, { kind: passage.kind, title: passage.title, path: passage.path });
      }
      return ref;
    },
    sourceInfo: (sourceId) => sources.get(sourceId) ?? null,
    passages: () => [...byKey.values()],
  };
}
