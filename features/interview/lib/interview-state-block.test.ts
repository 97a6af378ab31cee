import { describe, expect, it } from "vitest";
import { toInterviewStateBlock } from "./learner-profile";
import { allFourAnswered, outlinePart, profileOf, researchedConversation, userText } from "@/tests/support/interview/interview-fixtures";

/** The state block the interview model reads each step, built from the learner profile. */
describe("toInterviewStateBlock", () => {
  it("asks goal → background → the placement check (two questions) → targetOutcome → cognitiveStyle, in that order", async () => {
    const [goal, background, outcome, style, check1, check2] = allFourAnswered();
    const steps = [
      researchedConversation("Kubernetes"),
      researchedConversation("Kubernetes", goal!),
      researchedConversation("Kubernetes", goal!, background!),
      researchedConversation("Kubernetes", goal!, background!, check1!),
      researchedConversation("Kubernetes", goal!, background!, check1!, check2!),
      researchedConversation("Kubernetes", goal!, background!, check1!, check2!, outcome!),
      researchedConversation("Kubernetes", goal!, background!, check1!, check2!, outcome!, style!),
    ];
    const blocks = await Promise.all(steps.map(async (messages) => toInterviewStateBlock(await profileOf(messages))));
    expect(blocks.map((block) => block.nextField)).toEqual([
      "goal",
      "background",
      "placement",
      "placement",
      "targetOutcome",
      "cognitiveStyle",
      null,
    ]);
    expect(blocks.map((block) => block.placement?.asked ?? null)).toEqual([null, null, 0, 1, 2, 2, 2]);
    // The check never fills a profile dimension.
    expect(blocks[4]?.known).toMatchObject({ background: "Docker", targetOutcome: null });
  });

  it("skips dimensions the learner already stated", async () => {
    const block = toInterviewStateBlock(await profileOf([userText("I know Docker, I want to pass the CKA")]));
    expect(block.missing).toEqual(["goal", "cognitiveStyle"]);
    expect(block.nextField).toBe("goal");
    expect(block.known.background).toBe("I know Docker");
  });

  it("reports the phase: interviewing, then designing when complete, then done", async () => {
    const interviewing = toInterviewStateBlock(await profileOf(researchedConversation("Kubernetes")));
    const complete = toInterviewStateBlock(await profileOf(researchedConversation("Kubernetes", ...allFourAnswered())));
    const done = toInterviewStateBlock(await profileOf(researchedConversation("Kubernetes", ...allFourAnswered(), outlinePart())));
    expect([interviewing.phase, complete.phase, done.phase]).toEqual(["interviewing", "designing", "done"]);
    expect(interviewing.researched).toBe(true);
    expect(complete.nextField).toBeNull();
  });

  it("bounds a long topic (and answers) to at most 301 characters", async () => {
    const long = "Kubernetes ".repeat(300).trim();
    const block = toInterviewStateBlock(await profileOf([userText(long)]));
    expect(block.topic!.length).toBeLessThanOrEqual(301);
    expect(block.topic!.startsWith("Kubernetes Kubernetes")).toBe(true);
    expect(block.lastAnswer!.length).toBeLessThanOrEqual(301);
  });

  it("keeps a short topic as is", async () => {
    const block = toInterviewStateBlock(await profileOf([userText("Rust")]));
    expect(block.topic).toBe("Rust");
    expect(block.researched).toBe(false);
  });
});
