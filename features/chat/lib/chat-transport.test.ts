import type { UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { titleFromMessages } from "./chat-transport";

const user = (text: string): UIMessage => ({ id: text, role: "user", parts: [{ type: "text", text }] });

describe("titleFromMessages", () => {
  it("uses the first learner message on one line, cut at ~60 characters", () => {
    expect(titleFromMessages([user("  What is\n a monad? ")])).toBe("What is a monad?");
    const long = titleFromMessages([user("x".repeat(100))]);
    expect(long).toHaveLength(60);
    expect(long.endsWith("…")).toBe(true);
    expect(titleFromMessages([])).toBe("");
  });
});
