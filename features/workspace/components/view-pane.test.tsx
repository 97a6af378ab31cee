// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useWorkspaceView } from "../hooks/use-workspace-view";
import { EditorArea } from "./view-pane";

afterEach(() => cleanup());

describe("EditorArea", () => {
  it("covers the editor with a shown view (title, close button, Escape), keeping the editor mounted", () => {
    const onClose = vi.fn();
    const view = { key: "source:s1", title: "讲义.md", node: <p>the source text</p> };
    const { rerender } = render(
      <EditorArea view={view} onClose={onClose} closeLabel="Close">
        <textarea data-testid="draft" defaultValue="unsaved draft" />
      </EditorArea>,
    );
    expect(screen.getByRole("heading", { name: "讲义.md" })).toBeTruthy();
    expect(screen.getByText("the source text")).toBeTruthy();
    // Still there (hidden), with its text.
    expect((screen.getByTestId("draft") as HTMLTextAreaElement).value).toBe("unsaved draft");
    expect(screen.getByTestId("draft").parentElement?.className).toContain("hidden");

    fireEvent.keyDown(screen.getByText("the source text"), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Close: 讲义.md" }));
    expect(onClose).toHaveBeenCalledTimes(2);

    rerender(
      <EditorArea view={null} onClose={onClose} closeLabel="Close">
        <textarea data-testid="draft" defaultValue="unsaved draft" />
      </EditorArea>,
    );
    expect(screen.queryByTestId("workspace-view")).toBeNull();
    expect(screen.getByTestId("draft").parentElement?.className).not.toContain("hidden");
  });
});

describe("useWorkspaceView", () => {
  it("gives extensions a stable host; showing a view runs onShow (the phone's editor tab), closing does not", () => {
    const onShow = vi.fn();
    const { result, rerender } = renderHook(() => useWorkspaceView("c1", onShow));
    const host = result.current.host;
    act(() => host.showView({ key: "k", title: "T", node: null }));
    expect(result.current.view?.key).toBe("k");
    expect(onShow).toHaveBeenCalledTimes(1);
    act(() => host.showView(null));
    expect(result.current.view).toBeNull();
    expect(onShow).toHaveBeenCalledTimes(1);
    rerender();
    expect(result.current.host).toBe(host);
  });
});
