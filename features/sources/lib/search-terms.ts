/**
 * The one tokenizer for the keyword index and for queries, so PGlite and PostgreSQL see the same
 * terms: the database only ever gets `to_tsvector('simple', indexTerms(text))` and plain lexemes
 * of a question (letters, marks and digits only — no FTS syntax survives). What the search asks
 * for is built from these pieces by ./query-units.ts (stop words, weak units, inflections).
 *
 * - NFKC (full-width ｆｕｌｌ → full, ① → 1) and lowercase.
 * - Intl.Segmenter word segmentation, run over ~2k-character slices (one large string is
 *   dramatically slower in V8's ICU binding).
 * - Latin/Cyrillic/…: the segmenter's words, split at anything that is not a letter, mark or digit
 *   ("don't" → don, t; "3.14" → 3, 14), the same way on both sides.
 * - CJK (Han, Kana, Hangul): the index gets the segmenter's words, every character, and every
 *   character bigram of each run; a query gets only the bigrams of its runs (a single character
 *   when a run is one character long). A query's bigrams are a subset of the index's bigrams for
 *   any text that contains the query, however the segmenter split either side — so a Chinese term
 *   segmented differently in context still matches.
 * - Names written with symbols (C++, C#, B+树, B-tree, .NET, Node.js) also get one joined lexeme
 *   each ("cplusplus", "csharp", "bplus", "btree", "dotnet", "nodejs": ./symbol-names.ts), which
 *   query-units asks for instead of the name's lone letters.
 * - `queryTerms` (the test embedder's and baseline's terms) drops English stop words unless
 *   nothing else is left ("to be or not to be" stays).
 * The search matches with OR and ranks by BM25, not AND: natural-language questions contain words
 * the passage does not (data/keyword-queries.ts).
 */
import { ENGLISH_STOP_WORDS } from "./stop-words";
import { symbolNames } from "@/lib/symbol-names";

const SLICE_CHARS = 2000;
const MAX_TERM_CHARS = 64;
export const MAX_INDEX_TERMS = 50_000;
export const MAX_QUERY_TERMS = 64;
/**
 * Bumped whenever `indexTerms` gives a text different terms, so stored chunks are rebuilt: the
 * course's chapters and files are re-indexed when their content hash changes, and the hash
 * includes this version (data/course-documents.ts). 2: symbol names (./symbol-names.ts). 3: a Latin
 * letter against a Han word (B树, B-树, R语言) as one name.
 */
export const SEARCH_TERMS_VERSION = 3;

// Letters only: Han radicals and CJK symbols (⺀, ㈠) are Script=Han but not words, and PostgreSQL treats them as spaces.
const CJK_CHAR = /(?=\p{L})[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]/u;
const CJK_RUN = /(?:(?=\p{L})[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー])+/gu;
// A term starts with a letter or digit: a combining mark with nothing to combine with is no word (PostgreSQL agrees).
const WORD_PART = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

let segmenter: Intl.Segmenter | undefined;

export function normalize(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

/** ~2k-character slices, cut after whitespace or CJK punctuation when one is near, never inside a surrogate pair. */
function* slices(text: string): Generator<string> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + SLICE_CHARS);
    if (end < text.length) {
      const window = text.slice(end - 200, end);
      const soft = Math.max(window.search(/\s(?=\S*$)/), window.search(/[。！？，、；]/u));
      if (soft >= 0) end = end - 200 + soft + 1;
      else if (/[\uDC00-\uDFFF]/.test(text[end]!)) end -= 1;
    }
    yield text.slice(start, end);
    start = end;
  }
}

export function* segmentWords(text: string): Generator<string> {
  segmenter ??= new Intl.Segmenter("zh", { granularity: "word" });
  for (const slice of slices(text)) {
    for (const segment of segmenter.segment(slice)) if (segment.isWordLike) yield segment.segment;
  }
}

/** A short text's words in order, with `null` wherever something that is no word (a space, a mark) sits between two. */
export function* segmentWordsAndGaps(text: string): Generator<string | null> {
  segmenter ??= new Intl.Segmenter("zh", { granularity: "word" });
  for (const slice of slices(text)) {
    for (const segment of segmenter.segment(slice)) yield segment.isWordLike ? segment.segment : null;
  }
}

function clip(term: string): string {
  return term.length > MAX_TERM_CHARS ? Array.from(term).slice(0, MAX_TERM_CHARS).join("") : term;
}

/** Letter/digit parts of a segment, with CJK runs separated from the rest (a lone combining mark is no term). */
export function* parts(segment: string): Generator<{ term: string; cjk: boolean }> {
  for (const [part] of segment.matchAll(WORD_PART)) {
    if (!CJK_CHAR.test(part)) {
      yield { term: clip(part), cjk: false };
      continue;
    }
    let last = 0;
    const rest = function* (text: string) {
      for (const [word] of text.matchAll(WORD_PART)) yield { term: clip(word), cjk: false };
    };
    for (const run of part.matchAll(CJK_RUN)) {
      if (run.index > last) yield* rest(part.slice(last, run.index));
      yield { term: clip(run[0]), cjk: true };
      last = run.index + run[0].length;
    }
    if (last < part.length) yield* rest(part.slice(last));
  }
}

export function* bigrams(text: string, withUnigrams: boolean): Generator<string> {
  for (const [run] of text.matchAll(CJK_RUN)) {
    const chars = Array.from(run);
    if (chars.length === 1 || withUnigrams) yield* chars;
    for (let i = 0; i + 1 < chars.length; i += 1) yield chars[i]! + chars[i + 1]!;
  }
}

/** Space-separated terms for `to_tsvector('simple', …)`: words, CJK words, characters and bigrams. */
export function indexTerms(text: string): string {
  const normalized = normalize(text);
  const terms: string[] = [];
  for (const segment of segmentWords(normalized)) {
    for (const { term } of parts(segment)) {
      terms.push(term);
      if (terms.length >= MAX_INDEX_TERMS) return terms.join(" ");
    }
  }
  for (const { lexeme } of symbolNames(normalized)) {
    terms.push(lexeme);
    if (terms.length >= MAX_INDEX_TERMS) return terms.join(" ");
  }
  for (const gram of bigrams(normalized, true)) {
    terms.push(gram);
    if (terms.length >= MAX_INDEX_TERMS) break;
  }
  return terms.join(" ");
}

/**
 * A chunk's length for BM25's length normalisation, from its index terms: its words, plus its CJK
 * characters at a third each (a CJK character carries about a third of an English word: split-document
 * packs 500 of them where it packs 1,000 Latin characters). CJK words and bigrams repeat characters
 * already counted. Migration 0007 computes the same for chunks indexed before it.
 */
export function searchLength(terms: string): number {
  let words = 0;
  let characters = 0;
  for (const term of terms.split(" ")) {
    if (!term) continue;
    if (!CJK_CHAR.test(term)) words += 1;
    else if (Array.from(term).length === 1) characters += 1;
  }
  return Math.max(1, Math.round(words + characters / 3));
}

/** The distinct terms of a query, in order: non-CJK words and CJK bigrams, stop words dropped when others remain. */
export function queryTerms(query: string): string[] {
  const normalized = normalize(query);
  const words: string[] = [];
  for (const segment of segmentWords(normalized)) {
    for (const { term, cjk } of parts(segment)) if (!cjk) words.push(term);
  }
  const meaningful = words.filter((word) => !ENGLISH_STOP_WORDS.has(word));
  const all = [...(meaningful.length ? meaningful : words), ...bigrams(normalized, false)];
  return [...new Set(all)].slice(0, MAX_QUERY_TERMS);
}

const INFLECTIONS = ["ing", "ied", "ies", "ed", "es", "s"] as const;

/**
 * The stem a Latin-letter query word is prefix-matched by, so "absorb" finds "absorbs" and
 * "absorbed", and "studies" finds "study" (the index keeps words as written: no stemmer runs
 * on either side, which keeps PGlite and PostgreSQL identical). Only plain a–z words of five
 * letters or more, and never a stem under four letters, so short words stay exact. Null: match
 * the word exactly.
 */
export function inflectionStem(term: string): string | null {
  if (!/^[a-z]{5,}$/.test(term)) return null;
  for (const suffix of INFLECTIONS) {
    if (!term.endsWith(suffix)) continue;
    const stem = term.slice(0, -suffix.length);
    if (stem.length < 4) return null;
    // studies / studied → stud (prefix of "study" too); "glasses" → "glass" keeps the double s.
    return suffix === "ies" || suffix === "ied" ? stem : stem.endsWith("s") && suffix === "s" ? null : stem;
  }
  return term;
}
