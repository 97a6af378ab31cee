import { describe, expect, it } from "vitest";
import { isBackedByLearner } from "./fact-evidence";
import { pendingQuestion, profileOf, researchedConversation, userText } from "@/tests/support/interview/interview-fixtures";

describe("the profile takes only the learner's evidence", () => {
  it("ignores what the tutor claims to have noted without the learner's evidence (invented answers)", async () => {
    const profile = await profileOf(
      researchedConversation(
        "Kubernetes",
        pendingQuestion("goal", ["Run my own apps", "Operate clusters"], {
          message: "You chose Beginner, great!",
          noted: { background: "Beginner", cognitiveStyle: "Hands-on", targetOutcome: "Pass the CKA" },
        }),
      ),
    );
    expect(profile.fields).toEqual({ goal: null, background: null, targetOutcome: null, cognitiveStyle: null });
  });

  it("a typed reply without a question card answers the field the profile says is next", async () => {
    const profile = await profileOf([...researchedConversation("Kubernetes"), userText("Run my side project on a cluster")]);
    expect(profile.fields.goal).toBe("Run my side project on a cluster");
    expect(profile.fields.background).toBeNull();
  });

  it("isBackedByLearner: most content words (or Chinese character pairs) must be the learner's", () => {
    expect(isBackedByLearner("Docker daily at work", ["I use Docker daily at work"])).toBe(true);
    expect(isBackedByLearner("Beginner", ["Kubernetes"])).toBe(false);
    expect(isBackedByLearner("零基础", ["我是零基础"])).toBe(true);
    expect(isBackedByLearner("会用 Docker", ["日语"])).toBe(false);
    expect(isBackedByLearner("anything", [])).toBe(false);
  });
});
