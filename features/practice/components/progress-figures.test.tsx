// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageQueries } from "@/lib/api/query-provider";
import { jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import { renderWithLocale } from "@/tests/support/courses/test-render";
import { attemptListFixture, summaryFixture } from "@/tests/support/practice/practice-fixtures";
import { LibraryCourseFigures } from "./library-course-figures";
import { ProgressFigures } from "./progress-figures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(summary = summaryFixture()) {
  return stubFetch((request) => {
    const url = new URL(request.url, "http://localhost");
    if (url.pathname.endsWith("/summary")) return jsonResponse(summary);
    if (url.pathname.endsWith("/attempts"))
      return jsonResponse(url.searchParams.has("cursor") ? attemptListFixture(1, null, 3) : attemptListFixture(2, "next"));
    return jsonResponse({ error: { code: "not_found", message: "no such route here" } }, 404);
  });
}

const asked = (requests: { url: string }[], path: string) =>
  requests.map((request) => new URL(request.url, "http://localhost")).filter((url) => url.pathname === path);

describe("ProgressFigures", () => {
  it("shows streak, time spent, reviews due and 14 days of reviews, asked in the browser's zone", async () => {
    const { requests } = serve();
    renderWithLocale(
      <PageQueries>
        <ProgressFigures courseId="c1" />
      </PageQueries>,
    );
    expect((await screen.findByTestId("figure-streak-value")).textContent).toBe("3 day streak");
    expect(screen.getByTestId("figure-time-value").textContent).toBe("2 min");
    expect(screen.getByTestId("figure-time").textContent).toContain("4 answers · 3 right");
    expect(screen.getByTestId("figure-due-value").textContent).toBe("2 questions due now");
    expect(screen.getByTestId("figure-due-value").textContent).toContain(
      /“([^”]+)”/.exec(screen.getByTestId("due-chart-note").textContent ?? "")?.[1],
    );
    const bars = screen.getAllByTestId("due-day");
    expect(bars.map((bar) => Number(bar.dataset.count))).toEqual([2, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const [summary] = asked(requests, "/api/courses/c1/practice/summary");
    expect(summary?.searchParams.get("tz")).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("each figure opens the attempts behind it: the streak its days', a day of the chart that day's questions'", async () => {
    const { requests } = serve();
    renderWithLocale(
      <PageQueries>
        <ProgressFigures courseId="c1" />
      </PageQueries>,
    );
    fireEvent.click(await screen.findByTestId("figure-streak"));
    const dialog = await screen.findByTestId("attempts-dialog");
    const rows = await within(dialog).findAllByTestId("attempt-row");
    expect(rows.map((row) => [row.dataset.correct, row.dataset.counted])).toEqual([
      ["true", "true"],
      ["false", "false"],
    ]);
    expect(rows[0]!.textContent).toContain("Your answer: gradient");
    expect(rows[1]!.textContent).toContain("I don't know");
    expect(asked(requests, "/api/courses/c1/practice/attempts")[0]?.searchParams.get("from")).toBe("2026-03-08T00:00:00.000Z");
    // Show more: the next page, older attempts after these.
    fireEvent.click(within(dialog).getByRole("button", { name: "Show more" }));
    await vi.waitFor(() => expect(within(dialog).getAllByTestId("attempt-row")).toHaveLength(3));
    expect(asked(requests, "/api/courses/c1/practice/attempts").at(-1)?.searchParams.get("cursor")).toBe("next");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByTestId("attempts-dialog")).toBeNull();

    fireEvent.click(screen.getAllByTestId("due-day")[3]!);
    const later = await screen.findByTestId("attempts-dialog");
    const day = asked(requests, "/api/courses/c1/practice/attempts").at(-1)!;
    expect([day.searchParams.get("dueFrom"), day.searchParams.get("dueTo")]).toEqual([
      "2026-03-13T00:00:00.000Z",
      "2026-03-14T00:00:00.000Z",
    ]);
    // A question never answered is due now, never on a later day: only today's bar says such questions count.
    expect(later.textContent).not.toContain("never answered");
    fireEvent.click(within(later).getByRole("button", { name: "Close" }));
    fireEvent.click(screen.getAllByTestId("due-day")[0]!);
    expect((await screen.findByTestId("attempts-dialog")).textContent).toContain("Questions never answered yet are due too");
  });

  it("'due now' and today's bar say what each counts: today's bar also holds what comes due by tonight", async () => {
    const summary = summaryFixture({ dueNow: 55 });
    summary.dueDays[0]!.count = 58;
    const { requests } = serve(summary);
    renderWithLocale(
      <PageQueries>
        <ProgressFigures courseId="c1" />
      </PageQueries>,
    );
    expect((await screen.findByTestId("figure-due-value")).textContent).toBe("55 questions due now");
    const today = screen.getAllByTestId("due-day")[0]!;
    expect(today.getAttribute("aria-label")).toBe("Today: 58 questions due by tonight (55 due now)");
    expect(screen.getByTestId("due-chart").textContent).toContain("Today, by tonight");
    // The bar still opens its attempts: everything due up to the end of today.
    fireEvent.click(today);
    expect((await screen.findByTestId("attempts-dialog")).textContent).toContain("Answers on the questions due by tonight");
    const asked2 = asked(requests, "/api/courses/c1/practice/attempts").at(-1)!;
    expect([asked2.searchParams.get("dueFrom"), asked2.searchParams.get("dueTo")]).toEqual([null, summary.dueDays[0]!.to]);
    cleanup();
    serve(summary);
    renderWithLocale(
      <PageQueries>
        <ProgressFigures courseId="c1" />
      </PageQueries>,
      "zh",
    );
    expect((await screen.findByTestId("figure-due-value")).textContent).toBe("现在到期 55 题");
    // The chart's note names the figure by its own words.
    const quoted = /[“「]([^”」]+)[”」]/u.exec(screen.getByTestId("due-chart-note").textContent ?? "")?.[1];
    expect(screen.getByTestId("figure-due-value").textContent).toContain(quoted);
    expect(screen.getAllByTestId("due-day")[0]!.getAttribute("aria-label")).toBe("今天：今晚之前 58 题到期（现在 55 题）");
  });

  it("in Chinese, with nothing answered yet: says how to start", async () => {
    serve(summaryFixture({ attempts: 0, correct: 0, timeSpentMs: 0, streak: { days: 0, today: false, from: null } }));
    renderWithLocale(
      <PageQueries>
        <ProgressFigures courseId={null} title />
      </PageQueries>,
      "zh",
    );
    expect((await screen.findByTestId("figure-streak-value")).textContent).toBe("还没有连续天数");
    expect(screen.getByText(/还没有作答/)).toBeTruthy();
    expect(screen.getByTestId("figure-time-value").textContent).toBe("0 秒");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("你的练习");
  });

  it("a summary that cannot be read says so, with a Retry", async () => {
    stubFetch(() => jsonResponse({ error: { code: "internal", message: "The database is not reachable." } }, 500));
    renderWithLocale(
      <PageQueries>
        <ProgressFigures courseId={null} />
      </PageQueries>,
    );
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert.textContent).toContain("The database is not reachable.");
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});

describe("LibraryCourseFigures", () => {
  it("a card's modules by status and what is due, opening the course's counted attempts", async () => {
    const { requests } = serve();
    renderWithLocale(
      <PageQueries>
        <LibraryCourseFigures courseId="c1" />
        <LibraryCourseFigures courseId="c-without-questions" />
      </PageQueries>,
    );
    const cards = await screen.findAllByTestId("course-card-figures");
    expect(cards).toHaveLength(1);
    // The dots are glued to their neighbours (no-break spaces), so a wrapped line never starts or ends with one.
    expect(screen.getByTestId("course-card-modules").textContent).toBe(
      "Modules: 1 earned\u00a0·\u00a01 in progress\u00a0·\u00a00 not started",
    );
    expect(screen.getByTestId("course-card-answers").textContent).toBe("2 due now\u00a0·\u00a04 answers");
    fireEvent.click(screen.getByTestId("course-card-modules"));
    await screen.findByTestId("attempts-dialog");
    expect(asked(requests, "/api/courses/c1/practice/attempts")[0]?.searchParams.get("counted")).toBe("true");
    // One summary for the whole library, however many cards.
    expect(asked(requests, "/api/practice/summary")).toHaveLength(1);
  });
});
