import type { PracticeKind } from "../contract";
import { comparableAnswer, makesPoint, signalTokens } from "./answer-match";

/**
 * Whether a tutor message gives a question's answer away (issue 26: guided mode never lets one
 * through before the learner has tried). Checked in code, on whatever the model wrote:
 *
 * - the answer or an accepted variant (both languages), whatever the case, width or punctuation,
 *   inside longer text, or spelled out ("g r a d i e n t", "g-r-a-d-…", "梯 度 下 降");
 * - multiple choice: the right option's letter said to be the answer ("B", "the answer is (B)",
 *   "选B"), or the right option singled out by its text (restating every option is asking, not telling);
 * - short answers: the model answer itself, or most of the rubric's key points made (words the
 *   question itself uses do not count: restating the question is not an answer).
 */
export interface AnswerKey {
  kind: PracticeKind;
  prompt: string;
  /** The answer and its accepted variants (other spellings, the other language's word). */
  answers: readonly string[];
  /** Choice: the options in order; null otherwise. */
  options: readonly string[] | null;
  /** Choice: the right option's index. */
  correctIndex: number | null;
  keyPoints: readonly string[];
}

/** NFKC, lower case, punctuation and symbols as spaces (`+` and `#` kept), one space between words. */
function spaced(text: string): string {
  return ` ${text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim()} `;
}

const HAN = /\p{Script=Han}/u;

/** Letters said one by one: runs of one- or two-character words, joined ("g r a d" → "grad"). */
function spelledRuns(text: string): string[] {
  const runs: string[] = [];
  let run = "";
  let count = 0;
  for (const word of spaced(text).trim().split(" ")) {
    if (word.length > 0 && [...word].length <= 2) {
      run += word;
      count += 1;
    } else {
      if (count >= 3) runs.push(run);
      run = "";
      count = 0;
    }
  }
  if (count >= 3) runs.push(run);
  return runs;
}

/** Why `text` contains `answer`, or null. */
function containsTerm(text: string, answer: string): string | null {
  const key = comparableAnswer(answer);
  if (!key) return null;
  const whole = spaced(text);
  if (whole.includes(spaced(answer))) return `it states the answer “${answer}”`;
  // Han has no spaces between words: the answer inside the text, spacing and punctuation aside.
  if ((HAN.test(key) || key.length >= 6) && comparableAnswer(text).includes(key)) return `it contains the answer “${answer}”`;
  if (key.length >= 2 && spelledRuns(text).some((run) => run.includes(key))) return `it spells out the answer “${answer}”`;
  return null;
}

/**
 * A pattern's ASCII letters in either case ("is" → "[iI][sS]"), escapes kept. Inline modifier groups
 * ("(?i:…)") would say it shorter, but Node 22 (V8 12.4, inside `engines`) and older Safari reject them:
 * the whole tutor turn died on a SyntaxError. For patterns without character classes.
 */
function caseless(pattern: string): string {
  return pattern.replace(/\\.|[A-Za-z]/g, (part) => (part.length === 2 ? part : `[${part.toLowerCase()}${part.toUpperCase()}]`));
}

const ASSERT_BEFORE = String.raw`(?:answer|correct(?:\s+(?:one|option|choice))?|right(?:\s+(?:one|option|choice))?|option|choice|choose|pick|go\s+with|it'?s|is|答案|选项|应该选|选择|选|正确|是)`;
const ASSERT_AFTER = String.raw`(?:is|was|would\s+be|'s)?\s*(?:the\s+)?(?:correct|right|answer)|(?:是|为)?\s*(?:正确|对的|答案)`;

/** The right option's letter said to be the answer, or alone. */
function assertsLetter(text: string, index: number): boolean {
  const letter = String.fromCharCode(65 + index);
  const normal = text.normalize("NFKC");
  const mark = String.raw`[(\[（“「『"']?${letter}(?:[)\]）”」』"'.]|(?![\p{L}\p{N}]))`;
  if (new RegExp(String.raw`^\s*${mark}\s*$`, "iu").test(normal)) return true;
  // The letter in capitals ("it's a …" is no answer), the words around it in any case.
  if (
    new RegExp(String.raw`${caseless(ASSERT_BEFORE)}\s*${caseless(String.raw`(?:is|would\s+be|:|：|是|为|=)`)}?\s*${mark}`, "u").test(
      normal,
    )
  )
    return true;
  return new RegExp(String.raw`(?<![\p{L}\p{N}])${mark}\s*(?:${caseless(ASSERT_AFTER)})`, "u").test(normal);
}

function choiceLeak(text: string, key: AnswerKey): string | null {
  const options = key.options ?? [];
  const index = key.correctIndex;
  if (index === null || index < 0 || index >= options.length) return null;
  if (assertsLetter(text, index)) return `it names option ${String.fromCharCode(65 + index)} as the answer`;
  const right = options[index]!;
  // Another spelling of the answer (its other language's words) is not in the options: naming it tells.
  for (const answer of key.answers) {
    if (comparableAnswer(answer) === comparableAnswer(right)) continue;
    const why = containsTerm(text, answer);
    if (why) return why;
  }
  if (!containsTerm(text, right)) return null;
  // Every option restated is the question asked again; the right one alone (or with some) is a tell.
  const others = options.filter((_, i) => i !== index);
  return others.every((option) => containsTerm(text, option)) ? null : `it singles out the right option “${right}”`;
}

function shortLeak(text: string, key: AnswerKey): string | null {
  const asked = new Set(signalTokens(key.prompt));
  const said = new Set(signalTokens(text).filter((token) => !asked.has(token)));
  const points = key.keyPoints.filter((point) => signalTokens(point).some((token) => !asked.has(token)));
  const made = points.filter((point) => makesPoint(said, point)).length;
  if (points.length > 0 && (made === points.length || (made >= 2 && made * 3 >= points.length * 2))) {
    return `it makes ${made} of the ${points.length} key points the learner has to find`;
  }
  // Accepted wordings (the other language's) are told by naming them, as a term is.
  for (const answer of key.answers.slice(1)) {
    const why = spaced(key.prompt).includes(spaced(answer)) ? null : containsTerm(text, answer);
    if (why) return why;
  }
  const model = key.answers[0];
  const told = (words: string) => comparableAnswer(words).includes(comparableAnswer(model ?? ""));
  return model && comparableAnswer(model).length >= 12 && told(text) && !told(key.prompt) ? "it contains the model answer" : null;
}

/** A chapter's path names its chapter ("chapters/01-02-gradient-descent.md:4-6"), not the answer. */
const CITATION = /chapters\/[^\s:：，。,)）]+?\.md(?::\d+(?:-\d+)?)?/gu;

/** Why `text` gives the answer of `key` away, or null when it does not. */
export function answerLeak(message: string, key: AnswerKey): string | null {
  // The question asked again word for word tells nothing it did not tell when it was first asked.
  const text = message
    .replace(CITATION, " ")
    .split(key.prompt.trim() || "\u0000")
    .join(" ");
  if (!text.trim()) return null;
  if (key.kind === "choice") return choiceLeak(text, key) ?? null;
  if (key.kind === "short") return shortLeak(text, key);
  const asked = spaced(key.prompt);
  for (const answer of key.answers) {
    // A word the question itself shows cannot be told by repeating the question.
    if (asked.includes(spaced(answer))) continue;
    const why = containsTerm(text, answer);
    if (why) return why;
  }
  return null;
}
