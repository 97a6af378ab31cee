import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import type { GroundedPassage, OfflineGrounding } from "@/lib/ai/offline/model/grounding";
import { findBlock, toolResults } from "@/lib/ai/offline/model/read-prompt";
import type { OfflineReply, RoleContext } from "@/lib/ai/offline/model/role-context";
import { readBlock } from "@/lib/ai/prompt-blocks";
import { CANNOT_OFFLINE } from "@/lib/ai/offline/text/cannot-offline";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { languageOfText } from "@/lib/i18n/text-language";
import { WRITING } from "@/lib/i18n/writing";
import {
  BLOCK,
  WORKSPACE_TOOL,
  referenceBlockSchema,
  workspaceContextBlockSchema,
  type ReferenceBlock,
  type WorkspaceContextBlock,
} from "../contract";
import { linesToCheck } from "./line-check";
import { openFileLines } from "./open-file-lines";
import { namedFileRead } from "./named-file-read";
import { askedItem, isFollowUp } from "@/lib/ai/offline/text/names-nothing";
import { earlierReplies, followUpTerms } from "./follow-ups";
import { answerAbout, linesTerms, meaningOfLines, referencedLines, refOf } from "./line-answers";
import { setLine } from "./line-edits";
import { addFromCourse, giveFromCourse, noteFact, replaceText, summarise, type EditTurn } from "./tutor-edits";
import { readTutorRequest, type TutorRequest } from "./tutor-requests";
import { resolveTarget } from "./target-file";
import { TUTOR_PHRASES, type TutorPhrases } from "./tutor-phrases";

/**
 * The workspace tutor with no model. It does what the learner asked or says plainly that it cannot:
 * referenced lines are explained by connecting them to the passages of the course and sources that
 * explain them (one search, through the grounding port app/_compose hands it); examples, definitions
 * and facts go into the file named, quoted and cited (./tutor-edits.ts); it never grades a free
 * answer or ticks a milestone (the practice tools, composed in app/_compose, quiz and grade), and
 * says only what a tool call did. Everything it knows comes from the prompt: the workspace-context
 * block, the learner's words and references, and this turn's tool results.
 */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));
const WRITE_TOOLS = new Set<string>([
  WORKSPACE_TOOL.editFile,
  WORKSPACE_TOOL.replaceLines,
  WORKSPACE_TOOL.createFile,
  WORKSPACE_TOOL.setMilestone,
]);

interface Turn {
  texts: string[];
  references: ReferenceBlock[];
  toolCalls: { toolName: string; toolCallId: string; input: unknown }[];
}

/** The learner's latest message (its text and reference blocks) and the tool calls made since. */
function latestTurn(prompt: LanguageModelV4Prompt): Turn {
  const userIndex = prompt.findLastIndex((message) => message.role === "user");
  const turn: Turn = { texts: [], references: [], toolCalls: [] };
  const user = prompt[userIndex];
  if (user?.role === "user") {
    for (const part of user.content) {
      if (part.type !== "text") continue;
      const block = referenceBlockSchema.safeParse(readBlock(part.text, BLOCK.reference));
      if (block.success) turn.references.push(block.data);
      else turn.texts.push(part.text);
    }
  }
  for (const message of prompt.slice(userIndex + 1)) {
    if (message.role !== "assistant") continue;
    for (const part of message.content)
      if (part.type === "tool-call") turn.toolCalls.push({ toolName: part.toolName, toolCallId: part.toolCallId, input: part.input });
  }
  return turn;
}

function afterWrite(ctx: RoleContext, t: TutorPhrases, turn: Turn): OfflineReply | null {
  const results = toolResults(ctx.prompt).filter((result) => turn.toolCalls.some((call) => call.toolCallId === result.toolCallId));
  const write = results.filter((result) => WRITE_TOOLS.has(result.toolName)).at(-1);
  if (!write) return null;
  const input = (turn.toolCalls.find((call) => call.toolCallId === write.toolCallId)?.input ?? {}) as { path?: string; index?: number };
  const path = input.path ?? "milestones.md";
  const value = (write.value ?? {}) as { ok?: boolean; version?: number; error?: string };
  if (write.isError && !value.error) return { text: fill(t.rejected, { path }) };
  if (value.ok === false || write.isError) return { text: fill(t.failed, { error: value.error ?? "?" }) };
  if (write.toolName === WORKSPACE_TOOL.setMilestone) return { text: fill(t.ticked, { n: (input.index ?? 0) + 1 }) };
  return { text: fill(t.accepted, { path, version: value.version ?? "?" }) };
}

/** What the search (if any) found this turn: null when none ran, an error text when it failed. */
function searched(ctx: RoleContext, grounding: OfflineGrounding | undefined, turn: Turn, focus?: string) {
  if (!grounding) return null;
  const ids = new Set(turn.toolCalls.map((call) => call.toolCallId));
  return grounding.results(ctx, ids, focus).at(-1) ?? null;
}

/**
 * "Add an example to my note" names no subject: it is what the selected lines are about, else what the
 * note is named ("notes/ridge-regression.md" → "ridge regression"); still "" when there is neither.
 */
function withTopic(request: TutorRequest, references: ReferenceBlock[], context: WorkspaceContextBlock): TutorRequest {
  if ((request.kind !== "add" && request.kind !== "give") || request.topic) return request;
  // A selected word too short for a key term ("heap") is still the term meant, never the note's name.
  const lines = references[0] ? referencedLines(references[0]).map((entry) => entry.text.trim()) : [];
  const shortSelection = lines.length === 1 && lines[0]!.length <= 60 ? lines[0]!.replace(/[*_`:：.。]+/gu, "").trim() : "";
  const selected = references[0] ? (linesTerms(references[0])[0] ?? shortSelection) : "";
  if (selected || request.kind === "give" || references[0]) return { ...request, topic: selected };
  const target = resolveTarget(context, request.target, null, "");
  const name = target.kind === "file" && target.file.path.startsWith("notes/") ? target.file.path.slice(6).replace(/\.md$/i, "") : "";
  return { ...request, topic: name.replace(/[-_/]+/g, " ").trim() };
}

/**
 * With nothing selected, a request that names nothing ("and the second one?", "再说详细点", "give me
 * an example") is about the conversation (./follow-ups.ts); null when it has nothing to follow on from.
 */
function followingUp(ctx: RoleContext, text: string, request: TutorRequest): TutorRequest | null {
  const bareGive = request.kind === "give" && !request.topic;
  if (!bareGive && !(request.kind === "none" && !request.about && !request.check && isFollowUp(text))) return request;
  const terms = followUpTerms(ctx.prompt, text);
  // "举个例子呢" with no subject to follow on from still asks which subject the example is for (giveWhich).
  if (bareGive) return terms[0] ? { ...request, topic: terms[0] } : request;
  if (terms.length === 0) return null;
  if (/\bexamples?\b|例子/iu.test(text)) return { kind: "give", what: "example", topic: terms[0]! };
  // "Tell me more", "再说详细点": the same subject, quoting only what the earlier replies did not.
  return askedItem(text) === null ? { kind: "none", about: terms, quoted: earlierReplies(ctx.prompt) } : { kind: "none", about: terms };
}

/** What to search for a request that needs the course, or null when it needs none. */
function searchFor(request: TutorRequest, references: ReferenceBlock[]): string | null {
  switch (request.kind) {
    case "add":
    case "give":
      return request.topic;
    case "noteFact":
      return request.fact || null;
    case "fix":
      return references[0] ? linesTerms(references[0]).join(" ") : null;
    case "none":
      return references[0] ? linesTerms(references[0]).join(" ") : (request.about?.join(" ") ?? null);
    default:
      return null;
  }
}

function respondTo(
  ctx: RoleContext,
  lang: Locale,
  t: TutorPhrases,
  context: WorkspaceContextBlock,
  turn: Turn,
  request: TutorRequest,
  found: GroundedPassage[] | null,
): OfflineReply {
  const edit: EditTurn = { ctx, t, context, references: turn.references, searched: found !== null };
  const reference = turn.references[0];
  const terms = reference ? linesTerms(reference).join(WRITING[lang].listSeparator) : "";
  switch (request.kind) {
    case "add":
      return found === null ? { text: t.cannot } : addFromCourse(edit, request, found);
    case "give":
      return found === null ? { text: t.cannot } : giveFromCourse(edit, request, found);
    case "noteFact":
      return noteFact(edit, request, found);
    case "replace":
      return replaceText(edit, request);
    case "setLine":
      return setLine(edit, request);
    case "cannot":
      // Plainly, in the learner's language: no proposal, no plan, nothing claimed.
      return { text: `${CANNOT_OFFLINE[lang][request.why]}\n\n${t.canDo}` };
    case "fix": {
      const best = found?.find((passage) => passage.sentence && passage.path !== reference?.path);
      return { text: best ? fill(t.fixUnclear, { sentence: best.sentence, citation: best.citation }) : t.fixUnclearNoMaterial };
    }
    case "summarise":
    case "addSelection":
      if (!reference) return { text: t.cannot };
      return summarise(edit, reference, request.kind === "addSelection" || request.intoNote);
    case "quiz":
      return { text: t.quizNoPractice };
    case "edit":
      return { text: t.cannot };
    case "none": {
      // "Is this right?": never a verdict it cannot check, only the material to check it against.
      const judge = request.check ? [t.cannotJudge] : [];
      if (turn.references.length > 0) {
        return {
          text: [
            ...judge,
            ...turn.references.map((entry) => meaningOfLines(t, entry, entry === reference ? found : null, terms || refOf(entry))),
          ].join("\n\n"),
        };
      }
      if (request.check) return { text: t.cannotJudgeUnselected };
      // "why does the learning rate have to be small?" with nothing selected: answered from the course, or plainly not.
      if (request.about) return { text: answerAbout(t, request.about, found, WRITING[lang].listSeparator, request.quoted) };
      const done = context.milestones.filter((milestone) => milestone.done).length;
      return { text: fill(t.general, { count: context.files.length, done, total: context.milestones.length }) };
    }
  }
}

export function createWorkspaceTutor(grounding?: OfflineGrounding) {
  return function workspaceTutor(ctx: RoleContext): OfflineReply {
    const parsed = workspaceContextBlockSchema.safeParse(findBlock(ctx.prompt, BLOCK.workspaceContext));
    const context: WorkspaceContextBlock = parsed.success
      ? parsed.data
      : { language: DEFAULT_LOCALE, courseTitle: "", files: [], milestones: [] };
    const turn = latestTurn(ctx.prompt);
    const text = turn.texts.join(" ").trim();
    // The learner's language answers them, whatever the workspace's ("把第三行改成…" in an English course).
    const lang = languageOfText(text) ?? context.language;
    const t = TUTOR_PHRASES[lang];
    const written = afterWrite(ctx, t, turn);
    if (written) return written;

    const callIds = new Set(turn.toolCalls.map((call) => call.toolCallId));
    // "Is line 3 correct?" with nothing selected: those lines of the file named or open, read first, then answered as selected.
    const check = turn.references.length === 0 ? linesToCheck({ ctx, t, context, text, callIds }) : null;
    if (check && "reply" in check) return check.reply;
    if (check) turn.references.push(check.lines);
    // "What does ground-truth.md say now?": that file read and quoted, never its name searched for.
    const named = namedFileRead({ ctx, t, context, text, callIds });
    if (named) return named;
    // "Summarise this", "what do these lines mean?" with nothing selected: the file open in the editor, read first.
    const open = turn.references.length === 0 ? openFileLines({ ctx, t, context, text, callIds }, readTutorRequest(text, false)) : null;
    if (open && "reply" in open) return open.reply;
    if (open) turn.references.push(open.lines);
    const read = withTopic(readTutorRequest(text, turn.references.length > 0), turn.references, context);
    const request = turn.references.length === 0 ? followingUp(ctx, text, read) : read;
    if (!request) return { text: t.followUpWhich };
    if (request.kind === "add" && !request.topic) return { text: fill(t.addWhich, { what: t.addWords[request.what] }) };
    if (request.kind === "give" && !request.topic) return { text: fill(t.giveWhich, { what: t.addWords[request.what] }) };
    const query = searchFor(request, turn.references);
    const focus = request.kind === "add" || request.kind === "give" ? request.topic : undefined;
    const result = query ? searched(ctx, grounding, turn, focus) : null;
    if (result && !result.ok) return { text: fill(t.searchFailed, { error: result.error }) };
    if (query && !result && grounding) {
      const search = grounding.searchCall(ctx, query);
      if (search) return search;
    }
    return respondTo(ctx, lang, t, context, turn, request, result?.ok ? result.passages : null);
  };
}

/** The tutor with no material search (its tests; app/_compose gives it the sources feature's). */
export const workspaceTutor = createWorkspaceTutor();
