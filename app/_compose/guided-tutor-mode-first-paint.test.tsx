// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { guidedView } from "@/tests/support/practice/guided-view";

/**
 * The page as the learner first sees it: the server's HTML (no localStorage there), then React hydrating it in the
 * browser, where the learner's remembered "just explain" is. Every state the switch and the ladder were ever drawn
 * in is recorded, so a single frame of the wrong mode fails the test.
 */
async function serveAndHydrate(place: { course: string } | { chat: string }) {
  vi.resetModules();
  const { renderToString } = await import("react-dom/server");
  const { hydrateRoot } = await import("react-dom/client");
  const { useTutorPanel } = await import("@/features/workspace/hooks/use-tutor-panel");
  const { useRememberedTutorMode } = await import("@/stores/ui-preferences-store");
  const { GuidedLadderPanel } = await import("./guided-tutor-ui");
  const { I18nProvider } = await import("@/lib/i18n/i18n-provider");
  const view = guidedView();

  function CourseTutor({ courseId }: { courseId: string }) {
    const { mode, setMode } = useTutorPanel(courseId);
    return <GuidedLadderPanel view={view} data={{}} mode={mode} setMode={setMode} busy={false} send={() => {}} />;
  }
  function ChatTutor({ sessionId }: { sessionId: string }) {
    const [mode, setMode] = useRememberedTutorMode(`chat:${sessionId}`);
    return <GuidedLadderPanel view={view} data={{}} mode={mode} setMode={setMode} busy={false} send={() => {}} />;
  }
  const app = (
    <I18nProvider initialLocale="en">
      {"course" in place ? <CourseTutor courseId={place.course} /> : <ChatTutor sessionId={place.chat} />}
    </I18nProvider>
  );

  const container = document.createElement("div");
  document.body.appendChild(container);
  container.innerHTML = renderToString(app);
  const frames: { guided: string | null; explain: string | null; question: boolean }[] = [];
  const record = () =>
    frames.push({
      guided: container.querySelector('[data-testid="tutor-mode-guided"]')?.getAttribute("aria-checked") ?? null,
      explain: container.querySelector('[data-testid="tutor-mode-explain"]')?.getAttribute("aria-checked") ?? null,
      question: container.querySelector('[data-testid="guided-question"]') !== null,
    });
  record(); // the server's HTML, shown before any script runs
  const observer = new MutationObserver(record);
  observer.observe(container, { subtree: true, attributes: true, childList: true });
  const root = await act(async () => hydrateRoot(container, app));
  await act(async () => {});
  record();
  observer.disconnect();
  return { frames, unmount: () => act(() => root.unmount()) };
}

const rememberExplain = (place: string) =>
  localStorage.setItem("nexusnote-ui-preferences", JSON.stringify({ state: { tutorModes: { [place]: "explain" } }, version: 0 }));

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.innerHTML = "";
});

describe("the guided / just explain switch on first paint", () => {
  it.each([
    ["a course's workspace", { course: "course-a" }, "course:course-a"],
    ["a chat session", { chat: "session-1" }, "chat:session-1"],
  ] as const)("in %s, a remembered 'just explain' is never drawn as guided, not even for one frame", async (_, place, key) => {
    rememberExplain(key);
    const { frames, unmount } = await serveAndHydrate(place);
    expect(frames.length).toBeGreaterThan(1);
    for (const frame of frames) {
      expect(frame.guided).not.toBe("true");
      expect(frame.question).toBe(false);
    }
    expect(frames.at(-1)).toEqual({ guided: "false", explain: "true", question: false });
    await unmount();
  });

  it("with nothing remembered, it settles on guided with the question on the ladder, never flashing 'just explain'", async () => {
    const { frames, unmount } = await serveAndHydrate({ course: "course-a" });
    for (const frame of frames) expect(frame.explain).not.toBe("true");
    expect(frames.at(-1)).toEqual({ guided: "true", explain: "false", question: true });
    await unmount();
  });
});
