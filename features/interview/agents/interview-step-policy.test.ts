import { describe, expect, it } from "vitest";
import { TOOL } from "../contract";
import {
  allFourAnswered,
  answeredQuestion,
  assistantWith,
  outlinePart,
  pick,
  profileOf,
  researchErrorPart,
  researchPart,
  researchedConversation,
  sampleBrief,
  userText,
} from "@/tests/support/interview/interview-fixtures";
import { decideInterviewStep, interviewStepRefusal } from "./interview-step-policy";

const forced = (toolName: string) => ({ toolChoice: { type: "tool", toolName }, allowed: [toolName] });

describe("decideInterviewStep", () => {
  it("forces researchTopic while the subject is not researched", async () => {
    expect(decideInterviewStep(await profileOf([userText("Kubernetes")]))).toEqual(forced(TOOL.researchTopic));
  });

  it("forces researchTopic even when the first message already states some facts", async () => {
    expect(decideInterviewStep(await profileOf([userText("I know Docker, I want to pass the CKA")]))).toEqual(forced(TOOL.researchTopic));
  });

  it("forces a question card once researched while dimensions are missing", async () => {
    expect(decideInterviewStep(await profileOf(researchedConversation("Kubernetes")))).toEqual(forced(TOOL.presentOptions));
    const [goal, background] = allFourAnswered();
    expect(decideInterviewStep(await profileOf(researchedConversation("Kubernetes", goal!, background!)))).toEqual(
      forced(TOOL.presentOptions),
    );
  });

  it("does not retry a failed research: it asks the first question instead", async () => {
    const profile = await profileOf([userText("Kubernetes"), assistantWith(researchErrorPart("Kubernetes"))]);
    expect(decideInterviewStep(profile)).toEqual(forced(TOOL.presentOptions));
  });

  // BUG (learner-profile.ts hasResearched, line 168): research only counts when the
  // model's researchTopic topic equals the learner's whole first message, so a model
  // that researches "Kubernetes" for "I want to learn Kubernetes" is forced to
  // research again on every step and turn, and never asks a question.
  // Remove `.fails` once fixed.
  it("does not force research again when the model named the subject in fewer words", async () => {
    const profile = await profileOf([userText("I want to learn Kubernetes"), assistantWith(researchPart(sampleBrief(), "Kubernetes"))]);
    expect(decideInterviewStep(profile)).toEqual(forced(TOOL.presentOptions));
  });

  it("forces designCurriculum when the profile is complete", async () => {
    expect(decideInterviewStep(await profileOf(researchedConversation("Kubernetes", ...allFourAnswered())))).toEqual(
      forced(TOOL.designCurriculum),
    );
  });

  it("counts skipped dimensions as known for completeness", async () => {
    const [goal, background, outcome, , check1, check2] = allFourAnswered();
    const skipped = answeredQuestion("cognitiveStyle", ["Labs", "Reading"], { skipped: true }, { allowSkip: true });
    expect(
      decideInterviewStep(await profileOf(researchedConversation("Kubernetes", goal!, background!, check1!, check2!, outcome!, skipped))),
    ).toEqual(forced(TOOL.designCurriculum));
  });

  it("keeps asking (a placement question) until the check's two answers are in, even with every dimension known", async () => {
    const [goal, background, outcome, style, check1] = allFourAnswered();
    const profile = await profileOf(researchedConversation("Kubernetes", goal!, background!, outcome!, style!, check1!));
    expect(decideInterviewStep(profile)).toEqual(forced(TOOL.presentOptions));
    expect(profile.placement).toEqual([{ skill: "Kubernetes objects", outcome: "correct" }]);
  });

  it("a model that never asks the check is not waited for forever: after eight answered cards the outline is designed", async () => {
    const [goal, background, outcome, style] = allFourAnswered();
    const more = [1, 2, 3, 4].map((n) => answeredQuestion("general", [`Option ${n}`, "Other"], pick(`Option ${n}`)));
    const profile = await profileOf(researchedConversation("Kubernetes", goal!, background!, outcome!, style!, ...more));
    expect(profile.placementAnswered).toBe(0);
    expect(decideInterviewStep(profile)).toEqual(forced(TOOL.designCurriculum));
  });

  it("after the outline, lets the model choose between a question card and a redesign (tool required)", async () => {
    const decision = decideInterviewStep(await profileOf(researchedConversation("Kubernetes", ...allFourAnswered(), outlinePart())));
    expect(decision.toolChoice).toBe("required");
    expect([...decision.allowed].sort()).toEqual([TOOL.designCurriculum, TOOL.presentOptions].sort());
  });

  it("forces a redesign when the learner writes after the outline", async () => {
    const profile = await profileOf([
      ...researchedConversation("Kubernetes", ...allFourAnswered(), outlinePart()),
      userText("Make it shorter please"),
    ]);
    expect(decideInterviewStep(profile)).toEqual(forced(TOOL.designCurriculum));
  });

  it("goes back to 'done' when the learner answers a card after the outline", async () => {
    const profile = await profileOf(
      researchedConversation(
        "Kubernetes",
        ...allFourAnswered(),
        outlinePart(),
        answeredQuestion("general", ["Looks good", "Change it"], pick("Looks good")),
      ),
    );
    expect(decideInterviewStep(profile).toolChoice).toBe("required");
  });
});

describe("interviewStepRefusal (every tool is offered on every step; a call out of step is refused)", () => {
  it("refuses designCurriculum and a second research while questions remain, naming the tool to call", async () => {
    const profile = await profileOf(researchedConversation("Kubernetes"));
    expect(interviewStepRefusal(profile, TOOL.presentOptions)).toBeNull();
    expect(interviewStepRefusal(profile, TOOL.designCurriculum)).toContain(`Call ${TOOL.presentOptions} instead`);
    expect(interviewStepRefusal(profile, TOOL.researchTopic)).toContain(`Call ${TOOL.presentOptions} instead`);
  });

  it("allows only research before the subject is researched", async () => {
    const profile = await profileOf([userText("Kubernetes")]);
    expect(interviewStepRefusal(profile, TOOL.researchTopic)).toBeNull();
    expect(interviewStepRefusal(profile, TOOL.designCurriculum)).toContain(`Call ${TOOL.researchTopic} instead`);
  });

  it("after the outline, allows a question or a redesign but not research again", async () => {
    const profile = await profileOf(researchedConversation("Kubernetes", ...allFourAnswered(), outlinePart()));
    expect(interviewStepRefusal(profile, TOOL.designCurriculum)).toBeNull();
    expect(interviewStepRefusal(profile, TOOL.presentOptions)).toBeNull();
    expect(interviewStepRefusal(profile, TOOL.researchTopic)).toContain(`${TOOL.presentOptions} or ${TOOL.designCurriculum}`);
  });
});
