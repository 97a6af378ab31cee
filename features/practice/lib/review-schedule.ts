import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type FSRS, type Grade } from "ts-fsrs";
import { z } from "zod";
import type { CardStateName, CardView } from "../contract";
import { DEFAULT_DESIRED_RETENTION } from "../contract";

/**
 * Spaced review is ts-fsrs's (FSRS-6 with its default weights, no fuzz, so a due date can be
 * checked); this module only says what an attempt means to it and keeps its card in our columns.
 *
 * The rating of an attempt, from correctness and the confidence the learner gave before seeing the
 * answer (docs/practice.md, "Practice"):
 *
 *   wrong, whatever the confidence        → Again (1): not recalled
 *   right, confidence 1 "guessed"         → Hard  (2): recalled, but the learner could not tell
 *   right, confidence 2 "unsure"          → Hard  (2)
 *   right, confidence 3 "fairly sure"     → Good  (3)
 *   right, confidence 4 "certain"         → Easy  (4)
 *
 * A right answer is never Again (it was recalled) and an unsure one never Good: FSRS grows the
 * interval by what the learner knew, not by luck. A short answer that makes only some key points is
 * not right, so it is Again.
 *
 * Hints (guided mode, issue 26) count: each hint used before a right answer lowers its rating one
 * step, never below Hard (it was still recalled) — a right answer after two hints is Hard whatever
 * the confidence, after one hint a certain answer is Good.
 */
export function reviewRating(correct: boolean, confidence: number, hintsUsed = 0): Grade {
  if (!correct) return Rating.Again;
  const byConfidence = confidence >= 4 ? Rating.Easy : confidence === 3 ? Rating.Good : Rating.Hard;
  return Math.max(Rating.Hard, byConfidence - Math.max(0, hintsUsed)) as Grade;
}

const schedulers = new Map<number, FSRS>();

function schedulerFor(desiredRetention: number): FSRS {
  let scheduler = schedulers.get(desiredRetention);
  if (!scheduler) {
    scheduler = fsrs(generatorParameters({ request_retention: desiredRetention, enable_fuzz: false }));
    schedulers.set(desiredRetention, scheduler);
  }
  return scheduler;
}

/** A card as its question's row holds it (practice_items, lib/db/practice-schema.ts); rows read back are validated with this. */
export const storedCardSchema = z.object({
  due: z.date(),
  stability: z.number().finite().min(0),
  difficulty: z.number().finite().min(0),
  elapsedDays: z.number().int().min(0),
  scheduledDays: z.number().int().min(0),
  learningSteps: z.number().int().min(0),
  reps: z.number().int().min(0),
  lapses: z.number().int().min(0),
  state: z.number().int().min(State.New).max(State.Relearning),
  lastReview: z.date().nullable(),
});
export type StoredCard = z.infer<typeof storedCardSchema>;

function fromFsrs(card: Card): StoredCard {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: Math.max(0, Math.round(card.elapsed_days)),
    scheduledDays: Math.max(0, Math.round(card.scheduled_days)),
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

function toFsrs(card: StoredCard): Card {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as State,
    last_review: card.lastReview ?? undefined,
  };
}

/** A new question's card: due now (ts-fsrs `createEmptyCard`). */
export function newCard(now: Date): StoredCard {
  return fromFsrs(createEmptyCard(now));
}

/** The card after a review with `rating` at `now` (ts-fsrs `next`). */
export function reviewCard(card: StoredCard, rating: Grade, now: Date, desiredRetention = DEFAULT_DESIRED_RETENTION): StoredCard {
  return fromFsrs(schedulerFor(desiredRetention).next(toFsrs(card), now, rating).card);
}

const STATE_NAMES: Record<State, CardStateName> = {
  [State.New]: "new",
  [State.Learning]: "learning",
  [State.Review]: "review",
  [State.Relearning]: "relearning",
};

export function cardView(card: StoredCard): CardView {
  return {
    due: card.due.toISOString(),
    state: STATE_NAMES[card.state as State],
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.lastReview?.toISOString() ?? null,
  };
}
