/**
 * The headings an attached document marks its structure with, in each form it comes in: markdown
 * (ATX and setext), plain text's numbering ("Chapter 3", "第二节", "2.3 …", "II. …") and a slide deck's
 * slide titles. Line numbers are the document's, 1-based.
 */
const HEADING_LENGTH = 140;

export interface Heading {
  level: number;
  text: string;
  line: number;
}

const CHINESE_NUMERAL = "[一二三四五六七八九十百零〇两]+";
const NUMBERED = [
  // "Chapter 3: Light", "Part II — Waves", "Unit 4. Cells"
  { pattern: /^(?:chapter|part|unit|lesson|module|section|lecture|week|session|topic)\s+([0-9]+|[ivxlc]+)\b[\s:.\-–—]*(.*)$/i, level: 0 },
  // "第三章 光合作用", "第1章"
  { pattern: new RegExp(`^第\\s*(?:${CHINESE_NUMERAL}|\\d+)\\s*[章篇部]\\s*(.*)$`), level: 0 },
  // "第二节 光反应"
  { pattern: new RegExp(`^第\\s*(?:${CHINESE_NUMERAL}|\\d+)\\s*[节課课]\\s*(.*)$`), level: 2 },
  // "一、概述" (under 第X节 in a Chinese textbook's numbering)
  { pattern: new RegExp(`^${CHINESE_NUMERAL}\\s*[、．.]\\s*(.+)$`), level: 3 },
  // "（一）光反应"
  { pattern: new RegExp(`^[（(]${CHINESE_NUMERAL}[）)]\\s*(.+)$`), level: 4 },
];
// "1 Introduction", "2.3 The Calvin cycle": a number per level, then a short title without a final period.
const DECIMAL = /^(\d{1,2}(?:\.\d{1,2}){0,3})\.?\s+(\S.{0,100})$/u;

/** Markdown and markup noise off a heading: emphasis, code ticks, links, trailing #s. */
export function cleanHeading(text: string): string {
  const plain = text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]+/g, "")
    .replace(/\s+#+\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length <= HEADING_LENGTH ? plain : `${plain.slice(0, HEADING_LENGTH - 1).trimEnd()}…`;
}

export function markdownHeadings(lines: readonly string[]): Heading[] {
  const headings: Heading[] = [];
  let fenced = false;
  lines.forEach((raw, index) => {
    const line = raw.trimEnd();
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    const atx = /^ {0,3}(#{1,6})\s+(.+)$/.exec(line);
    if (atx?.[1] && atx[2]) {
      headings.push({ level: atx[1].length, text: cleanHeading(atx[2]), line: index + 1 });
      return;
    }
    const previous = lines[index - 1]?.trim() ?? "";
    if (index > 0 && previous && !/^(?:[-*+>]\s|#|\d+\.\s)/.test(previous) && /^ {0,3}(=+|-{2,})\s*$/.test(line)) {
      headings.push({ level: line.trim().startsWith("=") ? 1 : 2, text: cleanHeading(previous), line: index });
    }
  });
  return headings.filter((heading) => heading.text.length > 0);
}

// "I. INTRODUCTION", "IV. Results": a paper's sections numbered in capital roman numerals.
const ROMAN = /^([IVXL]{1,6})\.\s+(\S.{0,80})$/u;
// A heading's title ends without a sentence's final mark.
const SENTENCE_END = /[.。!?！？:：,，;；]$/u;

/** Plain text (PDF, DOCX, text files) marks its structure with numbers and words, not #s. */
export function numberedHeadings(lines: readonly string[]): Heading[] {
  const headings: Heading[] = [];
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.length > 110) return;
    for (const { pattern, level } of NUMBERED) {
      const match = pattern.exec(line);
      if (match) {
        // "CHAPTER 4" alone, its title on the next line ("THE FRENCH AND INDIAN WAR"): one heading.
        const title = match.at(-1)?.trim() ? null : titleBelow(lines, index);
        headings.push({ level, text: cleanHeading(title ? `${line} ${title}` : line), line: index + 1 });
        return;
      }
    }
    const numbered = numberedLine(line);
    // A sentence ("3 apples were eaten.") is not a heading, nor is a line of a list ("2 tsp salt" under "500 g flour").
    if (numbered?.[1] && numbered[2] && !inList(lines, index, depthOf(numbered[1]))) {
      const level = depthOf(numbered[1]);
      headings.push({ level, text: cleanHeading(line), line: index + 1 });
    }
  });
  return headings;
}

/** "2.3 The Calvin cycle", "II. BACKGROUND": a numbered line whose title ends as a title does; null for a sentence. */
function numberedLine(line: string): RegExpExecArray | null {
  const numbered = DECIMAL.exec(line) ?? ROMAN.exec(line);
  return numbered?.[2] && !SENTENCE_END.test(numbered[2]) ? numbered : null;
}

/** Its numbering's depth: "2" 1, "2.3" 2, a roman numeral 1. */
const depthOf = (number: string) => (/^\d/.test(number) ? number.split(".").length : 1);

/**
 * A numbered line right next to another of the same depth (no text between them) is an item of a list
 * ("2 tsp salt" under "500 g flour"), not a heading; "3 Linear maps" above "3.1 Kernels" is one.
 */
function inList(lines: readonly string[], index: number, depth: number): boolean {
  const near = (step: -1 | 1) => numberedLine(lines[index + step]?.trim() ?? "");
  return [near(-1), near(1)].some((numbered) => numbered?.[1] !== undefined && depthOf(numbered[1]) === depth);
}

/** The line right under a bare "Chapter 4" / "第四章", when it reads as its title. */
function titleBelow(lines: readonly string[], index: number): string | null {
  const next =
    lines
      .slice(index + 1, index + 3)
      .find((line) => line.trim() !== "")
      ?.trim() ?? "";
  if (!next || next.length > 80 || SENTENCE_END.test(next)) return null;
  return NUMBERED.some(({ pattern }) => pattern.test(next)) || DECIMAL.test(next) ? null : next;
}

// "Slide 3" above each slide's title in a deck saved as text; a closing, agenda or contents slide is no section.
const SLIDE_MARK = /^(?:slide|幻灯片)\s*(\d{1,3})$/iu;
// "第3页", "Page 3": a deck's marker only when the text opens with the first one (a PDF's page footer closes its page).
const PAGE_MARK = /^(?:第\s*(\d{1,3})\s*[页张]|page\s+(\d{1,3}))$/iu;
const NOT_A_SECTION_SLIDE =
  /^(?:(?:any )?questions\s*[?？]?|q\s*&\s*a|thank you\s*!?|thanks\s*!?|the end|agenda|outline|(?:table of )?contents|references|谢谢(?:观看|聆听|大家)?\s*[!！]?|提问|问答|答疑|提纲|目录)$/iu;

/**
 * A deck's slide titles: the first slide's is the deck's title (the top level), the others its sections.
 * Read from the document's own lines: a page marker is boilerplate in a PDF, not in a deck.
 */
export function slideHeadings(lines: readonly string[]): Heading[] {
  const first = lines.find((line) => line.trim() !== "")?.trim() ?? "";
  const opening = PAGE_MARK.exec(first);
  const marks = opening && (opening[1] ?? opening[2]) === "1" ? PAGE_MARK : SLIDE_MARK;
  const headings: Heading[] = [];
  lines.forEach((raw, index) => {
    if (!marks.test(raw.trim())) return;
    const at = nextFilled(lines, index + 1, lines.length);
    const text = at >= 0 ? cleanHeading(lines[at]!.trim()) : "";
    if (!text || marks.test(text) || text.length > 100 || NOT_A_SECTION_SLIDE.test(text)) return;
    headings.push({ level: headings.length === 0 ? 0 : 1, text, line: at + 1 });
  });
  return headings;
}

/** The first line with text in [from, to), or -1: scanned from `from`, so a document of many markers or pages is read once. */
function nextFilled(lines: readonly string[], from: number, to: number): number {
  for (let at = from; at < Math.min(to, lines.length); at += 1) if (lines[at]!.trim() !== "") return at;
  return -1;
}

/** A PDF of slides: pages of few lines each. A book's or a handout's pages hold far more. */
const DECK_LINES_PER_PAGE = 12;
const MIN_DECK_PAGES = 3;
// "Overfitting (cont.)", "TCP（续）": a slide continued on the next is the same section.
const CONTINUED = /\s*[(（]\s*(?:cont(?:inued|'d|\.)?|续)\s*[)）]\s*$/iu;

/**
 * A PDF of slides (its pages short): each page's first line (running footers and page numbers
 * already blanked as boilerplate) is its slide's title; the first page's is the deck's title, the
 * others its sections, a continued slide once. `lines` are the document's after stripBoilerplate,
 * `pages` where each PDF page starts (1-based lines).
 */
export function pageTitleHeadings(lines: readonly string[], pages: readonly { startLine: number }[]): Heading[] {
  if (pages.length < MIN_DECK_PAGES) return [];
  const filled = lines.filter((line) => line.trim() !== "").length;
  if (filled / pages.length > DECK_LINES_PER_PAGE) return [];
  const headings: Heading[] = [];
  let withText = 0;
  let titled = 0;
  pages.forEach((page, index) => {
    const end = (pages[index + 1]?.startLine ?? lines.length + 1) - 1;
    const at = nextFilled(lines, Math.max(0, page.startLine - 1), end);
    if (at < 0) return;
    withText += 1;
    const text = cleanHeading(lines[at]!.trim().replace(CONTINUED, ""));
    // A page that starts mid-sentence ("and the model…", "…overfits.") is a page of prose, not a slide.
    if (text.length > 100 || SENTENCE_END.test(text) || /^[-*+•·▪◦>]|^\p{Ll}/u.test(text)) return;
    titled += 1;
    if (!NOT_A_SECTION_SLIDE.test(text)) headings.push({ level: headings.length === 0 ? 0 : 1, text, line: at + 1 });
  });
  // Most pages of a deck open with a title; a short handout's pages run on from one another.
  return titled >= DECK_TITLED_SHARE * withText ? headings : [];
}

const DECK_TITLED_SHARE = 0.7;

/** A short line's most characters: a heading is a few words (Han characters count double). */
const PLAIN_HEADING_WIDTH = 60;

/**
 * Plain text whose headings carry no mark at all (a PDF's bold lines, a text file's): a short line that
 * ends as no sentence does, after the title, a blank line or a sentence's end, with text under it that
 * runs longer or ends a sentence (its section's first line). Two or more, or none: one such line is
 * no structure. Read only where nothing marks the document's headings.
 */
export function plainHeadings(lines: readonly string[]): Heading[] {
  const filled = lines.map((line, index) => ({ line: line.trim(), index })).filter(({ line }) => line !== "");
  const width = (text: string) => text.length + (text.match(/\p{Script=Han}/gu) ?? []).length;
  const headings: Heading[] = [];
  filled.forEach(({ line, index }, at) => {
    const before = filled[at - 1];
    const after = filled[at + 1];
    if (at === 0 || !before || !after || width(line) > PLAIN_HEADING_WIDTH || SENTENCE_END.test(line)) return;
    if (/^[-*+•·▪◦>#|`\d]|^\p{Ll}/u.test(line)) return;
    const opens = at === 1 || before.index < index - 1 || SENTENCE_END.test(before.line);
    const body = width(after.line) > width(line) || SENTENCE_END.test(after.line);
    if (opens && body) headings.push({ level: 1, text: cleanHeading(line), line: index + 1 });
  });
  return headings.length >= 2 ? headings : [];
}
