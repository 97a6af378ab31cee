// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { advance } from "@/tests/support/dom/fake-clock";
import type { CourseOutline } from "@/lib/course-outline";
import {
  courseDetail,
  deferred,
  jsonResponse,
  sampleOutline,
  stubFetch,
  type RecordedRequest,
} from "@/tests/support/courses/hook-fixtures";
import { AUTOSAVE_DELAY_MS, useOutlineEditor } from "./use-outline-editor";

const outlineOf = (request: RecordedRequest | undefined) => (request?.body as { outline: CourseOutline }).outline;
const puts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === "PUT");
const chapterTitles = (outline: { modules: Array<{ chapters: Array<{ title: string }> }> }) =>
  outline.modules.flatMap((module) => module.chapters.map((chapter) => chapter.title));

/** A server that accepts every outline and bumps the revision. */
function acceptingServer() {
  let revision = 1;
  return stubFetch(({ method, body }) => {
    if (method === "PUT") {
      revision += 1;
      const { outline } = body as { outline: CourseOutline };
      return jsonResponse({ course: courseDetail({ revision, outline }) });
    }
    return jsonResponse({ error: { code: "not_found", message: "no" } }, 404);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("autosave", () => {
  it("debounces a burst of edits into one PUT with the latest outline and the revision", async () => {
    const { requests } = acceptingServer();
    const { result } = renderHook(() => useOutlineEditor({ course: courseDetail() }));

    act(() => void result.current.edits.updateChapter({ moduleIndex: 0, chapterIndex: 0 }, { title: "Po" }));
    await advance(300);
    act(() => void result.current.edits.updateChapter({ moduleIndex: 0, chapterIndex: 0 }, { title: "Pods 101" }));
    expect(result.current.saveStatus).toBe("pending");
    await advance(AUTOSAVE_DELAY_MS - 50);
    expect(puts(requests)).toHaveLength(0);
    await advance(100);

    expect(puts(requests)).toHaveLength(1);
    expect(requests[0]?.url).toBe("/api/courses/c1/outline");
    expect((requests[0]?.body as { revision: number }).revision).toBe(1);
    expect(outlineOf(requests[0]).modules[0]?.chapters[0]?.title).toBe("Pods 101");
    expect(result.current.saveStatus).toBe("saved");

    // The next save is made on the revision the server returned.
    act(() => void result.current.edits.moveChapter({ moduleIndex: 0, chapterIndex: 0 }, "down"));
    await advance(AUTOSAVE_DELAY_MS + 10);
    expect((requests[1]?.body as { revision: number }).revision).toBe(2);
    expect(chapterTitles(outlineOf(requests[1]))).toEqual(["Deployments", "Pods 101", "Services", "Ingress"]);
  });

  it("sends the recomputed total with the outline", async () => {
    const { requests } = acceptingServer();
    const { result } = renderHook(() => useOutlineEditor({ course: courseDetail() }));
    act(() => void result.current.edits.removeChapter({ moduleIndex: 1, chapterIndex: 1 }));
    expect(result.current.outline.estimatedMinutes).toBe(70);
    await advance(AUTOSAVE_DELAY_MS + 10);
    expect(outlineOf(requests[0]).estimatedMinutes).toBe(70);
  });

  it("does not save an invalid outline, and saves once it is fixed", async () => {
    const { requests } = acceptingServer();
    const { result } = renderHook(() => useOutlineEditor({ course: courseDetail() }));
    act(() => void result.current.edits.updateChapter({ moduleIndex: 0, chapterIndex: 1 }, { objective: "  " }));
    expect(result.current.saveStatus).toBe("invalid");
    expect(result.current.issues.get("modules.0.chapters.1.objective")).toEqual({ kind: "required" });
    await advance(AUTOSAVE_DELAY_MS * 3);
    expect(puts(requests)).toHaveLength(0);

    act(() => void result.current.edits.updateChapter({ moduleIndex: 0, chapterIndex: 1 }, { objective: "Ship it" }));
    await advance(AUTOSAVE_DELAY_MS + 10);
    expect(puts(requests)).toHaveLength(1);
    expect(result.current.saveStatus).toBe("saved");
  });

  it("shows an error with a retry when the save fails, and a malformed answer counts as a failure", async () => {
    let mode: "down" | "garbage" | "ok" = "down";
    const { requests } = stubFetch(({ body }) => {
      if (mode === "down") return jsonResponse({ error: { code: "internal", message: "boom" } }, 500);
      if (mode === "garbage") return jsonResponse({ course: { id: 1 } });
      return jsonResponse({ course: courseDetail({ revision: 2, outline: (body as { outline: CourseOutline }).outline }) });
    });
    const { result } = renderHook(() => useOutlineEditor({ course: courseDetail() }));
    act(() => void result.current.edits.renameModule(0, "Basics"));
    await advance(AUTOSAVE_DELAY_MS + 10);
    expect(result.current.saveStatus).toBe("error");
    expect(result.current.saveError?.code).toBe("internal");

    mode = "garbage";
    await act(async () => void (await result.current.retrySave()));
    expect(result.current.saveStatus).toBe("error");
    expect(result.current.saveError?.code).toBe("invalid_response");

    mode = "ok";
    await act(async () => void (await result.current.retrySave()));
    expect(result.current.saveStatus).toBe("saved");
    expect(puts(requests)).toHaveLength(3);
  });

  it("never sends two saves at once: an edit during a save is saved after it", async () => {
    const first = deferred<Response>();
    let calls = 0;
    const { requests } = stubFetch(({ body }) => {
      calls += 1;
      if (calls === 1) return first.promise;
      return jsonResponse({ course: courseDetail({ revision: 3, outline: (body as { outline: CourseOutline }).outline }) });
    });
    const { result } = renderHook(() => useOutlineEditor({ course: courseDetail() }));
    act(() => void result.current.edits.renameModule(0, "One"));
    await advance(AUTOSAVE_DELAY_MS + 10);
    expect(result.current.saveStatus).toBe("saving");
    act(() => void result.current.edits.renameModule(0, "Two"));
    await advance(AUTOSAVE_DELAY_MS + 10);
    expect(requests).toHaveLength(1);

    await act(async () => {
      first.resolve(jsonResponse({ course: courseDetail({ revision: 2 }) }));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(requests).toHaveLength(2);
    expect((requests[1]?.body as { revision: number }).revision).toBe(2);
    expect(outlineOf(requests[1]).modules[0]?.title).toBe("Two");
    expect(result.current.saveStatus).toBe("saved");
  });
});

describe("conflicts", () => {
  it("adopts the server's course on 409, says so, and keeps the local version undoable", async () => {
    const theirs = { ...sampleOutline, title: "Changed elsewhere" };
    const { requests } = stubFetch(({ body }) => {
      const { revision, outline } = body as { revision: number; outline: CourseOutline };
      if (revision === 1) {
        return jsonResponse(
          { error: { code: "conflict", message: "stale", details: { course: courseDetail({ revision: 5, outline: theirs }) } } },
          409,
        );
      }
      return jsonResponse({ course: courseDetail({ revision: revision + 1, outline }) });
    });
    const onCourse = vi.fn();
    const { result } = renderHook(() => useOutlineEditor({ course: courseDetail(), onCourse }));
    act(() => void result.current.edits.updateCourse({ title: "Mine" }));
    await advance(AUTOSAVE_DELAY_MS + 10);

    expect(result.current.outline.title).toBe("Changed elsewhere");
    expect(result.current.notice).toBe("conflict");
    expect(result.current.saveStatus).toBe("saved");
    expect(onCourse).toHaveBeenLastCalledWith(expect.objectContaining({ revision: 5 }));

    // Undo brings the learner's edit back and saves it on the new revision.
    act(() => void result.current.undo());
    expect(result.current.outline.title).toBe("Mine");
    await advance(AUTOSAVE_DELAY_MS + 10);
    expect(requests.at(-1)?.body).toMatchObject({ revision: 5, outline: { title: "Mine" } });
  });
});

describe("undo", () => {
  it("undoes the last change and re-saves; typing in one field is one step", async () => {
    const { requests } = acceptingServer();
    const { result } = renderHook(() => useOutlineEditor({ course: courseDetail() }));
    expect(result.current.canUndo).toBe(false);

    act(() => void result.current.edits.removeChapter({ moduleIndex: 1, chapterIndex: 0 }));
    for (const title of ["P", "Po", "Pod"]) {
      act(() => void result.current.edits.updateChapter({ moduleIndex: 0, chapterIndex: 0 }, { title }));
    }
    await advance(AUTOSAVE_DELAY_MS + 10);
    expect(puts(requests)).toHaveLength(1);

    act(() => void result.current.undo());
    expect(chapterTitles(result.current.outline)).toEqual(["Pods", "Deployments", "Ingress"]);
    act(() => void result.current.undo());
    expect(chapterTitles(result.current.outline)).toEqual(["Pods", "Deployments", "Services", "Ingress"]);
    expect(result.current.canUndo).toBe(false);
    expect(result.current.undo()).toBe(false);

    await advance(AUTOSAVE_DELAY_MS + 10);
    expect(puts(requests)).toHaveLength(2);
    expect(chapterTitles(outlineOf(puts(requests)[1]))).toEqual(["Pods", "Deployments", "Services", "Ingress"]);
  });

  it("refused edits (limits) add nothing to the history", () => {
    acceptingServer();
    const { result } = renderHook(() => useOutlineEditor({ course: courseDetail() }));
    act(() => void result.current.edits.removeModule(0));
    act(() => void result.current.edits.moveChapter({ moduleIndex: 0, chapterIndex: 0 }, "up"));
    expect(result.current.canUndo).toBe(false);
    expect(result.current.saveStatus).toBe("saved");
  });
});

describe("regenerate and confirm", () => {
  it("saves pending edits, regenerates, and lets the learner undo the regeneration", async () => {
    const shorter = {
      ...sampleOutline,
      title: "Shorter",
      modules: sampleOutline.modules.map((module) => ({ ...module, chapters: module.chapters.slice(0, 1) })),
    };
    const { requests } = stubFetch(({ method, body }) => {
      if (method === "PUT")
        return jsonResponse({ course: courseDetail({ revision: 2, outline: (body as { outline: CourseOutline }).outline }) });
      return jsonResponse({ course: courseDetail({ revision: 3, outline: shorter }) });
    });
    const { result } = renderHook(() => useOutlineEditor({ course: courseDetail() }));
    act(() => void result.current.edits.renameModule(1, "Traffic"));

    let ok = false;
    await act(async () => {
      ok = await result.current.regenerate("Make it shorter");
    });
    expect(ok).toBe(true);
    expect(requests.map((request) => request.method)).toEqual(["PUT", "POST"]);
    expect(requests[1]).toMatchObject({ url: "/api/courses/c1/regenerate", body: { instruction: "Make it shorter", revision: 2 } });
    expect(result.current.outline.title).toBe("Shorter");

    act(() => void result.current.undo());
    expect(result.current.outline.modules[1]?.title).toBe("Traffic");
    expect(chapterTitles(result.current.outline)).toHaveLength(4);
    await advance(AUTOSAVE_DELAY_MS + 10);
    expect(requests.at(-1)).toMatchObject({ method: "PUT", body: { revision: 3 } });
  });

  it("refuses edits while regenerating", async () => {
    const pending = deferred<Response>();
    stubFetch(() => pending.promise);
    const { result } = renderHook(() => useOutlineEditor({ course: courseDetail() }));
    let running: Promise<boolean> = Promise.resolve(false);
    act(() => {
      running = result.current.regenerate("Go deeper");
    });
    await advance(0);
    expect(result.current.regenerating).toBe(true);
    act(() => void result.current.edits.renameModule(0, "Nope"));
    expect(result.current.outline.modules[0]?.title).toBe("Foundations");
    await act(async () => {
      pending.resolve(jsonResponse({ error: { code: "model_failed", message: "down" } }, 502));
      await running;
    });
    expect(result.current.regenerating).toBe(false);
    expect(result.current.regenerateError?.code).toBe("model_failed");
  });

  it("confirms once even when clicked twice", async () => {
    const pending = deferred<Response>();
    const { requests } = stubFetch(() => pending.promise);
    const onCourse = vi.fn();
    const { result } = renderHook(() => useOutlineEditor({ course: courseDetail(), onCourse }));
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.confirm();
      second = result.current.confirm();
    });
    await advance(0);
    expect(result.current.confirming).toBe(true);
    await act(async () => {
      pending.resolve(jsonResponse({ course: courseDetail({ status: "generating" }) }, 202));
      await Promise.all([first, second]);
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: "POST", url: "/api/courses/c1/confirm" });
    expect(onCourse).toHaveBeenCalledWith(expect.objectContaining({ status: "generating" }));
    expect(result.current.confirming).toBe(false);
  });
});

describe("leaving the page", () => {
  it("sends edits still waiting for the debounce with keepalive when the editor goes away", async () => {
    const { fetchMock } = acceptingServer();
    const { result, unmount } = renderHook(() => useOutlineEditor({ course: courseDetail() }));
    act(() => void result.current.edits.renameModule(0, "Last words"));
    unmount();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/courses/c1/outline");
    expect(init).toMatchObject({ method: "PUT", keepalive: true });
    expect(JSON.parse(String(init?.body))).toMatchObject({ revision: 1, outline: { modules: [{ title: "Last words" }, {}] } });
  });
});
