// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { guidedView } from "@/tests/support/practice/guided-view";

const view = guidedView();

/**
 * A page load: fresh modules (so the preferences store reads localStorage again, as after a reload),
 * the workspace tutor's panel for one course with a question on the ladder, the mode it sends.
 */
async function loadWorkspaceTutor(courseId: string) {
  vi.resetModules();
  const { useTutorPanel } = await import("@/features/workspace/hooks/use-tutor-panel");
  const { GuidedLadderPanel } = await import("./guided-tutor-ui");
  // The same module instances as the panel's (its i18n context).
  const { renderWithLocale } = await import("@/tests/support/courses/test-render");
  const sent: string[] = [];
  function Tutor() {
    const { mode, setMode, modeRef } = useTutorPanel(courseId);
    return (
      <>
        <GuidedLadderPanel view={view} data={{}} mode={mode} setMode={setMode} busy={false} send={() => {}} />
        {/* What the tutor's transport reads when a message is sent. */}
        <button type="button" data-testid="ask" onClick={() => sent.push(modeRef.current)} />
      </>
    );
  }
  renderWithLocale(<Tutor />);
  return sent;
}

const checked = (mode: "guided" | "explain") => screen.getByTestId(`tutor-mode-${mode}`).getAttribute("aria-checked");

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

describe("the tutor's guided / just explain switch", () => {
  it("starts guided, and after a reload keeps the learner's 'just explain' in that course, and only there", async () => {
    await loadWorkspaceTutor("course-a");
    expect(checked("guided")).toBe("true");
    expect(screen.queryByTestId("guided-question")).not.toBeNull();
    fireEvent.click(screen.getByTestId("tutor-mode-explain"));
    expect(checked("explain")).toBe("true");
    cleanup();

    const sent = await loadWorkspaceTutor("course-a");
    expect(checked("explain")).toBe("true");
    // Just explain: the question is not walked on the ladder, and that is what the tutor is asked for.
    expect(screen.queryByTestId("guided-question")).toBeNull();
    fireEvent.click(screen.getByTestId("ask"));
    expect(sent).toEqual(["explain"]);
    cleanup();

    const elsewhere = await loadWorkspaceTutor("course-b");
    expect(checked("guided")).toBe("true");
    fireEvent.click(screen.getByTestId("ask"));
    expect(elsewhere).toEqual(["guided"]);
  });

  it("switching back to guided is kept too", async () => {
    await loadWorkspaceTutor("course-a");
    fireEvent.click(screen.getByTestId("tutor-mode-explain"));
    fireEvent.click(screen.getByTestId("tutor-mode-guided"));
    cleanup();
    await loadWorkspaceTutor("course-a");
    expect(checked("guided")).toBe("true");
  });

  it("a tampered or unreadable memory is guided", async () => {
    localStorage.setItem(
      "nexusnote-ui-preferences",
      JSON.stringify({ state: { tutorModes: { "course:course-a": "answer-everything" } }, version: 0 }),
    );
    await loadWorkspaceTutor("course-a");
    expect(checked("guided")).toBe("true");
    cleanup();
    localStorage.setItem("nexusnote-ui-preferences", "{not json");
    await loadWorkspaceTutor("course-a");
    expect(checked("guided")).toBe("true");
  });
});
