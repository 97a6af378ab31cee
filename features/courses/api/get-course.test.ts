// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { courseSchemas } from "./course-requests";
import { QueryWrapper } from "@/tests/support/query/query-wrapper";
import { advance, setVisibility } from "@/tests/support/dom/fake-clock";
import type { ChapterStatus } from "../contract";
import { chapterSummary, courseDetail, jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import { POLL_INTERVAL_MS, useCourse } from "./get-course";

const generating = (...statuses: ChapterStatus[]) =>
  courseDetail({ status: "generating", chapters: statuses.map((status, index) => chapterSummary(index, status)) });

// In the app the schema chunk loads right after the page, long before the first answer; here its real
// import would race the fake clock.
beforeAll(() => courseSchemas());

beforeEach(() => {
  vi.useFakeTimers();
  setVisibility("visible");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useCourse", () => {
  it("loads the course and polls while chapters are being written, then stops", async () => {
    const answers = [
      generating("writing", "queued", "queued", "queued"),
      generating("done", "writing", "queued", "queued"),
      generating("done", "done", "done", "done"),
    ];
    const { requests } = stubFetch(() => jsonResponse({ course: answers.shift() ?? generating("done", "done", "done", "done") }));
    const { result } = renderHook(() => useCourse("c1"), { wrapper: QueryWrapper });
    expect(result.current.state.status).toBe("loading");
    await advance(0);
    expect(result.current.state.status).toBe("ready");
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe("/api/courses/c1");

    await advance(POLL_INTERVAL_MS);
    expect(requests).toHaveLength(2);
    await advance(POLL_INTERVAL_MS);
    expect(requests).toHaveLength(3);
    const state = result.current.state;
    expect(state.status === "ready" && state.course.chapters.every((chapter) => chapter.status === "done")).toBe(true);

    // Nothing left to wait for: no more requests.
    await advance(POLL_INTERVAL_MS * 5);
    expect(requests).toHaveLength(3);
  });

  it("does not poll a draft or a finished course", async () => {
    const { requests } = stubFetch(() => jsonResponse({ course: courseDetail() }));
    renderHook(() => useCourse("c1"), { wrapper: QueryWrapper });
    await advance(POLL_INTERVAL_MS * 4);
    expect(requests).toHaveLength(1);
  });

  it("pauses while the tab is hidden and refreshes at once when it is shown again", async () => {
    const { requests } = stubFetch(() => jsonResponse({ course: generating("writing", "queued") }));
    renderHook(() => useCourse("c1"), { wrapper: QueryWrapper });
    await advance(0);
    setVisibility("hidden");
    await advance(POLL_INTERVAL_MS * 5);
    expect(requests).toHaveLength(1);

    act(() => setVisibility("visible"));
    await advance(0);
    expect(requests).toHaveLength(2);
    await advance(POLL_INTERVAL_MS);
    expect(requests).toHaveLength(3);
  });

  it("keeps showing the course when a background refresh fails, and keeps polling", async () => {
    let fail = false;
    const { requests } = stubFetch(() =>
      fail ? Promise.reject(new TypeError("offline")) : jsonResponse({ course: generating("writing") }),
    );
    const { result } = renderHook(() => useCourse("c1"), { wrapper: QueryWrapper });
    await advance(0);
    fail = true;
    await advance(POLL_INTERVAL_MS);
    const state = result.current.state;
    expect(state.status).toBe("ready");
    expect(state.status === "ready" && state.refreshError?.code).toBe("network");
    fail = false;
    await advance(POLL_INTERVAL_MS);
    expect(requests).toHaveLength(3);
    expect(result.current.state.status === "ready" && result.current.state.refreshError).toBeNull();
  });

  it("reports an unknown (or another owner's) course as not found", async () => {
    stubFetch(() => jsonResponse({ error: { code: "not_found", message: "Course not found." } }, 404));
    const { result } = renderHook(() => useCourse("nope"), { wrapper: QueryWrapper });
    await advance(0);
    expect(result.current.state.status).toBe("not-found");
  });

  it("shows a malformed response as an error and retries on request", async () => {
    let body: unknown = { course: { id: "c1", title: 42 } };
    stubFetch(() => jsonResponse(body));
    const { result } = renderHook(() => useCourse("c1"), { wrapper: QueryWrapper });
    await advance(0);
    const state = result.current.state;
    expect(state.status === "error" && state.error.code).toBe("invalid_response");

    body = { course: courseDetail() };
    await act(async () => {
      await result.current.retry();
    });
    expect(result.current.state.status).toBe("ready");
  });

  it("a chapter the server just returned wins over an older poll, and restarts polling", async () => {
    let answer = generating("done", "failed");
    const { requests } = stubFetch(() => jsonResponse({ course: answer }));
    const { result } = renderHook(() => useCourse("c1"), { wrapper: QueryWrapper });
    await advance(0);
    await advance(POLL_INTERVAL_MS * 3);
    expect(requests).toHaveLength(1);

    // The cache hands the change to React on a microtask: an async act applies it.
    await act(async () => result.current.patchChapter(chapterSummary(1, "queued", { attempts: 1 })));
    const state = result.current.state;
    expect(state.status === "ready" && state.course.chapters[1]?.status).toBe("queued");

    answer = generating("done", "done");
    await advance(POLL_INTERVAL_MS);
    expect(requests).toHaveLength(2);
    expect(result.current.state.status === "ready" && result.current.state.course.chapters[1]?.status).toBe("done");
  });
});
