import type { CardView } from "../contract";

/**
 * The order practice asks questions in, everywhere (the review queue, a course's session, the tutor's
 * quiz): reviews that are due — a question answered before and due again, a question just missed
 * (FSRS learning or relearning) above all, since it is due within minutes — before questions never
 * answered, and those before reviews not yet due. Within each, the earliest due first. A new card is
 * due from when it was made, so by due date alone the questions a course was written with came
 * before the one the learner has just got wrong.
 */
export function reviewRank(card: Pick<CardView, "reps" | "due">, now: number): number {
  // Never reviewed: never answered, or only after its answer was shown (no review, see review-schedule).
  if (card.reps === 0) return 1;
  return Date.parse(card.due) <= now ? 0 : 2;
}

/** Sorts (a copy) in review order: due reviews, then new questions, then reviews not yet due; earliest due first within each. */
export function inReviewOrder<T extends { card: Pick<CardView, "reps" | "due"> }>(questions: readonly T[], now: number): T[] {
  return questions.toSorted((a, b) => reviewRank(a.card, now) - reviewRank(b.card, now) || Date.parse(a.card.due) - Date.parse(b.card.due));
}
