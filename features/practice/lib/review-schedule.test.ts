import { createEmptyCard, fsrs, generatorParameters, Rating, State } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { cardView, newCard, reviewCard, reviewRating, storedCardSchema } from "./review-schedule";

const start = new Date("2026-03-01T09:00:00Z");
const DAY = 86_400_000;

describe("the rating of an attempt", () => {
  it.each([
    [false, 1, Rating.Again],
    [false, 4, Rating.Again],
    [true, 1, Rating.Hard],
    [true, 2, Rating.Hard],
    [true, 3, Rating.Good],
    [true, 4, Rating.Easy],
  ] as const)("correct %s, confidence %i → %i", (correct, confidence, rating) => {
    expect(reviewRating(correct, confidence)).toBe(rating);
  });

  it.each([
    [4, 1, Rating.Good],
    [4, 2, Rating.Hard],
    [3, 1, Rating.Hard],
    [4, 3, Rating.Hard],
    [2, 3, Rating.Hard],
  ] as const)("right with confidence %i after %i hints → %i (hints lower it, never below Hard)", (confidence, hints, rating) => {
    expect(reviewRating(true, confidence, hints)).toBe(rating);
  });

  it("a wrong answer stays Again however many hints", () => {
    expect(reviewRating(false, 4, 3)).toBe(Rating.Again);
  });
});

describe("scheduling is ts-fsrs's", () => {
  it("a new card is due at once, and a review gives exactly the due date ts-fsrs computes", () => {
    const card = newCard(start);
    expect(card.due).toEqual(start);
    expect(cardView(card)).toMatchObject({ state: "new", reps: 0 });
    const ours = reviewCard(card, Rating.Good, start);
    const theirs = fsrs(generatorParameters({ request_retention: 0.9, enable_fuzz: false })).next(
      createEmptyCard(start),
      start,
      Rating.Good,
    );
    expect(ours.due).toEqual(theirs.card.due);
    expect(ours.stability).toBe(theirs.card.stability);
    expect(storedCardSchema.parse(ours)).toEqual(ours);
  });

  it("the interval grows with correct, confident answers and a wrong one brings the question back soon", () => {
    let card = newCard(start);
    let now = start;
    const intervals: number[] = [];
    for (let review = 0; review < 4; review += 1) {
      card = reviewCard(card, reviewRating(true, 4), now);
      intervals.push(card.due.getTime() - now.getTime());
      now = card.due;
    }
    expect(intervals[1]!).toBeGreaterThan(intervals[0]!);
    expect(intervals[3]!).toBeGreaterThan(intervals[2]!);
    expect(card.state).toBe(State.Review);
    const lapsed = reviewCard(card, reviewRating(false, 4), now);
    expect(lapsed.lapses).toBe(1);
    expect(lapsed.due.getTime() - now.getTime()).toBeLessThan(DAY);
  });

  it("a confident answer is scheduled further out than an unsure one, and a higher desired retention sooner", () => {
    const reviewed = reviewCard(reviewCard(newCard(start), Rating.Good, start), Rating.Good, new Date(start.getTime() + DAY));
    const later = new Date(reviewed.due.getTime());
    const certain = reviewCard(reviewed, reviewRating(true, 4), later);
    const unsure = reviewCard(reviewed, reviewRating(true, 2), later);
    expect(certain.due.getTime()).toBeGreaterThan(unsure.due.getTime());
    const strict = reviewCard(reviewed, Rating.Good, later, 0.97);
    const relaxed = reviewCard(reviewed, Rating.Good, later, 0.8);
    expect(strict.due.getTime()).toBeLessThan(relaxed.due.getTime());
  });

  it("a stored card that is not a card is refused when read back", () => {
    expect(storedCardSchema.safeParse({ ...newCard(start), state: 7 }).success).toBe(false);
    expect(storedCardSchema.safeParse({ ...newCard(start), stability: Number.NaN }).success).toBe(false);
  });
});
