/**
 * How a tutor teaches a question the learner is working on (issue 26), shared by every tutor's
 * request: "guided" walks the hint ladder and never gives the answer before the learner has tried
 * (features/practice, enforced in code); "explain" is the tutor as it always was. Plain constants,
 * no zod: the chat's contract uses zod/mini, the workspace's full zod, each declares the field.
 */
export const TUTOR_MODES = ["guided", "explain"] as const;
export type TutorMode = (typeof TUTOR_MODES)[number];

/** When a request does not say: guided (it only changes anything while a question is being practised). */
export const DEFAULT_TUTOR_MODE: TutorMode = "guided";
