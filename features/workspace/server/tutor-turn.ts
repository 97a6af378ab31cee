import "server-only";
import type { LanguageModel, UIMessageChunk } from "ai";
import type { MessageVouch } from "@/lib/ai/turn/message-vouch";
import { runTutorTurn } from "@/lib/ai/turn/run-tutor-turn";
import { serverStoredHistory, type TurnHistory } from "@/lib/ai/turn/turn-history";
import type { TurnEnding } from "@/lib/ai/turn/turn-outcome";
import type { Database } from "@/lib/db/client";
import { AppError, type ErrorText } from "@/lib/errors";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { LEARNING_FILES, type WorkspaceChatRequest, type WorkspaceContextBlock } from "../contract";
import {
  createWorkspaceTools,
  createWorkspaceTutorAgent,
  type TutorExtension,
  type WorkspaceUIMessage,
} from "../agents/workspace-tutor-agent";
import { lineCount } from "../lib/line-text";
import type { EvidenceFor } from "../lib/milestone-evidence";
import { parseMilestones } from "../lib/milestones";
import { turnWriteFacts } from "../lib/write-gate";
import { workspaceClaimBacking } from "../lib/claim-backing";
import { saveConversation } from "../data/conversation-storage";
import { learnerFileRows } from "../data/file-storage";
import { requestHistory } from "./request-history";
import { chapterFiles, requireWorkspaceCourse, type WorkspaceCourse } from "../data/workspace-course";

/** What the learner reads when the turn ended with no answer, by how it ended (each with Retry). */
function unansweredMessage(ending: TurnEnding): ErrorText {
  if (ending.toolCalls === 0)
    return {
      en: "The tutor sent an empty answer — retry; if it keeps happening, check the model server's logs.",
      zh: "导师发来了一个空回答——请重试；如果一直这样，请查看模型服务器的日志。",
    };
  if (ending.invalidCalls === ending.toolCalls)
    return {
      en: "The tutor's tool calls came back broken, so nothing was done and it did not answer — retry; if it keeps happening, check that the model server supports tool calling.",
      zh: "导师的工具调用返回时已损坏，所以什么也没做，它也没有回答——请重试；如果一直这样，请检查模型服务器是否支持工具调用。",
    };
  return {
    en: "The tutor used its tools but stopped without answering — retry; if it keeps happening, check the model server's logs.",
    zh: "导师用了它的工具，但没有回答就停下了——请重试；如果一直这样，请查看模型服务器的日志。",
  };
}

/** What the tutor is told about the workspace: two queries (files with content, chapters), whatever the file count. */
async function workspaceContext(db: Database, course: WorkspaceCourse, courseId: string): Promise<WorkspaceContextBlock> {
  const [rows, chapterList] = await Promise.all([learnerFileRows(db, courseId), chapterFiles(db, courseId)]);
  const milestonesFile = rows.find((file) => file.path === LEARNING_FILES.milestones);
  const milestones = milestonesFile ? parseMilestones(milestonesFile.content) : [];
  return {
    language: course.language,
    courseTitle: course.outline.title,
    files: [
      ...rows.map((file) => ({ path: file.path, version: file.version, readOnly: false, lineCount: lineCount(file.content) })),
      ...chapterList.map((chapter) => ({ path: chapter.path, version: chapter.content ? 1 : 0, readOnly: true, lineCount: 0 })),
    ],
    milestones: milestones.map(({ index, title, done }) => ({ index, title, done })),
  };
}

/**
 * The file open in the editor, from the learner's request, when it is one of the workspace's files: only a
 * hint of what "line 3" means, so any other path (a file deleted meanwhile, a forged one) is left out, not refused.
 */
function withOpenFile(context: WorkspaceContextBlock, request: WorkspaceChatRequest): WorkspaceContextBlock {
  const path = "text" in request ? request.openFile : undefined;
  const open = path ? context.files.find((file) => file.path === path) : undefined;
  return open ? { ...context, openFile: open.path } : context;
}

/** The extension is told the turn's history before the model runs (e.g. to carry on from the message being continued). */
function withBeginTurn(history: TurnHistory<WorkspaceUIMessage>, extension: TutorExtension | undefined): TurnHistory<WorkspaceUIMessage> {
  if (!extension?.beginTurn) return history;
  const beginTurn = extension.beginTurn;
  return {
    ...history,
    async load(turn) {
      const messages = await history.load(turn);
      beginTurn(messages);
      return messages;
    },
  };
}

/**
 * One workspace tutor turn through the app's turn runner (lib/ai/turn/run-tutor-turn.ts).
 * The history is the server's (./request-history.ts), stored with the course and
 * saved before and after the model answers; the stream is signed like every other tutor's.
 */
export async function streamWorkspaceTurn(input: {
  db: Database;
  ownerId: string;
  courseId: string;
  request: WorkspaceChatRequest;
  model: LanguageModel;
  abortSignal?: AbortSignal;
  /** The request's UI language: what the learner reads a failure in (English when not given). */
  locale?: Locale;
  vouch?: MessageVouch;
  /** The practice evidence a milestone ticks on (composed by the route: the workspace keeps none). */
  evidenceFor: EvidenceFor;
  /** Tools and instructions another feature adds for this turn (composed by the route). */
  extension?: TutorExtension;
  /** Chunks another feature ends the turn with (guided mode's ladder, composed by the route). */
  finalChunks?: () => Promise<UIMessageChunk[]>;
}): Promise<Response> {
  const { db, ownerId, courseId } = input;
  const course = await requireWorkspaceCourse(db, ownerId, courseId);
  // The same rule as every workspace write (data/file-storage.ts, lockWritableWorkspace): nothing is kept for a draft.
  if (course.status === "draft") {
    throw new AppError("conflict", {
      en: "This course is still a draft: confirm its outline first, then its tutor can work in its workspace.",
      zh: "这门课程还是草稿：请先确认它的大纲，导师才能在它的工作区里工作。",
    });
  }
  const history = await requestHistory(db, ownerId, courseId, input.request);
  const context = withOpenFile(await workspaceContext(db, course, courseId), input.request);
  const toolContext = { db, ownerId, courseId, evidenceFor: input.evidenceFor };
  const tools = createWorkspaceTools(toolContext, context.language);
  // Whether this turn's writes may apply is decided from the learner's own message (../lib/write-gate.ts).
  const writeFacts = turnWriteFacts(history);
  const agent = createWorkspaceTutorAgent({ model: input.model, tools, toolContext, context, extension: input.extension, writeFacts });
  const stored = serverStoredHistory<WorkspaceUIMessage>(history, (messages) => saveConversation(db, courseId, messages));
  return runTutorTurn({
    agent,
    history: withBeginTurn(stored, input.extension),
    options: undefined,
    vouch: input.vouch,
    abortSignal: input.abortSignal,
    locale: input.locale ?? DEFAULT_LOCALE,
    finalChunks: input.finalChunks,
    // A turn ends in words (in its last step: text before a call is a preamble), a proposal, or an error with
    // Retry — never silent, never only tool cards: a turn that stops after a read, a refused write or broken
    // calls gets a sentence saying so, as does a model that answers nothing.
    outcome: {
      label: "workspace",
      completes: (part) => part.type === "tool-approval-request",
      answerInLastStep: true,
      emptyMessage: unansweredMessage,
      // "I've updated notes/x.md" with no write, "According to your material" with no read: marked for the learner.
      claims: workspaceClaimBacking(new Set(input.extension?.materialTools ?? [])),
    },
  });
}
