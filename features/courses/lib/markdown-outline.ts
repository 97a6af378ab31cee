import { courseOutlineSchema, totalMinutes, type CourseOutline, type Difficulty } from "@/lib/course-outline";
import { clip, LIST_ITEM, plain } from "@/lib/ai/text-protocol/prompt-text";

/**
 * A course outline written as markdown, as models without tool calling write it:
 * a `#` title, a paragraph, `##` modules (or the deepest heading level that has
 * several), chapters as list items or sub-headings with "title — objective (30
 * min)". Read into the outline schema, or null when it does not hold one.
 */
type Heading = { level: number; text: string; body: string[] };

const MINUTES = /(\d{1,3})\s*(?:min(?:ute)?s?|分钟)/i;
const PREFIX =
  /^(?:module|unit|part|section|week|chapter|lesson|模块|单元|部分|第\s*[\d一二三四五六七八九十]+\s*(?:单元|部分|[章节周课]))\s*[\d.]*\s*[:：.\-–—]?\s*/i;
const SPLIT = /\s+[—–-]\s+|[:：]\s+/;
const LEVEL_LINE = /^(?:level|difficulty|难度)\s*[:：]/i;
const RATIONALE = /rationale|why|approach|design|为什么|设计/i;

function difficultyIn(text: string): Difficulty {
  if (/advanced|高级|进阶/i.test(text)) return "advanced";
  if (/intermediate|中级/i.test(text)) return "intermediate";
  return "beginner";
}

function chapterOf(line: string) {
  const minutes = Number(MINUTES.exec(line)?.[1] ?? 30);
  const text = plain(line.replace(/\(?\s*\d{1,3}\s*(?:min(?:ute)?s?|分钟)\s*\)?/i, "")).replace(PREFIX, "");
  const [title = "", ...rest] = text.split(SPLIT);
  const objective = rest.join(" — ").trim() || title;
  if (!title.trim()) return null;
  return { title: clip(title, 140), objective: clip(objective, 300), minutes: Math.min(600, Math.max(5, minutes)) };
}

function headingsOf(markdown: string): { intro: string[]; headings: Heading[] } {
  const intro: string[] = [];
  const headings: Heading[] = [];
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) headings.push({ level: heading[1]!.length, text: plain(heading[2]!), body: [] });
    else if (line.trim()) (headings.at(-1)?.body ?? intro).push(line);
  }
  return { intro, headings };
}

export function readMarkdownOutline(markdown: string): CourseOutline | null {
  const { intro, headings } = headingsOf(markdown.replace(/```[a-z]*\n?|```/g, ""));
  const top = Math.min(...headings.map((heading) => heading.level));
  const titled = headings.filter((heading) => heading.level === top).length === 1 && headings[0]?.level === top;
  const moduleLevel = titled ? Math.min(...headings.filter((heading) => heading.level > top).map((heading) => heading.level)) : top;
  const modules: CourseOutline["modules"] = [];
  let rationale = "";
  for (const [index, heading] of headings.entries()) {
    if (heading.level !== moduleLevel) continue;
    const next = headings.slice(index + 1);
    const end = next.findIndex((later) => later.level <= moduleLevel);
    const subheadings = (end === -1 ? next : next.slice(0, end)).filter((sub) => sub.level > moduleLevel);
    const lines = subheadings.length
      ? subheadings.map((sub) => `${sub.text}${sub.body[0] ? ` — ${plain(sub.body.join(" "))}` : ""}`)
      : heading.body.map((line) => LIST_ITEM.exec(line)?.[1]).filter((item): item is string => Boolean(item));
    const chapters = lines
      .map(chapterOf)
      .filter((chapter) => chapter !== null)
      .slice(0, 8);
    if (chapters.length) modules.push({ title: clip(plain(heading.text).replace(PREFIX, "") || heading.text, 140), chapters });
    else if (RATIONALE.test(heading.text) && heading.body.length) rationale = plain(heading.body.join(" "));
  }
  const title = titled ? headings[0]!.text : plain(intro.find((line) => line.trim()) ?? "");
  const said = (titled ? headings[0]!.body : intro).filter((line) => !LIST_ITEM.test(line) && !LEVEL_LINE.test(plain(line)));
  const description = plain(said.join(" ")) || title;
  const outline = {
    title: clip(title, 140),
    description: clip(description, 600),
    difficulty: difficultyIn(markdown),
    estimatedMinutes: 15,
    designRationale: clip(rationale || description, 1200),
    modules: modules.slice(0, 8),
  };
  outline.estimatedMinutes = Math.min(20_000, Math.max(15, totalMinutes(outline)));
  const parsed = courseOutlineSchema.safeParse(outline);
  return parsed.success ? parsed.data : null;
}
