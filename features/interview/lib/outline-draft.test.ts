import { describe, expect, it } from "vitest";
import { courseOutlineSchema } from "./interview-schemas";
import type { LearnerProfile } from "./learner-profile";
import { outlineDraftOf } from "./outline-draft";

const outline = courseOutlineSchema.parse({
  title: "Kubernetes for Docker users",
  description: "From Pods to your own deployment.",
  difficulty: "intermediate",
  estimatedMinutes: 40,
  designRationale: "You know Docker.",
  modules: [
    { title: "Pods", chapters: [{ title: "Pods", objective: "Run a pod.", minutes: 20 }] },
    { title: "Capstone", chapters: [{ title: "Ship", objective: "Ship it.", minutes: 20 }] },
  ],
});

function profile(overrides: Partial<LearnerProfile> = {}): LearnerProfile {
  return {
    topic: "Kubernetes",
    fields: { goal: "Deploy my app", background: "Docker at work", targetOutcome: "(skipped)", cognitiveStyle: "Hands-on labs" },
    language: "en",
    research: null,
    researchedTopics: ["kubernetes"],
    outlineDesigned: false,
    lastAnswer: null,
    revisionRequested: false,
    placement: [],
    placementAnswered: 0,
    ...overrides,
  };
}

describe("outlineDraftOf", () => {
  it("hands over the outline with the learner's subject and profile; skipped answers are unknown", () => {
    expect(outlineDraftOf("iv_1", profile(), outline)).toEqual({
      interviewId: "iv_1",
      goal: "Kubernetes",
      language: "en",
      profile: {
        topic: "Kubernetes",
        goal: "Deploy my app",
        background: "Docker at work",
        targetOutcome: null,
        cognitiveStyle: "Hands-on labs",
        statedLevel: null,
        checkedLevel: null,
        placement: null,
      },
      outline,
    });
  });

  it("keeps both the level the learner stated and the level the placement check showed", () => {
    const draft = outlineDraftOf(
      "iv_1",
      profile({
        topic: "I'm new to Kubernetes",
        placement: [
          { skill: "Pods", outcome: "correct" },
          { skill: "Services", outcome: "correct" },
        ],
        placementAnswered: 2,
      }),
      outline,
    );
    expect(draft.profile).toMatchObject({ statedLevel: "beginner", checkedLevel: "advanced" });
    expect(draft.profile.placement).toBe("2 of 2 placement answers right — “Pods”: answered right; “Services”: answered right");
  });

  it("bounds long answers to what a stored profile holds, and falls back to the title for a missing subject", () => {
    const long = "x".repeat(4000);
    const draft = outlineDraftOf(
      "iv_1",
      profile({ topic: null, fields: { goal: long, background: null, targetOutcome: null, cognitiveStyle: null } }),
      outline,
    );
    expect(draft.goal).toBe(outline.title);
    expect(draft.profile.goal).toHaveLength(2000);
    expect(draft.profile.topic).toBeNull();
  });

  it("stores the course's subject as its topic, never the learner's sentence, which stays the goal (issue 25)", () => {
    const sentences: [string, string][] = [
      ["I'm completely new to Git and want to use it for my team project", "Git"],
      ["Git for my team project, I'm a complete beginner", "Git"],
      ["我想学Git，我从零开始", "Git"],
    ];
    for (const [words, subject] of sentences) {
      const draft = outlineDraftOf("iv_1", profile({ topic: words }), outline);
      expect(draft).toMatchObject({ goal: words, profile: { topic: subject } });
    }
    // With a document attached, the document's subject the research found, whatever the sentence says.
    const research = {
      topic: "Sourdough Bread at Home",
      webAccess: false,
      sourceCount: 0,
      summary: "",
      currentState: "",
      trends: [],
      learningPath: [],
      prerequisites: [],
      commonGoals: [],
      material: ["Sourdough Bread at Home: Starters, Hydration and the Long Ferment"],
      subjectFromDocument: true as const,
    };
    for (const words of ["Build a course from this document, I've been baking bread for years", "根据这份笔记给我做一门课，我从零开始"]) {
      const draft = outlineDraftOf("iv_1", profile({ topic: words, research }), outline);
      expect(draft).toMatchObject({ goal: words, profile: { topic: "Sourdough Bread at Home" } });
    }
  });
});
