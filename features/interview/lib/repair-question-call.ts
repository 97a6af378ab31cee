import { parseJson } from "@/lib/safe-json";
import { placementCardSchema, type PresentOptionsInput } from "./interview-schemas";
import { languageOfText } from "@/lib/i18n/text-language";
import { DONT_KNOW, isDontKnow } from "./placement";

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
    options: value.targetField === "placement" ? withDontKnow(options, value) : options,
    ...(noted ? { noted } : {}),
  };
  const result = placementCardSchema.safeParse(candidate);
  return result.success ? result.data : null;
}

/** A placement card without "I don't know" gets it, in the card's language, in place of a wrong option when full. */
function withDontKnow(options: unknown, value: Record<string, unknown>): unknown {
  if (!Array.isArray(options) || options.some((option) => typeof option === "string" && isDontKnow(option))) return options;
  const key =
    typeof value.placement === "object" && value.placement !== null ? (value.placement as { answer?: unknown }).answer : undefined;
  const language = languageOfText(typeof value.message === "string" ? value.message : "") ?? "en";
  const kept =
    options.length < MAX_OPTIONS
      ? options
      : [...options.filter((option) => option !== key).slice(0, MAX_OPTIONS - 2), ...(key ? [key] : [options[MAX_OPTIONS - 1]])];
  return [...kept, DONT_KNOW[language]];
}
