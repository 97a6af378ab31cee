import { describe, expect, it } from "vitest";
import { probeVerdicts } from "./probe-verdicts";

const allGood = {
  reachable: true,
  streams: true,
  callsTool: true,
  obeysForcedTool: true,
  singleCall: true,
  jsonSchema: true,
  leaksReasoning: false,
};
const byFeature = (checks: typeof allGood) => Object.fromEntries(probeVerdicts(checks).map((entry) => [entry.feature, entry]));

describe("probe verdicts", () => {
  it("a model that passes every check runs every feature as designed", () => {
    expect(probeVerdicts(allGood).every((entry) => entry.verdict === "works" && entry.reasons.length === 0)).toBe(true);
  });

  it("a model without tool calls uses the fallback everywhere, naming the missing check", () => {
    const verdicts = byFeature({ ...allGood, callsTool: false, obeysForcedTool: false, singleCall: false });
    for (const feature of ["interview", "course", "tutors", "sources"]) {
      expect(verdicts[feature]?.verdict).toBe("fallback");
      expect(verdicts[feature]?.reasons).toContain("callsTool");
    }
  });

  it("ignoring a forced tool choice affects the interview and course writing, not the tutors", () => {
    const verdicts = byFeature({ ...allGood, obeysForcedTool: false });
    expect(verdicts.interview).toEqual({ feature: "interview", verdict: "fallback", reasons: ["obeysForcedTool"] });
    expect(verdicts.course?.verdict).toBe("fallback");
    expect(verdicts.tutors?.verdict).toBe("works");
  });

  it("a model that cannot be reached or does not stream will not work for anything", () => {
    expect(probeVerdicts({ ...allGood, reachable: false, streams: false }).map((entry) => entry.verdict)).toEqual([
      "broken",
      "broken",
      "broken",
      "broken",
    ]);
    expect(byFeature({ ...allGood, streams: false }).tutors?.reasons).toEqual(["streams"]);
  });

  it("leaking reasoning changes no verdict (the app hides it)", () => {
    expect(probeVerdicts({ ...allGood, leaksReasoning: true }).every((entry) => entry.verdict === "works")).toBe(true);
  });
});
