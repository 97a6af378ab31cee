// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatPanelControls } from "@/features/chat/components/chat-panel";
import { GUIDED_DATA_PART, type GuidedView } from "@/features/practice/contract";
import { renderWithLocale } from "@/tests/support/courses/test-render";
import { GuidedChatPanel } from "./guided-chat-ui";
import { guidedView } from "@/tests/support/practice/guided-view";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const view = (extra: Partial<GuidedView> = {}): GuidedView =>
  guidedView({
    step: "hint1",
    hintsUsed: 1,
    attempts: 1,
    failed: 1,
    tries: [{ answer: "a node", correct: false, confidence: 2 }],
    canShowAnswer: true,
    ...extra,
  });

/** The server's answer to GET /api/chat/guided, recorded with the URLs asked. */
function serverWith(body: unknown, status = 200) {
  const answer = () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const fetch = vi.fn<(url: string) => Promise<Response>>(async () => answer());
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const controls = (extra: Partial<ChatPanelControls> = {}): ChatPanelControls => ({
  sessionId: "s 1/会话",
  data: {},
  mode: "guided",
  setMode: () => {},
  send: () => {},
  busy: false,
  ...extra,
});

describe("the chat's guided panel", () => {
  it("a reopened session shows its ladder as the server keeps it: question, rung, tries; the buttons send the learner's words", async () => {
    const fetch = serverWith({ data: { [GUIDED_DATA_PART]: view() } });
    const send = vi.fn();
    renderWithLocale(<GuidedChatPanel {...controls({ send })} />);
    await waitFor(() => expect(screen.getByTestId("guided-question").textContent).toContain("runs one or more containers"));
    expect(fetch.mock.calls[0]![0]).toBe(`/api/chat/guided?session=${encodeURIComponent("s 1/会话")}`);
    expect(screen.getByTestId("guided-ladder").querySelector('[aria-current="step"]')?.textContent).toBe("Nudge");
    expect(screen.getByTestId("guided-tries").textContent).toContain("a node");
    fireEvent.click(screen.getByTestId("guided-show"));
    expect(send).toHaveBeenCalledWith("Show me the answer");
  });

  it("what a turn streamed wins over what was read when the session opened", async () => {
    serverWith({ data: { [GUIDED_DATA_PART]: view() } });
    const streamed = view({ step: "solution", tries: [{ answer: "a third guess", correct: false, confidence: 1 }], canShowAnswer: false });
    renderWithLocale(<GuidedChatPanel {...controls({ data: { [GUIDED_DATA_PART]: streamed } })} />);
    await waitFor(() => expect(screen.getByTestId("guided-panel").dataset.step).toBe("solution"));
    expect(screen.getByTestId("guided-tries").textContent).toContain("a third guess");
  });

  it("a new session asks nothing; a view that does not read, or a refusal, leaves only the switch", async () => {
    const fetch = serverWith({ data: { [GUIDED_DATA_PART]: view() } });
    renderWithLocale(<GuidedChatPanel {...controls({ sessionId: null })} />);
    expect(screen.getByTestId("tutor-mode")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    cleanup();

    const garbled = serverWith({ data: { [GUIDED_DATA_PART]: { ...view(), step: "teleported" } } });
    renderWithLocale(<GuidedChatPanel {...controls()} />);
    await waitFor(() => expect(garbled).toHaveBeenCalled());
    expect(screen.queryByTestId("guided-question")).toBeNull();
    cleanup();

    serverWith({ error: { code: "internal", message: "down" } }, 500);
    renderWithLocale(<GuidedChatPanel {...controls()} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("guided-question")).toBeNull();
    expect(screen.getByTestId("tutor-mode")).toBeTruthy();
  });
});
