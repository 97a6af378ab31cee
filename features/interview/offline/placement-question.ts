import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { parseJson } from "@/lib/safe-json";
import type { CompactResearchBrief, MaterialCheck } from "../contract";
import { DONT_KNOW } from "../lib/placement";
import { PLACEMENT_PHRASES } from "./content/placement-phrases";
import { clip, hashString, interpolate, quote } from "@/lib/ai/offline/text/text-utils";
import type { Locale } from "@/lib/i18n/locales";
import { WRITING } from "@/lib/i18n/writing";

/**
 * The offline interviewer's placement questions. It knows no subject, so it
 * grades only what the learner's own documents say: a term a document defines,
 * asked back from its definition, with the other defined terms as the wrong
 * options and the term itself as the key. Without two such terms it asks a
 * self-assessment on a concrete section of the course and grades nothing.
 */
export interface PlacementCard {
  message: string;
  question: string;
  options: string[];
  targetField: "placement";
  multiSelect: false;
  allowSkip: false;
  placement: { skill: string; answer?: string };
}

interface PlacementInput {
  lang: Locale;
  brief: CompactResearchBrief | null;
  /** The course's stages (the brief's path, or the templates'), for self-assessment. */
  stages: readonly string[];
  asked: number;
  target: number;
  /** The acknowledgement of the learner's last answer, if any. */
  lead: string;
}

function gradedOptions(checks: readonly MaterialCheck[], key: MaterialCheck): string[] {
  const others = checks.filter((check) => check.term.toLowerCase() !== key.term.toLowerCase()).map((check) => check.term);
  const chosen = [key.term, ...others.slice(0, 2)].map((term) => clip(term, 110));
  // A stable order that does not always put the key first.
  const shift = hashString(key.definition) % chosen.length;
  return [...chosen.slice(shift), ...chosen.slice(0, shift)];
}

export function placementCard({ lang, brief, stages, asked, target, lead }: PlacementInput): PlacementCard {
  const phrases = PLACEMENT_PHRASES[lang];
  const vars = { n: String(asked + 1), target: String(target) };
  const intro = asked === 0 ? interpolate(phrases.intro, vars, lang) : "";
  const checks = brief?.checks ?? [];
  const check = checks.length >= 2 ? checks[asked % checks.length] : undefined;
  const gap = WRITING[lang].wordGap;
  if (check) {
    const options = gradedOptions(checks, check);
    const ask = interpolate(
      phrases.graded,
      { document: quote(check.document, lang, 60), definition: quote(check.definition, lang, 220) },
      lang,
    );
    return {
      message: clip([lead, intro, ask].filter(Boolean).join(gap), 1200),
      question: clip(interpolate(phrases.title, vars, lang), 80),
      options: [...options, DONT_KNOW[lang]],
      targetField: "placement",
      multiSelect: false,
      allowSkip: false,
      placement: { skill: clip(check.term, 120), answer: options.find((option) => option === clip(check.term, 110)) ?? options[0] ?? "" },
    };
  }
  // Spread over the course: the sections after the first, where levels differ.
  const pool = stages.length > 2 ? stages.slice(1) : stages;
  const stage = clip(pool[asked % Math.max(1, pool.length)] ?? "", 100);
  const ask = interpolate(phrases.self, { stage: quote(stage, lang, 100) }, lang);
  return {
    message: clip([lead, intro, ask].filter(Boolean).join(gap), 1200),
    question: clip(interpolate(phrases.title, vars, lang), 80),
    options: [...phrases.selfOptions, DONT_KNOW[lang]],
    targetField: "placement",
    multiSelect: false,
    allowSkip: false,
    placement: { skill: stage || clip(interpolate(phrases.title, vars, lang), 120) },
  };
}

/** The targetField of the last question card in the prompt: an answer to a placement question is acknowledged neutrally. */
export function lastQuestionField(prompt: LanguageModelV4Prompt, toolName: string): string | null {
  for (const message of [...prompt].reverse()) {
    if (message.role !== "assistant") continue;
    for (const part of [...message.content].reverse()) {
      if (part.type !== "tool-call" || part.toolName !== toolName) continue;
      const parsed = typeof part.input === "string" ? parseJson(part.input) : { ok: true as const, value: part.input };
      const input = parsed.ok ? parsed.value : null;
      const field = typeof input === "object" && input !== null ? (input as { targetField?: unknown }).targetField : null;
      return typeof field === "string" ? field : null;
    }
  }
  return null;
}

export function placementAck(lang: Locale): string {
  return PLACEMENT_PHRASES[lang].ack;
}
