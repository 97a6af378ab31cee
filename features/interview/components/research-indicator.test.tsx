// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { messagesFor } from "@/lib/i18n/messages";
import type { ResearchBrief } from "../lib/interview-schemas";
import { interviewMessages } from "./interview-messages";
import { ResearchIndicator } from "./research-indicator";

afterEach(() => cleanup());

const brief: ResearchBrief = {
  topic: "Regularization in Linear Models",
  summary: "s",
  currentState: "c",
  trends: [],
  learningPath: ["a", "b"],
  prerequisites: [],
  commonGoals: ["x", "y"],
  webAccess: false,
  sources: [],
  material: [{ id: "m1", title: "lecture-07" }],
  subjectFromDocument: true,
};

describe("the research chip", () => {
  it("names what was researched — the attached document's subject — not the field the learner mentioned", () => {
    const strings = messagesFor(interviewMessages, "en");
    render(<ResearchIndicator state="output-available" topic="machine learning" brief={brief} strings={strings} />);
    expect(screen.getByTestId("research-done").textContent).toContain("Researched Regularization in Linear Models");
    expect(screen.getByTestId("research-done").textContent).not.toContain("machine learning");
  });
});
