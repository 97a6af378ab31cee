import type { LanguageModelV4StreamPart as Part } from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";
import { relayProse } from "./prose-relay";

const streamOf = (deltas: string[]) =>
  new ReadableStream<Part>({
    start(controller) {
      controller.enqueue({ type: "stream-start", warnings: [] });
      for (const delta of deltas) controller.enqueue({ type: "text-delta", id: "t", delta });
      controller.close();
    },
  });

describe("words relayed as they arrive", () => {
  it("prose goes out while it streams; from the first sign of a call on, the reply is held", async () => {
    const sent: Part[] = [];
    const deltas = ["Sure, I will edit the ", "file for you now. Here ", "is the change: ```js", 'on\n{"tool": "editFile"}\n```'];
    const relayed = await relayProse(streamOf(deltas), (part) => sent.push(part), "p");
    const words = sent.flatMap((part) => (part.type === "text-delta" ? [part.delta] : [])).join("");
    expect(sent[0]).toEqual({ type: "stream-start", warnings: [] });
    expect(sent.filter((part) => part.type === "text-delta").length).toBeGreaterThan(1);
    expect(words).toBe("Sure, I will edit the file for you now. Here is the change: ");
    expect(relayed.sent).toBe(words.length);
    expect(relayed.text).toBe(deltas.join(""));
  });

  it("a marker cut across deltas is still held back", async () => {
    const sent: Part[] = [];
    await relayProse(streamOf(["A long enough answer before <tool_", 'call>{"name":"x"}</tool_call>']), (part) => sent.push(part), "p");
    const words = sent.flatMap((part) => (part.type === "text-delta" ? [part.delta] : [])).join("");
    expect(words).toBe("A long enough answer before ");
  });
});
