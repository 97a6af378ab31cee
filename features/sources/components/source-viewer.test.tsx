// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import { renderWithLocale } from "@/tests/support/courses/test-render";
import { sourceSummary } from "@/tests/support/sources/ui-fixtures";
import { clampRange } from "./source-lines";
import { VIEWER_RETRY_MS } from "../api/get-source";
import { SourceViewer } from "./source-viewer";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function settle(ms = 0) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

const pdfText = ["Chapter 1", "Ownership moves values.", "", "Chapter 2", "Borrowing lends them.", "References never outlive."].join("\n");

describe("SourceViewer", () => {
  it("shows numbered lines with page markers and the highlighted range focused and announced", async () => {
    const { requests } = stubFetch(() =>
      jsonResponse({
        source: sourceSummary("s1", "ready", { type: "pdf", pageCount: 2, title: "Rust book" }),
        text: pdfText,
        pages: [
          { page: 1, startLine: 1 },
          { page: 2, startLine: 4 },
        ],
      }),
    );
    renderWithLocale(<SourceViewer courseId="c 1" sourceId="s/1" highlight={{ start: 4, end: 5 }} />);
    expect(screen.getByTestId("source-viewer-loading")).toBeTruthy();
    await settle();
    expect(requests[0]!.url).toBe("/api/courses/c%201/sources/s%2F1");
    const lines = Array.from(document.querySelectorAll("[data-line]"));
    expect(lines).toHaveLength(6);
    expect(lines[1]!.textContent).toBe("2Ownership moves values.");
    expect(screen.getAllByTestId("page-marker").map((marker) => marker.textContent)).toEqual(["Page 1", "Page 2"]);
    // The page 2 marker sits right before line 4.
    expect(screen.getAllByTestId("page-marker")[1]!.nextElementSibling?.getAttribute("data-line")).toBe("4");
    const marked = Array.from(document.querySelectorAll('[data-highlighted="true"]')).map((line) => line.getAttribute("data-line"));
    expect(marked).toEqual(["4", "5"]);
    expect(document.activeElement?.getAttribute("data-line")).toBe("4");
    expect(screen.getAllByText("Showing lines 4–5").length).toBeGreaterThan(0);
  });

  it("says when the source is gone", async () => {
    stubFetch(() => jsonResponse({ error: { code: "not_found", message: "No such source." } }, 404));
    renderWithLocale(<SourceViewer courseId="c1" sourceId="other-browsers-id" />);
    await settle();
    expect(screen.getByTestId("source-viewer-not-found").textContent).toContain("doesn't exist");
  });

  it("shows the server's sentence when loading fails", async () => {
    stubFetch(() => jsonResponse({ error: { code: "internal", message: "The database is busy; try again." } }, 503));
    renderWithLocale(<SourceViewer courseId="c1" sourceId="s1" />);
    await settle();
    expect(screen.getByTestId("source-viewer-error").textContent).toBe("The source could not be loaded: The database is busy; try again.");
  });

  it("looks again while the source is still being processed", async () => {
    const answers = [
      { source: sourceSummary("s1", "indexing"), text: "", pages: [] },
      { source: sourceSummary("s1", "ready"), text: "第一行\n第二行", pages: [] },
    ];
    const { requests } = stubFetch(() => jsonResponse(answers.length > 1 ? answers.shift() : answers[0]));
    renderWithLocale(<SourceViewer courseId="c1" sourceId="s1" />);
    await settle();
    expect(screen.getByText(/Still being processed \(Indexing\)/)).toBeTruthy();
    await settle(VIEWER_RETRY_MS + 50);
    expect(requests).toHaveLength(2);
    expect(document.querySelectorAll("[data-line]")).toHaveLength(2);
  });
});

describe("clampRange", () => {
  it("keeps a cited range inside the text and drops one wholly outside it", () => {
    expect(clampRange({ start: 3, end: 5 }, 10)).toEqual({ start: 3, end: 5 });
    expect(clampRange({ start: 8, end: 40 }, 10)).toEqual({ start: 8, end: 10 });
    expect(clampRange({ start: 5, end: 2 }, 10)).toEqual({ start: 2, end: 5 });
    expect(clampRange({ start: 0, end: 1 }, 10)).toEqual({ start: 1, end: 1 });
    expect(clampRange({ start: 11, end: 12 }, 10)).toBeNull();
    expect(clampRange({ start: Number.NaN, end: 2 }, 10)).toBeNull();
  });
});
