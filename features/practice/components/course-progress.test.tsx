// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import { renderWithLocale } from "@/tests/support/courses/test-render";
import { attemptListFixture, masteryFixture, questionFixture, summaryFixture } from "@/tests/support/practice/practice-fixtures";
import { CourseProgress } from "./course-progress";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const practice = {
  questions: [questionFixture("q1", { prompt: "The ____ moves downhill." }), questionFixture("q2", { prompt: "Name the step size." })],
  counts: { total: 2, due: 2, new: 2, stale: 0, attempts: 2, correct: 2 },
};

function respond(request: { url: string }) {
  const path = new URL(request.url, "http://localhost").pathname;
  if (path.endsWith("/mastery")) return jsonResponse(masteryFixture());
  if (path.endsWith("/summary")) return jsonResponse(summaryFixture());
  if (path.endsWith("/attempts")) return jsonResponse(attemptListFixture());
  return jsonResponse(practice);
}

describe("CourseProgress", () => {
  it("shows mastery per module and chapter, reviews due, the way into practice; each figure opens the attempts that count", async () => {
    const { requests } = stubFetch(respond);
    renderWithLocale(<CourseProgress courseId="c1" />);
    const modules = await screen.findAllByTestId("mastery-module");
    expect(modules.map((module) => [module.dataset.status, module.querySelector("summary")?.textContent])).toEqual([
      ["in_progress", "OptimisationIn progress"],
      ["not_started", "ModelsNot started"],
    ]);
    expect((await screen.findByTestId("reviews-due")).textContent).toBe("2 questions due now");
    expect(screen.getByTestId("open-practice").getAttribute("href")).toBe("/courses/c1/practice");
    const [earned, empty] = screen.getAllByTestId("mastery-chapter");
    expect(earned!.querySelector("summary")?.textContent).toContain("2 of 2 questions right · 2 counted answers");
    fireEvent.click(earned!.querySelector("summary")!);
    const attempts = within(earned!).getByTestId("evidence");
    expect([...attempts.querySelectorAll("li")].map((item) => item.dataset.attemptId)).toEqual(["pa_1", "pa_2"]);
    expect(attempts.textContent).toContain("The ____ moves downhill.");
    expect(attempts.textContent).toContain("Name the step size.");
    expect(empty!.textContent).toContain("No counted answers yet.");
    // The course's figures sit above, and a module opens its counted attempts in a dialog.
    expect((await screen.findByTestId("figure-streak-value")).textContent).toBe("3 day streak");
    fireEvent.click(within(modules[0]!).getByTestId("module-attempts"));
    expect(await within(await screen.findByTestId("attempts-dialog")).findAllByTestId("attempt-row")).toHaveLength(2);
    const asked = new URL(requests.at(-1)!.url, "http://localhost");
    expect([asked.pathname, asked.searchParams.get("module"), asked.searchParams.get("counted")]).toEqual([
      "/api/courses/c1/practice/attempts",
      "1",
      "true",
    ]);
  });

  it("in Chinese", async () => {
    stubFetch(respond);
    renderWithLocale(<CourseProgress courseId="c1" />, "zh");
    expect((await screen.findAllByTestId("mastery-module"))[0]!.textContent).toContain("进行中");
    expect((await screen.findByTestId("reviews-due")).textContent).toBe("现在到期 2 题");
  });
});
