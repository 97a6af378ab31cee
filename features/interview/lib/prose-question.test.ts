import { describe, expect, it } from "vitest";
import { renderBlock } from "@/lib/ai/prompt-blocks";
import { BLOCK } from "../contract";
import { readProseQuestion } from "./prose-question";

const state = (nextField: string | null) => [
  {
    role: "user" as const,
    content: [
      {
        type: "text" as const,
        text: renderBlock(BLOCK.interviewState, {
          language: "en",
          topic: "Kubernetes",
          known: { goal: null, background: null, targetOutcome: null, cognitiveStyle: null },
          missing: ["goal"],
          nextField,
          lastAnswer: null,
          researched: true,
          phase: "interviewing",
        }),
      },
    ],
  },
];

describe("a question asked in plain prose", () => {
  it("for the placement check → a self-assessment (no key to grade), its choices then \"I don't know\", in the question's language", () => {
    const listed = readProseQuestion("How well do you know pods?\n- Very well\n- A little\n- Not sure", state("placement"));
    expect(listed).toMatchObject({ targetField: "placement", options: ["Very well", "A little", "I don't know"] });
    expect(listed?.placement).toEqual({ skill: "How well do you know pods?" });
    const bare = readProseQuestion("你了解 Pod 和 Deployment 的区别吗？", state("placement"));
    expect(bare?.options.at(-1)).toBe("我不知道");
    expect(bare?.options.length).toBe(4);
    expect(bare?.placement?.answer).toBeUndefined();
  });

  it("without choices → a question answered in the learner's own words, for the field the interview asks next", () => {
    const input = readProseQuestion("Great choice! Kubernetes is everywhere now. What do you want to build with it?", state("goal"));
    expect(input).toEqual({
      message: "Great choice! Kubernetes is everywhere now. What do you want to build with it?",
      question: "What do you want to build with it?",
      options: [],
      targetField: "goal",
    });
  });

  it("with a listed set of choices → the card's options (at most four, markdown removed)", () => {
    const input = readProseQuestion(
      "Thanks! How much experience do you have with containers?\n\n1. **None** yet\n2. Some Docker\n3. Daily Docker use\n4. I run clusters\n5. Other",
      state("background"),
    );
    expect(input?.options).toEqual(["None yet", "Some Docker", "Daily Docker use", "I run clusters"]);
    expect(input?.question).toBe("How much experience do you have with containers?");
    expect(input?.targetField).toBe("background");
  });

  it("a long question is clipped for the card title; a Chinese question mark counts", () => {
    const long = `Could you tell me ${"a lot ".repeat(20)}about yourself?`;
    expect(Array.from(readProseQuestion(long, state(null))!.question).length).toBeLessThanOrEqual(80);
    expect(readProseQuestion("你学习日语的目标是什么？", [])).toMatchObject({
      question: "你学习日语的目标是什么？",
      targetField: "general",
    });
  });

  it("no question in it → null (the step is retried, not turned into a card)", () => {
    expect(readProseQuestion("Kubernetes is a container orchestrator.", state("goal"))).toBeNull();
  });
});
