// @vitest-environment happy-dom
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useInitialFile } from "./use-initial-file";

const files = [{ path: "guidance.md" }, { path: "chapters/02-01-eigen.md" }];

/** The workspace arriving at `address`: what it opens first, where, and what is left in the address bar. */
function arrive(address: string) {
  window.history.replaceState(null, "", address);
  const open = vi.fn<(path: string) => Promise<void>>(async () => {});
  const onReference = vi.fn();
  const openAt = vi.fn();
  renderHook(() => useInitialFile(files, open, onReference, openAt));
  return { open, onReference, openAt };
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("what the workspace opens on arrival", () => {
  it("opens a cited chapter at its lines (a reviewed question's link), once, and takes the entry out of the address", async () => {
    const { open, onReference, openAt } = arrive("/courses/c2/workspace?open=chapters%2F02-01-eigen.md%3A4-9");
    await waitFor(() => expect(openAt).toHaveBeenCalledWith("chapters/02-01-eigen.md", { start: 4, end: 9 }));
    expect(openAt).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled(); // not guidance.md over it
    expect(onReference).not.toHaveBeenCalled(); // nothing attached to the tutor's input
    expect(window.location.search).toBe("");
  });

  it("opens guidance.md for an entry that names no lines or a backwards range", async () => {
    for (const entry of ["chapters%2F02-01-eigen.md", "chapters%2F02-01-eigen.md%3A9-4", "chapters%2F02-01-eigen.md%3A0-2"]) {
      const { open, openAt } = arrive(`/courses/c2/workspace?open=${entry}`);
      await waitFor(() => expect(open).toHaveBeenCalledWith("guidance.md"));
      expect(openAt).not.toHaveBeenCalled();
    }
  });

  it("still attaches an ?ask= selection to the tutor's input", async () => {
    const { open, onReference, openAt } = arrive("/courses/c2/workspace?ask=chapters%2F02-01-eigen.md%3A3-5");
    await waitFor(() => expect(onReference).toHaveBeenCalledWith({ path: "chapters/02-01-eigen.md", start: 3, end: 5 }));
    expect(open).toHaveBeenCalledWith("chapters/02-01-eigen.md");
    expect(openAt).not.toHaveBeenCalled();
  });
});
