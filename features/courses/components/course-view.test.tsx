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

  it("marks a written chapter read: optimistic at once, then the server's answer; a failure puts it back", async () => {
    const readAt = "2030-01-01T00:00:00.000Z";
    const { requests } = stubFetch(() => jsonResponse({ chapter: { ...chapterSummary(0, "done", { readAt }), content: "# x" } }));
    const onChapter = vi.fn();
    renderWithLocale(<CourseView course={generating} refreshError={null} onChapter={onChapter} />);
    const toggles = screen.getAllByTestId("chapter-read");
    expect(toggles).toHaveLength(1); // only the written chapter
    expect(toggles[0]!.getAttribute("aria-pressed")).toBe("false");
    await act(async () => {
      fireEvent.click(toggles[0]!);
    });
    expect(requests[0]).toMatchObject({ method: "PUT", url: "/api/courses/c1/chapters/ch0/read" });
    expect(onChapter).toHaveBeenLastCalledWith(expect.objectContaining({ id: "ch0", readAt }));

    cleanup();
    stubFetch(() => Promise.reject(new TypeError("offline")));
    const onFailed = vi.fn();
    renderWithLocale(<CourseView course={generating} refreshError={null} onChapter={onFailed} />);
    await act(async () => {
      fireEvent.click(screen.getByTestId("chapter-read"));
    });
    expect(onFailed).toHaveBeenLastCalledWith(expect.objectContaining({ id: "ch0", readAt: null }));
    expect(screen.getByRole("alert").textContent).toContain("Couldn't save the read mark");
  });

  it("shows a read chapter as pressed and counts read chapters", () => {
    stubFetch(() => jsonResponse({}));
    const course = courseDetail({
      status: "ready",
      chapters: [chapterSummary(0, "done", { readAt: "2030-01-01T00:00:00.000Z" }), chapterSummary(1, "done")],
    });
    renderWithLocale(<CourseView course={course} refreshError={null} onChapter={() => {}} />, "zh");
    expect(screen.getAllByTestId("chapter-read").map((button) => button.getAttribute("aria-pressed"))).toEqual(["true", "false"]);
    expect(screen.getByTestId("read-progress").textContent).toBe("已读 1 / 2 章");
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
