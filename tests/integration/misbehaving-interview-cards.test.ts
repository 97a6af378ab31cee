/**
 * Question cards that must never be left pending, through the real `@ai-sdk/openai`
 * provider against the scripted server (see misbehaving-interview.test.ts): a
 * server that ignores `parallel_tool_calls: false` and sends several cards, and a
 * connection cut in the middle of one. No card may stay unfinished, or answering
 * the one shown would never continue the interview.
 */
import { describe, expect, it } from "vitest";
import { TOOL } from "@/features/interview/contract";
import { trimUnfinishedTurn } from "@/features/interview/lib/resume-conversation";
import { chunksOfType, questionFor, toolParts } from "@/tests/support/interview/interview-test-kit";
import { researchedConversation } from "@/tests/support/interview/interview-fixtures";
import { expectInterviewInvariant, interviewTurn, scriptedInterviewAgent } from "../support/scripted-openai/agent-harness";
import { goodReply } from "../support/scripted-openai/good-model";
import { goodArguments } from "../support/scripted-openai/misbehave";
import { misbehavesAsking as bad, setUpMisbehavingInterview } from "@/tests/support/interview/misbehaving-interview-kit";

const suite = setUpMisbehavingInterview();
const { questionStep } = suite;

describe("question cards are never left pending", () => {
  it("14 two presentOptions calls in one response → one card", async () => {
    const turn = await questionStep(
      bad((request) => ({
        toolCalls: [
          { name: TOOL.presentOptions, arguments: goodArguments(request) },
          { name: TOOL.presentOptions, arguments: questionFor("background") },
        ],
      })),
    );
    expectInterviewInvariant(turn, "question");
    expect(suite.server.requests[0]!.body.parallel_tool_calls).toBe(false);
    // The extra card is never streamed: no part, no chunk of it, so answering the one card continues the turn.
    expect(toolParts(turn.message, TOOL.presentOptions)).toHaveLength(1);
    const streamedIds = new Set(turn.chunks.flatMap((chunk) => ("toolCallId" in chunk ? [chunk.toolCallId] : [])));
    expect([...streamedIds]).toEqual([toolParts(turn.message, TOOL.presentOptions)[0]!.toolCallId]);
  });

  it("14b three question cards in one response → still one card, nothing pending", async () => {
    const turn = await questionStep(
      bad((request) => ({
        toolCalls: [
          { name: TOOL.presentOptions, arguments: goodArguments(request), split: 6 },
          { name: TOOL.presentOptions, arguments: questionFor("background"), split: 2 },
          { name: TOOL.presentOptions, arguments: questionFor("cognitiveStyle"), split: 2 },
        ],
      })),
    );
    expectInterviewInvariant(turn, "question");
    expect(toolParts(turn.message, TOOL.presentOptions)).toHaveLength(1);
  });

  it("27 the connection is cut in the middle of a question card → the error, and no card left at “…”", async () => {
    // Frames: the role, the call's start, then its arguments in six pieces: cut after the second piece.
    const turn = await questionStep(
      bad((request) => ({ toolCalls: [{ name: TOOL.presentOptions, arguments: goodArguments(request), split: 6 }], cutAfterFrames: 4 })),
    );
    expect(expectInterviewInvariant(turn, "error")).toMatch(/connection to the model server broke off/);
    expect(chunksOfType(turn.chunks, "tool-input-start").length).toBeGreaterThan(0);
    expect(toolParts(turn.message, TOOL.presentOptions).map((part) => part.errorText)).toEqual([
      "This tool call was cut off before it was complete, so it did not run.",
    ]);
    // Retry (the browser's trim, then the same request): the server takes the settled card and asks again.
    suite.server.setScript(goodReply);
    const history = researchedConversation("Kubernetes");
    const retried = await interviewTurn(scriptedInterviewAgent(suite.server), trimUnfinishedTurn([history[0]!, turn.message]));
    expectInterviewInvariant(retried, "question");
  });
});
