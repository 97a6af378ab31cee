import type { ErrorText } from "@/lib/errors";
import type { AttemptRequest, AttemptResponse, PracticeQuestion } from "../contract";
import type { MilestoneCourse } from "../lib/milestone-explain";

/** What the practice tools run against, bound to one owner's course by the composition (app/_compose/practice-tutor.ts). */
export interface PracticeAccess {
  /** The question to ask next: the most overdue (or new) active one, of a chapter when `chapter` names one; null when none. */
  nextQuestion: (chapter: string | undefined) => Promise<PracticeQuestion | null>;
  /** A question made or asked in this conversation, asked again ("quiz me on it"): the owner's active question, or null. */
  questionById?: (itemId: string) => Promise<PracticeQuestion | null>;
  /** The mastery behind the milestones (the workspace: its course; the chat: the learner's courses), for "mark milestone 2 as done". */
  milestones?: () => Promise<MilestoneCourse[]>;
  /** Whether the learner has any course (the chat, across courses): with none, no question is "not about" a topic, there are none at all. */
  hasCourses?: () => Promise<boolean>;
  /** Grades and keeps one answer through the practice service (the same as POST …/attempts). */
  answer: (itemId: string, request: AttemptRequest) => Promise<AttemptResponse>;
  /** The workspace: makes and keeps a question from a chapter's selected lines (the same service as the editor's "Make a question"). */
  makeFromLines?: (request: { path: string; lineStart: number; lineEnd: number }) => Promise<MadeQuestion>;
}

/** A question made from lines, or why none was (an actionable sentence, per language when the service gave one). */
export type MadeQuestion =
  | { ok: true; question: Pick<PracticeQuestion, "id" | "kind" | "prompt" | "options" | "citation"> }
  | { ok: false; error: string; said?: ErrorText };

/**
 * One turn's view of the learner: their latest message (the only answer that is ever recorded) and
 * the questions the tutor asked in this conversation (the only ones an answer may be recorded for).
 */
export interface QuizTurn {
  learnerText: string;
  askedItemIds: Set<string>;
  recorded: boolean;
}
