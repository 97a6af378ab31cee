// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { courseSchemas } from "./course-requests";
import { QueryWrapper } from "@/tests/support/query/query-wrapper";
import { advance } from "@/tests/support/dom/fake-clock";
import type { CourseSummary } from "../contract";
import { jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import { useDeleteCourse } from "./delete-course";
import { LIBRARY_POLL_MS, sortNewestFirst, useCourses } from "./get-courses";

/** The library page's two hooks: the list and its delete. */
function useCourseList() {
  const list = useCourses();
  const { mutateAsync: remove } = useDeleteCourse();
  return { ...list, remove };
}

const summary = (id: string, createdAt: string, status: CourseSummary["status"] = "ready"): CourseSummary => ({
  id,
  title: `Course ${id}`,
  goal: id,
  language: "en",
  status,
  difficulty: "beginner",
  estimatedMinutes: 60,
  chapterCount: 4,
  doneCount: status === "ready" ? 4 : 1,
  failedCount: 0,
  createdAt,
  updatedAt: createdAt,
});

// In the app the schema chunk loads right after the page, long before the first answer; here its real
// import would race the fake clock.
beforeAll(() => courseSchemas());

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useCourses with useDeleteCourse", () => {
  it("sorts newest first", () => {
    const sorted = sortNewestFirst([summary("old", "2025-01-01T00:00:00.000Z"), summary("new", "2025-03-01T00:00:00.000Z")]);
    expect(sorted.map((course) => course.id)).toEqual(["new", "old"]);
  });

  it("lists, deletes, and keeps a deleted course hidden from a refresh that was already on its way", async () => {
    const courses = [summary("a", "2025-01-01T00:00:00.000Z", "generating"), summary("b", "2025-02-01T00:00:00.000Z")];
    const { requests } = stubFetch(({ method }) => (method === "DELETE" ? new Response(null, { status: 204 }) : jsonResponse({ courses })));
    const { result } = renderHook(() => useCourseList(), { wrapper: QueryWrapper });
    await advance(0);
    const ids = () => (result.current.state.status === "ready" ? result.current.state.courses.map((course) => course.id) : []);
    expect(ids()).toEqual(["b", "a"]);

    await act(async () => {
      await result.current.remove("a");
    });
    expect(requests.at(-1)).toMatchObject({ method: "DELETE", url: "/api/courses/a" });
    expect(ids()).toEqual(["b"]);

    // "a" was generating, so the list was polling; the server's stale answer still lists it.
    await advance(LIBRARY_POLL_MS);
    expect(ids()).toEqual(["b"]);
  });

  it("treats deleting an already deleted course as done, and reports other failures", async () => {
    let status = 404;
    stubFetch(({ method }) =>
      method === "DELETE"
        ? jsonResponse({ error: { code: status === 404 ? "not_found" : "internal", message: "x" } }, status)
        : jsonResponse({ courses: [summary("a", "2025-01-01T00:00:00.000Z"), summary("b", "2025-01-02T00:00:00.000Z")] }),
    );
    const { result } = renderHook(() => useCourseList(), { wrapper: QueryWrapper });
    await advance(0);
    await act(async () => {
      await result.current.remove("a");
    });
    expect(result.current.state.status === "ready" && result.current.state.courses).toHaveLength(1);

    status = 500;
    await expect(result.current.remove("b")).rejects.toMatchObject({ code: "internal" });
  });

  it("shows a failed first load as an error with retry", async () => {
    let fail = true;
    stubFetch(() => (fail ? jsonResponse({ error: { code: "internal", message: "down" } }, 500) : jsonResponse({ courses: [] })));
    const { result } = renderHook(() => useCourseList(), { wrapper: QueryWrapper });
    await advance(0);
    expect(result.current.state.status).toBe("error");
    fail = false;
    await act(async () => {
      await result.current.retry();
    });
    expect(result.current.state).toEqual({ status: "ready", courses: [] });
  });
});
