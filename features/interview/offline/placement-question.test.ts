import { describe, expect, it } from "vitest";
import type { CompactResearchBrief } from "../contract";
import { placementCardSchema } from "../lib/interview-schemas";
import { placementCard } from "./placement-question";

const brief = (checks: CompactResearchBrief["checks"]): CompactResearchBrief => ({
  topic: "Neural networks",
  webAccess: false,
  sourceCount: 0,
  summary: "s",
  currentState: "c",
  trends: [],
  learningPath: ["Neurons", "Activation functions", "Loss functions"],
  prerequisites: [],
  commonGoals: [],
  material: ["nn_notes"],
  ...(checks ? { checks } : {}),
});

/** A document's definitions come first even for a subject whose kind has stage terms. */
const SCIENCE = { kind: "science", topic: "Neural networks" } as const;
/** A subject of no particular kind: no stage terms apply. */
const GENERAL = { kind: "general", topic: "Neural networks" } as const;

const CHECKS = [
  { term: "neuron", definition: "a unit that sums its weighted inputs", document: "nn_notes" },
  { term: "loss function", definition: "a measure of how far the predictions are from the targets", document: "nn_notes" },
  { term: "activation function", definition: "a rule that decides how strongly a neuron fires", document: "nn_notes" },
];

describe("the offline placement questions", () => {
  it("grades only what the learner's document says: its definition asked back, its terms as options, the key stored", () => {
    for (const asked of [0, 1, 2]) {
      const card = placementCard({ lang: "en", brief: brief(CHECKS), stages: [], asked, target: 3, lead: "", knowledge: SCIENCE });
      expect(placementCardSchema.safeParse(card).success).toBe(true);
      expect(card.placement.answer).toBe(CHECKS[asked]!.term);
      expect(card.message).toContain(CHECKS[asked]!.definition);
      expect(card.options.at(-1)).toBe("I don't know");
      expect(new Set(card.options).size).toBe(card.options.length);
      expect(card.options.filter((option) => CHECKS.some((check) => check.term === option))).toHaveLength(3);
    }
    const first = placementCard({ lang: "en", brief: brief(CHECKS), stages: [], asked: 0, target: 3, lead: "", knowledge: SCIENCE });
    expect(first.message).toMatch(/^Before I design the course, 3 quick questions.*“I don't know” is a perfectly good answer/);
  });

  it("without two defined terms, for a subject of no known kind, it asks a self-assessment, says so, and stores no key", () => {
    for (const checks of [undefined, CHECKS.slice(0, 1)]) {
      const card = placementCard({
        lang: "en",
        brief: brief(checks),
        stages: brief(checks).learningPath,
        asked: 0,
        target: 2,
        lead: "",
        knowledge: GENERAL,
      });
      expect(placementCardSchema.safeParse(card).success).toBe(true);
      expect(card.placement.answer).toBeUndefined();
      expect(card.placement.skill).toBe("Activation functions");
      expect(card.options).toEqual(["I could explain it to someone", "I know a little about it", "Not yet", "I don't know"]);
      expect(card.message).toMatch(/no right answer — rate yourself: how well do you know “Activation functions” already\?$/);
    }
  });

  it("for a goal alone, grades a term of the subject's kind: its definition asked back, terms of its stage as options, the key stored", () => {
    for (const [lang, dontKnow, asks] of [
      ["en", "I don't know", /^Which term means “[^”]+”\?$/],
      ["zh", "我不知道", /^哪个术语的意思是「[^」]+」？$/],
    ] as const) {
      const cards = [0, 1].map((asked) =>
        placementCard({ lang, brief: null, stages: [], asked, target: 2, lead: "", knowledge: { kind: "software", topic: "Kubernetes" } }),
      );
      for (const card of cards) {
        expect(placementCardSchema.safeParse(card).success).toBe(true);
        expect(card.options.slice(0, -1)).toContain(card.placement.answer);
        expect(card.placement.skill).toBe(card.placement.answer);
        expect(card.options.at(-1)).toBe(dontKnow);
        expect(card.message.split(/(?<=[.—。])\s*/u).at(-1)).toMatch(asks);
      }
      expect(cards[0]!.message).toMatch(
        lang === "en" ? /^Before I design the course, 2 quick questions/ : /^设计课程之前，先用 2 个小问题/,
      );
      expect(cards[1]!.placement.answer).not.toBe(cards[0]!.placement.answer);
    }
  });

  it("speaks Chinese to a Chinese learner, with 我不知道 last", () => {
    const graded = placementCard({ lang: "zh", brief: brief(CHECKS), stages: [], asked: 1, target: 3, lead: "", knowledge: SCIENCE });
    expect(graded.message).toContain("哪个术语的意思是");
    expect(graded.options.at(-1)).toBe("我不知道");
    const self = placementCard({
      lang: "zh",
      brief: null,
      stages: ["吉他基础技法", "和弦", "节奏"],
      asked: 1,
      target: 2,
      lead: "好的，记下了。",
      knowledge: { kind: "general", topic: "吉他基础" },
    });
    expect(self.message).toBe("好的，记下了。这一题没有对错，请自评：你现在对「节奏」有多了解？");
    expect(self.options).toEqual(["我能给别人讲清楚", "了解一点", "还不会", "我不知道"]);
    expect(self.question).toBe("摸底 2/2");
  });
});
