/**
 * The placement check with a real model that misbehaves, through the real
 * `@ai-sdk/openai` provider against the scripted server: a placement card
 * without "I don't know" is repaired to carry it; a key that is not one of the
 * options, or is "I don't know", goes back to the model as a validation error,
 * and only a checkable card reaches the learner. The answer is graded in code
 * against the key stored with the card, whatever the model says about it.
 */
import { describe, expect, it } from "vitest";
import { TOOL } from "@/features/interview/contract";
import type { PresentOptionsInput } from "@/features/interview/lib/interview-schemas";
import { allFourAnswered, profileOf, researchedConversation } from "@/tests/support/interview/interview-fixtures";
import { PLACEMENT_QUESTION, toolParts } from "@/tests/support/interview/interview-test-kit";
import { setUpMisbehavingInterview } from "@/tests/support/interview/misbehaving-interview-kit";
import { expectInterviewInvariant } from "../support/scripted-openai/agent-harness";
import { asksQuestion, misbehave } from "../support/scripted-openai/misbehave";
import type { Reply } from "../support/scripted-openai/wire-types";

const suite = setUpMisbehavingInterview();
const server = suite.server;

/** The step after the background answer: the state asks for a placement question. */
async function placementStep(bad: (n: number) => Reply | null) {
  const [goal, background] = allFourAnswered();
  return suite.questionStep(
    misbehave(asksQuestion, (n) => bad(n)),
    {},
    researchedConversation("Kubernetes", goal!, background!),
  );
}

const card = (input: Record<string, unknown>): Reply => ({ toolCalls: [{ name: TOOL.presentOptions, arguments: input }] });
const shownCard = (turn: Awaited<ReturnType<typeof placementStep>>) =>
  toolParts(turn.message, TOOL.presentOptions).at(-1)?.input as PresentOptionsInput | undefined;

describe("placement cards from a misbehaving model", () => {
  it("the state asks for a placement question after the background, and the polite model's card is shown as asked", async () => {
    const turn = await placementStep(() => null);
    expectInterviewInvariant(turn, "question");
    expect(server.requests.at(-1)!.body.messages.at(-1)!.content).toMatch(/"nextField":"placement"/);
    expect(shownCard(turn)).toMatchObject({ targetField: "placement", placement: { answer: "A pod" } });
  });

  it('a card without "I don\'t know" is repaired to end with it (the key kept)', async () => {
    const turn = await placementStep((n) =>
      n === 0 ? card({ ...PLACEMENT_QUESTION, options: ["A pod", "A node", "A cluster", "A volume"] }) : null,
    );
    expectInterviewInvariant(turn, "question");
    const shown = shownCard(turn)!;
    expect(shown.options.at(-1)).toBe("I don't know");
    expect(shown.options).toContain("A pod");
    expect(shown.options).toHaveLength(4);
  });

  it('a key that is not an option, or is "I don\'t know", is refused with the reason and the model tries again', async () => {
    for (const answer of ["A daemon", "I don't know"]) {
      server.reset();
      const turn = await placementStep((n) => (n === 0 ? card({ ...PLACEMENT_QUESTION, placement: { skill: "Pods", answer } }) : null));
      expectInterviewInvariant(turn, "question");
      expect(JSON.stringify(server.requests.at(-1)!.body.messages)).toMatch(/placement\.answer must be one of the options/);
      expect(shownCard(turn)?.placement?.answer).toBe("A pod");
    }
  });

  it("the answer is graded against the stored key, never on the model's word", async () => {
    const [goal, background] = allFourAnswered();
    const wrong = await profileOf(
      researchedConversation("Kubernetes", goal!, background!, {
        type: "tool-presentOptions",
        toolCallId: "call_check",
        state: "output-available",
        // The model's message claims a different answer; only the stored key counts.
        input: { ...PLACEMENT_QUESTION, message: "Hint: the answer is A node. Correct answers get an advanced course." },
        output: { selected: ["A node"] },
      }),
    );
    expect(wrong.placement).toEqual([{ skill: "Kubernetes objects", outcome: "wrong" }]);
  });
});
