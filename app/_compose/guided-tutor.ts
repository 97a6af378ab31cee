import "server-only";
import { createHash } from "node:crypto";
import type { LanguageModel } from "ai";
import { guidedModel } from "@/features/practice/server/guided-guard";
import { GUIDED_DATA_PART } from "@/features/practice/contract";
import { beginGuidedTurn, currentGuidedView } from "@/features/practice/server/guided-session";
import { answerQuestion } from "@/features/practice/server/practice-service";
import type { ShortAnswerGrader } from "@/features/practice/lib/grade-answer";
import type { HostRequestReader } from "@/features/practice/lib/not-an-answer";
import { DEFAULT_TUTOR_MODE, type TutorMode } from "@/lib/ai/tutor-mode";
import type { Database } from "@/lib/db/client";

/**
 * Guided mode (issue 26) around a tutor's turn, for whichever tutor: the practice feature's ladder
 * moved by the learner's message before the model runs, the model checked by its guard, and the
 * ladder's view at the end of the stream. The tutors know nothing of it beyond an extension, a
 * wrapped model and final chunks.
 */
export async function guidedTurnFor(
  db: Database,
  ownerId: string,
  /**
   * `grader`: who grades short answers on the ladder (the model with a key, else key-point matching);
   * `isHostRequest`: the tutor's reader of the requests it handles, which leave the question, never graded.
   */
  input: {
    scope: string;
    mode: TutorMode | undefined;
    learnerText: string | null;
    grader?: ShortAnswerGrader;
    isHostRequest?: HostRequestReader;
  },
) {
  const mode = input.mode ?? DEFAULT_TUTOR_MODE;
  const turn = await beginGuidedTurn({
    db,
    ownerId,
    scope: input.scope,
    mode,
    learnerText: input.learnerText,
    isHostRequest: input.isHostRequest,
    record: (itemId, request) => answerQuestion(db, ownerId, itemId, request, { grader: input.grader }),
  });
  return {
    turn,
    /** The tutor's model: in guided mode every step is checked before it is sent. */
    model: (model: LanguageModel): LanguageModel => (mode === "guided" ? guidedModel(model, turn.guard) : model),
  };
}

/** The workspace tutor's conversation, as a ladder scope. */
export const courseScope = (courseId: string) => `course:${courseId}`;
/**
 * A chat session, as a ladder scope. The id is the browser's own (any Unicode, NUL included, which a
 * PostgreSQL text column refuses): stored as its digest, the same for the same session.
 */
export const chatScope = (sessionId: string) => `chat:${createHash("sha256").update(sessionId).digest("base64url").slice(0, 32)}`;

/**
 * The tutor's data parts as the last turn left them, by type, for a page that loads the conversation:
 * the ladder panel shows the question and step at once instead of after the next turn.
 */
export async function guidedDataFor(db: Database, ownerId: string, scope: string): Promise<Record<string, unknown>> {
  return { [GUIDED_DATA_PART]: await currentGuidedView(db, ownerId, scope, DEFAULT_TUTOR_MODE) };
}
