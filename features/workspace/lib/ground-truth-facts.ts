import { textDefinitions } from "@/lib/ai/offline/text/definitions";
import { isScaffoldLabel } from "@/lib/ai/offline/text/scaffold-label";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The facts ground-truth.md starts with: each written chapter's own definitions ("- **Loss:** a
 * number that says how wrong…", "**Gradient** — the direction…", "**梯度**：损失增长最快的方向"),
 * quoted as written and cited to their line, under one heading. Pure and idempotent: a fact whose
 * citation is already in the file is not added again, so the file grows as chapters are written.
 */
export interface ChapterText {
  path: string;
  content: string;
}

export interface GroundFact {
  term: string;
  definition: string;
  citation: string;
}

const HEADING: Record<Locale, string> = { en: "## Key definitions from the chapters", zh: "## 章节中的关键定义" };
const SOURCES_HEADING: Record<Locale, string> = { en: "## Definitions from your sources", zh: "## 你的资料中的定义" };
const SOURCE_LINE: Record<Locale, string> = { en: ", line {n}", zh: "，第 {n} 行" };

/** One of the learner's sources, as ground-truth.md reads it. */
export interface SourceText {
  title: string;
  text: string;
}
const PER_CHAPTER = 6;
const MAX_FACTS = 60;
const PER_SOURCE = 12;
const FENCE = /^\s*(?:```|~~~)/;
/** A bold lead that defines: "**Term:** text", "**Term**: text", "**Term** — text", "**Term** is text". */
const BOLD_LEAD = /^\s*(?:[-*+]|\d+[.)])?\s*\*\*([^*]{1,80}?)\*\*\s*(.*)$/;
const DEFINES = /^(?:[:：—–]|-\s|is\b|are\b|means\b|refers to\b|是|指)/u;
/**
 * Scaffolding, not the subject: "**The goal**: what you are trying to achieve when you use “Neurons”" —
 * a definition that speaks to the learner, or names the chapter's own title in quotes, describes how to
 * study, never what the subject is.
 */
const ADDRESSES_LEARNER = /\b(?:you|your|yourself)\b|你|您|[“「][^”」]{1,80}[”」]/iu;

const plain = (text: string) =>
  text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\*\*|__|`/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** The definitions a chapter states, with their lines (1-based), at most PER_CHAPTER. */
export function chapterFacts(chapter: ChapterText): GroundFact[] {
  const facts: GroundFact[] = [];
  let inCode = false;
  chapter.content.split("\n").forEach((raw, index) => {
    if (FENCE.test(raw)) inCode = !inCode;
    if (inCode || facts.length >= PER_CHAPTER) return;
    const match = BOLD_LEAD.exec(raw);
    if (!match) return;
    const boldEndsWithColon = /[:：]\s*$/u.test(match[1]!);
    const term = plain(match[1]!).replace(/[:：.。]+$/u, "");
    const rest = match[2]!.trim();
    if (!term || isScaffoldLabel(term) || /[.。!！?？]$/u.test(match[1]!.trim()) || (!boldEndsWithColon && !DEFINES.test(rest))) return;
    const definition = plain(rest.replace(/^[:：—–-]\s*/u, ""));
    // A question ("what happens with an empty input?") is an exercise prompt, not a definition.
    if (ADDRESSES_LEARNER.test(definition) || /[?？]$/u.test(definition)) return;
    const long = /\p{Script=Han}/u.test(definition) ? Array.from(definition).length >= 6 : definition.split(" ").length >= 3;
    if (long) facts.push({ term, definition: definition.slice(0, 300), citation: `${chapter.path}:${index + 1}` });
  });
  return facts;
}

/** ground-truth.md with the chapters' definitions it does not cite yet, or null when there are none. */
export function withChapterFacts(current: string, chapters: readonly ChapterText[], language: Locale): string | null {
  const seen = new Set<string>();
  // A definition the file already states (the learner's document's, which chapters quote, or another
  // chapter's) is said once: the first citation stands for it.
  const fresh = chapters
    .flatMap(chapterFacts)
    .filter((fact) => !current.includes(`(${fact.citation})`) && !current.includes(fact.definition))
    .filter((fact) => !seen.has(fact.definition) && seen.add(fact.definition))
    .slice(0, MAX_FACTS);
  // Below the learner's own documents' definitions: what they attached says first what the subject's terms are.
  return withSection(current, HEADING[language], fresh, SOURCES_HEADING[language]);
}

/** The definitions the learner's sources state ("A neuron is a unit that…"), cited "title, line N". */
export function sourceFacts(sources: readonly SourceText[], language: Locale): GroundFact[] {
  const line = SOURCE_LINE[language];
  return sources.flatMap((source) =>
    textDefinitions(source.text, PER_SOURCE).map((found) => ({
      term: found.term,
      definition: found.definition,
      citation: `${source.title.replace(/[()]/g, " ").trim()}${line.replace("{n}", String(found.line))}`,
    })),
  );
}

/** ground-truth.md with the sources' definitions it does not cite yet, or null when there are none. */
export function withSourceFacts(current: string, sources: readonly SourceText[], language: Locale): string | null {
  const fresh = sourceFacts(sources, language)
    .filter((fact) => !current.includes(`(${fact.citation})`))
    .slice(0, MAX_FACTS);
  return withSection(current, SOURCES_HEADING[language], fresh);
}

function withSection(current: string, heading: string, fresh: readonly GroundFact[], below?: string): string | null {
  if (fresh.length === 0) return null;
  const lines = fresh.map((fact) => `- **${fact.term}**: ${fact.definition} (${fact.citation})`);
  const all = current.split("\n");
  const at = all.indexOf(heading);
  if (at >= 0) {
    // After the section's last fact line.
    let end = at + 1;
    while (end < all.length && (all[end]!.startsWith("- ") || all[end]!.trim() === "") && !all[end + 1]?.startsWith("## ")) end += 1;
    const last = all.slice(0, end).findLastIndex((line) => line.startsWith("- "));
    const insertAt = last > at ? last + 1 : at + 2;
    return [...all.slice(0, insertAt), ...lines, ...all.slice(insertAt)].join("\n");
  }
  // A new section right after the intro (the title, a blank line, the intro paragraph), or after the
  // section it belongs below when the file has it.
  const after = below === undefined ? -1 : all.indexOf(below);
  const next = all.findIndex((line, index) => index > Math.max(after, 0) && line.startsWith("## "));
  const insertAt = next >= 0 ? next : all.length;
  return [...all.slice(0, insertAt), heading, "", ...lines, "", ...all.slice(insertAt)].join("\n");
}
