/**
 * The good-model path of the interview, the tutor chat and the research /
 * curriculum / chapter-writer sub-agents, through the real provider and the
 * app's model registry against the scripted server (see misbehaving-interview).
 */
import { TOOL as COURSES_TOOL } from "@/features/courses/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CHAT_TOOL } from "@/features/chat/contract";
import { TOOL } from "@/features/interview/contract";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { isAppError } from "@/lib/errors";
import { FIELD_OPTIONS, answerQuestion, chunksOfType, toolParts } from "@/tests/support/interview/interview-test-kit";
import { runCurriculumDesign } from "@/features/interview/agents/curriculum-agent";
import { runTopicResearch } from "@/features/interview/agents/research-agent";
import type { InterviewUIMessage } from "@/features/interview/agents/interview-agent";
import { userText } from "@/tests/support/interview/interview-fixtures";
import { runChapterWriter } from "@/features/courses/agents/chapter-writer-agent";
import { loadChapterRequest } from "@/features/courses/data/chapter-request";
import { claimChapters } from "@/features/courses/data/generation-queue";
import { deleteCourses, insertCourse } from "@/tests/support/courses/generation-test-kit";
import { textOf, toolPartsOf } from "@/tests/support/chat/chat-test-kit";
import {
  chatTurn,
  expectActionableError,
  expectInterviewInvariant,
  interviewTurn,
  scriptedChatAgent,
  scriptedInterviewAgent,
  scriptedRegistry,
} from "../support/scripted-openai/agent-harness";
import { forcedToolOf, GOOD_CHAT_ANSWER, goodReply, isChatRequest, toolNamesOf } from "../support/scripted-openai/good-model";
import { misbehave } from "../support/scripted-openai/misbehave";
import { scriptedServerForSuite } from "../support/scripted-openai/scripted-suite";

const server = scriptedServerForSuite({ script: goodReply });

const THOUGHT = "SECRET-REASONING about pods";
const textOnly = (when: (body: Parameters<typeof toolNamesOf>[0]) => boolean) =>
  misbehave(
    (request) => when(request.body),
    () => ({ content: "Here is my answer in plain text." }),
  );

describe("a well-behaved model", () => {
  it("interview: 4 questions and the placement check's 2 → outline, research once, one log line per turn with requests and tokens", async () => {
    const info = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const agent = scriptedInterviewAgent(server);
    const first = userText("Kubernetes");
    let history: InterviewUIMessage[] = [first];
    let assistant: InterviewUIMessage | undefined;
    const asked: string[] = [];
    for (let turnNo = 0; turnNo < 7; turnNo++) {
      const turn = await interviewTurn(agent, history);
      assistant = turn.message;
      const open = toolParts(assistant, TOOL.presentOptions).filter((part) => part.state === "input-available");
      if (turnNo === 6) {
        expectInterviewInvariant(turn, "outline");
        break;
      }
      expectInterviewInvariant(turn, "question");
      const input = open[0]!.input as { targetField: keyof typeof FIELD_OPTIONS | "placement"; options: string[] };
      asked.push(input.targetField);
      const choice = input.targetField === "placement" ? input.options[0]! : FIELD_OPTIONS[input.targetField][0];
      history = [first, answerQuestion(assistant, open[0]!.toolCallId, { selected: [choice] })];
    }
    expect(asked).toEqual(["goal", "background", "placement", "placement", "targetOutcome", "cognitiveStyle"]);
    expect(server.requests.filter((request) => forcedToolOf(request.body) === TOOL.researchTopic)).toHaveLength(1);
    const lines = info.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith("[interview] turn"));
    expect(lines).toHaveLength(7);
    expect(lines[0]).toMatch(/outcome=ok .*requests=4 promptTokens=\d+ completionTokens=\d+/);
  });

  it("chat: a text answer", async () => {
    const { chunks, message } = await chatTurn(scriptedChatAgent(server), "What is a pod?");
    expect(chunksOfType(chunks, "error")).toEqual([]);
    expect(textOf(message)).toContain(GOOD_CHAT_ANSWER);
  });
});

describe("misbehaving models in the tutor chat", () => {
  const chatBad = (reply: Parameters<typeof misbehave>[1]) => server.setScript(misbehave((request) => isChatRequest(request.body), reply));

  it("<tool_call> markup for offerOptions in the content → one option card, no markup", async () => {
    const call = (n: number) =>
      `<tool_call>${JSON.stringify({ name: CHAT_TOOL.offerOptions, arguments: { question: `Which ${n}?`, options: ["Pods", "Services"] } })}</tool_call>`;
    chatBad(() => ({ content: `Pick one. ${call(1)}${call(2)}` }));
    const { chunks, message } = await chatTurn(scriptedChatAgent(server), "Quiz me");
    expect(chunksOfType(chunks, "error")).toEqual([]);
    expect(toolPartsOf(message, CHAT_TOOL.offerOptions)).toHaveLength(1);
    expect(textOf(message)).toBe("Pick one. ");
  });

  it("an empty answer → an actionable error, never a silent turn", async () => {
    chatBad(() => ({ content: "" }));
    expectActionableError((await chatTurn(scriptedChatAgent(server), "Hi")).chunks, /empty answer/);
  });

  it("a stream cut mid-answer → the app's sentence", async () => {
    chatBad(() => ({ content: "A pod is the smallest deployable unit in", cutAfterFrames: 4 }));
    expectActionableError((await chatTurn(scriptedChatAgent(server), "Pods?")).chunks, /broke off/);
  });

  it("reasoning as reasoning_content and as an unopened </think> → reasoning parts, clean text", async () => {
    for (const reply of [{ reasoning: THOUGHT, content: GOOD_CHAT_ANSWER }, { content: `${THOUGHT}</think>${GOOD_CHAT_ANSWER}` }]) {
      chatBad(() => reply);
      const { message } = await chatTurn(scriptedChatAgent(server), "Pods?");
      expect(textOf(message).trim()).toBe(GOOD_CHAT_ANSWER);
      expect(message.parts.some((part) => part.type === "reasoning" && part.text.includes(THOUGHT))).toBe(true);
    }
  });

  it("reasoning is split per response: plain answers first do not make a later unopened </think> the answer", async () => {
    // One model (one registry, as in a running server) for every call: nothing may carry over between them.
    const agent = scriptedChatAgent(server);
    chatBad(() => ({ content: GOOD_CHAT_ANSWER }));
    for (let call = 0; call < 2; call++) expect(textOf((await chatTurn(agent, "Pods?")).message).trim()).toBe(GOOD_CHAT_ANSWER);
    chatBad(() => ({ content: `${THOUGHT}\nso the answer is short.\n</think>\n\n${GOOD_CHAT_ANSWER}` }));
    const { chunks, message } = await chatTurn(agent, "Pods?");
    expect(
      chunksOfType(chunks, "text-delta")
        .map((chunk) => chunk.delta)
        .join(""),
    ).not.toContain(THOUGHT);
    expect(textOf(message).trim()).toBe(GOOD_CHAT_ANSWER);
    expect(message.parts.some((part) => part.type === "reasoning" && part.text.includes(THOUGHT))).toBe(true);
  });
});

describe("misbehaving models in the sub-agents", () => {
  const request = {
    language: "en" as const,
    topic: "Kubernetes",
    profile: { goal: "Run apps", background: null, targetOutcome: null, cognitiveStyle: null },
    research: null,
    emphasis: null,
  };

  it("curriculum designer answering in text → one retry, then a sentence naming the outline tool", async () => {
    server.setScript(textOnly((body) => toolNamesOf(body).includes(TOOL.submitOutline)));
    const error = await runCurriculumDesign({ model: scriptedRegistry(server).model("course"), request }).catch(
      (caught: unknown) => caught,
    );
    expect(isAppError(error) && error.message).toMatch(/did not call its outline tool.*tool calling/);
    expect(server.requests).toHaveLength(2);
  });

  it("curriculum designer with an unopened </think> and arguments as an object → the outline", async () => {
    server.setScript(
      misbehave(
        (r) => toolNamesOf(r.body).includes(TOOL.submitOutline),
        (_n, r) => ({ content: `${THOUGHT}</think>`, toolCalls: [{ ...goodReply(r).toolCalls![0]!, argumentsAsObject: true }] }),
      ),
    );
    const outline = await runCurriculumDesign({ model: scriptedRegistry(server).model("course"), request });
    expect(outline.modules.length).toBeGreaterThan(0);
  });

  it("research agent answering in text → a clear research error (the interview treats it as research unavailable)", async () => {
    server.setScript(textOnly((body) => toolNamesOf(body).includes(TOOL.submitBrief)));
    const error = await runTopicResearch({
      model: scriptedRegistry(server).model("chat"),
      searchProvider: null,
      request: { language: "en", topic: "Kubernetes", focus: null },
    }).catch((caught: unknown) => caught);
    expect(isAppError(error) && error.message).toMatch(/tool calling/);
    expect(server.requests.length).toBeLessThanOrEqual(2);
  });

  describe("chapter writer", () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openDatabase({ kind: "memory" });
    }, 60_000);
    afterAll(() => handle.close(), 60_000);

    async function chapter(workerId: string) {
      const fixture = await insertCourse(handle.db, { modules: 2, perModule: 1 });
      const [claimed] = await claimChapters(handle.db, { workerId, limit: 1, staleMs: 60_000 });
      const chapterRequest = await loadChapterRequest(handle.db, claimed!.id);
      return { courseId: fixture.courseId, chapterId: claimed!.id, request: chapterRequest! };
    }

    it("saves through <tool_call> markup; text-only → not_saved with the tool-calling sentence", async () => {
      const saving = await chapter("w1");
      server.setScript(
        misbehave(
          (r) => toolNamesOf(r.body).includes(COURSES_TOOL.saveChapter),
          (_n, r) => ({
            content: `<tool_call>${JSON.stringify({ name: COURSES_TOOL.saveChapter, arguments: goodReply(r).toolCalls![0]!.arguments })}</tool_call>`,
          }),
        ),
      );
      expect(await runChapterWriter({ model: scriptedRegistry(server).model("course"), db: handle.db, workerId: "w1", ...saving })).toBe(
        "saved",
      );

      const failing = await chapter("w2");
      server.setScript(textOnly((body) => toolNamesOf(body).includes(COURSES_TOOL.saveChapter)));
      const error = await runChapterWriter({
        model: scriptedRegistry(server).model("course"),
        db: handle.db,
        workerId: "w2",
        ...failing,
      }).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ failure: "not_saved" });
      await deleteCourses(handle.db, [saving.courseId, failing.courseId]);
    });
  });
});
