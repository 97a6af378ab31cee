import { parseJson } from "@/lib/safe-json";
import { presentOptionsInputSchema, type PresentOptionsInput } from "./interview-schemas";

const MAX_OPTIONS = 4;
const clip = (value: unknown, max: number) => (typeof value === "string" ? value.trim().slice(0, max) : value);

/**
 * Repairs a question card whose intent is unambiguous: more than four options
 * (the first four, duplicates removed), over-long texts clipped, unknown keys in
 * `noted` dropped. Anything else (no question, no options, unreadable JSON)
 * returns null: the model gets the validation error back and tries again.
 */
export function repairQuestionInput(rawInput: string): PresentOptionsInput | null {
  const parsed = parseJson(rawInput);
  if (!parsed.ok || typeof parsed.value !== "object" || parsed.value === null || Array.isArray(parsed.value)) return null;
  const value = parsed.value as Record<string, unknown>;
  const options = Array.isArray(value.options)
    ? [
        ...new Set(
          value.options
            .filter((option): option is string => typeof option === "string" && option.trim() !== "")
            .map((option) => option.trim().slice(0, 120)),
        ),
      ].slice(0, MAX_OPTIONS)
    : value.options;
  const noted =
    typeof value.noted === "object" && value.noted !== null
      ? Object.fromEntries(
          Object.entries(value.noted).filter(
            ([key, fact]) =>
              ["goal", "background", "targetOutcome", "cognitiveStyle"].includes(key) && typeof fact === "string" && fact.trim(),
          ),
        )
      : undefined;
  const candidate = {
    ...value,
    message: clip(value.message, 1200),
    question: clip(value.question, 80),
    options,
    ...(noted ? { noted } : {}),
  };
  const result = presentOptionsInputSchema.safeParse(candidate);
  return result.success ? result.data : null;
}
