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
});
