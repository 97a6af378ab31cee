import type { ProbeCheck, ProbedFeature, ProbeResult } from "@/lib/instance-settings/settings-shape";

type Checks = ProbeResult["checks"];
type Verdict = ProbeResult["verdicts"][number];

/**
 * What the probe's checks mean for each feature, in three words the page turns into sentences:
 * - works: the feature runs as designed;
 * - fallback: it completes another way (the text protocol when the model calls no tools or ignores
 *   a forced one, one call kept of several);
 * - broken: it will not work (the model cannot be reached or does not stream).
 * `reasons` are the failed checks behind a verdict other than "works".
 */
export function probeVerdicts(checks: Checks): Verdict[] {
  const failed = (...names: ProbeCheck[]) => names.filter((name) => !checks[name]);
  const verdict = (feature: ProbedFeature, needs: ProbeCheck[]): Verdict => {
    const basics = failed("reachable", "streams");
    if (basics.length > 0) return { feature, verdict: "broken", reasons: basics };
    const missing = failed(...needs);
    return { feature, verdict: missing.length === 0 ? "works" : "fallback", reasons: missing };
  };
  return [
    // The interview asks each question with a forced tool call and hands work to sub-agents through tools.
    verdict("interview", ["callsTool", "obeysForcedTool"]),
    // The curriculum designer and the chapter writer submit their work through a forced tool, checked against a schema.
    verdict("course", ["callsTool", "obeysForcedTool", "jsonSchema"]),
    // The tutors answer in streamed text and offer options (one card) through a tool.
    verdict("tutors", ["callsTool", "singleCall"]),
    // The sources tutor searches the learner's sources through a tool before it answers.
    verdict("sources", ["callsTool"]),
  ];
}
