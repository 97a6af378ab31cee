import { describe, expect, it } from "vitest";
import { TOOL } from "../contract";
import { tutorActivity } from "./tutor-activity";

const assistant = (...parts: unknown[]) => ({ id: "a", role: "assistant" as const, parts }) as never;

describe("tutorActivity", () => {
  it("says the tutor is writing for the whole busy time, or retrying after Retry", () => {
    expect(tutorActivity([], true, false, false)).toBe("writing");
    expect(tutorActivity([assistant({ type: "reasoning", text: "…" })], true, false, false)).toBe("writing");
    expect(tutorActivity([], true, true, false)).toBe("retrying");
  });

  it("is quiet when idle, when a question is open, and while research or design show their own line", () => {
    expect(tutorActivity([], false, false, false)).toBeNull();
    expect(tutorActivity([], true, false, true)).toBeNull();
    const running = { type: `tool-${TOOL.researchTopic}`, toolCallId: "r", state: "input-available", input: {} };
    expect(tutorActivity([assistant(running)], true, false, false)).toBeNull();
    expect(tutorActivity([assistant({ ...running, state: "output-available", output: {} })], true, false, false)).toBe("writing");
  });
});
