/**
 * The real interview agent, through the real `@ai-sdk/openai` `.chat()` provider
 * and the app's model registry, against a scripted chat-completions server that
 * misbehaves the ways real servers do. Every turn must end in exactly one valid
 * open question, the outline, or an actionable error — never silence, markup or
 * reasoning shown as the tutor's words.
 */
import { describe, expect, it } from "vitest";
import { TOOL } from "@/features/interview/contract";
import { FIELD_OPTIONS, answerQuestion, chunksOfType, toolParts } from "@/tests/support/interview/interview-test-kit";
import { allFourAnswered, outlinePart, researchedConversation, userText } from "@/tests/support/interview/interview-fixtures";
import { expectInterviewInvariant, interviewTurn, scriptedInterviewAgent } from "../support/scripted-openai/agent-harness";
import { forcedToolOf, goodReply, interviewStateOf } from "../support/scripted-openai/good-model";
import { asksQuestion, goodArguments, misbehave } from "../support/scripted-openai/misbehave";
import { misbehavesAsking as bad, setUpMisbehavingInterview } from "@/tests/support/interview/misbehaving-interview-kit";

const suite = setUpMisbehavingInterview();
const { questionStep } = suite;

const THOUGHT = "SECRET-REASONING: the learner wants clusters";
const retriedOnce = () => suite.server.requests.filter((request) => asksQuestion(request)).length === 2;

describe("misbehaving models: the question step ends in a question or a clear error", () => {
  it("1 ignores the forced tool and answers in text → one retry with the reason, then the error naming the cause", async () => {
    const turn = await questionStep(bad(() => ({ content: "What is your goal with Kubernetes?" })));
    const error = expectInterviewInvariant(turn, "error");
    expect(error).toMatch(/did not call its question tool.*supports tool calling/);
    expect(retriedOnce()).toBe(true);
    const retry = suite.server.requests[1]!.body;
    expect(forcedToolOf(retry)).toBe(TOOL.presentOptions);
    expect(JSON.stringify(retry.messages.at(-1))).toMatch(/must call the tool \\"presentOptions\\"/);
  });

  it("2 puts <tool_call>{…}</tool_call> markup in the content → parsed into the question card", async () => {
    const turn = await questionStep(
      bad((request) => ({
        content: `Sure.<tool_call>${JSON.stringify({ name: TOOL.presentOptions, arguments: goodArguments(request) })}</tool_call>`,
      })),
    );
    expectInterviewInvariant(turn, "question");
    expect(suite.server.requests).toHaveLength(1);
  });

  it("3 sends an empty message once → the retry asks the question", async () => {
    expectInterviewInvariant(await questionStep(bad(() => ({ content: "" }), 1)), "question");
    expect(retriedOnce()).toBe(true);
  });

  it("4 offers 7 options → trimmed to the first four", async () => {
    const seven = ["A1", "B2", "C3", "D4", "E5", "F6", "G7"];
    const turn = await questionStep(
      bad((request) => ({ toolCalls: [{ name: TOOL.presentOptions, arguments: { ...goodArguments(request), options: seven } }] })),
    );
    expectInterviewInvariant(turn, "question");
    expect(toolParts(turn.message, TOOL.presentOptions)[0]!.input).toMatchObject({ options: seven.slice(0, 4) });
  });

  it("5 omits `question` once → the validation error goes back, the next step asks", async () => {
    const turn = await questionStep(
      bad((request) => {
        const { question: _dropped, ...rest } = goodArguments(request);
        void _dropped;
        return { toolCalls: [{ name: TOOL.presentOptions, arguments: rest }] };
      }, 1),
    );
    expectInterviewInvariant(turn, "question");
    expect(JSON.stringify(suite.server.requests[1]!.body.messages)).toMatch(/question/i);
    // The learner answers the card: the history with the malformed call (finished as an error) is the server's own.
    const open = toolParts(turn.message, TOOL.presentOptions).find((part) => part.state === "input-available")!;
    const answered = answerQuestion(turn.message, open.toolCallId, { selected: [FIELD_OPTIONS.goal[0]] });
    suite.server.setScript(goodReply);
    expectInterviewInvariant(
      await interviewTurn(scriptedInterviewAgent(suite.server), [researchedConversation("Kubernetes")[0]!, answered]),
      "question",
    );
  });

  it("6 sends broken JSON arguments every time → bounded, then the clear error", async () => {
    const turn = await questionStep(
      bad(() => ({ toolCalls: [{ name: TOOL.presentOptions, arguments: '{"message": "Hi", "question": ' }] })),
    );
    expectInterviewInvariant(turn, "error");
    expect(suite.server.requests.length).toBeLessThanOrEqual(2);
  });

  it("7 arguments cut mid-stream once → retried, question", async () => {
    const turn = await questionStep(
      bad((request) => ({ toolCalls: [{ name: TOOL.presentOptions, arguments: goodArguments(request), truncateAt: 0.5 }] }), 1),
    );
    expectInterviewInvariant(turn, "question");
  });

  it("8 the connection is reset mid-stream → the app's sentence, not a network error", async () => {
    const turn = await questionStep(bad((request) => ({ ...goodReply(request), content: "Let me think about", cutAfterFrames: 3 })));
    expect(expectInterviewInvariant(turn, "error")).toMatch(/connection to the model server broke off/);
  });

  it("9 a hung server → the first-byte limit ends the turn quickly", async () => {
    const started = Date.now();
    const turn = await questionStep(bad(() => ({ stallAfterFrames: 0 })));
    expect(expectInterviewInvariant(turn, "error")).toMatch(/took too long|timed out/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("10 a stream that stalls mid-way → the idle limit ends it with a sentence", async () => {
    const turn = await questionStep(bad((request) => ({ ...goodReply(request), stallAfterFrames: 2 })));
    expect(expectInterviewInvariant(turn, "error")).toMatch(/timed out/);
  });

  it("11 reasoning then </think> without the opening tag → a reasoning part, no tag in the text", async () => {
    const turn = await questionStep(bad((request) => ({ ...goodReply(request), content: `${THOUGHT}\n</think>\n\nGood to meet you.` })));
    expectInterviewInvariant(turn, "question", THOUGHT);
    expect(
      turn.message.parts
        .filter((part) => part.type === "reasoning")
        .map((part) => part.text)
        .join(""),
    ).toContain(THOUGHT);
  });

  it("12 DeepSeek-style reasoning_content deltas → a reasoning part", async () => {
    const turn = await questionStep(bad((request) => ({ ...goodReply(request), reasoning: THOUGHT })));
    expectInterviewInvariant(turn, "question", THOUGHT);
    expect(
      turn.message.parts
        .filter((part) => part.type === "reasoning")
        .map((part) => part.text)
        .join(""),
    ).toBe(THOUGHT);
  });

  it("13 keeps calling a tool it is not offered → one retry, no research parts, the clear error", async () => {
    const turn = await questionStep(bad(() => ({ toolCalls: [{ name: TOOL.researchTopic, arguments: { topic: "Kubernetes" } }] })));
    expectInterviewInvariant(turn, "error");
    expect(suite.server.requests).toHaveLength(2);
    expect(toolParts(turn.message, TOOL.researchTopic).filter((part) => part.state === "output-error")).toEqual([]);
  });

  it("15 'You chose Beginner' before any answer → the profile ignores it and background is still asked", async () => {
    suite.server.setScript(
      bad((request) => ({
        toolCalls: [
          {
            name: TOOL.presentOptions,
            arguments: { ...goodArguments(request), message: "You chose Beginner, great!", noted: { background: "Beginner" } },
          },
        ],
      })),
    );
    const agent = scriptedInterviewAgent(suite.server);
    const first = await interviewTurn(agent, researchedConversation("Kubernetes"));
    const card = toolParts(first.message, TOOL.presentOptions)[0]!;
    const answered = {
      ...first.message,
      parts: first.message.parts.map((part) =>
        "toolCallId" in part && part.toolCallId === card.toolCallId
          ? { ...part, state: "output-available", output: { selected: [FIELD_OPTIONS.goal[0]] } }
          : part,
      ),
    } as typeof first.message;
    suite.server.reset();
    await interviewTurn(agent, [researchedConversation("Kubernetes")[0]!, answered]);
    expect(interviewStateOf(suite.server.requests[0]!.body)).toMatchObject({ nextField: "background", known: { background: null } });
  });

  it("16 tool-call arguments sent as a JSON object, not a string → the card", async () => {
    expectInterviewInvariant(
      await questionStep(
        bad((request) => ({ toolCalls: [{ name: TOOL.presentOptions, arguments: goodArguments(request), argumentsAsObject: true }] })),
      ),
      "question",
    );
  });

  it("17 finish_reason 'stop' and 18 an unknown finish_reason with tool calls → research still runs", async () => {
    for (const finishReason of ["stop", "eos_token"]) {
      suite.server.reset();
      suite.server.setScript(
        misbehave(
          (request) => forcedToolOf(request.body) === TOOL.researchTopic,
          (_n, request) => ({ ...goodReply(request), finishReason }),
        ),
      );
      const turn = await interviewTurn(scriptedInterviewAgent(suite.server), [userText("Kubernetes")]);
      expectInterviewInvariant(turn, "question");
      expect(chunksOfType(turn.chunks, "tool-output-available")).toHaveLength(1);
    }
  });

  it("19 reuses a tool-call id from earlier in the conversation → a fresh id, the old card keeps its answer", async () => {
    const history = researchedConversation("Kubernetes");
    const researchId = toolParts(history[1]!, TOOL.researchTopic)[0]!.toolCallId;
    const turn = await questionStep(
      bad((request) => ({ toolCalls: [{ name: TOOL.presentOptions, arguments: goodArguments(request), id: researchId }] })),
      {},
      history,
    );
    expectInterviewInvariant(turn, "question");
    expect(toolParts(turn.message, TOOL.presentOptions)[0]!.toolCallId).not.toBe(researchId);
  });

  it("20 HTTP 500 and 21 HTTP 429 mid-conversation → the matching sentence", async () => {
    for (const [status, sentence] of [
      [500, /HTTP 500/],
      [429, /rate-limiting/],
    ] as const) {
      suite.server.reset();
      expect(expectInterviewInvariant(await questionStep(bad(() => ({ status }))), "error")).toMatch(sentence);
    }
  });

  it("22 content after the tool call → the card, text clean", async () => {
    expectInterviewInvariant(
      await questionStep(bad((request) => ({ ...goodReply(request), contentAfterTools: " Hope that helps!</think>" }))),
      "question",
    );
  });

  it("23 an HTML page with status 200 → names LLM_BASE_URL", async () => {
    const turn = await questionStep(bad(() => ({ rawBody: "<html><body>Login required</body></html>" })));
    expect(expectInterviewInvariant(turn, "error")).toMatch(/web page.*LLM_BASE_URL/);
  });

  it("24 only empty choices arrays → retried once, then the clear error", async () => {
    expectInterviewInvariant(await questionStep(bad(() => ({ emptyChoices: true }))), "error");
    expect(retriedOnce()).toBe(true);
  });

  it("25 a slow but steady model (gaps under the idle limit, total well over it) → the question", async () => {
    const turn = await questionStep(
      bad((request) => ({ ...goodReply(request), content: "Let me ask you one thing.", frameDelayMs: 60 })),
      { LLM_IDLE_TIMEOUT_MS: "250" },
    );
    expectInterviewInvariant(turn, "question");
  });

  it("26 after the outline (a tool required), researches again → dropped on the wire, the retry names the allowed tools, a question", async () => {
    const reviewing = researchedConversation("Kubernetes", ...allFourAnswered(), outlinePart());
    const research = { toolCalls: [{ name: TOOL.researchTopic, arguments: { topic: "Kubernetes" } }] };
    const turn = await questionStep(
      misbehave(
        (request) => request.body.tool_choice === "required",
        (n) => (n < 1 ? research : null),
      ),
      {},
      reviewing,
    );
    expectInterviewInvariant(turn, "question");
    expect(suite.server.requests).toHaveLength(2);
    // Every request offered the same tools; the step allowed only a question or a redesign.
    expect(suite.server.requests[1]!.body.tools).toEqual(suite.server.requests[0]!.body.tools);
    expect(JSON.stringify(suite.server.requests[1]!.body.messages.at(-1))).toContain("not available now");
    expect(JSON.stringify(suite.server.requests[1]!.body.messages.at(-1))).toMatch(/presentOptions\\".*designCurriculum/);
    // Only the research from the history: the dropped call never reached the learner or ran.
    expect(toolParts(turn.message, TOOL.researchTopic)).toHaveLength(1);
  });
});
