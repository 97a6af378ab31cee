import type { ProseSection } from "./content/chapter-phrase-types";
import type { Scenario } from "./content/chapter-scenario-types";

/** Small markdown writers for offline chapters; `fill` interpolates the chapter's placeholders. */
export type Fill = (template: string) => string;

export function heading(level: 1 | 2 | 3, text: string): string {
  return `${"#".repeat(level)} ${text.replace(/\s+/g, " ").trim()}`;
}

export function bulletList(items: readonly string[], fill: Fill): string {
  return items.map((item) => `- ${fill(item)}`).join("\n");
}

export function numberedList(items: readonly string[], fill: Fill): string {
  return items.map((item, index) => `${index + 1}. ${fill(item)}`).join("\n");
}

export function prose(section: ProseSection, fill: Fill, level: 2 | 3 = 2): string {
  const parts = [heading(level, fill(section.title)), ...section.paragraphs.map(fill)];
  if (section.bullets && section.bullets.length > 0) parts.push(bulletList(section.bullets, fill));
  return parts.join("\n\n");
}

/** A fence longer than any backtick run inside, so code can never close its own block. */
export function codeBlock(language: string, code: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${language}\n${code}\n${fence}`;
}

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\s+/g, " ").trim();
}

export function table(head: readonly string[], rows: readonly (readonly string[])[], fill: Fill): string {
  const line = (cells: readonly string[]) => `| ${cells.map((value) => cell(fill(value))).join(" | ")} |`;
  return [line(head), `| ${head.map(() => "---").join(" | ")} |`, ...rows.map(line)].join("\n");
}

export function scenarioBody(scenario: Scenario, fill: Fill): string {
  const parts = [fill(scenario.setup)];
  if (scenario.table) parts.push(table(scenario.table.head, scenario.table.rows, fill));
  parts.push(numberedList(scenario.steps, fill), fill(scenario.result));
  return parts.join("\n\n");
}

export function blockquote(text: string): string {
  return text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
}
