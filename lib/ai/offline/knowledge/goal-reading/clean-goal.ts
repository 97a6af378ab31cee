import { SENTENCE_PARTICLE } from "@/lib/ai/offline/text/phrasing";

/**
 * A goal as typed, made readable: markup, control characters, emoji and particles out; a pasted link
 * or dictated punctuation ("comma", "period") turned into what it stands for; a goal typed in capitals
 * read in lower case, each fact given back in the learner's capitals.
 */

/** Longer text is a paste, not a goal; its opening says what it is about. */
export const MAX_INPUT = 2000;

function cleaned(text: string): string {
  return (
    text
      .slice(0, MAX_INPUT)
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
      .replace(/<\/?[a-z][^>]*>/gi, " ")
      .replace(/[\u0000-\u001f\u007f]+/g, " ")
      // "Rust进阶：生命周期和所有权": after a subject's level word and a colon comes its focus, one subject with it.
      .replace(/(?<=[A-Za-z0-9+#.]|\p{Script=Han})(?:进阶|入门|提高|基础)?\s*[：:]\s*(?=\p{Script=Han})/gu, " ")
      // "(the ML kind, not the robots lol)", "(just for fun)": an aside in words is a clause of its own, never part of
      // the subject before it ("O(1)", "C (language)" stay).
      .replace(/\s*\((?=[^()]*\s[^()]*\))([^()]{3,120})\)/g, ". $1. ")
      .replace(/[‘’]/g, "'")
      // "investing leh", "for my online shop lah": a sentence particle closes a clause and names nothing.
      .replace(SENTENCE_PARTICLE, "")
      // Emoji decorate a goal ("🚀 teach me Rust 🦀") or end a sentence ("Swift 🙏 I wanna …"); never part of the subject.
      .replace(/\s*[\p{Extended_Pictographic}\u{FE0F}\u{200D}\u{1F3FB}-\u{1F3FF}]+\s*(?=\S)/gu, ". ")
      .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}\u{1F3FB}-\u{1F3FF}]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

const URL =
  /\b(?:https?:\/\/|www\.)[^\s<>"'()]*[^\s<>"'().,;:!?]|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|io|dev|edu|gov|ai|app)\/[^\s<>"'()]*[^\s<>"'().,;:!?]/gi;
/** "teach me about https://react.dev/learn": a link in the object's place is named by its site ("react"). */
function withoutLinks(text: string): string {
  return text.replace(URL, (link, at: number) => {
    if (!/\b(?:about|on|learn|study|explain|teach me)\s+$/i.test(text.slice(0, at))) return " ";
    const labels = link
      .replace(/^https?:\/\//i, "")
      .split("/")[0]!
      .split(".");
    return labels.filter((label) => !/^(?:www|docs|en|learn|m)$/i.test(label)).at(-2) ?? " ";
  });
}
/** "comma", "period", "question mark": punctuation said aloud to a dictation app. */
const SPOKEN_MARK = /\s+(comma|period|full stop|question mark|exclamation (?:mark|point)|new (?:line|paragraph))\b/gi;
const MARKS: Record<string, string> = { comma: ",", "question mark": "?" };

/** Where a spoken mark ends a clause: before a word that starts one ("comma because", "period I"). */
const CLAUSE_START =
  /^(?:\s+(?:i|i'?m|im|i'?ve|i'?d|my|we|because|cause|cuz|so|and|but|then|also|please|pls|can|could|how|what|it'?s|it)\b)/i;

/**
 * A goal dictated with its punctuation said aloud, and none typed ("comma splices" is a subject, not a mark). A goal
 * that ends on a spoken mark after another one was dictated throughout: each mark is one.
 */
function undictated(text: string): string {
  if (/[,.;!?]/.test(text)) return text;
  const marks = [...text.matchAll(SPOKEN_MARK)];
  const throughout = marks.length >= 2 && marks.at(-1)!.index + marks.at(-1)![0].length === text.trimEnd().length;
  return text.replace(SPOKEN_MARK, (spoken, said: string, at: number) => {
    const rest = text.slice(at + spoken.length);
    // "teach me the Edo period": a "period" that only ends the goal is the word; "…calculus question mark" is the mark.
    const ends = !rest.trim() && !/^(?:period|comma)$/i.test(said);
    if (!throughout && !ends && !CLAUSE_START.test(rest)) return spoken;
    return MARKS[said.toLowerCase()] ?? (said.toLowerCase().startsWith("ex") ? "!" : ".");
  });
}

/** Shouted: letters, none of them lower case, and no Han ("I NEED TO LEARN QUICKBOOKS BY MONDAY"). */
function isShouted(text: string): boolean {
  // Chinese with English names in capitals ("想考AWS SAA CERTIFICATION") is not shouted: the names are names.
  return !/\p{Ll}|\p{Script=Han}/u.test(text) && (text.match(/\p{Lu}/gu)?.length ?? 0) >= 12;
}

export interface CleanGoal {
  text: string;
  /** A value read from the lower-cased text, in the learner's own capitals. */
  ownCase: (value: string) => string;
}

export function cleanGoal(typed: string): CleanGoal {
  // "found this https://… but it's too fast": a pasted link names no subject in its words; a goal that is only a link keeps it.
  const linkless = withoutLinks(typed);
  const text = undictated(cleaned(/[\p{L}\p{N}]/u.test(linkless) ? linkless : typed));
  const lower = text.toLowerCase();
  if (!isShouted(text) || lower.length !== text.length) return { text, ownCase: (value) => value };
  return {
    text: lower,
    ownCase: (value) => {
      const at = value ? lower.indexOf(value) : -1;
      return at < 0 ? value : text.slice(at, at + value.length);
    },
  };
}
