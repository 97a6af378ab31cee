import { bigrams, inflectionStem, normalize, parts, segmentWordsAndGaps } from "./search-terms";
import { closesWord, joinsWord, namePieces } from "@/lib/ai/offline/text/han-pieces";
import { CHINESE_STOP_WORDS, ENGLISH_STOP_WORDS } from "./stop-words";
import { symbolNames, type SymbolName } from "@/lib/symbol-names";

/**
 * What a question asks about, as the keyword search ranks and judges it (see
 * docs/data.md, "Keyword ranking and relevance"):
 *
 * - a **unit** is one thing the question names: an English word (with its inflections: "roast",
 *   "roasted", "roasting"), or a piece of Chinese (Japanese, Korean) text between stop words — a
 *   segmenter word, or adjacent single characters joined ("普/洱" → 普洱, since the segmenter
 *   splits words it does not know). A CJK unit matches a passage that holds its character bigrams.
 * - a unit is **weak** when it is one character (a lone CJK character, a letter or a digit): it
 *   may add to a passage's score and coverage, but never makes the passage relevant by itself.
 * - a name written with symbols (C++, C#, B+树's "B+", A*, B-tree, k-means, B树: ./symbol-names.ts)
 *   is one strong unit, its joined lexeme ("cplusplus", "bplus", "btree"); the lone letters it
 *   is written with are no units of their own (the words in it, "tree" of B-tree, 树 of B树, still are).
 * - stop words (English and Chinese, ./stop-words.ts) are no unit at all.
 * - a **term** is what BM25 counts: an English word with its inflections, or one CJK bigram (or
 *   a lone character).
 */
export interface QueryUnit {
  text: string;
  strong: boolean;
  /** The unit's lexemes, as the index holds them. */
  lexemes: string[];
  /** How many of `lexemes` a passage must hold: 1 for a word's inflections, most bigrams of a CJK piece. */
  need: number;
  /** word: df is any of its lexemes (summed); cjk: all of them (the rarest). */
  kind: "word" | "cjk";
  /**
   * Single characters the segmenter gave one by one, joined (普/洱 → 普洱). When the material holds
   * none of the joined piece's bigrams, the join was two words after all ("哪一年写的" → 年, 写):
   * the judge reads the characters as the weak units they are (see resolveUnits in ./relevance.ts).
   */
  joinedFrom?: QueryUnit[];
}

export interface QueryAnalysis {
  units: QueryUnit[];
  /**
   * Distinct lexemes, the BM25 term each counts for (a word's inflections share one), and whether
   * it selects candidates: only a strong unit's lexemes do, since a passage holding weak ones alone
   * can never be relevant (and a common character would otherwise make most of a Chinese course a
   * candidate).
   */
  lexemes: { lexeme: string; term: number; selects: boolean }[];
}

const MAX_UNITS = 32;
/** How a question is phrased, not what it asks about ("in simple terms"). */
const PHRASING = /\b(?:in (?:simple|plain|other|layman'?s?) (?:terms|words|english)|for example|for instance)\b/giu;
/** Particles the segmenter glues to a neighbour ("写的", "谁在"): cut off before segmenting. */
const PARTICLES = /[的吗呢吧啊呀嘛谁]/gu;
const MAX_LEXEMES = 160;
const MAX_TERM_CHARS = 64;

/** A word and its English inflections as exact lexemes ("changes" → change, changed, changing, …). */
export function inflectionVariants(word: string): string[] {
  const stem = inflectionStem(word);
  if (stem === null) return [word];
  const variants = new Set([word, stem]);
  for (const suffix of ["s", "es", "ed", "ing", "e"]) variants.add(stem + suffix);
  if (/(?:ies|ied)$/.test(word)) for (const suffix of ["y", "ies", "ied", "ying"]) variants.add(stem + suffix);
  if (stem.endsWith("y")) for (const suffix of ["ies", "ied"]) variants.add(stem.slice(0, -1) + suffix);
  if (stem.endsWith("e")) for (const suffix of ["ing", "ed"]) variants.add(stem.slice(0, -1) + suffix);
  return [...variants].filter((variant) => variant.length <= MAX_TERM_CHARS);
}

function cjkUnit(text: string, joined = false): QueryUnit {
  const chars = Array.from(text);
  const lexemes = chars.length === 1 ? chars : [...new Set(bigrams(text, false))];
  // A two- or three-character piece must be there whole; a longer one mostly (two of three bigrams).
  const need = lexemes.length <= 2 ? lexemes.length : Math.ceil((lexemes.length * 2) / 3);
  const unit: QueryUnit = { text, strong: chars.length > 1, lexemes, need, kind: "cjk" };
  return joined && chars.length > 1 ? { ...unit, joinedFrom: chars.map((char) => cjkUnit(char)) } : unit;
}

/** A stop word, or an inflection of one ("needs", "explains"). */
function isEnglishStop(word: string): boolean {
  const stem = inflectionStem(word);
  return ENGLISH_STOP_WORDS.has(word) || (stem !== null && stem !== word && ENGLISH_STOP_WORDS.has(stem));
}

/** A stop word, or a segment made of single-character stop words only ("上有"). */
function isChineseStop(segment: string): boolean {
  return CHINESE_STOP_WORDS.has(segment) || Array.from(segment).every((char) => CHINESE_STOP_WORDS.has(char));
}

/** The question cut at its symbol names, each name a piece of its own (dotted names are only indexed: "node" and "js" are words already). */
function* pieces(text: string): Generator<{ text: string; name?: SymbolName }> {
  const names = [...symbolNames(text, ["symbol", "hyphen", "han"])].sort((a, b) => a.index - b.index);
  let last = 0;
  for (const name of names) {
    if (name.index < last) continue;
    yield { text: text.slice(last, name.index) };
    // "b树": the letter is the name's piece; its Han character stays in the text after it (a word of its own, as 树 of B+树).
    const length = name.kind === "han" ? name.text.length - Array.from(name.text).at(-1)!.length : name.text.length;
    yield { text: name.text.slice(0, length), name };
    last = name.index + length;
  }
  yield { text: text.slice(last) };
}

function nameUnit(name: SymbolName): QueryUnit {
  // "b-trees" finds "b-tree"; "cplusplus" is no English word to inflect.
  const lexemes = name.kind === "hyphen" ? inflectionVariants(name.lexeme) : [name.lexeme];
  return { text: name.text, strong: true, lexemes, need: 1, kind: "word" };
}

/** Words written as code or quoted ("`let` vs `const`", 'what does "this" mean'): names, even when they are stop words. */
const MARKED = /[`"'“‘「]([\p{L}\p{N}_]+)[`"'”’」]/gu;
/**
 * After a copula or a question word, 过 is no aspect particle (those follow a verb: 学过) but a word's first
 * character the segmenter cut off: "什么是过拟合" → 过拟合, "解释一下过采样" → 过采样.
 */
const OPENS_WORD = new Set(["过"]);
const BEFORE_WORD = new Set(["是", "什么", "什么是", "叫", "叫做", "一下", "解释", "解释一下", "讲讲", "说说", "的", "和", "与", "及"]);

/** Neighbouring CJK pieces with nothing between them: segmenter words, or characters it gave one by one. */
type RunPiece = { text: string; single: boolean };

/**
 * The units of a run of touching CJK pieces. Known words side by side stay units of their own (邊際|效用);
 * characters the segmenter gave one by one are joined (普/洱 → 普洱). A name it did not know may also end
 * in one lone character after a word (五度|圈, 梯度下降|法) or open with a numeral before one (三|羧酸, never
 * a count: 三|道|题): that character is the word's piece, not a unit of its own. A join the material never
 * holds falls back to its pieces (joinedFrom, see resolveUnits in ./relevance.ts).
 */
function runUnits(run: readonly RunPiece[]): QueryUnit[] {
  const groups: RunPiece[] = [];
  for (const piece of run) {
    const last = groups.at(-1);
    if (last?.single && piece.single) last.text += piece.text;
    else groups.push({ ...piece });
  }
  const lone = (group: RunPiece | undefined) => group !== undefined && group.single && Array.from(group.text).length === 1;
  const merged: RunPiece[][] = groups.map((group) => [group]);
  if (merged.length > 1 && lone(groups.at(-1)) && !groups.at(-2)!.single) merged.splice(-2, 2, groups.slice(-2));
  if (merged.length > 1 && lone(groups[0]) && !groups[1]!.single && joinsWord(groups[0]!.text, groups[1]!.text, true)) {
    merged.splice(0, 2, [...merged[0]!, ...merged[1]!]);
  }
  // "新生|儿|复苏": a lone character that closes a noun (儿, 性, 率) after a word is that word's last piece.
  for (let at = merged.length - 1; at > 0; at -= 1) {
    const [only] = merged[at]!;
    if (merged[at]!.length === 1 && lone(only) && !merged[at - 1]!.at(-1)!.single && closesWord(only!.text))
      merged.splice(at - 1, 2, [...merged[at - 1]!, only!]);
  }
  return merged.map((pieces) => {
    const units = pieces.map((piece) => cjkUnit(piece.text, piece.single));
    if (units.length === 1) return units[0]!;
    return { ...cjkUnit(pieces.map((piece) => piece.text).join("")), joinedFrom: units };
  });
}

/** The units of a question, in order: stop words dropped, CJK single characters joined with their neighbours. */
export function queryUnits(query: string): QueryUnit[] {
  const units: QueryUnit[] = [];
  let run: RunPiece[] = [];
  const flush = () => {
    if (run.length > 0) units.push(...runUnits(run));
    run = [];
  };
  // "long division", "long bones": "long" (a stop word for "how long", "as long as") before a content word is a name's first word.
  const normalized = normalize(query).replace(/\blong\s+(\p{L}+)/gu, (said, next: string) =>
    isEnglishStop(next) || next.length < 3 ? said : `\`long\` ${next}`,
  );
  const marked = new Set([...normalized.matchAll(MARKED)].map((match) => match[1]!));
  let previous: string | null = null;
  let opener = "";
  for (const piece of pieces(normalized.replace(PHRASING, " ").replace(PARTICLES, " $& "))) {
    if (piece.name) {
      flush();
      units.push(nameUnit(piece.name));
    }
    const words = [...segmentWordsAndGaps(piece.text)];
    const inName = namePieces(words, isChineseStop);
    words.forEach((segment, at) => {
      if (segment === null) {
        flush();
        return;
      }
      const after = previous;
      previous = segment;
      if (OPENS_WORD.has(segment) && (after === null || BEFORE_WORD.has(after))) {
        flush();
        opener = segment;
        return;
      }
      if (isChineseStop(segment) && !inName[at]) {
        flush();
        opener = "";
        return;
      }
      for (const { term: part, cjk } of parts(segment)) {
        const term = cjk ? opener + part : part;
        opener = "";
        if (cjk) {
          run.push({ text: term, single: Array.from(part).length === 1 });
          continue;
        }
        flush();
        const single = Array.from(term).length === 1;
        if ((isEnglishStop(term) && !marked.has(term)) || (piece.name && single)) continue;
        units.push({ text: term, strong: !single, lexemes: inflectionVariants(term), need: 1, kind: "word" });
      }
    });
  }
  flush();
  const seen = new Set<string>();
  return units.filter((unit) => !seen.has(unit.text) && seen.add(unit.text)).slice(0, MAX_UNITS);
}

/** The units and the lexemes the database is asked for, each with its BM25 term. */
export function analyzeQuery(query: string): QueryAnalysis {
  const units = queryUnits(query);
  const selecting = new Set(units.flatMap((unit) => (unit.strong ? unit.lexemes : [])));
  const termOf = new Map<string, number>();
  let terms = 0;
  for (const unit of units) {
    if (unit.kind === "word") {
      const term = terms++;
      for (const lexeme of unit.lexemes) if (!termOf.has(lexeme)) termOf.set(lexeme, term);
      continue;
    }
    for (const part of [unit, ...(unit.joinedFrom ?? [])]) {
      for (const lexeme of part.lexemes) if (!termOf.has(lexeme)) termOf.set(lexeme, terms++);
    }
  }
  const lexemes = [...termOf].slice(0, MAX_LEXEMES).map(([lexeme, term]) => ({ lexeme, term, selects: selecting.has(lexeme) }));
  return { units, lexemes };
}
