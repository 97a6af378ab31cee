import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { parseJson } from "@/lib/safe-json";
import type { CompactResearchBrief, MaterialCheck } from "../contract";
import { DONT_KNOW } from "../lib/placement";
import { PLACEMENT_PHRASES } from "./content/placement-phrases";
import { stageTermQuestion } from "./stage-term-question";
import type { TopicKnowledge } from "@/lib/ai/offline/knowledge/topic-knowledge";
import { clip, hashString, interpolate, quote } from "@/lib/ai/offline/text/text-utils";
import type { Locale } from "@/lib/i18n/locales";
import { WRITING } from "@/lib/i18n/writing";

/**
 * The offline interviewer's placement questions. It knows no subject, so it grades only what it can
 * check: first a term the learner's own documents define, asked back from its definition, with the
 * other defined terms as the wrong options; else a stage term of the subject's kind, true of any
 * subject of that kind (./stage-term-question). Where neither applies (a subject of no known kind) it
 * asks a self-assessment on a section of the course, says so, and grades nothing.
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
  /** The subject's kind and name, read as the courses read them: which stage terms apply. */
  knowledge: Pick<TopicKnowledge, "kind" | "topic">;
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

function card(input: PlacementInput, ask: string, options: readonly string[], placement: PlacementCard["placement"]): PlacementCard {
  const { lang, asked, target, lead } = input;
  const phrases = PLACEMENT_PHRASES[lang];
  const vars = { n: String(asked + 1), target: String(target) };
  const intro = asked === 0 ? interpolate(phrases.intro, vars, lang) : "";
  return {
    message: clip([lead, intro, ask].filter(Boolean).join(WRITING[lang].wordGap), 1200),
    question: clip(interpolate(phrases.title, vars, lang), 80),
    options: [...options, DONT_KNOW[lang]],
    targetField: "placement",
    multiSelect: false,
    allowSkip: false,
    placement,
  };
}

function documentCard(input: PlacementInput, checks: readonly MaterialCheck[], check: MaterialCheck): PlacementCard {
  const { lang } = input;
  const options = gradedOptions(checks, check);
  const ask = interpolate(
    PLACEMENT_PHRASES[lang].graded,
    { document: quote(check.document, lang, 60), definition: quote(check.definition, lang, 220) },
    lang,
  );
  const answer = options.find((option) => option === clip(check.term, 110)) ?? options[0] ?? "";
  return card(input, ask, options, { skill: clip(check.term, 120), answer });
}

export function placementCard(input: PlacementInput): PlacementCard {
  const { lang, brief, stages, asked, target } = input;
  const phrases = PLACEMENT_PHRASES[lang];
  const checks = brief?.checks ?? [];
  const check = checks.length >= 2 ? checks[asked % checks.length] : undefined;
  if (check) return documentCard(input, checks, check);
  const term = stageTermQuestion({ kind: input.knowledge.kind, lang, asked, target, seed: input.knowledge.topic });
  if (term) {
    const ask = interpolate(phrases.term, { definition: quote(term.definition, lang, 220) }, lang);
    return card(input, ask, term.options, { skill: term.term, answer: term.term });
  }
  // Spread over the course: the sections after the first, where levels differ.
  const pool = stages.length > 2 ? stages.slice(1) : stages;
  const stage = clip(pool[asked % Math.max(1, pool.length)] ?? "", 100);
  const ask = interpolate(phrases.self, { stage: quote(stage, lang, 100) }, lang);
  const title = interpolate(phrases.title, { n: String(asked + 1), target: String(target) }, lang);
  return card(input, ask, phrases.selfOptions, { skill: stage || clip(title, 120) });
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
