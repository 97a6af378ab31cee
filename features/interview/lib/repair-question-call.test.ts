import { describe, expect, it } from "vitest";
import { placementCardSchema } from "./interview-schemas";
import { repairQuestionInput } from "./repair-question-call";

const placement = (options: string[], answer: string | undefined, message = "Quick check: which object runs containers?") =>
  JSON.stringify({
    message,
    question: "Quick check",
    options,
    targetField: "placement",
    placement: { skill: "Pods", ...(answer ? { answer } : {}) },
  });

describe('placement cards: always with "I don\'t know", a key that is one of the options', () => {
  it("a card without \"I don't know\" is invalid, and repaired to carry it in the card's language (the key kept)", () => {
    const raw = placement(["A pod", "A node", "A cluster", "A volume"], "A volume");
    expect(placementCardSchema.safeParse(JSON.parse(raw)).success).toBe(false);
    const repaired = repairQuestionInput(raw);
    expect(repaired?.options).toEqual(["A pod", "A node", "A volume", "I don't know"]);
    const zh = repairQuestionInput(placement(["Pod", "Node"], "Pod", "快速摸底：哪个对象直接运行容器？"));
    expect(zh?.options).toEqual(["Pod", "Node", "我不知道"]);
  });

  it('a key that is not an option, or is "I don\'t know", cannot be repaired: the model gets the error', () => {
    expect(repairQuestionInput(placement(["A pod", "A node", "I don't know"], "A daemon"))).toBeNull();
    expect(repairQuestionInput(placement(["A pod", "A node", "I don't know"], "I don't know"))).toBeNull();
    const issues = placementCardSchema.safeParse(JSON.parse(placement(["A pod", "I don't know"], "A daemon"))).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toContain('placement.answer must be one of the options, and not "I don\'t know".');
  });

  it("other cards are untouched by the placement rules", () => {
    const goal = JSON.stringify({ message: "What for?", question: "Goal", options: ["Work", "Fun"], targetField: "goal" });
    expect(placementCardSchema.safeParse(JSON.parse(goal)).success).toBe(true);
    expect(repairQuestionInput(goal)?.options).toEqual(["Work", "Fun"]);
  });
});
