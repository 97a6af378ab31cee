/**
 * How an answer is compared with what the chapter says, without a model. Two tools:
 *
 * - `comparableAnswer` for a term (cloze, an option): case, Unicode width (NFKC: "ＧＲＡＤＩＥＮＴ" is
 *   "gradient"), spacing and punctuation do not count. `+` and `#` stay, so "C++" and "C#" are not "C".
 * - `signalTokens` for a key point of a short answer: its content words (English, lightly stemmed, no
 *   function words) or its Han characters (Chinese has no spaces to split words on, and a learner's
 *   wording of "先定目标" may be "定下目标": the characters carry the meaning, the bigrams would not).
 */

/** Punctuation, symbols and spacing, but `+` and `#`: one pass over the text, not a test per character. */
const DROPPED = /(?![+#])[\p{P}\p{S}\s]/gu;

const ASCII = /^[\x00-\x7f]*$/;
/**
 * Text NFKC leaves as it is, told by one scan, which costs less than normalising (a chapter's text is
 * read through these many times as its questions are made and checked, bench (r)): ASCII, the unified
 * ideographs and the punctuation a Chinese chapter sets around them (、。〈〉《》「」『』【】〔〕〖〗〘〙〚〛—‘’“”·),
 * none of which NFKC changes or joins to a neighbour (checked for every character and every pair). The
 * full-width ：，（） and the ideographic space are folded: a text with them is normalised.
 */
const NFKC_STABLE = /^[\x00-\x7f\u4e00-\u9fff\u3001\u3002\u3008-\u3011\u3014-\u301b\u2014\u2018\u2019\u201c\u201d\u00b7]*$/;
const nfkc = (text: string) => (NFKC_STABLE.test(text) ? text : text.normalize("NFKC"));

/**
 * Short texts' comparable forms, kept: a chapter's terms are compared again and again as its
 * questions are made and checked (each a distractor of the others, then every option and answer
 * checked). Bounded (emptied when full), and only short texts: a long one seldom comes back.
 */
const COMPARABLE_KEPT = 512;
const COMPARABLE_TEXT_CHARS = 120;
const comparableKept = new Map<string, string>();

export function comparableAnswer(text: string): string {
  if (text.length > COMPARABLE_TEXT_CHARS) return nfkc(text).toLowerCase().replace(DROPPED, "");
  const kept = comparableKept.get(text);
  if (kept !== undefined) return kept;
  const comparable = nfkc(text).toLowerCase().replace(DROPPED, "");
  if (comparableKept.size >= COMPARABLE_KEPT) comparableKept.clear();
  comparableKept.set(text, comparable);
  return comparable;
}

const ENGLISH_STOPWORDS = new Set(
  (
    "a an the and or but if of to in on at by for with from into onto as is are was were be been being it its this that these those " +
    "you your yours we our they their them he she his her i me my do does did done so than then there here what which who whom whose " +
    "when where why how not no nor can could should would will shall may might must have has had having about over under up down out " +
    "very just also too more most less all any each every some such one ones own same other again once only"
  ).split(" "),
);

/** Han characters that carry grammar rather than meaning. */
const CHINESE_STOP_CHARACTERS = new Set([..."的了是在和与及或你我他她它们这那一个就也都把被会要能让给对从而以之其并"]);

const HAN = /\p{Script=Han}/u;
const LATIN_RUNS = /[\p{Script=Latin}\p{N}]+/gu;
/** Whether the code point is one of the unified ideographs (U+4E00–9FFF): Han, each a letter and nothing else. */
const isUnifiedIdeograph = (code: number) => code >= 0x4e00 && code <= 0x9fff;

/** A letter or digit, as a word is made of (`[\p{L}\p{N}]+`). */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * Whether the code point is a letter or digit (\p{L} or \p{N}): ASCII and the unified ideographs
 * (U+4E00–9FFF, every one a letter) without a regular expression; a text's words are found by this
 * test, character by character, several times cheaper than running `[\p{L}\p{N}]+` over it.
 */
function isWordCharacter(code: number): boolean {
  if (code < 0x80) return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a);
  if (isUnifiedIdeograph(code)) return true;
  return WORD_CHARACTER.test(String.fromCodePoint(code));
}

/** A light English stemmer: enough that "changes", "changed" and "changing" meet "change". */
function stem(word: string): string {
  let out = word;
  if (out.length > 3 && out.endsWith("s") && !out.endsWith("ss")) out = out.slice(0, -1);
  const suffix = out.length > 5 && out.endsWith("ing") ? 3 : out.length > 4 && out.endsWith("ed") ? 2 : 0;
  out = out.slice(0, out.length - suffix);
  // "setting" → "sett" → "set", "stopped" → "stop" ("fall", "pass" keep their pair).
  if (suffix > 0 && /([^aeiouls])\1$/.test(out)) out = out.slice(0, -1);
  if (out.length > 3 && out.endsWith("e")) out = out.slice(0, -1);
  return out;
}

/** The words (or Han characters) that signal a key point, deduplicated, in order. */
export function signalTokens(text: string): string[] {
  return [...signalTokenSet(text)];
}

/** signalTokens as a set, for a caller that only looks tokens up (the check reads every question's). */
export function signalTokenSet(text: string): ReadonlySet<string> {
  return tokensOf(text, Infinity);
}

/**
 * Whether `text` has at least `count` signal tokens (signalTokens(text).length >= count), read only
 * as far as it takes to find them: the offline maker asks this of most of a chapter's lines.
 */
export function hasSignalTokens(text: string, count: number): boolean {
  return tokensOf(text, count).size >= count;
}

/** signalTokens' tokens, in order, stopping once there are `enough`. */
function tokensOf(text: string, enough: number): Set<string> {
  // All its tokens: the whole text is read either way, and one test says which way (not a second reading
  // of an English text that quotes with “”).
  if (enough === Infinity) return ASCII.test(text) ? asciiTokens(text, enough)! : foldedTokens(text, enough);
  return asciiTokens(text, enough) ?? foldedTokens(text, enough);
}

/**
 * tokensOf read straight off a text that is ASCII as far as it is read, each word lowercased alone
 * (an ASCII letter's case hangs on nothing around it, and NFKC leaves ASCII as it is), stopping once
 * there are `enough`: hasSignalTokens mostly reads a definition's first few words, and the whole text
 * was normalised and lowercased for them. Null at a character that is not ASCII: the text is then read
 * whole (foldedTokens), since what NFKC folds may join a word to what follows it ("e" and a combining accent).
 */
function asciiTokens(text: string, enough: number): Set<string> | null {
  const tokens = new Set<string>();
  let start = -1;
  for (let index = 0; index <= text.length && tokens.size < enough; index += 1) {
    const code = index < text.length ? text.charCodeAt(index) : -1;
    if (code >= 0x80) return null;
    const inWord = code >= 0 && isWordCharacter(code);
    if (inWord && start < 0) start = index;
    if (!inWord && start >= 0) {
      addWordTokens(text.slice(start, index).toLowerCase(), true, tokens, enough);
      start = -1;
    }
  }
  return tokens;
}

/** tokensOf of any text: normalised (NFKC) and lowercased whole, then read word by word. */
function foldedTokens(text: string, enough: number): Set<string> {
  const tokens = new Set<string>();
  const folded = nfkc(text).toLowerCase();
  // Its words (runs of letters and digits), each taken as it ends, until there are enough tokens.
  let start = -1;
  for (let index = 0; index <= folded.length && tokens.size < enough;) {
    const code = index < folded.length ? folded.codePointAt(index)! : -1;
    const inWord = code >= 0 && isWordCharacter(code);
    if (inWord && start < 0) start = index;
    if (!inWord && start >= 0) {
      addWordTokens(folded.slice(start, index), false, tokens, enough);
      start = -1;
    }
    index += code > 0xffff ? 2 : 1;
  }
  return tokens;
}

/**
 * A word's signal tokens: its Han characters and Latin runs, or the (stemmed) word when it is no stopword.
 * Once there are `enough` tokens the rest of the word is not read: a Chinese clause is one word (no
 * spaces between its characters), and hasSignalTokens asks for two or three of them.
 */
function addWordTokens(word: string, ascii: boolean, tokens: Set<string>, enough: number): void {
  const han = ascii ? "none" : addHanCharacters(word, tokens, enough);
  if (han === "mixed") {
    // Latin letters glued to Han ("用git提交") still count as a word of their own.
    for (const latin of word.match(LATIN_RUNS) ?? []) if (!ENGLISH_STOPWORDS.has(latin)) tokens.add(stem(latin));
  } else if (han === "none" && !ENGLISH_STOPWORDS.has(word) && (word.length > 1 || /\p{N}/u.test(word))) {
    tokens.add(stem(word));
  }
}

/**
 * Adds a word's Han characters (but those that carry grammar) to `tokens`, in order, in one pass over
 * its characters; says whether it has none, only unified ideographs ("han": most of a Chinese text's
 * words, no Latin run or digit in them), or others ("mixed": its Latin runs to read too; a Han
 * character outside them may be a digit, 〇). Stops at `enough` tokens, saying "han" (nothing more to add).
 */
function addHanCharacters(word: string, tokens: Set<string>, enough: number): "none" | "han" | "mixed" {
  let han = false;
  let other = false;
  for (const char of word) {
    if (tokens.size >= enough) return "han";
    const code = char.codePointAt(0)!;
    if (!isUnifiedIdeograph(code)) {
      other = true;
      // Nothing below the radicals (U+2E80) is Han.
      if (code < 0x2e80 || !HAN.test(char)) continue;
    }
    han = true;
    if (!CHINESE_STOP_CHARACTERS.has(char)) tokens.add(char);
  }
  return !han ? "none" : other ? "mixed" : "han";
}

/** The share of a key point's signal an answer must carry for the point to count as made. */
export const KEY_POINT_SHARE = 0.6;

/** Whether `answerTokens` carry enough of `point`'s signal (a point with no signal is never made). */
export function makesPoint(answerTokens: ReadonlySet<string>, point: string): boolean {
  const signal = signalTokens(point);
  if (signal.length === 0) return false;
  const found = signal.filter((token) => answerTokens.has(token)).length;
  return found / signal.length >= KEY_POINT_SHARE;
}
