import type { ResearchMaterialBlock } from "../contract";
import { frontMatterTitle, isBoilerplateHeading, stripBoilerplate } from "@/lib/ai/offline/text/material-boilerplate";
import { isGenericTitle, subjectOfTitle } from "./material-title";
import { leadingTitleLine } from "./material-title-line";
import {
  cleanHeading,
  markdownHeadings,
  numberedHeadings,
  pageTitleHeadings,
  plainHeadings,
  slideHeadings,
  type Heading,
} from "./material-headings";

/**
 * A document the learner attached on /create, as the interview receives it from
 * the app (which reads it from wherever attached material is kept): the
 * extracted text, 1-based lines, with the first line of each PDF page.
 */
export interface ResearchMaterial {
  id: string;
  title: string;
  text: string;
  pages: readonly { page: number; startLine: number }[];
}

/** Reads the interview's ready material on demand: only a research step needs the text. */
export type LoadMaterial = () => Promise<ResearchMaterial[]>;

/** At most this many documents per interview (the request's materialIds). */
export const MAX_MATERIAL_DOCUMENTS = 3;
/** Characters of all excerpts together in the research prompt. */
export const MATERIAL_EXCERPT_BUDGET = 12_000;
const MAX_HEADINGS = 12;
/**
 * The document's structure: the shallowest heading level that has at least two
 * headings (a lone top heading is the document's title), in order, de-duplicated.
 */
export function materialOutline(
  text: string,
  /** Where each PDF page starts: a deck of slides saved as a PDF is read by its pages' titles. */
  pages: ResearchMaterial["pages"] = [],
): Outline {
  const known = recentOutlines.find((entry) => entry.text === text && samePages(entry.pages, pages));
  if (known) return known.outline;
  const outline = readOutline(text, pages);
  recentOutlines.unshift({ text, pages, outline });
  recentOutlines.length = Math.min(recentOutlines.length, MAX_MATERIAL_DOCUMENTS);
  return outline;
}

type Outline = { readonly title: string | null; readonly headings: readonly Heading[] };
/**
 * The outlines of the last documents read (as many as one interview attaches): one research step asks
 * for each document's outline up to four times (its subject, title, block and checks), and reading a
 * 2,000,000-character document takes over a second. Kept as the same text, so the same outline.
 */
const recentOutlines: { text: string; pages: ResearchMaterial["pages"]; outline: Outline }[] = [];

const samePages = (a: ResearchMaterial["pages"], b: ResearchMaterial["pages"]) =>
  a === b || (a.length === b.length && a.every((page, index) => page.page === b[index]?.page && page.startLine === b[index]?.startLine));

function readOutline(text: string, pages: ResearchMaterial["pages"]): Outline {
  // Generated-file notices, licences, contents pages and running headers are not the document's structure.
  const lines = stripBoilerplate(text).split(/\r\n?|\n/);
  const marked = markdownHeadings(lines).filter((heading) => !isBoilerplateHeading(heading.text));
  const numbered = numberedHeadings(lines);
  const plain =
    marked.length >= 2
      ? []
      : (firstOf([slideHeadings(text.split(/\r\n?|\n/)), pageTitleHeadings(lines, pages), numbered]) ?? plainHeadings(lines));
  const all = marked.length >= 2 ? marked : plain.filter((heading) => !isBoilerplateHeading(heading.text));
  const levels = [...new Set(all.map((heading) => heading.level))].sort((a, b) => a - b);
  const level = levels.find((candidate) => all.filter((heading) => heading.level === candidate).length >= 2);
  const top = all.filter((heading) => heading.level === levels[0]);
  // A lone top heading, else the front matter's title, else a first line that stands alone as a title.
  const title =
    (top.length === 1 && top[0] ? top[0].text : null) ??
    (marked.length === 1 && marked[0]?.level === 1 ? marked[0].text : null) ??
    // "CHAPTER 4 / THE FRENCH AND INDIAN WAR" above sections that carry no number.
    (numbered.length === 1 && plain !== numbered && numbered[0] ? numbered[0].text : null) ??
    frontMatterTitle(text) ??
    leadingTitleLine(lines, all[0]?.line ?? null);
  if (level === undefined) return { title, headings: [] };
  const seen = new Set<string>();
  const headings = all
    .filter((heading) => heading.level === level && !seen.has(heading.text.toLowerCase()) && seen.add(heading.text.toLowerCase()))
    .slice(0, MAX_HEADINGS);
  return { title, headings };
}

/** The first of the ways of reading headings that found a structure (two headings or more). */
const firstOf = (candidates: readonly Heading[][]): Heading[] | undefined => candidates.find((headings) => headings.length >= 2);

/**
 * What the first attached document calls itself — its title heading, front matter title or title line —
 * as a subject ("Lecture 7: Regularization in Linear Models" → "Regularization in Linear Models"); null
 * when it has no title of its own. A titled document names the course's subject whatever else the learner said.
 */
export function titledSubject(materials: readonly ResearchMaterial[]): string | null {
  const first = materials[0];
  const heading = first ? materialOutline(first.text, first.pages).title : null;
  // "My Notes", "Untitled document", "学习笔记": a title that only says what kind of text it is names no subject.
  const subject = heading && !isBoilerplateHeading(heading) && !isGenericTitle(heading) ? subjectOfTitle(heading).slice(0, 120).trim() : "";
  return subject || null;
}

/**
 * What the attached documents are about, in their own words: the first
 * document's title, else its file name made readable ("intro_to-sql" →
 * "intro to sql"). The subject of a course asked for "from this document".
 */
export function materialSubject(materials: readonly ResearchMaterial[]): string | null {
  const first = materials[0];
  if (!first) return null;
  const fromName = readableFileName(first.title);
  const subject = (titledSubject(materials) ?? subjectOfTitle(fromName)).slice(0, 120).trim();
  return subject || null;
}

function clipText(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max).trimEnd();
}

/**
 * A bounded excerpt that spans the document: the start of every section, so
 * the researcher sees what each part is about, not just the first pages.
 */
function excerptOf(text: string, headings: readonly Heading[], budget: number): { excerpt: string; truncated: boolean } {
  const normalized = text
    .replace(/\r\n?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (normalized.length <= budget) return { excerpt: normalized, truncated: false };
  if (headings.length < 2) return { excerpt: clipText(normalized, budget), truncated: true };
  const lines = text.split(/\r\n?|\n/);
  const bounds = [0, ...headings.slice(1).map((heading) => heading.line - 1), lines.length];
  const share = Math.floor(budget / (bounds.length - 1)) - 10;
  const parts: string[] = [];
  for (let index = 0; index < bounds.length - 1; index += 1) {
    const section = lines
      .slice(bounds[index], bounds[index + 1])
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim();
    if (section) parts.push(clipText(section, share));
  }
  return { excerpt: clipText(parts.join("\n[…]\n"), budget), truncated: true };
}

/** The research agent's view of the attached documents (rendered as the research-material block). */
/** The document's own title names it better than its file ("Lecture 7: Regularization", not "doc-3"). */
export function documentTitle(
  material: Pick<ResearchMaterial, "title" | "text"> & Partial<Pick<ResearchMaterial, "pages">>,
  outline: { title: string | null } = materialOutline(material.text, material.pages ?? []),
): string {
  const ownTitle = outline.title && !isBoilerplateHeading(outline.title) ? outline.title : "";
  return ownTitle || readableFileName(material.title) || "Untitled";
}

/** Underscores and hyphens are word breaks in a file name: read before cleanHeading takes "_" for emphasis ("nn_notes" → "nnnotes"). */
function readableFileName(name: string): string {
  const bare = name
    .replace(FILE_EXTENSIONS, "")
    .replace(/^copy of\s+/i, "")
    .replace(/[_-]+/g, " ");
  let named = bare;
  for (let cut = named.replace(FILE_VERSION, ""); cut && cut !== named; cut = named.replace(FILE_VERSION, "")) named = cut;
  return cleanHeading(named).trim();
}

// "slides.pptx.txt", "notebook.ipynb.html": every extension a file was saved through.
const FILE_EXTENSIONS = /(?:\.(?:pdf|docx?|pptx?|key|odt|odp|rtf|epub|ipynb|md|markdown|txt|html?|tex))+$/i;
// "Copy of …", "report_final", "notes v2", "thesis (1)", "论文终稿": which copy of the file it is, not what it is about.
const FILE_VERSION =
  /[\s(]+(?:final|draft|copy|rev\s?\d{0,2}|v\d{1,2}(?:\.\d{1,2})?|\d{1,3}\)|\(\d{1,3}\))$|(?<=\p{Script=Han})(?:终稿|定稿|初稿|最终版|修改版|副本)$/iu;

export function materialBlockOf(materials: readonly ResearchMaterial[]): ResearchMaterialBlock {
  const documents = materials.slice(0, MAX_MATERIAL_DOCUMENTS);
  const budget = Math.floor(MATERIAL_EXCERPT_BUDGET / Math.max(1, documents.length));
  return {
    documents: documents.map((material) => {
      const outline = materialOutline(material.text, material.pages);
      const { excerpt, truncated } = excerptOf(stripBoilerplate(material.text), outline.headings, budget);
      return {
        title: documentTitle(material, outline),
        pages: material.pages.length > 0 ? material.pages.length : null,
        headings: outline.headings.map((heading) => heading.text),
        excerpt,
        truncated,
      };
    }),
  };
}
