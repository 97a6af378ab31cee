import { asString } from "@/lib/ai/offline/text/text-utils";
import type { ProfileRecord } from "@/lib/learner-profile-fields";

/**
 * What the offline model's block parsers (the interview's blocks, the chapter request) read the
 * same way. They are lenient by design: a block written by a slightly different version of the app
 * still yields values, neutral ones for whatever is missing, instead of failing the turn.
 */

/** A plain object (not null, not an array): the only shape whose fields a parser reads. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The learner profile in a block: each dimension's trimmed text, or null where missing, blank or not text. */
export function lenientProfile(value: unknown): ProfileRecord {
  const record = isRecord(value) ? value : {};
  return {
    goal: asString(record.goal),
    background: asString(record.background),
    targetOutcome: asString(record.targetOutcome),
    cognitiveStyle: asString(record.cognitiveStyle),
  };
}
