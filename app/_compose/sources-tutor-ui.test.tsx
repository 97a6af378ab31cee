// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import type { MaterialPassage } from "@/features/sources/lib/tool-schemas";
import type { WorkspaceHost } from "@/features/workspace/components/workspace-extensions";
import { openPassage } from "./sources-tutor-ui";

const passage = (extra: Partial<MaterialPassage>): MaterialPassage => ({
  ref: "S1",
  sourceId: "src-1",
  kind: "upload",
  title: "Lecture notes",
  path: null,
  lineStart: 12,
  lineEnd: 15,
  pageStart: null,
  pageEnd: null,
  ...extra,
});

describe("opening a cited passage", () => {
  it("a chapter or learning file opens in the editor at its lines; a learner's source opens in a view", () => {
    const host = { courseId: "c1", showView: vi.fn(), openFile: vi.fn() } satisfies WorkspaceHost;
    openPassage(host, passage({ kind: "chapter", path: "chapters/01-01-pods.md" }));
    expect(host.openFile).toHaveBeenCalledWith("chapters/01-01-pods.md", { start: 12, end: 15 });
    expect(host.showView).not.toHaveBeenCalled();
    openPassage(host, passage({}));
    expect(host.showView).toHaveBeenCalledWith(expect.objectContaining({ key: "source:src-1", title: "Lecture notes" }));
  });
});
