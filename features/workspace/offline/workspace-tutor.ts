import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { findBlock, toolResults } from "@/lib/ai/offline/model/read-prompt";
import { call, mayCall, type OfflineReply, type RoleContext } from "@/lib/ai/offline/model/role-context";
import { readBlock } from "@/lib/ai/prompt-blocks";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import {
  BLOCK,
  WORKSPACE_TOOL,
  referenceBlockSchema,
  workspaceContextBlockSchema,
  type ReferenceBlock,
  type WorkspaceContextBlock,
} from "../contract";
import { TUTOR_PHRASES, type TutorPhrases } from "./tutor-phrases";

/**
 * The workspace tutor with no model: answers about the referenced lines (citing
 * path:start-end), gives a short quiz on the next open milestone, asks to tick it after
 * a correct answer (the answer names one of its chapters), and proposes an
 * addition to a note — in the course's language. Everything it knows comes from
 * the prompt: the workspace-context block, the learner's words and tool results.
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
function latestTurn(prompt: LanguageModelV4Prompt): { turn: Turn; previousAssistant: string } {
  let userIndex = -1;
  prompt.forEach((message, index) => {
    if (message.role === "user") userIndex = index;
  });
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
  let previousAssistant = "";
  for (const message of prompt.slice(0, Math.max(0, userIndex))) {
    if (message.role === "assistant") previousAssistant = message.content.map((part) => (part.type === "text" ? part.text : "")).join("");
  }
  return { turn, previousAssistant };
}

function chapterWords(title: string): { words: string[]; chapters: string[] } {
  const chapters = [...title.matchAll(/chapters\/\d+-\d+-([^\s`,.]+)\.md/g)].map((match) => match[1] ?? "");
  const words = chapters.flatMap((slug) => slug.split("-")).filter((word) => word.length >= 2 && !/^\d+$/.test(word));
  return { words, chapters };
}

function answerAboutLines(t: TutorPhrases, references: ReferenceBlock[]): string {
  return references
    .map((reference) => {
      const lines = reference.numbered
        .split("\n")
        .map((line) => /^\s*(\d+)\| ?(.*)$/.exec(line))
        .filter((match): match is RegExpExecArray => match !== null);
      const said = lines.filter((match) => (match[2] ?? "").trim() !== "");
      const ref = `${reference.path}:${reference.start}-${reference.end}`;
      if (said.length === 0) return `${fill(t.aboutLines, { ref })}\n${t.emptyLines}`;
      const quoted = said
        .slice(0, 6)
        .map((match) => fill(t.lineSays, { line: match[1] ?? "", text: (match[2] ?? "").replace(/^[#>*\-\s]+/, "").slice(0, 160) }));
      const gist = said
        .map((match) => (match[2] ?? "").replace(/^[#>*\-\s]+/, ""))
        .join(" ")
        .slice(0, 200)
        .replace(/[.。!！?？\s]+$/u, "");
      return [fill(t.aboutLines, { ref }), ...quoted, "", fill(t.explain, { gist })].join("\n");
    })
    .join("\n\n");
}

function afterTools(ctx: RoleContext, t: TutorPhrases, turn: Turn): OfflineReply | null {
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

export function workspaceTutor(ctx: RoleContext): OfflineReply {
  const parsed = workspaceContextBlockSchema.safeParse(findBlock(ctx.prompt, BLOCK.workspaceContext));
  const context: WorkspaceContextBlock = parsed.success
    ? parsed.data
    : { language: DEFAULT_LOCALE, courseTitle: "", files: [], milestones: [] };
  const t = TUTOR_PHRASES[context.language];
  const { turn, previousAssistant } = latestTurn(ctx.prompt);
  const followUp = afterTools(ctx, t, turn);
  if (followUp) return followUp;
  if (turn.toolCalls.length > 0) return { text: t.accepted.replace("{path}", "").replace("{version}", "") };

  const text = turn.texts.join(" ").trim();
  const lower = text.toLowerCase();
  const open = context.milestones.find((milestone) => !milestone.done);

  // A reply to our quiz: correct when it names one of the milestone's chapters.
  const quizMatch = /(?:milestone|里程碑)\s*(\d+)/i.exec(previousAssistant);
  if (quizMatch && /quiz|测验/i.test(previousAssistant) && text) {
    const index = Number(quizMatch[1]) - 1;
    const milestone = context.milestones.find((candidate) => candidate.index === index);
    const milestonesFile = context.files.find((file) => file.path === "milestones.md");
    if (milestone && milestonesFile) {
      const { words, chapters } = chapterWords(milestone.title);
      const hit = words.find((word) => lower.includes(word.toLowerCase()));
      if (!hit) return { text: fill(t.wrong, { chapters: chapters.join(", ") || milestone.title }) };
      const answer = text.slice(0, 120);
      const reply = fill(t.correct, { answer, chapter: hit, n: index + 1 });
      if (!mayCall(ctx, WORKSPACE_TOOL.setMilestone)) return { text: reply };
      return {
        text: reply,
        ...call(WORKSPACE_TOOL.setMilestone, {
          index,
          done: true,
          baseVersion: milestonesFile.version,
        }),
      };
    }
  }

  if (/quiz|test me|测验|考考我|测试/.test(lower)) {
    return { text: open ? fill(t.quiz, { n: open.index + 1, title: open.title.slice(0, 80) }) : t.quizNoMilestone };
  }

  // "Add this to my note": a proposal appended to the referenced note (or a new summary note).
  if (/add|note|propose|记|笔记|加到|补充/.test(lower) && mayCall(ctx, WORKSPACE_TOOL.replaceLines)) {
    const reference = turn.references[0];
    const target =
      reference && !reference.path.startsWith("chapters/")
        ? context.files.find((file) => file.path === reference.path)
        : context.files.find((file) => file.path.startsWith("notes/"));
    const ref = reference ? `${reference.path}:${reference.start}-${reference.end}` : context.courseTitle;
    const lines = reference
      ? reference.numbered
          .split("\n")
          .map((line) => `- ${line.replace(/^\s*\d+\| ?/, "").replace(/^[#>*\-\s]+/, "")}`)
          .filter((line) => line.trim() !== "-")
      : [];
    const addition = ["", fill(t.proposalTitle, { ref }), "", ...(lines.length ? lines : ["- …"]), ""].join("\n");
    if (target) {
      return {
        text: fill(t.proposing, { path: target.path }),
        ...call(WORKSPACE_TOOL.replaceLines, {
          path: target.path,
          baseVersion: target.version,
          start: target.lineCount + 1,
          end: target.lineCount,
          text: addition,
        }),
      };
    }
    if (mayCall(ctx, WORKSPACE_TOOL.createFile)) {
      return {
        text: fill(t.proposing, { path: t.noNote }),
        ...call(WORKSPACE_TOOL.createFile, { path: t.noNote, content: addition.trimStart() }),
      };
    }
  }

  if (turn.references.length > 0) return { text: answerAboutLines(t, turn.references) };
  const done = context.milestones.filter((milestone) => milestone.done).length;
  return { text: fill(t.general, { count: context.files.length, done, total: context.milestones.length }) };
}
