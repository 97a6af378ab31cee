// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import { renderWithLocale } from "@/tests/support/courses/test-render";
import { questionFixture } from "@/tests/support/practice/practice-fixtures";
import { CoursePracticePage } from "./course-practice-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const list = (total: number) => ({
  questions: total > 0 ? [questionFixture("q1")] : [],
  counts: { total, due: total, new: total, stale: 0, attempts: 0, correct: 0 },
});

describe("the course practice page's downloads", () => {
  it("offers the course's questions for Anki and as CSV, and its attempts as JSON, once it has questions", async () => {
    stubFetch(() => jsonResponse(list(1)));
    renderWithLocale(<CoursePracticePage courseId="crs 1" />);
    const anki = await screen.findByTestId("practice-export-anki");
    expect(anki.getAttribute("href")).toBe("/api/courses/crs%201/practice/export?format=anki");
    expect(anki.hasAttribute("download")).toBe(true);
    expect(screen.getByTestId("practice-export-csv").getAttribute("href")).toContain("format=csv");
    expect(screen.getByTestId("practice-export-json").textContent).toBe("Attempts and reviews (JSON)");
  });

  it("in Chinese; and none for a course without questions yet", async () => {
    stubFetch(() => jsonResponse(list(1)));
    renderWithLocale(<CoursePracticePage courseId="c1" />, "zh");
    expect((await screen.findByTestId("practice-export-anki")).textContent).toBe("Anki（文本导入）");
    cleanup();
    stubFetch(() => jsonResponse(list(0)));
    renderWithLocale(<CoursePracticePage courseId="c1" />);
    await screen.findByTestId("practice-counts");
    expect(screen.queryByTestId("practice-export")).toBeNull();
  });
});
