import { describe, expect, it } from "vitest";
import { askPracticeQuestionOutputSchema } from "../lib/tutor-tool-schemas";
import { createAskPracticeQuestionTool } from "./ask-practice-question";
import type { PracticeAccess } from "./practice-tool-context";
import { questionFixture } from "@/tests/support/practice/practice-fixtures";

/** No stored question: with no course at all the tool says so (noCourses), not that none is about the topic. */
async function ask(access: Partial<PracticeAccess>, chapter?: string, itemId?: string, asked: string[] = []) {
  const tool = createAskPracticeQuestionTool(
    {
      nextQuestion: async () => null,
      answer: () => Promise.reject(new Error("unused")),
      ...access,
    },
    { learnerText: "", askedItemIds: new Set(asked), recorded: false },
  );
  const output = await tool.execute!({ chapter, itemId }, { toolCallId: "q1", messages: [], context: {} });
  return askPracticeQuestionOutputSchema.parse(output);
}

describe("askPracticeQuestion with nothing to draw", () => {
  it("says the learner has no courses when they have none, whatever the topic", async () => {
    for (const chapter of ["gradient descent", "梯度下降", undefined]) {
      const output = await ask({ hasCourses: async () => false }, chapter);
      expect(output).toMatchObject({ ok: false, noCourses: true });
      expect(output.ok ? "" : output.error).toMatch(/no courses yet/);
    }
  });

  it("with courses, says none is about the topic (or none yet), as before", async () => {
    const onTopic = await ask({ hasCourses: async () => true }, "gradient descent");
    expect(onTopic).toMatchObject({ ok: false });
    expect(onTopic.ok ? "" : onTopic.error).toContain("No stored practice question is about “gradient descent”");
    expect("noCourses" in onTopic).toBe(false);
    // In a course's workspace there is always a course: no course check is asked for.
    expect(await ask({}, "loss")).not.toHaveProperty("noCourses");
  });
});

describe("askPracticeQuestion by itemId (“quiz me on it”)", () => {
  const made = questionFixture("pi_made");
  const questionById = async (id: string) => (id === made.id ? made : null);

  it("asks again a question this conversation made or asked", async () => {
    const output = await ask({ questionById }, undefined, made.id, [made.id]);
    expect(output).toEqual({
      ok: true,
      question: { itemId: made.id, kind: made.kind, prompt: made.prompt, options: made.options, citation: made.citation },
    });
  });

  it("refuses one the conversation never asked, even a stored one of the learner's, and one gone since", async () => {
    const never = await ask({ questionById }, undefined, made.id, []);
    expect(never).toMatchObject({ ok: false });
    expect(never.ok ? "" : never.error).toContain("not a question made or asked in this conversation");
    expect(await ask({ questionById }, undefined, "pi_gone", ["pi_gone"])).toMatchObject({ ok: false });
  });
});
