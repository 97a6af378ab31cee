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
  /**
   * Keeps the refs an answer already gave (a turn that continues an assistant
   * message, after the learner answered a proposal), so new passages number on
   * from them and a passage seen before keeps its ref.
   */
  adopt(passage: MaterialPassage): void;
  /** What a source is, as far as this turn's searches showed (readSource learns the path of a chapter hit). */
  sourceInfo(sourceId: string): { kind: SourceKind; title: string; path: string | null } | null;
  /** Every passage given a ref this turn, in order. */
  passages(): MaterialPassage[];
}

export function createRefRegistry(): RefRegistry {
  const byKey = new Map<string, MaterialPassage>();
  const sources = new Map<string, { kind: SourceKind; title: string; path: string | null }>();
  const taken = new Set<string>();
  let next = 1;
  const keyOf = (passage: Located) => `${passage.sourceId}\u0000${passage.lineStart}-${passage.lineEnd}`;
  const remember = (passage: MaterialPassage) => {
    byKey.set(keyOf(passage), passage);
    taken.add(passage.ref);
    if (!sources.has(passage.sourceId) || passage.path) {
      sources.set(passage.sourceId, { kind: passage.kind, title: passage.title, path: passage.path });
    }
  };
  return {
    refFor(passage) {
      const known = byKey.get(keyOf(passage));
      if (known) return known.ref;
      while (taken.has(`S${next}`)) next += 1;
      const ref = `S${next}`;
      remember({ ...passage, ref });
      return ref;
    },
    adopt(passage) {
      if (!byKey.has(keyOf(passage)) && !taken.has(passage.ref)) remember(passage);
    },
    sourceInfo: (sourceId) => sources.get(sourceId) ?? null,
    passages: () => [...byKey.values()],
  };
}
