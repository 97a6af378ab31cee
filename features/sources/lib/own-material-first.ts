import type { SearchHit } from "../contract";

/** The learner's own material: what they uploaded or pasted, as opposed to the course's chapters and learning files. */
export const isOwnMaterial = (hit: Pick<SearchHit, "kind">) => hit.kind === "upload" || hit.kind === "paste";

/**
 * The `limit` best hits, with the learner's own material never crowded out: when none of the top hits
 * is theirs but a relevant passage of theirs ranked lower, it takes the last place. A course written
 * from their document repeats its terms in every chapter (and offline, in framing around them), so
 * rank alone would bury the one passage that states the fact. Refs are renumbered S1..n in order.
 */
export function ownMaterialKept(ranked: readonly SearchHit[], limit: number): SearchHit[] {
  const top = ranked.slice(0, limit);
  const own = ranked.slice(limit).find(isOwnMaterial);
  const kept = own && top.length > 0 && !top.some(isOwnMaterial) ? [...top.slice(0, -1), own] : top;
  return kept.map((hit, index) => ({ ...hit, ref: `S${index + 1}` }));
}
