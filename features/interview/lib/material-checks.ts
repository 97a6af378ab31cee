import type { MaterialCheck } from "../contract";
import { stripBoilerplate } from "./material-boilerplate";
import type { ResearchMaterial } from "./research-material";

/**
 * Terms an attached document defines, read from its own sentences ("A pod is
 * the smallest deployable unit…", "光反应是指…"). They are what a placement
 * question may check without a model that knows the subject: the document says
 * which term the definition belongs to, so the answer can be graded truthfully.
 */
const MAX_CHECKS = 5;

const EN_DEFINITION =
  /^(?:an?\s+|the\s+)?((?:[A-Za-z][\w'-]*)(?:\s+[A-Za-z][\w'-]*){0,3})\s+(?:is|are|refers to|means|is defined as|is called|describes)\s+((?:an?|the|one|any)\s+.{12,200}?)[.;](?:\s|$)/i;
const EN_GLOSSARY = /^(?:[-*]\s+)?\*\*([^*]{2,40})\*\*\s*[:：—–-]\s*(.{12,200}?)(?:[.;]|$)/;
const ZH_DEFINITION = /^(?:所谓)?([\u3400-\u9fffA-Za-z0-9]{2,12}?)(?:是指|指的是|是一种|是一个|是一类|被称为|就是)(.{6,120}?)[。；]/u;
/** Not terms: pronouns, articles, words that open ordinary sentences. */
const NOT_TERM =
  /^(?:it|this|that|these|those|there|here|he|she|they|we|you|i|what|which|who|one|each|every|some|all|the result|the answer|the goal|the following|the next|the first|the last|this chapter|this section|this document|它|这|那|我们|你|他|这个|那个|本章|本节|下面|以下|其中)$/iu;

/** A heading line ("## Neurons", "1.2 Neurons", "第一节 光反应"): short, no sentence end — never part of a sentence. */
const HEADING_LINE = /^\s*(?:#{1,6}\s+.*|(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?\s+)?[^.!?。！？；;:：]{1,80})$/u;

function sentences(text: string): string[] {
  return text
    .split(/\n/)
    .map((line) => (HEADING_LINE.test(line) ? "" : line))
    .join("\n")
    .split(/\n\s*\n/)
    .flatMap((paragraph) => paragraph.replace(/\s+/g, " ").split(/(?<=[.!?。！？；;])\s*/u))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 12 && sentence.length <= 400 && !/^#/.test(sentence));
}

function cleanTerm(term: string): string {
  return term.replace(/[*_`]/g, "").replace(/\s+/g, " ").trim();
}

/** The definition without the term itself, so the question does not give its answer away. */
function masked(definition: string, term: string): string {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return definition.replace(new RegExp(escaped, "giu"), "___").replace(/\s+/g, " ").trim();
}

function definitionOf(sentence: string): { term: string; definition: string } | null {
  const match = EN_GLOSSARY.exec(sentence) ?? EN_DEFINITION.exec(sentence) ?? ZH_DEFINITION.exec(sentence);
  if (!match?.[1] || !match[2]) return null;
  const term = cleanTerm(match[1]);
  if (term.length < 2 || term.length > 60 || NOT_TERM.test(term) || /^\d/.test(term)) return null;
  const definition = masked(match[2], term);
  return definition.length >= 6 ? { term, definition: definition.slice(0, 240) } : null;
}

export function materialChecks(materials: readonly Pick<ResearchMaterial, "title" | "text">[]): MaterialCheck[] {
  const checks: MaterialCheck[] = [];
  const seen = new Set<string>();
  for (const material of materials) {
    for (const sentence of sentences(stripBoilerplate(material.text))) {
      const found = definitionOf(sentence);
      if (!found || seen.has(found.term.toLowerCase())) continue;
      seen.add(found.term.toLowerCase());
      checks.push({ ...found, document: material.title.slice(0, 300) });
      if (checks.length >= MAX_CHECKS) return checks;
    }
  }
  return checks;
}
