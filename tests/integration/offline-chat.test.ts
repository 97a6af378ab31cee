/**
 * The promise of the offline model for the tutor chat: with no API key, the real
 * chat agent (through streamChatTurn) answers in each mask's own voice, in the
 * learner's language, and uses every tool.
 */
import { describe, expect, it } from "vitest";
import { createChatAgent, type ChatUIMessage } from "@/features/chat/agents/chat-agent";
import { citationFixture, fakeLookup, runChatTurn, textOf, toolPartsOf, userMessage } from "@/tests/support/chat/chat-test-kit";
import { CHAT_TOOL } from "@/features/chat/contract";
import { deepDiveOutputSchema, MASK_IDS, offerOptionsInputSchema } from "@/features/chat/lib/chat-schemas";
import { validateChatMessages } from "@/features/chat/server/validate-chat-messages";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import { testVouch } from "@/tests/support/ai/signed-history";

const cjk = /[\u4e00-\u9fff]/;

function offlineAgent(citations = [citationFixture()]) {
  const lookup = fakeLookup(citations);
  return { agent: createChatAgent({ model: createOfflineModel(), lookupCourses: lookup.lookup }), lookups: lookup.calls };
}

describe("a tutor chat on the offline model, through the real agent", () => {
  it.each([
    { said: "What is recursion?", locale: "en" as const },
    { said: "什么是递归？", locale: "zh" as const },
  ])(
    "each mask has its own voice, and says plainly that nothing in the learner's material covers it ($locale)",
    async ({ said, locale }) => {
      const { agent } = offlineAgent();
      const openings: string[] = [];
      for (const maskId of MASK_IDS) {
        const { message, chunks } = await runChatTurn(agent, [userMessage(said)], { maskId, uiLocale: "en" });
        expect(chunks.filter((chunk) => chunk.type === "error")).toEqual([]);
        const text = textOf(message);
        if (locale === "zh") expect(text).toMatch(cjk);
        else expect(text).not.toMatch(cjk);
        expect(text).toMatch(/recursion|递归/);
        // No course or source is searched here: the answer says nothing covers it, then each mask's own next step.
        expect(text).toMatch(/None of your courses or sources covers \*\*recursion\*\*|你的课程和资料里都没有讲到\*\*递归\*\*/);
        expect(text).toContain("(/settings)");
        openings.push(text);
      }
      expect(new Set(openings).size).toBe(MASK_IDS.length);
    },
  );

  it("deep dive: progress, then an explanation with sections and the learner's courses cited", async () => {
    const { agent, lookups } = offlineAgent();
    const { message, chunks } = await runChatTurn(agent, [userMessage("Explain recursion in depth")], {
      maskId: "rational",
      ownerId: "g_me",
    });
    const phases = chunks.flatMap((chunk) =>
      chunk.type === "tool-output-available" && chunk.preliminary ? [deepDiveOutputSchema.parse(chunk.output).phase] : [],
    );
    expect(phases[0]).toBe("started");
    expect(phases).toContain("analyzing");
    expect(phases.slice(-2)).toEqual(["consulting", "complete"]);
    const [dive] = toolPartsOf(message, CHAT_TOOL.deepDive);
    const output = deepDiveOutputSchema.parse(dive?.output);
    expect(output.explanation).toMatch(/^# recursion[\s\S]*## Key ideas[\s\S]*## An example[\s\S]*## Summary/);
    expect(output.citations).toEqual([citationFixture()]);
    expect(lookups).toEqual([{ ownerId: "g_me", query: "recursion" }]);
    expect(textOf(message)).toContain("[Kubernetes for Docker users](/courses/c_kube)");
  });

  it("options: the card stops the turn; a click continues it and the tutor answers the choice", async () => {
    const { agent } = offlineAgent();
    const history: ChatUIMessage[] = [userMessage("Give me options for learning Python")];
    const first = await runChatTurn(agent, history, { maskId: "chameleon" });
    const [card] = toolPartsOf(first.message, CHAT_TOOL.offerOptions);
    expect(card?.state).toBe("input-available");
    const question = offerOptionsInputSchema.parse(card?.input);
    expect(question.options.length).toBeGreaterThanOrEqual(2);

    const choice = question.options[1] ?? "";
    const answered: ChatUIMessage = {
      ...first.message,
      parts: first.message.parts.map((part) =>
        "toolCallId" in part && part.toolCallId === card?.toolCallId
          ? ({ ...part, state: "output-available", output: { selected: [choice] } } as typeof part)
          : part,
      ),
    };
    await validateChatMessages([...history, answered], agent.tools, testVouch());
    const second = await runChatTurn(agent, [...history, answered], { maskId: "chameleon", continueMessage: answered });
    expect(textOf(second.message)).toContain(`**${choice}**`);
    expect(toolPartsOf(second.message, CHAT_TOOL.offerOptions)).toHaveLength(1);

    // Typing instead of clicking answers the same card.
    const typed: ChatUIMessage = {
      ...first.message,
      parts: first.message.parts.map((part) =>
        "toolCallId" in part ? ({ ...part, state: "output-available", output: { text: "Decorators, please" } } as typeof part) : part,
      ),
    };
    const third = await runChatTurn(agent, [...history, typed], { continueMessage: typed });
    expect(textOf(third.message)).toMatch(/Decorators, please/);
  });

  it("course lookup: lists the learner's courses as links (zh)", async () => {
    const { agent } = offlineAgent([citationFixture({ courseTitle: "从零开始学日语", href: "/courses/c_jp", courseId: "c_jp" })]);
    const { message } = await runChatTurn(agent, [userMessage("我的课程里有什么？")], { maskId: "warm" });
    expect(toolPartsOf(message, CHAT_TOOL.lookupCourses)[0]?.state).toBe("output-available");
    expect(textOf(message)).toContain("[从零开始学日语](/courses/c_jp)");
    expect(textOf(message)).toMatch(cjk);
  });

  it("start a course: a link into the interview with the goal", async () => {
    const { agent } = offlineAgent();
    const { message } = await runChatTurn(agent, [userMessage("I want to learn machine learning")], { maskId: "blunt" });
    expect(toolPartsOf(message, CHAT_TOOL.startCourse)[0]?.output).toEqual({
      goal: "machine learning",
      href: "/create?goal=machine%20learning",
    });
    expect(textOf(message)).toContain("(/create?goal=machine%20learning)");
  });

  it("learner note: merges what the learner says about themselves into the note it was sent", async () => {
    const { agent } = offlineAgent();
    const { message } = await runChatTurn(agent, [userMessage("我是新手，觉得指针很难")], { note: "- 目标：找工作" });
    expect(toolPartsOf(message, CHAT_TOOL.updateLearnerNote)[0]?.output).toEqual({ note: "- 目标：找工作\n- 水平：新手" });
    expect(textOf(message)).toContain("学习笔记");
  });
});
