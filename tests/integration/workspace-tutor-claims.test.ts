/**
 * Claims that are not true are marked (issue 23 item 3), through the real @ai-sdk/openai provider against
 * the scripted chat-completions server: "I've updated …" / "已更新…" after every write was refused, with no
 * call at all, or about another file than the one written → "not done"; while the write waits as a
 * proposal → "not done yet"; "According to your material…" / "根据你的资料…" with no search or read →
 * "not from your material". A claim a tool backs is not marked. The marks are the message's metadata,
 * streamed and stored with it.
 */
import { describe, expect, it } from "vitest";
import type { UIMessageChunk } from "ai";
import { LEARNING_FILES, WORKSPACE_TOOL, type WorkspaceChatRequest } from "@/features/workspace/contract";
import type { ClaimMark } from "@/lib/ai/turn/claim-marks";
import type { Reply, WireToolCall } from "@/tests/support/scripted-openai/wire-types";
import { chunksOf, setUpMaterialTutor } from "@/tests/support/workspace/material-tutor-kit";

const { script, course } = setUpMaterialTutor();

const edit = (baseVersion: number): WireToolCall => ({
  name: WORKSPACE_TOOL.editFile,
  arguments: { path: LEARNING_FILES.groundTruth, baseVersion, oldText: "# Ground truth", newText: "# Pinned truth" },
});
const SEARCH: WireToolCall = { name: "searchMaterial", arguments: { query: "pods" } };
const ASK: WorkspaceChatRequest = { text: "Pin the heading of my ground-truth.md", references: [] };

/** The marks the stream put on the message, and those stored with it: always the same. */
async function marksOf(turn: Awaited<ReturnType<typeof course>>, chunks: UIMessageChunk[]): Promise<ClaimMark[]> {
  const streamed = chunksOf(chunks, "finish").flatMap(
    (chunk) => ((chunk.messageMetadata as { claims?: ClaimMark[] } | undefined)?.claims ?? []) as ClaimMark[],
  );
  const stored = ((await turn.conversation()).at(-1)?.metadata as { claims?: ClaimMark[] } | undefined)?.claims ?? [];
  expect(stored).toEqual(streamed);
  return streamed;
}

async function run(request: WorkspaceChatRequest, steps: (n: number) => Reply) {
  const turn = await course();
  script(steps);
  const chunks = await turn.turn(request);
  return { marks: await marksOf(turn, chunks), turn, chunks };
}

describe("claims no tool backs are marked", () => {
  it.each([
    ["every write refused (a stale version)", "I've updated ground-truth.md with the pinned heading."],
    ["every write refused, in Chinese", "已更新 ground-truth.md。"],
  ])("%s → not done", async (_name, claim) => {
    const { marks, turn } = await run(ASK, (n) => (n === 0 ? { toolCalls: [edit(9)] } : { content: claim }));
    expect(marks).toEqual([{ kind: "not-done", claim }]);
    expect((await turn.learningFiles()).groundTruth.version).toBe(1);
  });

  it("a claim with no call at all, and one about another file than the one written → not done", async () => {
    const none = await run(ASK, () => ({ content: "Sure. I saved your summary." }));
    expect(none.marks).toEqual([{ kind: "not-done", claim: "I saved your summary." }]);
    const other = await run(ASK, (n) => (n === 0 ? { toolCalls: [edit(1)] } : { content: "I've updated notes/pods.md." }));
    expect(other.marks).toEqual([{ kind: "not-done", claim: "I've updated notes/pods.md." }]);
  });

  it("a claim the turn's write backs is not marked (en and zh)", async () => {
    for (const claim of ["I've updated ground-truth.md.", "我已更新你的 ground-truth.md。"]) {
      const { marks, turn } = await run(ASK, (n) => (n === 0 ? { toolCalls: [edit(1)] } : { content: claim }));
      expect(marks).toEqual([]);
      expect((await turn.learningFiles()).groundTruth.version).toBe(2);
    }
  });

  it("a claim while the write waits as a proposal → not done yet", async () => {
    const claim = "I've updated ground-truth.md.";
    const { marks, chunks } = await run({ text: "What is a pod?", references: [] }, () => ({ content: claim, toolCalls: [edit(1)] }));
    expect(chunksOf(chunks, "tool-approval-request")).toHaveLength(1);
    expect(marks).toEqual([{ kind: "awaiting-approval", claim }]);
  });

  it("the proposal answered: accepted, the claim is backed and its mark goes; declined, it is not done", async () => {
    for (const approved of [true, false]) {
      const claim = "I've updated ground-truth.md.";
      const { turn, chunks } = await run({ text: "What is a pod?", references: [] }, (n) =>
        n === 0 ? { content: claim, toolCalls: [edit(1)] } : { content: approved ? "Thanks." : "Left it as it was." },
      );
      const [proposal] = chunksOf(chunks, "tool-approval-request");
      const answered = await turn.turn({ approvals: [{ approvalId: proposal!.approvalId, approved }] });
      expect(await marksOf(turn, answered)).toEqual(approved ? [] : [{ kind: "not-done", claim }]);
      expect((await turn.learningFiles()).groundTruth.version).toBe(approved ? 2 : 1);
    }
  });

  it("grounding without a search or read → not from your material; with a search that found it → not marked", async () => {
    for (const claim of ["According to your material, a Pod is the smallest deployable unit.", "根据你的资料，Pod 是最小的部署单元。"]) {
      const unread = await run({ text: "What is a pod?", references: [] }, () => ({ content: claim }));
      expect(unread.marks).toEqual([{ kind: "not-grounded", claim }]);
      const searched = await run({ text: "What is a pod?", references: [] }, (n) =>
        n === 0 ? { toolCalls: [SEARCH] } : { content: claim },
      );
      expect(searched.marks).toEqual([]);
    }
  });

  it("a search that found nothing does not back “according to your material”", async () => {
    const claim = "According to your material, quarks are made of cheese.";
    const { marks } = await run({ text: "What are quarks?", references: [] }, (n) =>
      n === 0 ? { toolCalls: [{ name: "searchMaterial", arguments: { query: "quarks" } }] } : { content: claim },
    );
    expect(marks).toEqual([{ kind: "not-grounded", claim }]);
  });
});
