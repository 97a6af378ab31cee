// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { messagesFor } from "@/lib/i18n/messages";
import { designedOutlineSchema } from "../lib/interview-schemas";
import type { InterviewUIMessage } from "../agents/interview-agent";
import { interviewMessages } from "./interview-messages";
import { OptionDock } from "./option-dock";
import { OutlineCard } from "./outline-card";
import { Transcript } from "./transcript";

afterEach(cleanup);

const en = messagesFor(interviewMessages, "en");
const zh = messagesFor(interviewMessages, "zh");
const outline = {
  title: "Watercolor basics",
  description: "From washes to a finished landscape.",
  difficulty: "beginner",
  estimatedMinutes: 40,
  designRationale: "You are new to painting.",
  modules: [
    { title: "Washes", chapters: [{ title: "Flat wash", objective: "Lay a flat wash.", minutes: 20 }] },
    { title: "Landscape", chapters: [{ title: "Sky", objective: "Paint a sky.", minutes: 20 }] },
  ],
};
const question = (toolCallId: string, standIn: boolean): InterviewUIMessage => ({
  id: `m-${toolCallId}`,
  role: "assistant",
  parts: [
    {
      type: "tool-presentOptions",
      toolCallId,
      state: "input-available",
      input: { message: "What do you want to paint?", question: "Your goal?", options: [], targetField: "goal" },
      ...(standIn ? { callProviderMetadata: { nexusnote: { standIn: "offline" } } } : {}),
    },
  ],
});

describe("what the offline stand-in completed is shown as such", () => {
  it("a question the stand-in asked carries the note; the model's own question does not", () => {
    render(<Transcript messages={[question("a", true)]} strings={en} onRetry={null} />);
    expect(screen.getByTestId("stand-in-note").textContent).toBe(en.standIn);
    cleanup();
    render(<Transcript messages={[question("b", false)]} strings={zh} onRetry={null} />);
    expect(screen.queryByTestId("stand-in-note")).toBeNull();
  });

  it("an outline the stand-in designed says so (in the UI language)", () => {
    render(<OutlineCard outline={designedOutlineSchema.parse({ ...outline, standIn: true })} strings={zh} />);
    expect(screen.getByRole("note").textContent).toBe(zh.standIn);
    cleanup();
    render(<OutlineCard outline={designedOutlineSchema.parse(outline)} strings={en} />);
    expect(screen.queryByTestId("stand-in-note")).toBeNull();
  });

  it("a question with no choices asks for an answer in the learner's own words, with no cards", () => {
    const pending = { toolCallId: "c", input: { message: "m", question: "Your goal?", options: [], targetField: "goal" as const } };
    render(<OptionDock question={pending} disabled={false} onAnswer={() => {}} strings={en} />);
    expect(screen.getByTestId("own-words-hint").textContent).toBe(en.ownWords);
    expect(screen.queryAllByTestId("option-card")).toHaveLength(0);
  });
});
