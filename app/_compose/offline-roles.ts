import { readsAsChatRequest } from "@/features/chat/offline/reads-as-request";
import { chatOfflineRoles } from "@/features/chat/offline/roles";
import { coursesOfflineRoles } from "@/features/courses/offline/roles";
import { interviewOfflineRoles } from "@/features/interview/offline/roles";
import { withPracticeQuiz } from "@/features/practice/offline/compose-quiz-role";
import { withGuidedLadder } from "@/features/practice/offline/guided-role";
import { withMaterialAnswers } from "@/features/sources/offline/compose-material-role";
import { materialGrounding } from "@/features/sources/offline/material-grounding";
import { readsAsTutorRequest } from "@/features/workspace/offline/reads-as-request";
import { workspaceOfflineRoles } from "@/features/workspace/offline/roles";
import { selectedLinesOf } from "@/features/workspace/offline/selected-lines";
import type { OfflineRole } from "@/lib/ai/offline/model/offline-role";
import { registerOfflineRoles } from "@/lib/ai/offline/model/offline-role";
import { registerAppTextReaders } from "./text-readers";

/** Every feature's offline stand-ins. The offline model answers each agent with the role registered for its id. */
export const OFFLINE_ROLES: readonly OfflineRole[] = [
  ...interviewOfflineRoles,
  ...coursesOfflineRoles,
  // The chat quizzes from stored questions on the guided ladder when the practice tools are on offer; a
  // request it reads as its own ("explain overfitting") leaves an open question instead of being graded.
  ...chatOfflineRoles.map((role) => withGuidedLadder(withPracticeQuiz(role, readsAsChatRequest))),
  // The workspace tutor quizzes from stored practice questions when the practice tools are on offer, and
  // answers questions from the learner's material when the sources tools are; its explanations and
  // additions are grounded in the same search; in guided mode it says the ladder's rung. A request it
  // reads as its own ("修正这一行") leaves an open question instead of being graded as its answer; "make
  // questions from these lines" makes one from the lines the learner selected.
  ...workspaceOfflineRoles(materialGrounding).map((role) =>
    withGuidedLadder(withPracticeQuiz(withMaterialAnswers(role), readsAsTutorRequest, selectedLinesOf)),
  ),
];

/** Called once per process before any model call: instrumentation.ts in the server, the test setup, the bench. */
export function registerAppOfflineRoles(): void {
  registerOfflineRoles(OFFLINE_ROLES);
  // The offline roles also stand in for a model without tool calling; how such models' words are read goes with them.
  registerAppTextReaders();
}
