// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chapterSummary, courseDetail, jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import { withoutLeadingTitle } from "./chapter-reader";
import { CourseView, groupByModule } from "./course-view";
import { renderWithLocale } from "@/tests/support/courses/test-render";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const generating = courseDetail({
  status: "generating",
  chapters: [
    chapterSummary(2, "writing"),
    chapterSummary(0, "done"),
    chapterSummary(1, "failed"),
    chapterSummary(3, "queued", { rewriteReason: "More examples" }),
  ],
});

describe("CourseView", () => {
  it("groups chapters by module in reading order", () => {
    const groups = groupByModule(generating.chapters);
    expect(groups.map((group) => group.chapters.map((chapter) => chapter.id))).toEqual([
      ["ch0", "ch1"],
      ["ch2", "ch3"],
    ]);
  });

  it("shows progress, each chapter's status, links only to written chapters", () => {
    stubFetch(() => jsonResponse({}));
    renderWithLocale(<CourseView course={generating} refreshError={null} onChapter={() => {}} />);
    expect(screen.getByTestId("course-progress").textContent).toContain("1 of 4 chapters written");
    expect(screen.getAllByTestId("chapter-row").map((row) => row.dataset.status)).toEqual(["done", "failed", "writing", "queued"]);
    expect(screen.getAllByTestId("chapter-link")).toHaveLength(1);
    expect(screen.getAllByTestId("chapter-link")[0]?.getAttribute("href")).toBe("/courses/c1/chapters/ch0");
    expect(screen.getByTestId("chapter-error").textContent).toContain("The model timed out.");
    expect(screen.getByText("Rewriting: More examples")).toBeTruthy();
  });

  it("retries a failed chapter and hands the server's answer back", async () => {
    const { requests } = stubFetch(() => jsonResponse({ chapter: { ...chapterSummary(1, "queued"), content: null } }, 202));
    const onChapter = vi.fn();
    renderWithLocale(<CourseView course={generating} refreshError={null} onChapter={onChapter} />);
    await act(async () => {
      fireEvent.click(screen.getByTestId("chapter-retry"));
    });
    expect(requests[0]).toMatchObject({ method: "POST", url: "/api/courses/c1/chapters/ch1/retry" });
    expect(onChapter).toHaveBeenCalledWith(expect.objectContaining({ id: "ch1", status: "queued" }));
  });

  it("says so when a retry fails", async () => {
    stubFetch(() => Promise.reject(new TypeError("offline")));
    renderWithLocale(<CourseView course={generating} refreshError={null} onChapter={() => {}} />);
    await act(async () => {
      fireEvent.click(screen.getByTestId("chapter-retry"));
    });
    expect(screen.getByRole("alert").textContent).toContain("Couldn't reach the server");
  });

  it("speaks Chinese", () => {
    renderWithLocale(<CourseView course={generating} refreshError={null} onChapter={() => {}} />, "zh");
    expect(screen.getByTestId("course-progress").textContent).toContain("已完成 1 / 4 个章节");
    expect(screen.getByTestId("chapter-retry").textContent).toBe("重试");
  });
});

describe("withoutLeadingTitle", () => {
  it("drops a first heading that repeats the chapter title, and nothing else", () => {
    expect(withoutLeadingTitle("# Pods\n\nText", "Pods")).toBe("Text");
    expect(withoutLeadingTitle("# **Pods**\nText", "pods")).toBe("Text");
    expect(withoutLeadingTitle("# Something else\nText", "Pods")).toBe("# Something else\nText");
    expect(withoutLeadingTitle("Intro\n# Pods", "Pods")).toBe("Intro\n# Pods");
  });
});
