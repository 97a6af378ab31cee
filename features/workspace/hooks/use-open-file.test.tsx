// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { FileResponse } from "../contract";
import { useOpenFile } from "./use-open-file";

/** A file's answer that arrives when the test says so. */
function deferred() {
  let settle!: { resolve: (value: FileResponse) => void; reject: (error: Error) => void };
  const promise = new Promise<FileResponse>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const answer = (path: string) => ({ file: { path, content: `# ${path}`, version: 1 } }) as unknown as FileResponse;

function opener() {
  const pending = new Map<string, ReturnType<typeof deferred>>();
  const fetchFile = vi.fn((path: string) => {
    const next = deferred();
    pending.set(path, next);
    return next.promise;
  });
  const show = vi.fn();
  const onError = vi.fn();
  const { result } = renderHook(() => useOpenFile(fetchFile, show, onError));
  return { open: result.current, pending, show, onError };
}

describe("opening a file in the workspace editor", () => {
  it("shows the file clicked even when the file opened on arrival answers after it", async () => {
    const { open, pending, show } = opener();
    let arrival!: Promise<void>;
    let click!: Promise<void>;
    act(() => {
      arrival = open("guidance.md", { show: false });
      click = open("ground-truth.md");
    });
    await act(async () => {
      pending.get("ground-truth.md")!.resolve(answer("ground-truth.md"));
      await click;
      pending.get("guidance.md")!.resolve(answer("guidance.md"));
      await arrival;
    });
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0]![0]).toMatchObject({ path: "ground-truth.md" });
    expect(show.mock.calls[0]![1]).toEqual({ show: true });
  });

  it("says why a file did not open, unless another was asked for since", async () => {
    const { open, pending, onError } = opener();
    let first!: Promise<void>;
    act(() => void (first = open("notes/a.md")));
    await act(async () => {
      pending.get("notes/a.md")!.reject(new Error("File not found"));
      await first;
    });
    expect(onError).toHaveBeenCalledWith("File not found");
    let stale!: Promise<void>;
    act(() => {
      stale = open("notes/b.md");
      void open("notes/c.md");
    });
    await act(async () => {
      pending.get("notes/b.md")!.reject(new Error("Network error"));
      await stale;
    });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
