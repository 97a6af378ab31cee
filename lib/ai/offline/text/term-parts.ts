/**
 * The pieces a text is cut into before its key terms are read (./key-terms.ts): Intl.Segmenter
 * segments, with the names the segmenter breaks apart put back together, each marked `keep` when it
 * is content although it is short or spelled like a function word:
 * - a one- or two-letter Latin name written against a Han content word is part of one mixed term
 *   ("大O表示法", "B树", "C语言", "B+树", "K均值"), never a separate word dropped for being short;
 * - a name with its marks ("C++", "C#", "A*") or a hyphenated compound ("B-tree", "k-means") is one word;
 * - a capital letter beside a content word is a name ("big O notation", "vitamin C"), never "I" or "A";
 * - 学 right after a content word is its discipline suffix (经济学, 心理学), not the verb "learn",
 *   unless a verb complement follows it ("递归学起来");
 * - a character that is grammar elsewhere (里, 有, 等) inside a name the segmenter did not know
 *   (傅里叶变换, 有丝分裂, 幂等) is part of that name: ./han-pieces.ts;
 * - a request word beside the word it forms a term with is part of that term ("learning rate",
 *   "machine learning", "unit test": ./compound-terms.ts), never the stop word that cuts it in half.
 * How to say it is no part of what to say: "用大白话", "通俗地", "in plain English", "like I'm five"
 * are taken out first, or "用大白话讲讲大O表示法" would be about 用大白话.
 */
import { isCompoundPart } from "./compound-terms";
import { namePieces } from "./han-pieces";

export interface TermPart {
  word: string;
  index: number;
  wordLike: boolean;
  /** Content although short or spelled like a function word. */
  keep: boolean;
  /** Written as part of a Han term (Han words, and the Latin names glued to them). */
  han: boolean;
}

const MANNER =
  /(?:用|以)(?:大白话|白话|人话|(?:通俗|简单|浅显|直白|易懂)(?:易懂)?的?(?:话|语言|方式|说法|词))|大白话|通俗易懂(?:地|的)?|(?:通俗|简单|浅显|直白)(?:地|点|一点|一些)|(?:简单|通俗)(?:来说|地说)|\b(?:in (?:very )?(?:simple|plain|layman'?s|everyday|easy) (?:terms|words|english|language)|like (?:i'?m|im|i am) (?:five|5|a (?:kid|child|beginner))|eli5)\b/giu;

const LATIN_WORD = /^[a-z0-9]/i;
const SHORT_NAME = /^[a-z][a-z0-9]?[+#*]*$/i;
const NAME_MARKS = /^[+#*]+$/;
const CAPITAL_NAME = /^[B-HJ-Z]$/;
/** What follows 学 when it is the verb: "学起来", "学得会", "学完". */
const VERB_AFTER = /^(?:起来|起|得|会|了|过|好|完|到|不)/u;

const segmenter = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter("zh", { granularity: "word" }) : null;
const isHan = (word: string) => /\p{Script=Han}/u.test(word);

function segments(text: string): TermPart[] {
  const raw = segmenter
    ? [...segmenter.segment(text)].flatMap((part) =>
        // "社会学的": the segmenter glues the suffix 学 to the 的 after it.
        part.segment === "学的"
          ? [
              { word: "学", index: part.index, wordLike: true },
              { word: "的", index: part.index + 1, wordLike: true },
            ]
          : [{ word: part.segment, index: part.index, wordLike: part.isWordLike ?? false }],
      )
    : [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'+#-]*/gu)].map((match) => ({ word: match[0], index: match.index, wordLike: true }));
  // "C++", "C#", "B-tree", "k-means": marks and hyphens inside a Latin name join its pieces.
  // A joined word is kept as its pieces until the end, with what the joins ask of it: read after each
  // join, the growing string was copied whole every time ("a-a-a-…", a 256 KiB selection: minutes).
  const parts: TermPart[] = [];
  const grown: { pieces: string[]; short: boolean; latin: boolean; hyphenEnd: boolean }[] = [];
  for (const part of raw) {
    const last = parts.at(-1);
    const word = grown.at(-1);
    const joinsMark = last?.wordLike && word?.short && NAME_MARKS.test(part.word);
    const joinsHyphen = last?.wordLike && word?.hyphenEnd && part.wordLike && LATIN_WORD.test(part.word);
    const opensHyphen = last?.wordLike && word?.latin && part.word === "-";
    if (last && word && (joinsMark || joinsHyphen || opensHyphen)) {
      word.pieces.push(part.word);
      // SHORT_NAME still holds after marks only ("C" + "++"); a hyphen ends it.
      word.short = Boolean(joinsMark);
      word.hyphenEnd = part.word.endsWith("-");
      last.keep = last.keep || Boolean(joinsMark || joinsHyphen);
      continue;
    }
    parts.push({ ...part, keep: false, han: isHan(part.word) });
    grown.push({
      pieces: [part.word],
      short: SHORT_NAME.test(part.word),
      latin: LATIN_WORD.test(part.word),
      hyphenEnd: part.word.endsWith("-"),
    });
  }
  parts.forEach((part, index) => (part.word = grown[index]!.pieces.join("")));
  // A hyphen nothing followed ("well-", "x - y") is no part of the word before it.
  for (const part of parts) if (part.word.endsWith("-") && part.wordLike) part.word = part.word.replace(/-+$/, "");
  return parts;
}

/** The text's parts, each judged content or not by `isStop` (lower-cased) and the rules above. */
export function termParts(text: string, isStop: (word: string) => boolean): TermPart[] {
  const parts = segments(text.normalize("NFKC").replace(MANNER, " "));
  const content = (part: TermPart | undefined) => part !== undefined && part.wordLike && (part.keep || !isStop(part.word.toLowerCase()));
  const hanContent = (part: TermPart | undefined) => content(part) && isHan(part!.word);
  /** The Latin word a space away from part `i` in direction `step`, lower-cased; "" when none. */
  const beside = (i: number, step: 1 | -1) => {
    const gap = parts[i + step];
    const word = parts[i + 2 * step];
    return gap && !gap.wordLike && /^ +$/.test(gap.word) && word?.wordLike && !isHan(word.word) ? word.word.toLowerCase() : "";
  };
  // 傅|里|叶, 有|丝|分裂: a character that is grammar elsewhere, inside a name the segmenter did not know (./han-pieces.ts).
  const inName = namePieces(
    parts.map((part) => (part.wordLike ? part.word.toLowerCase() : null)),
    isStop,
  );
  parts.forEach((part, i) => {
    if (!part.wordLike) return;
    if (inName[i]) {
      part.keep = true;
      return;
    }
    if (!isHan(part.word) && isCompoundPart(part.word.toLowerCase(), beside(i, -1), beside(i, 1))) {
      part.keep = true;
      return;
    }
    if (SHORT_NAME.test(part.word) && (hanContent(parts[i + 1]) || hanContent(parts[i - 1]))) {
      part.keep = true;
      part.han = true;
    } else if (CAPITAL_NAME.test(part.word) && (content(parts[i - 2]) || content(parts[i + 2])) && !isHan(parts[i - 2]?.word ?? "")) {
      part.keep = true;
    } else if (part.word === "学" && hanContent(parts[i - 1]) && !VERB_AFTER.test(parts[i + 1]?.word ?? "")) {
      part.keep = true;
    }
  });
  return parts;
}
