import { describe, expect, it } from "vitest";
import { SKIPPED } from "@/lib/learner-profile-fields";
import { extractLearnerProfile, missingFields } from "./learner-profile";
import {
  answeredQuestion,
  assistantWith,
  pendingQuestion,
  pick,
  profileOf,
  researchPart,
  researchedConversation,
  skip,
  toModelMessages,
  typed,
  userText,
} from "@/tests/support/interview/interview-fixtures";

describe("extractLearnerProfile: answers to question cards", () => {
  it("a clicked option fills the card's targetField", async () => {
    const profile = await profileOf(
      researchedConversation("Kubernetes", answeredQuestion("goal", ["Run my own apps", "Operate clusters"], pick("Operate clusters"))),
    );
    expect(profile.fields.goal).toBe("Operate clusters");
    expect(profile.fields.background).toBeNull();
    expect(profile.lastAnswer).toBe("Operate clusters");
  });

  it("a multi-select answer joins the chosen values", async () => {
    const profile = await profileOf(
      researchedConversation(
        "Kubernetes",
        answeredQuestion("background", ["Docker", "Linux", "Go"], pick("Docker", "Linux"), { multiSelect: true }),
      ),
    );
    expect(profile.fields.background).toBe("Docker, Linux");
  });

  it('a skip records "(skipped)" and the dimension counts as known', async () => {
    const profile = await profileOf(
      researchedConversation("Kubernetes", answeredQuestion("cognitiveStyle", ["Hands-on", "Concepts first"], skip(), { allowSkip: true })),
    );
    expect(profile.fields.cognitiveStyle).toBe(SKIPPED);
    expect(missingFields(profile)).not.toContain("cognitiveStyle");
    expect(profile.lastAnswer).toBe(SKIPPED);
  });

  it("typed free text answering a question fills that question's field", async () => {
    const profile = await profileOf(
      researchedConversation(
        "Kubernetes",
        answeredQuestion("goal", ["Run my own apps", "Operate clusters"], typed("Mostly debugging production outages")),
      ),
    );
    expect(profile.fields.goal).toBe("Mostly debugging production outages");
    expect(profile.lastAnswer).toBe("Mostly debugging production outages");
  });

  it("a typed answer that also states another dimension fills both", async () => {
    const profile = await profileOf(
      researchedConversation(
        "Kubernetes",
        answeredQuestion("goal", ["Run my own apps", "Operate clusters"], typed("Operate clusters. I want to pass the CKA")),
      ),
    );
    expect(profile.fields.goal).toBe("Operate clusters. I want to pass the CKA");
    expect(profile.fields.targetOutcome).toBe("I want to pass the CKA");
  });

  it('an answer to a "general" question fills no dimension', async () => {
    const profile = await profileOf(researchedConversation("Kubernetes", answeredQuestion("general", ["Yes", "No"], pick("Yes"))));
    expect(missingFields(profile)).toEqual(["goal", "background", "targetOutcome", "cognitiveStyle"]);
    expect(profile.lastAnswer).toBe("Yes");
  });

  it("a question still waiting for its answer fills nothing", async () => {
    const profile = await profileOf(researchedConversation("Kubernetes", pendingQuestion("goal", ["A", "B"])));
    expect(profile.fields.goal).toBeNull();
  });
});

describe("extractLearnerProfile: facts stated before being asked", () => {
  it("fills background and targetOutcome from the first message, leaving goal missing", async () => {
    const profile = await profileOf([userText("I know Docker, I want to pass the CKA")]);
    expect(profile.topic).toBe("I know Docker, I want to pass the CKA");
    expect(profile.fields.background).toBe("I know Docker");
    expect(profile.fields.targetOutcome).toBe("I want to pass the CKA");
    expect(profile.fields.goal).toBeNull();
    expect(missingFields(profile)).toEqual(["goal", "cognitiveStyle"]);
  });

  it("does the same for Chinese written without spaces", async () => {
    const profile = await profileOf([userText("我会Docker，想考CKA认证")]);
    expect(profile.fields.background).toContain("Docker");
    expect(profile.fields.targetOutcome).toContain("CKA");
    expect(profile.fields.goal).toBeNull();
    expect(profile.language).toBe("zh");
  });

  // BUG (infer-stated-facts.ts lines 17 and 25): the Chinese patterns require a
  // non-space character right after 会/考 (`\S{1,40}`), so the usual way of writing
  // Latin words in Chinese — with spaces, "我会 Docker" — is never recognised.
  // Remove `.fails` once fixed.
  it("does the same for Chinese with spaces around Latin words (我会 Docker，想考 CKA 认证)", async () => {
    const profile = await profileOf([userText("我会 Docker，想考 CKA 认证")]);
    expect(profile.fields.background).toContain("Docker");
    expect(profile.fields.targetOutcome).toContain("CKA");
  });

  it("records what the tutor noted on a question card when the learner's words back it", async () => {
    const profile = await profileOf(
      researchedConversation(
        "Kubernetes — Docker daily at work, labs please",
        pendingQuestion("goal", ["Run my own apps", "Operate clusters"], {
          noted: { background: "Docker daily at work", cognitiveStyle: "Labs" },
        }),
      ),
    );
    expect(profile.fields.background).toBe("Docker daily at work");
    // The learner's own "labs please" (read from their words) or the tutor's backed note: labs either way.
    expect(profile.fields.cognitiveStyle).toMatch(/^labs/i);
    expect(profile.fields.goal).toBeNull();
  });

  it("an explicit answer overrides an inferred fact", async () => {
    const profile = await profileOf([
      userText("I know Docker, I want to learn Kubernetes"),
      assistantWith(
        researchPart(),
        answeredQuestion("background", ["Docker only", "Docker and Linux admin"], pick("Docker and Linux admin")),
      ),
    ]);
    expect(profile.fields.background).toBe("Docker and Linux admin");
  });

  it("an inferred fact never overrides an explicit answer given earlier", async () => {
    const profile = await profileOf([
      userText("Kubernetes"),
      assistantWith(
        researchPart(),
        answeredQuestion("background", ["Docker", "Nothing yet"], pick("Nothing yet")),
        answeredQuestion("goal", ["Apps", "Clusters"], typed("Clusters. I know Go and Python")),
      ),
    ]);
    expect(profile.fields.background).toBe("Nothing yet");
  });
});

describe("extractLearnerProfile: language", () => {
  it("detects Chinese from the learner's text", async () => {
    expect((await profileOf([userText("我想学习机器学习")], "en")).language).toBe("zh");
  });

  it('falls back to the UI locale when the text says too little ("Kubernetes")', async () => {
    expect((await profileOf([userText("Kubernetes")], "zh")).language).toBe("zh");
    expect((await profileOf([userText("Kubernetes")], "en")).language).toBe("en");
  });

  it("an English sentence is English even on a Chinese UI", async () => {
    expect((await profileOf([userText("I want to learn Kubernetes for work")], "zh")).language).toBe("en");
  });

  it("a typed answer in Chinese switches the language", async () => {
    const profile = await profileOf(
      researchedConversation("Kubernetes", answeredQuestion("goal", ["Apps", "Clusters"], typed("我想管理公司的集群"))),
      "en",
    );
    expect(profile.language).toBe("zh");
  });
});

describe("extractLearnerProfile: on every step of a turn", () => {
  const conversation = (answer: string) =>
    toModelMessages(researchedConversation("Kubernetes", answeredQuestion("goal", ["Run my own apps", "Operate clusters"], pick(answer))));

  it("the same history read again (the next step, a tool) gives the same profile; another history is read anew", async () => {
    const messages = await conversation("Operate clusters");
    const first = extractLearnerProfile(messages);
    expect(extractLearnerProfile([...messages])).toEqual(first);
    expect(first.fields.goal).toBe("Operate clusters");
    // The next request brings its own (new) parts with another answer: nothing is remembered from the first.
    expect(extractLearnerProfile(await conversation("Run my own apps")).fields.goal).toBe("Run my own apps");
  });
});
