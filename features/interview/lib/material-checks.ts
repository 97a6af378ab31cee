import type { MaterialCheck } from "../contract";
import { definitionOf } from "@/lib/ai/offline/text/definitions";
import { stripBoilerplate } from "@/lib/ai/offline/text/material-boilerplate";
import { documentTitle, type ResearchMaterial } from "./research-material";

/**
 * Terms an attached document defines, read from its own sentences ("A pod is
 * the smallest deployable unit…", "光反应是指…"). They are what a placement
 * question may check without a model that knows the subject: the document says
 * which term the definition belongs to, so the answer can be graded truthfully.
 */
const MAX_CHECKS = 5;

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

/** The definition without the term itself, so the question does not give its answer away. */
function masked(definition: string, term: string): string {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return definition.replace(new RegExp(escaped, "giu"), "___").replace(/\s+/g, " ").trim();
}

function maskedDefinition(sentence: string): { term: string; definition: string } | null {
  const found = definitionOf(sentence);
  if (!found) return null;
  const definition = masked(found.definition, found.term);
  return definition.length >= 6 ? { term: found.term, definition: definition.slice(0, 240) } : null;
}

export function materialChecks(materials: readonly Pick<ResearchMaterial, "title" | "text">[]): MaterialCheck[] {
  const checks: MaterialCheck[] = [];
  const seen = new Set<string>();
  for (const material of materials) {
    // Named as the interview names it everywhere else: by its own title, not its file's name.
    const document = documentTitle(material).slice(0, 300);
    for (const sentence of sentences(stripBoilerplate(material.text))) {
      const found = maskedDefinition(sentence);
      if (!found || seen.has(found.term.toLowerCase())) continue;
      seen.add(found.term.toLowerCase());
      checks.push({ ...found, document });
      if (checks.length >= MAX_CHECKS) return checks;
    }
  }
  return checks;
}
