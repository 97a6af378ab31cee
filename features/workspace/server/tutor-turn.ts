import "server-only";
import type { LanguageModel } from "ai";
import type { MessageVouch } from "@/lib/ai/turn/message-vouch";
import { runTutorTurn } from "@/lib/ai/turn/run-tutor-turn";
import { serverStoredHistory, type TurnHistory } from "@/lib/ai/turn/turn-history";
import { isValidCallTo } from "@/lib/ai/turn/turn-outcome";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { LEARNING_FILES, WORKSPACE_TOOL, type WorkspaceChatRequest, type WorkspaceContextBlock } from "../contract";
import {
  createWorkspaceApprovals,
  createWorkspaceTools,
  createWorkspaceTutorAgent,
  type TutorExtension,
  type WorkspaceUIMessage,
} from "../agents/workspace-tutor-agent";
import { lineCount } from "../lib/line-text";
import { parseMilestones } from "../lib/milestones";
import { saveConversation } from "../data/conversation-storage";
import { learnerFileRows } from "../data/file-storage";
import { requestHistory } from "./request-history";
import { chapterFiles, requireWorkspaceCourse, type WorkspaceCourse } from "../data/workspace-course";

const TUTOR_TOOLS: string[] = Object.values(WORKSPACE_TOOL);

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
  vouch?: MessageVouch;
  /** Tools and instructions another feature adds for this turn (composed by the route). */
  extension?: TutorExtension;
}): Promise<Response> {
  const { db, ownerId, courseId } = input;
  const course = await requireWorkspaceCourse(db, ownerId, courseId);
  // The same rule as every workspace write (data/file-storage.ts, lockWritableWorkspace): nothing is kept for a draft.
  if (course.status === "draft") {
    throw new AppError("conflict", "This course is still a draft: confirm its outline first, then its tutor can work in its workspace.");
  }
  const history = await requestHistory(db, ownerId, courseId, input.request);
  const context = await workspaceContext(db, course, courseId);
  const tools = createWorkspaceTools({ db, ownerId, courseId }, context.language);
  const approvals = createWorkspaceApprovals({ db, ownerId, courseId });
  const agent = createWorkspaceTutorAgent({ model: input.model, tools, approvals, context, extension: input.extension });
  const stored = serverStoredHistory<WorkspaceUIMessage>(history, (messages) => saveConversation(db, courseId, messages));
  return runTutorTurn({
    agent,
    history: withBeginTurn(stored, input.extension),
    options: undefined,
    vouch: input.vouch,
    abortSignal: input.abortSignal,
    // A turn ends in words, a tool call (a diff card or a proposal) or an error with Retry — never silent: a model
    // that answers nothing, or only calls a tool it was not given (dropped by the repair middleware), gets a sentence.
    outcome: {
      label: "workspace",
      completes: (part) => (part.type === "text-delta" && part.text.trim() !== "") || isValidCallTo(part, TUTOR_TOOLS),
      emptyMessage: "The tutor sent an empty answer — retry; if it keeps happening, check the model server's logs.",
    },
  });
}
