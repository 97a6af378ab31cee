// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Composer } from "./composer";

const labels = { typeAnswer: "Type your answer", typeMessage: "Type a message", send: "Send", stop: "Stop" };

afterEach(cleanup);

function renderComposer(prepare: () => void, sendText = vi.fn(() => true)) {
  render(
    <Composer
      chat={{ busy: false, pendingQuestion: null, sendText, stop: vi.fn(), prepare }}
      labels={labels}
      maxLength={100}
      inputTestId="input"
    />,
  );
  return { input: screen.getByTestId("input"), sendText };
}

describe("Composer", () => {
  // The chat engine is fetched on these signals instead of with the page (hooks/use-deferred-chat.ts).
  it("asks for the chat engine when the learner points at or focuses it, not when it renders", () => {
    const prepare = vi.fn();
    const { input } = renderComposer(prepare);
    expect(prepare).not.toHaveBeenCalled();
    fireEvent.pointerEnter(input.closest("form")!);
    expect(prepare).toHaveBeenCalledTimes(1);
    fireEvent.focus(input);
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it("still sends on Enter and clears what was taken", () => {
    const { input, sendText } = renderComposer(vi.fn());
    fireEvent.change(input, { target: { value: "Ownership first" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(sendText).toHaveBeenCalledWith("Ownership first");
    expect((input as HTMLTextAreaElement).value).toBe("");
  });
});
