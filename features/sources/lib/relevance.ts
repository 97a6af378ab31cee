import type { QueryUnit } from "./query-units";

/**
 * When a passage found by keyword counts as relevant to a question (the minimum relevance rule):
 *
 * 1. it holds at least one **strong** unit of the question (a word of two or more letters, a piece
 *    of Chinese of two or more characters: never a lone character or a stop word), and
 * 2. the units it holds carry at least `MIN_COVERAGE` of the question's weight, each unit weighted
 *    by its inverse document frequency over the course's chunks (BM25's idf). A unit the material
 *    never mentions weighs most: a question about "bread" that shares only "water" with a coffee
 *    text is not answered by it; a word found in every chunk ("coffee" in a coffee course) weighs
 *    almost nothing either way.
 *
 * A question with no passage passing both is one the material does not cover.
 */
export const MIN_COVERAGE = 0.45;
const WEAK_SHARE = 0.5;

/** BM25's idf (the +1 form: never negative), for a term found in `df` of `n` chunks. */
export function idf(df: number, n: number): number {
  const count = Math.max(n, df, 1);
  return Math.log(1 + (count - df + 0.5) / (df + 0.5));
}

export interface CourseStats {
  /** Ready chunks in the course. */
  chunks: number;
  /** Chunks holding each lexeme (absent: none). */
  df: ReadonlyMap<string, number>;
}

function unitDf(unit: QueryUnit, stats: CourseStats): number {
  const counts = unit.lexemes.map((lexeme) => stats.df.get(lexeme) ?? 0);
  return unit.kind === "word"
    ? Math.min(
        stats.chunks,
        counts.reduce((sum, count) => sum + count, 0),
      )
    : Math.min(...counts);
}

/**
 * The unit's weight: idf of the chunks that may hold it (any inflection; the rarest bigram of a CJK
 * piece), halved for a weak unit — a lone character says less than a word, however rare.
 */
export function unitWeight(unit: QueryUnit, stats: CourseStats): number {
  return idf(unitDf(unit, stats), stats.chunks) * (unit.strong ? 1 : WEAK_SHARE);
}

/** Joined single characters that the material never holds together are read one by one (weak). */
export function resolveUnits(units: readonly QueryUnit[], stats: CourseStats): QueryUnit[] {
  return units.flatMap((unit) => (unit.joinedFrom && unitDf(unit, stats) === 0 ? unit.joinedFrom : [unit]));
}

export function unitMatches(unit: QueryUnit, lexemes: ReadonlySet<string>): boolean {
  let held = 0;
  for (const lexeme of unit.lexemes) if (lexemes.has(lexeme)) held += 1;
  return held >= unit.need;
}

export interface Relevance {
  relevant: boolean;
  /** Share of the question's weight the passage holds (0–1). */
  coverage: number;
  strongMatches: number;
}

/** Judges one passage, given the question's resolved units and the lexemes of the question it holds. */
export function judgePassage(units: readonly QueryUnit[], stats: CourseStats, held: ReadonlySet<string>): Relevance {
  let total = 0;
  let matched = 0;
  let strongMatches = 0;
  for (const unit of units) {
    const weight = unitWeight(unit, stats);
    total += weight;
    if (!unitMatches(unit, held)) continue;
    matched += weight;
    if (unit.strong) strongMatches += 1;
  }
  const coverage = total > 0 ? matched / total : 0;
  return { relevant: strongMatches > 0 && coverage >= MIN_COVERAGE, coverage, strongMatches };
}
