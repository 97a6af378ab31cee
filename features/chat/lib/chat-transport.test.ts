import type { UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { chatErrorMessage } from "./chat-error-message";
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

describe("chatErrorMessage", () => {
  it("reads the route's JSON error (429 keeps its message)", () => {
    const body = JSON.stringify({ error: { code: "rate_limited", message: "Too many messages; try again in 20 s.", details: { retryAfterSeconds: 20 } } });
    expect(chatErrorMessage(new Error(body))).toEqual({ code: "rate_limited", message: "Too many messages; try again in 20 s." });
  });
  it("recognises network failures and passes stream errors through", () => {
    expect(chatErrorMessage(new Error("Failed to fetch"))?.code).toBe("network");
    expect(chatErrorMessage(new Error("The tutor stopped."))).toEqual({ code: "stream", message: "The tutor stopped." });
    expect(chatErrorMessage(undefined)).toBeNull();
  });
});
