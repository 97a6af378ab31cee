/**
 * PLACEHOLDER (owned by the "sources-text" engineer, who replaces the body): the one tokenizer
 * for the keyword index and for queries, so PGlite and PostgreSQL see the same terms
 * (`to_tsvector('simple', indexTerms(text))`).
 */
const word = /[\p{L}\p{N}]+/gu;

/** Space-separated, normalised terms for the index: words, plus CJK words and character bigrams. */
export function indexTerms(text: string): string {
  return queryTerms(text).join(" ");
}

/** The distinct terms of a query (no FTS syntax survives: only letters and digits). */
export function queryTerms(query: string): string[] {
  return [...new Set((query.normalize("NFKC").toLowerCase().match(word) ?? []).slice(0, 64))];
}
