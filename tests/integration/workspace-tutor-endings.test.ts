/**
 * No silent turns (issue 23 item 4), through the real @ai-sdk/openai provider against the scripted
 * chat-completions server: a workspace/sources tutor turn that stops after a read, a search, a refused
 * write or broken calls — with no words, or only a preamble before the call — ends in an actionable
 * error with Retry, never in tool cards alone; Retry then answers. A turn that answers, or ends in a
 * proposal, has no error.
 */
import { describe, expect, it } from "vitest";
import { LEARNING_FILES, WORKSPACE_TOOL } from "@/features/workspace/contract";
import { expectActionableError } from "@/tests/support/scripted-openai/agent-harness";
import type { Reply, WireToolCall } from "@/tests/support/scripted-openai/wire-types";
import { chunksOf, setUpMaterialTutor } from "@/tests/support/workspace/material-tutor-kit";

const { script, course } = setUpMaterialTutor();

const READ: WireToolCall = { name: WORKSPACE_TOOL.readFile, arguments: { path: LEARNING_FILES.groundTruth } };
const SEARCH: WireToolCall = { name: "searchMaterial", arguments: { query: "pods" } };
// A stale version: refused by the tool ("Nothing was written"), an error result the model must act on.
const STALE_EDIT: WireToolCall = {
  name: WORKSPACE_TOOL.editFile,
  arguments: { path: LEARNING_FILES.groundTruth, baseVersion: 7, oldText: "# Ground truth", newText: "# Pinned" },
};
const BROKEN: WireToolCall = { name: WORKSPACE_TOOL.editFile, arguments: '{"path": "ground-truth.md", "oldText": "# Gro' };
const ANSWER = "A Pod is the smallest deployable unit.";
const textOf = (chunks: Parameters<typeof chunksOf>[0]) =>
  chunksOf(chunks, "text-delta")
    .map((chunk) => chunk.delta)
    .join("");

const endings: [string, string, (n: number) => Reply, RegExp][] = [
  [
    "a read, then nothing",
    "What is in my ground truth?",
    (n) => (n === 0 ? { toolCalls: [READ] } : { content: "" }),
    /stopped without answering/,
  ],
  [
    "a preamble and a read, then nothing",
    "What is in my ground truth?",
    (n) => (n === 0 ? { content: "Let me read your ground truth first.", toolCalls: [READ] } : { content: "" }),
    /stopped without answering/,
  ],
  ["a search, then nothing", "What is a pod?", (n) => (n === 0 ? { toolCalls: [SEARCH] } : { content: "" }), /stopped without answering/],
  [
    "a refused write, then nothing",
    "Pin the heading of ground-truth.md",
    (n) => (n === 0 ? { toolCalls: [STALE_EDIT] } : { content: "" }),
    /stopped without answering/,
  ],
  ["two broken calls", "Pin the heading of ground-truth.md", () => ({ toolCalls: [BROKEN] }), /broken.*tool calling/],
  [
    "two broken calls, each with a preamble",
    "Pin the heading of ground-truth.md",
    () => ({ content: "I will edit it now.", toolCalls: [BROKEN] }),
    /broken.*tool calling/,
  ],
];

describe("a workspace tutor turn is never silent", () => {
  it.each(endings)("%s → one actionable error with Retry; Retry answers", async (_name, text, steps, sentence) => {
    const { turn, learningFiles, conversation } = await course();
    const before = await learningFiles();
    script(steps);
    const chunks = await turn({ text, references: [] });
    expectActionableError(chunks, sentence);
    expect(await learningFiles()).toEqual(before);
    const stored = await conversation();
    expect(stored.filter((message) => message.role === "user")).toHaveLength(1);

    script(() => ({ content: ANSWER }));
    const retried = await turn({ retry: true });
    expect(chunksOf(retried, "error")).toEqual([]);
    expect(textOf(retried)).toContain(ANSWER);
  });

  it("a read, then an answer → no error; a proposal with no words → no error either", async () => {
    const { turn } = await course();
    script((n) => (n === 0 ? { toolCalls: [READ] } : { content: ANSWER }));
    const answered = await turn({ text: "What is in my ground truth?", references: [] });
    expect(chunksOf(answered, "error")).toEqual([]);
    expect(textOf(answered)).toContain(ANSWER);

    const { turn: next } = await course();
    const edit = { ...STALE_EDIT, arguments: { ...(STALE_EDIT.arguments as object), baseVersion: 1 } };
    script(() => ({ toolCalls: [edit] }));
    const proposed = await next({ text: "What is a pod?", references: [] });
    expect(chunksOf(proposed, "error")).toEqual([]);
    expect(chunksOf(proposed, "tool-approval-request")).toHaveLength(1);
  });
});
