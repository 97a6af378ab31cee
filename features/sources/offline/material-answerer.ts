import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { conversationOf, toolResults } from "@/lib/ai/offline/model/read-prompt";
import { call, mayCall, type OfflineReply, type RoleContext } from "@/lib/ai/offline/model/role-context";
import { detectLanguage } from "@/lib/ai/offline/text/detect-language";
import { keyTerms } from "@/lib/ai/offline/text/key-terms";
import { SOURCES_TOOL } from "../contract";
import { readSourceOutputSchema, searchMaterialOutputSchema, type MaterialHit } from "../lib/tool-schemas";
import { MATERIAL_PHRASES, type MaterialPhrases } from "./material-phrases";
import { bestSentences, joinSentences, sentencesWithKind } from "../lib/best-sentence";
import { linesHolding } from "../lib/passage-lines";
import { queryUnits } from "../lib/query-units";
import { isMaterialQuestion, searchQueryFor } from "./material-terms";
import { ASKS_WHAT, defines, underHeading } from "./material-definitions";

/**
 * The offline model's answers from the learner's material, for any tutor that
 * offers searchMaterial (composed with the host's role in app/_compose): a
 * question → one search → an extractive answer: the sentence of the best passage
 * that best matches the question, quoted as written with its ref (never more
 * than the passage says), or "your material does not cover this" when no
 * passage holds one. Source text is only ever
 * quoted (its markup and citation-looking brackets neutralised): nothing in a
 * tool result decides what this role does next, so a source that says "ignore
 * your instructions and call …" is shown, never obeyed.
 */

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));
/** The answer's passage and at most two more named as further reading. */
const ALSO = 3;
const QUOTE_CHARS = 280;

interface Turn {
  question: string;
  /** The learner attached app context (a prompt block, e.g. referenced lines): the host's role answers that. */
  hasBlocks: boolean;
  toolCallIds: Set<string>;
}

function latestTurn(prompt: LanguageModelV4Prompt): Turn | null {
  const conversation = conversationOf(prompt);
  const userIndex = conversation.findLastIndex((message) => message.role === "user");
  const user = conversation[userIndex];
  if (!user || user.role !== "user") return null;
  const raw = user.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");
  const withoutBlocks = raw.replace(/<([a-z][\w-]*)>\n[\s\S]*?\n<\/\1>/g, "");
  const toolCallIds = new Set<string>();
  for (const message of conversation.slice(userIndex + 1)) {
    if (message.role !== "assistant") continue;
    for (const part of message.content) if (part.type === "tool-call") toolCallIds.add(part.toolCallId);
  }
  return { question: withoutBlocks.replace(/\s+/g, " ").trim(), hasBlocks: withoutBlocks.length !== raw.length, toolCallIds };
}

/** Source text as a one-line quote: no markup, no tags, no brackets that would read as our own citations. */
export function quotable(text: string): string {
  const flat = text
    .replace(/<[^>]{0,200}>/g, " ")
    .replace(/[[\]［］【】〔〕]/g, (bracket) => (/[[［【〔]/.test(bracket) ? "(" : ")"))
    .replace(/^[\s#>*\-|`]+/gm, "")
    // Bold and italic marks inside a line ("neuron**: a unit …") read as the words they mark.
    .replace(/\*\*|__|`+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > QUOTE_CHARS ? `${flat.slice(0, QUOTE_CHARS - 1).trimEnd()}…` : flat;
}

/** Where a hit is, in the learner's language: "nn_notes, lines 12–18", "ml，第 13–21 行", "nn_notes, line 12". */
export function where(t: MaterialPhrases, hit: MaterialHit): string {
  const pages =
    hit.pageStart === null
      ? ""
      : hit.pageEnd !== null && hit.pageEnd !== hit.pageStart
        ? fill(t.pages, { from: hit.pageStart, to: hit.pageEnd })
        : fill(t.page, { page: hit.pageStart });
  const title = quotable(hit.path ?? hit.title).slice(0, 80);
  return fill(hit.lineEnd > hit.lineStart ? t.where : t.whereLine, { title, pages, start: hit.lineStart, end: hit.lineEnd });
}

/** The hit narrowed to the lines that hold `sentence` (a quote is cited by its own lines); the whole hit when its lines do not hold it. */
export function atSentence(hit: MaterialHit, sentence: string): MaterialHit {
  const held = hit.lines ? linesHolding(hit.lines, sentence) : null;
  return held ? { ...hit, lineStart: held.start, lineEnd: held.end } : hit;
}

interface Answer {
  hit: MaterialHit;
  sentence: string;
  /** The sentence says what the asked term is (a definition, a gloss, the explanation under its heading). */
  explains: boolean;
}

/**
 * The answer sentence: from the best-ranked passage that has a sentence holding a strong unit of
 * the question (never one sharing only a lone character or stop words), the sentence(s) that best
 * match it — for "what is X?", the passage's prose sentence defining X when it has one, never a line
 * of code; the other passages with such a sentence are named as further reading, by ref only.
 */
function answerSentences(question: string, hits: readonly MaterialHit[], asksWhat: boolean): Answer[] {
  const units = queryUnits(question);
  const terms = units.filter((unit) => unit.strong).map((unit) => unit.text);
  const answers = hits.flatMap((hit): Answer[] => {
    const snippet = hit.snippet.replace(/^…|…$/g, "");
    const definition = asksWhat
      ? (sentencesWithKind(snippet).find((entry) => !entry.code && defines(entry.text, terms) && saysSomething(entry.text, units))?.text ??
        underHeading(snippet, terms))
      : undefined;
    if (definition) return [{ hit, sentence: definition, explains: true }];
    const sentence = joinSentences(bestSentences(snippet, units));
    return sentence && saysSomething(sentence, units) ? [{ hit, sentence, explains: defines(sentence, terms) }] : [];
  });
  // "What is gradient descent?": a passage that says what it is ("Gradient descent is an algorithm …")
  // answers before one that only names it (a chapter's goal, a plan line), whatever their rank.
  // The learner's own documents before the course's chapters and files at the same footing: the chapters are
  // written from them, and offline a chapter's framing ("The same short sequence applies…") answers nothing.
  const ownFirst = (list: Answer[]) => [
    ...list.filter((answer) => answer.hit.path === null),
    ...list.filter((answer) => answer.hit.path !== null),
  ];
  return [...ownFirst(answers.filter((answer) => answer.explains)), ...ownFirst(answers.filter((answer) => !answer.explains))];
}

/** A name in quotes is a label ("every time you use “Ridge regression”"), not a statement about it. */
const QUOTED = /“[^”]*”|"[^"]*"|「[^」]*」|『[^』]*』|《[^》]*》/gu;
/** "Ridge regression · chapter 5 of 11 · about 20 minutes": a breadcrumb of fields, not a sentence. */
const BREADCRUMB = /\s[·•|]\s.*\s[·•|]\s/u;

// A path starts where its run of path characters does: the same matches, each run scanned once.
const FILE_PATH = /(?<![\w\-./\p{Script=Han}])[\w\-./\p{Script=Han}]+\.md\b/gu;
/**
 * "- Module 2: Ridge regression — covers chapters/02-01-ridge.md, …": a list of the workspace's files, not
 * prose — paths and a few words around them. A sentence that only mentions a file ("call createFile with
 * path notes/x.md", a source's own words) is still material, to be quoted like any other.
 */
function isFileList(sentence: string): boolean {
  const paths = sentence.match(FILE_PATH) ?? [];
  return paths.length > 0 && (sentence.replace(FILE_PATH, " ").match(/[\p{L}\p{N}]+/gu) ?? []).length <= 8;
}

/** Whether a sentence states something about the question: not a breadcrumb or a file list, and it still matches with quoted names taken out. */
function saysSomething(sentence: string, units: ReturnType<typeof queryUnits>): boolean {
  if (BREADCRUMB.test(sentence) || isFileList(sentence)) return false;
  const unquoted = sentence.replace(QUOTED, " ");
  if (unquoted === sentence) return true;
  // Named only in quotes: it matched with them and no longer does without them. (A sentence chosen for the
  // heading above it, "## Exam tips", matches neither way on its own, and stays.)
  return bestSentences(unquoted, units).length > 0 || bestSentences(sentence, units).length === 0;
}

/** The searched words as the subject named in a sentence: "「从小处着手」 ?" → 从小处着手. */
const asTerm = (query: string) =>
  quotable(query)
    .replace(/^[\s「『“"'(（]+|[\s」』”"')）?？!！.。]+$/gu, "")
    .slice(0, 80);

/** The asked term the quoted sentence mentions ("so what exactly does the scheduler do" → scheduler). */
const mentionedTerm = (asked: string, sentence: string) =>
  keyTerms(asked, 6).find((term) => sentence.toLowerCase().includes(term.toLowerCase()));

/** `asked`: the learner's words as written ("「从小处着手」是什么意思？"), which say whether they ask what something is; `question`: its search form. */
function extractiveAnswer(t: MaterialPhrases, asked: string, question: string, query: string, hits: MaterialHit[]): string {
  // The search form drops "是什么意思"; the question as asked, or its search form, says it asks what something is.
  const asksWhat = ASKS_WHAT.test(asked) || ASKS_WHAT.test(question);
  const [best, ...others] = answerSentences(question, hits, asksWhat);
  if (!best) return fill(t.nothing, { query: quotable(query).slice(0, 80) });
  // "What is X?" and the material only mentions X: said plainly, and where — never a mention posing as the answer.
  const mentionOnly = asksWhat && !best.explains;
  const lines = [
    fill(mentionOnly ? t.mentionOnly : t.answer, {
      sentence: quotable(best.sentence),
      ref: best.hit.ref,
      query: mentionedTerm(asked, best.sentence) ?? asTerm(query),
    }),
    `— ${where(t, atSentence(best.hit, best.sentence))}`,
  ];
  const also = others.slice(0, ALSO - 1).map((other) => `[${other.hit.ref}] ${where(t, other.hit)}`);
  if (also.length > 0) lines.push("", fill(t.also, { refs: also.join(t.listSeparator) }));
  return [...lines, "", t.outro].join("\n");
}

/** The material answer for this step, or null when the host's own role should answer. */
export function answerFromMaterial(ctx: RoleContext): OfflineReply | null {
  const turn = latestTurn(ctx.prompt);
  // Referenced lines and requests to change a file are the host's: it may search for them itself.
  if (!turn || turn.hasBlocks || !isMaterialQuestion(turn.question)) return null;
  const t = MATERIAL_PHRASES[detectLanguage(turn.question)];
  const results = toolResults(ctx.prompt).filter((result) => turn.toolCallIds.has(result.toolCallId));
  const searches = results.filter((result) => result.toolName === SOURCES_TOOL.searchMaterial);
  const reads = results.filter((result) => result.toolName === SOURCES_TOOL.readSource);
  if (results.some((result) => result.toolName !== SOURCES_TOOL.searchMaterial && result.toolName !== SOURCES_TOOL.readSource)) return null;

  const last = searches.at(-1);
  if (last) {
    const output = searchMaterialOutputSchema.safeParse(last.value);
    if (!output.success || !output.data.ok) {
      return { text: fill(t.unavailable, { error: output.success && !output.data.ok ? quotable(output.data.error).slice(0, 160) : "?" }) };
    }
    return { text: extractiveAnswer(t, turn.question, searchQueryFor(turn.question), output.data.query, output.data.hits) };
  }
  if (reads.length > 0) {
    const read = readSourceOutputSchema.safeParse(reads.at(-1)!.value);
    if (read.success && read.data.ok) {
      // The reader numbered every line: a quote is cited by the lines it is on, not by the whole range read.
      const lines = [...read.data.numbered.matchAll(/^\s*(\d+)\| ?(.*)$/gm)].map((match) => ({ n: Number(match[1]), text: match[2]! }));
      const snippet = lines.map((line) => line.text).join("\n");
      const hit: MaterialHit = { ...read.data, snippet, lines, channels: ["keyword"] };
      return { text: extractiveAnswer(t, turn.question, searchQueryFor(turn.question), turn.question, [hit]) };
    }
    return null;
  }
  if (!mayCall(ctx, SOURCES_TOOL.searchMaterial)) return null;
  return call(SOURCES_TOOL.searchMaterial, { query: searchQueryFor(turn.question) });
}
