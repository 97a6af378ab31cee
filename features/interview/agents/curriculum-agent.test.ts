import { describe, expect, it } from "vitest";
import { sampleOutline } from "@/tests/support/interview/interview-fixtures";
import { createScriptedModel, outlineBrain } from "@/tests/support/interview/interview-scripted-model";
import type { CurriculumRequestBlock } from "../contract";
import { runCurriculumDesign } from "./curriculum-agent";

const request: CurriculumRequestBlock = {
  language: "en",
  topic: "Kubernetes",
  profile: { goal: "Pass the CKA", background: null, targetOutcome: null, cognitiveStyle: null },
  research: null,
  emphasis: null,
};

describe("runCurriculumDesign", () => {
  it("returns the outline as its schema parsed it (trimmed), skipping a call that failed the schema", async () => {
    const padded = sampleOutline({ title: "  Kubernetes for the CKA \n" });
    const course = createScriptedModel(outlineBrain({ ...sampleOutline(), modules: [] }, padded));
    const outline = await runCurriculumDesign({ model: course.model, request });
    expect(course.calls).toHaveLength(2);
    expect(outline.title).toBe("Kubernetes for the CKA");
    expect(outline.modules).toHaveLength(2);
    expect(outline.estimatedMinutes).toBe(180);
  });

  it("refuses when every call failed the schema", async () => {
    const course = createScriptedModel(outlineBrain({ ...sampleOutline(), modules: [] }));
    await expect(runCurriculumDesign({ model: course.model, request })).rejects.toMatchObject({
      code: "outline_invalid",
    });
  });
});
