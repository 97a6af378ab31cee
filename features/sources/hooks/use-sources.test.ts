// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { advance, setVisibility } from "@/tests/support/dom/fake-clock";
import { SOURCE_LIMITS } from "../contract";
import { ApiError } from "@/lib/api/api-error";
import { QueryWrapper } from "@/tests/support/query/query-wrapper";
import { fileOf, listOf, scriptedClient, sourceSummary } from "@/tests/support/sources/ui-fixtures";
import { batches } from "../lib/upload-batches";
import { POLL, useSources } from "./use-sources";

beforeEach(() => {
  vi.useFakeTimers();
  setVisibility("visible");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("useSources polling", () => {
  it("polls while a source is being processed and stops once every source is ready or failed", async () => {
    const client = scriptedClient([
      listOf([sourceSummary("a", "reading"), sourceSummary("b", "ready")]),
      listOf([sourceSummary("a", "indexing"), sourceSummary("b", "ready")]),
      listOf([sourceSummary("a", "ready"), sourceSummary("b", "ready")]),
    ]);
    const { result } = renderHook(() => useSources("c1", { client }), { wrapper: QueryWrapper });
    await advance(0);
    expect(result.current.state.status).toBe("ready");
    expect(client.list).toHaveBeenCalledTimes(1);

    await advance(POLL.firstMs);
    expect(client.list).toHaveBeenCalledTimes(2);
    // A status moved, so the next look comes after the fast interval again.
    await advance(POLL.firstMs);
    expect(client.list).toHaveBeenCalledTimes(3);
    const state = result.current.state;
    expect(state.status === "ready" && state.sources.map((source) => source.status)).toEqual(["ready", "ready"]);
    expect(result.current.changes).toEqual([{ id: "a", title: "Source a", status: "ready" }]);

    await advance(POLL.maxMs * 5);
    expect(client.list).toHaveBeenCalledTimes(3);
  });

  it("does not poll when everything is settled, failed included", async () => {
    const client = scriptedClient([listOf([sourceSummary("a", "failed"), sourceSummary("b", "ready")])]);
    renderHook(() => useSources("c1", { client }), { wrapper: QueryWrapper });
    await advance(0);
    await advance(POLL.maxMs * 3);
    expect(client.list).toHaveBeenCalledTimes(1);
  });

  it("backs off while nothing changes", async () => {
    const client = scriptedClient([listOf([sourceSummary("a", "indexing")])]);
    renderHook(() => useSources("c1", { client }), { wrapper: QueryWrapper });
    await advance(0);
    // Intervals grow: 1000, 1600, 2560, … so a minute sees far fewer than 60 requests.
    await advance(60_000);
    const calls = client.list.mock.calls.length;
    expect(calls).toBeGreaterThan(5);
    expect(calls).toBeLessThan(15);
  });

  it("pauses while the tab is hidden and looks at once when it is shown again", async () => {
    const client = scriptedClient([listOf([sourceSummary("a", "reading")])]);
    renderHook(() => useSources("c1", { client }), { wrapper: QueryWrapper });
    await advance(0);
    setVisibility("hidden");
    await advance(POLL.maxMs * 4);
    expect(client.list).toHaveBeenCalledTimes(1);
    setVisibility("visible");
    await advance(0);
    expect(client.list).toHaveBeenCalledTimes(2);
  });
});

describe("useSources uploads", () => {
  it("shows pending rows, adopts accepted files and keeps each refused file's own reason", async () => {
    const client = scriptedClient([listOf([])]);
    let finish!: () => void;
    client.upload.mockImplementation(
      (_course, files, options) =>
        new Promise((resolve) => {
          options?.onProgress?.(50, 100);
          finish = () =>
            resolve({
              results: [
                { ok: true, fileName: files[0]!.name, source: sourceSummary("n1", "queued", { title: "笔记" }) },
                { ok: false, fileName: files[1]!.name, status: 415, code: "unsupported_media_type", message: "" },
              ],
            });
        }),
    );
    const { result } = renderHook(() => useSources("c1", { client }), { wrapper: QueryWrapper });
    await advance(0);
    let done!: Promise<void>;
    act(() => {
      done = result.current.upload([fileOf("笔记.md"), fileOf("tool.exe")]);
    });
    await advance(0);
    expect(result.current.pending.map((row) => [row.fileName, row.progress])).toEqual([
      ["笔记.md", 0.5],
      ["tool.exe", 0.5],
    ]);
    client.list.mockResolvedValue(listOf([sourceSummary("n1", "reading", { title: "笔记" })]));
    await act(async () => {
      finish();
      await done;
    });
    expect(result.current.pending).toEqual([]);
    expect(result.current.refusals).toMatchObject([{ fileName: "tool.exe", status: 415, code: "unsupported_media_type" }]);
    const state = result.current.state;
    expect(state.status === "ready" && state.sources.map((source) => source.title)).toEqual(["笔记"]);
  });

  it("refuses files over the size limit without sending them, and sends the rest", async () => {
    const client = scriptedClient([listOf([])]);
    const { result } = renderHook(() => useSources("c1", { client }), { wrapper: QueryWrapper });
    await advance(0);
    await act(async () => {
      await result.current.upload([fileOf("huge.pdf", SOURCE_LIMITS.fileBytes + 1), fileOf("ok.txt")]);
    });
    expect(client.upload).toHaveBeenCalledTimes(1);
    expect(client.upload.mock.calls[0]![1].map((file) => file.name)).toEqual(["ok.txt"]);
    expect(result.current.refusals).toMatchObject([{ fileName: "huge.pdf", status: 413 }]);
  });

  it("marks every file of a refused request with the request's reason, and splits big drops into batches", async () => {
    const client = scriptedClient([listOf([])]);
    client.upload.mockRejectedValue(new ApiError("payload_too_large", 413, "Too many files at once."));
    const { result } = renderHook(() => useSources("c1", { client }), { wrapper: QueryWrapper });
    await advance(0);
    const files = Array.from({ length: SOURCE_LIMITS.filesPerRequest + 2 }, (_, index) => fileOf(`f${index}.md`));
    await act(async () => {
      await result.current.upload(files);
    });
    expect(client.upload.mock.calls.map((call) => call[1].length)).toEqual([SOURCE_LIMITS.filesPerRequest, 2]);
    expect(result.current.refusals).toHaveLength(files.length);
    expect(result.current.refusals[0]).toMatchObject({ status: 413, message: "Too many files at once." });
  });
});

describe("upload batches", () => {
  it("keeps each request under the file count and about three files' worth of bytes", () => {
    const mb = 1024 * 1024;
    const sizes = (files: File[][]) => files.map((batch) => batch.map((file) => file.name));
    expect(
      sizes(batches([fileOf("a", 15 * mb), fileOf("b", 15 * mb), fileOf("c", 15 * mb), fileOf("d", 15 * mb), fileOf("e", 1)])),
    ).toEqual([["a", "b", "c", "d"], ["e"]]);
    expect(sizes(batches([fileOf("a", 20 * mb), fileOf("b", 20 * mb), fileOf("c", 20 * mb), fileOf("d", 20 * mb)]))).toEqual([
      ["a", "b", "c"],
      ["d"],
    ]);
    expect(batches([])).toEqual([]);
  });

  it("uses each file's own refusal when the server accepted none of them", async () => {
    const client = scriptedClient([listOf([])]);
    client.upload.mockRejectedValue(
      new ApiError("payload_too_large", 413, "big.pdf is over 20 MB.", {
        results: [
          { ok: false, fileName: "big.pdf", status: 413, code: "payload_too_large", message: "big.pdf is over 20 MB." },
          { ok: false, fileName: "x.exe", status: 415, code: "unsupported_media_type", message: "x.exe is not a document." },
        ],
      }),
    );
    const { result } = renderHook(() => useSources("c1", { client }), { wrapper: QueryWrapper });
    await advance(0);
    await act(async () => {
      await result.current.upload([fileOf("big.pdf"), fileOf("x.exe")]);
    });
    expect(result.current.refusals.map((refusal) => [refusal.fileName, refusal.status, refusal.message])).toEqual([
      ["big.pdf", 413, "big.pdf is over 20 MB."],
      ["x.exe", 415, "x.exe is not a document."],
    ]);
  });
});

describe("useSources rename and remove", () => {
  it("puts the old title back when the server refuses a rename", async () => {
    const client = scriptedClient([listOf([sourceSummary("a", "ready", { title: "Old" })])]);
    client.rename.mockRejectedValue(new ApiError("bad_request", 400, "The title is too long."));
    const { result } = renderHook(() => useSources("c1", { client }), { wrapper: QueryWrapper });
    await advance(0);
    const state = result.current.state;
    if (state.status !== "ready") throw new Error("not ready");
    await act(async () => {
      await expect(result.current.rename(state.sources[0]!, "New")).rejects.toThrow("The title is too long.");
    });
    const after = result.current.state;
    expect(after.status === "ready" && after.sources[0]!.title).toBe("Old");
  });

  it("brings a row back when removing fails, but not when it is already gone (404)", async () => {
    const client = scriptedClient([listOf([sourceSummary("a", "ready"), sourceSummary("b", "ready")])]);
    client.remove.mockRejectedValueOnce(new ApiError("internal", 500, "")).mockRejectedValueOnce(new ApiError("not_found", 404, ""));
    const { result } = renderHook(() => useSources("c1", { client }), { wrapper: QueryWrapper });
    await advance(0);
    const state = result.current.state;
    if (state.status !== "ready") throw new Error("not ready");
    const [a, b] = state.sources;
    await act(async () => {
      await expect(result.current.remove(a!)).rejects.toBeInstanceOf(ApiError);
    });
    await act(async () => {
      await result.current.remove(b!);
    });
    const after = result.current.state;
    expect(after.status === "ready" && after.sources.map((source) => source.id)).toEqual(["a"]);
  });
});
