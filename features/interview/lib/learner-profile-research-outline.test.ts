import { describe, expect, it } from "vitest";
import { hasResearched, interviewPhase } from "./learner-profile";
import {
  allFourAnswered,
  assistantWith,
  outlinePart,
  profileOf,
  researchErrorPart,
  researchPart,
  researchedConversation,
  sampleBrief,
  textPart,
  userText,
} from "@/tests/support/interview/interview-fixtures";

/** What the profile reads of the interview's later stages: the research run, the outline and a revision request. */
describe("extractLearnerProfile: research", () => {
  it("reads the compact brief the interview model sees (no sources, capped lists)", async () => {
    const brief = sampleBrief();
    const profile = await profileOf(researchedConversation("Kubernetes"));
    expect(profile.research).toEqual({
      topic: "Kubernetes",
      webAccess: true,
      sourceCount: brief.sources.length,
      summary: brief.summary,
      currentState: brief.currentState,
      trends: brief.trends.slice(0, 4),
      learningPath: brief.learningPath,
      prerequisites: brief.prerequisites.slice(0, 5),
      commonGoals: brief.commonGoals.slice(0, 4),
    });
    expect(JSON.stringify(profile.research)).not.toContain("https://");
    expect(profile.researchedTopics).toEqual(["kubernetes"]);
    expect(hasResearched(profile)).toBe(true);
  });

  it("matches the researched topic case- and whitespace-insensitively", async () => {
    const profile = await profileOf([userText("  Machine   Learning "), assistantWith(researchPart(sampleBrief(), "machine learning"))]);
    expect(hasResearched(profile)).toBe(true);
  });

  it("is not researched before any researchTopic call", async () => {
    const profile = await profileOf([userText("Kubernetes")]);
    expect(profile.research).toBeNull();
    expect(hasResearched(profile)).toBe(false);
  });

  it("a failed research call counts as researched (no retry loop), without a brief", async () => {
    const profile = await profileOf([userText("Kubernetes"), assistantWith(researchErrorPart("Kubernetes", "search down"))]);
    expect(profile.research).toBeNull();
    expect(profile.researchedTopics).toEqual(["kubernetes"]);
    expect(hasResearched(profile)).toBe(true);
  });

  // Research counts however the model worded its topic: were it only to count when the topic equals the
  // learner's whole first message, a model researching "Kubernetes" for "I want to learn Kubernetes" would
  // leave hasResearched false, decideInterviewStep would force researchTopic again on every step and
  // every later turn, and no question would ever be asked.
  it("counts research whose topic the model worded differently from the learner", async () => {
    const profile = await profileOf([userText("I want to learn Kubernetes"), assistantWith(researchPart(sampleBrief(), "Kubernetes"))]);
    expect(hasResearched(profile)).toBe(true);
  });
});

describe("extractLearnerProfile: outline and revision", () => {
  it("a designed outline moves the interview to 'done'", async () => {
    const profile = await profileOf(researchedConversation("Kubernetes", ...allFourAnswered(), outlinePart()));
    expect(profile.outlineDesigned).toBe(true);
    expect(profile.revisionRequested).toBe(false);
    expect(interviewPhase(profile)).toBe("done");
  });

  it("learner text after the outline is a revision request (phase 'designing')", async () => {
    const profile = await profileOf([
      ...researchedConversation("Kubernetes", ...allFourAnswered(), outlinePart()),
      userText("Please add a module on Helm"),
    ]);
    expect(profile.revisionRequested).toBe(true);
    expect(profile.lastAnswer).toBe("Please add a module on Helm");
    expect(interviewPhase(profile)).toBe("designing");
  });

  it("a redesigned outline after the revision request ends the revision", async () => {
    const profile = await profileOf([
      ...researchedConversation("Kubernetes", ...allFourAnswered(), outlinePart()),
      userText("Please add a module on Helm"),
      assistantWith(outlinePart(sampleOutline2(), "add Helm")),
    ]);
    expect(profile.revisionRequested).toBe(false);
    expect(interviewPhase(profile)).toBe("done");
  });

  it("learner text before any outline is not a revision request", async () => {
    const profile = await profileOf([userText("Kubernetes"), assistantWith(textPart("Let me look into that.")), userText("hello?")]);
    expect(profile.revisionRequested).toBe(false);
    expect(profile.topic).toBe("Kubernetes");
  });

  it("a failed outline design does not end the interview", async () => {
    const profile = await profileOf(
      researchedConversation("Kubernetes", ...allFourAnswered(), {
        type: "tool-designCurriculum",
        toolCallId: "design-failed",
        state: "output-error",
        input: {},
        errorText: "The course designer did not return a valid outline. Please retry.",
      }),
    );
    expect(profile.outlineDesigned).toBe(false);
    expect(interviewPhase(profile)).toBe("designing");
  });
});

function sampleOutline2() {
  return {
    title: "Kubernetes for the CKA, with Helm",
    description: "Now with Helm.",
    difficulty: "intermediate" as const,
    estimatedMinutes: 120,
    designRationale: "Helm added as requested.",
    modules: [
      { title: "Basics", chapters: [{ title: "Pods", objective: "Run a Pod.", minutes: 60 }] },
      { title: "Helm", chapters: [{ title: "Charts", objective: "Install a chart.", minutes: 60 }] },
    ],
  };
}
