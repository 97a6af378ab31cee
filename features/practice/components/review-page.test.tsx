// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import { renderWithLocale } from "@/tests/support/courses/test-render";
import { questionFixture, summaryFixture } from "@/tests/support/practice/practice-fixtures";
import { sessionQuestions } from "./course-practice-page";
import { ReviewPage } from "./review-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ReviewPage", () => {
  it("asks the due queue across courses and runs a session over it; an empty queue says when questions come back", async () => {
    const { requests } = stubFetch(() => jsonResponse({ questions: [questionFixture("q9", { courseId: "c2" })] }));
    renderWithLocale(<ReviewPage />);
    expect((await screen.findByTestId("session-progress")).textContent).toBe("Question 1 of 1");
    expect(requests.find((request) => request.url.startsWith("/api/review/due"))).toMatchObject({
      method: "GET",
      url: "/api/review/due?limit=100",
    });
    cleanup();
    stubFetch(() => jsonResponse({ questions: [] }));
    renderWithLocale(<ReviewPage />);
    expect((await screen.findByTestId("session-done")).textContent).toContain("Nothing is due.");
  });
});

describe("where a reviewed question comes from", () => {
  const places = [{ chapterId: "ch7", courseId: "c2", courseTitle: "Linear algebra", chapterTitle: "Eigenvectors" }];
  const due = { questions: [questionFixture("q1", { courseId: "c2", chapterId: "ch7", citation: "chapters/02-01-eigen.md:4-9" })], places };

  it("names the course and chapter on the card and links the chapter opened at the cited lines, in English and Chinese", async () => {
    const atLines = "/courses/c2/workspace?open=chapters%2F02-01-eigen.md%3A4-9";
    stubFetch(() => jsonResponse(due));
    renderWithLocale(<ReviewPage />);
    expect((await screen.findByTestId("question-place")).textContent).toBe("Course: Linear algebra · Chapter: Eigenvectors");
    const link = screen.getByTestId("question-citation");
    // The workspace's entry that opens its chapter file with those lines selected and scrolled to.
    expect(link.getAttribute("href")).toBe(atLines);
    expect(link.textContent).toBe("From chapters/02-01-eigen.md:4-9");
    expect(link.getAttribute("aria-label")).toBe("Open the chapter at chapters/02-01-eigen.md:4-9");
    // An ordinary link: reached with Tab, followed with Enter.
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("tabindex")).toBeNull();
    cleanup();
    stubFetch(() => jsonResponse(due));
    renderWithLocale(<ReviewPage />, "zh");
    expect((await screen.findByTestId("question-place")).textContent).toBe("课程：Linear algebra · 章节：Eigenvectors");
    expect(screen.getByTestId("question-citation").getAttribute("href")).toBe(atLines);
    expect(screen.getByTestId("question-citation").getAttribute("aria-label")).toBe("打开章节，查看 chapters/02-01-eigen.md:4-9");
  });

  it("opens the chapter itself when a citation names no lines", async () => {
    const bare = { ...due, questions: [questionFixture("q1", { courseId: "c2", chapterId: "ch7", citation: "chapters/02-01-eigen.md" })] };
    stubFetch(() => jsonResponse(bare));
    renderWithLocale(<ReviewPage />);
    expect((await screen.findByTestId("question-citation")).getAttribute("href")).toBe("/courses/c2/chapters/ch7");
  });

  it("says only the citation for a question whose chapter has no place (gone since)", async () => {
    stubFetch(() => jsonResponse({ ...due, places: [] }));
    renderWithLocale(<ReviewPage />);
    expect((await screen.findByTestId("question-citation")).textContent).toBe("From chapters/02-01-eigen.md:4-9");
    expect(screen.queryByTestId("question-place")).toBeNull();
  });
});

describe("what comes due next on /review", () => {
  it("says how many come due tomorrow and later this week, from the learner's own days", async () => {
    const summary = summaryFixture();
    summary.dueDays[1]!.count = 4;
    summary.dueDays[6]!.count = 1;
    summary.dueDays[7]!.count = 9; // a week away: not this week
    stubFetch((request) => jsonResponse(request.url.includes("/summary") ? summary : { questions: [] }));
    renderWithLocale(<ReviewPage />);
    // The fixture's day 3 has 5: tomorrow 4, then 5 + 1 in the five days after it.
    expect((await screen.findByTestId("coming-up")).textContent).toBe("Coming due: 4 tomorrow, 6 more this week · 3 day streak");
  });
});

describe("sessionQuestions", () => {
  it("takes the due reviews (most overdue first), then the new questions, then (when all are asked) those not yet due", () => {
    const now = Date.parse("2026-11-26T12:00:00Z");
    const card = (due: string, reps: number, state: "new" | "review" | "relearning" = reps ? "review" : "new") => ({
      due,
      state,
      reps,
      lapses: 0,
      lastReview: null,
    });
    const questions = [
      questionFixture("later", { card: card("2026-12-01T00:00:00Z", 2) }),
      questionFixture("made-long-ago", { card: card("2026-10-01T00:00:00Z", 0) }),
      questionFixture("due", { card: card("2026-11-25T00:00:00Z", 1) }),
      questionFixture("fresh", { card: card("2026-11-26T12:00:01Z", 0) }),
      // Just missed: FSRS brings it back within minutes, and it is due now.
      questionFixture("missed", { card: card("2026-11-26T11:59:00Z", 2, "relearning") }),
      questionFixture("overdue", { card: card("2026-11-01T00:00:00Z", 3) }),
      questionFixture("stale", { status: "stale", card: card("2026-11-01T00:00:00Z", 1) }),
    ];
    const ids = (all: boolean) => sessionQuestions(questions, all, now).map((question) => question.id);
    expect(ids(false)).toEqual(["overdue", "due", "missed", "made-long-ago", "fresh"]);
    expect(ids(true)).toEqual(["overdue", "due", "missed", "made-long-ago", "fresh", "later"]);
  });
});
