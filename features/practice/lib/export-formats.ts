import type { CardStateName, PracticeKind, PracticeSource, PracticeStatus } from "../contract";
import type { ChoiceOption } from "./practice-item-schemas";

/**
 * The course's questions to take elsewhere (issue 24, item 8): Anki's text import format and CSV.
 * Pure text builders; the route (app/api/courses/[id]/practice/export) reads the rows.
 *
 * Anki: tab-separated, with the file headers Anki reads (https://docs.ankiweb.net/importing/text-files.html):
 * a GUID column (re-importing updates the notes instead of duplicating them), a notetype column
 * ("Basic": Front, Back), a deck column and a tags column. The source reference
 * (`chapters/…md:s-e`) is in the Back field, so it travels with the card, and in a column of its own
 * for a note type that has a field for it. Fields are HTML (`#html:true`): markup in a question is
 * escaped, a newline is `<br>`, a tab `&#9;`, and a quote `&quot;` (Anki would read a field opening
 * with one as quoted).
 *
 * CSV (RFC 4180, CRLF, UTF-8 with a byte-order mark so spreadsheets read Unicode): a cell is quoted
 * when it holds a comma, a quote or a line break; a cell opening with = + - @ (or a tab or CR) is
 * prefixed with ' so a spreadsheet never runs it as a formula.
 */

export interface ExportQuestion {
  id: string;
  kind: PracticeKind;
  prompt: string;
  options: readonly ChoiceOption[] | null;
  answer: string;
  accepted: readonly string[];
  keyPoints: readonly string[];
  /** `chapters/…md:s-e` */
  citation: string;
  status: PracticeStatus;
  source: PracticeSource;
  due: string;
  state: CardStateName;
  reps: number;
  lapses: number;
  attempts: number;
}

const LETTERS = "ABCDEF";

function html(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/\t/g, "&#9;")
    .replace(/\r\n?|\n/g, "<br>");
}

/** Text as an Anki field: HTML, and never a tab or a line break of its own. */
export function ankiField(text: string): string {
  return html(text);
}

/** A deck name: `::` makes subdecks in Anki, so a title's own `::` is not one. */
const deckName = (courseTitle: string) => `NexusNote::${courseTitle.replace(/::/g, ":").replace(/\s+/g, " ").trim() || "Course"}`;
/** A tag: Anki separates tags with spaces; a tag is not HTML, and has no quote to open a quoted field. */
const tag = (text: string) => text.replace(/[\s"]+/g, "_");

function front(question: ExportQuestion): string {
  const prompt = ankiField(question.prompt);
  if (question.kind !== "choice" || !question.options) return prompt;
  const options = question.options.map((option, index) => `<li>${LETTERS[index] ?? ""}. ${ankiField(option.text)}</li>`).join("");
  return `${prompt}<ul>${options}</ul>`;
}

function back(question: ExportQuestion): string {
  const parts: string[] = [];
  if (question.kind === "short") parts.push(`<ul>${question.keyPoints.map((point) => `<li>${ankiField(point)}</li>`).join("")}</ul>`);
  else parts.push(ankiField(question.answer));
  if (question.kind === "choice") {
    for (const option of question.options ?? []) {
      if (option.misconception) parts.push(`<i>${ankiField(option.text)}</i>: ${ankiField(option.misconception)}`);
    }
  }
  parts.push(`<small>${ankiField(question.citation)}</small>`);
  return parts.join("<br>");
}

export const ANKI_NOTETYPE = "Basic";

export function toAnkiText(courseTitle: string, questions: readonly ExportQuestion[]): string {
  const header = [
    "#separator:tab",
    "#html:true",
    "#guid column:1",
    "#notetype column:2",
    "#deck column:3",
    "#tags column:7",
    "#columns:GUID\tNotetype\tDeck\tFront\tBack\tSource\tTags",
  ];
  const deck = ankiField(deckName(courseTitle));
  const rows = questions.map((question) => {
    const chapter = question.citation.replace(/^chapters\//, "").replace(/\.md:.*$/, "");
    const tags = ["nexusnote", `nexusnote::${tag(chapter)}`, `nexusnote::${question.kind}`].map(tag).join(" ");
    return [`nexusnote-${question.id}`, ANKI_NOTETYPE, deck, front(question), back(question), ankiField(question.citation), tags].join(
      "\t",
    );
  });
  return `${[...header, ...rows].join("\n")}\n`;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: never a formula, quoted when it must be. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CSV_COLUMNS = [
  "id",
  "kind",
  "prompt",
  "options",
  "answer",
  "accepted",
  "key_points",
  "source_reference",
  "status",
  "made_by",
  "due",
  "state",
  "reps",
  "lapses",
  "attempts",
] as const;

export function toCsv(questions: readonly ExportQuestion[]): string {
  const rows = questions.map((question) => [
    question.id,
    question.kind,
    question.prompt,
    question.options?.map((option, index) => `${LETTERS[index] ?? ""}. ${option.text}`).join(" | ") ?? "",
    question.answer,
    question.accepted.join(" | "),
    question.keyPoints.join(" | "),
    question.citation,
    question.status,
    question.source,
    question.due,
    question.state,
    question.reps,
    question.lapses,
    question.attempts,
  ]);
  return `\uFEFF${[[...CSV_COLUMNS], ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
