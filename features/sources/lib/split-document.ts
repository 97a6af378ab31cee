/**
 * Splits extracted text into search chunks that follow headings and paragraphs and keep their
 * line and page ranges. Every chunk's text is an exact slice of the source text (trimmed), so
 * lineStart/lineEnd always point at the lines that hold it.
 *
 * 1. The text is cut into units: sentences (。！？!?；; and `.`/`:` before a space), single lines,
 *    and, for a run of text with no boundary at all, hard cuts near a space.
 * 2. Units are packed into chunks of about `targetChars` (1,000; 500 when the text is mostly CJK,
 *    where one character carries about two Latin characters' meaning). A chunk that would grow past
 *    the target ends at the last paragraph break if that keeps at least half of it.
 * 3. A markdown heading starts a new chunk (unless the current one is still tiny); the heading
 *    trail ("Intro › Setup") in effect at a chunk's start is its `heading`.
 * 4. Consecutive chunks in one section overlap by about `overlapChars` (whole units).
 * Deterministic: the same input always gives the same chunks.
 */
export interface DocumentPage {
  page: number;
  /** 1-based first line of this page in the text. */
  startLine: number;
}

export interface DocumentChunk {
  ordinal: number;
  /** The heading trail above the chunk ("Intro › Setup"), or null. */
  heading: string | null;
  text: string;
  lineStart: number;
  lineEnd: number;
  pageStart: number | null;
  pageEnd: number | null;
}

export interface SplitOptions {
  /** Target chunk size in characters (default 1,000, or 500 for CJK-heavy text). */
  targetChars?: number;
  overlapChars?: number;
}

interface Unit {
  start: number;
  end: number;
  /** First unit of a paragraph (a good place to end the previous chunk). */
  paragraphStart: boolean;
  heading: boolean;
  trail: string | null;
}

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.+?)[ \t#]*$/;
const FENCE = /^ {0,3}(```|~~~)/;
const SENTENCE_END = /[。！？!?；]+[”」』）)"']*|[.;:]+[”」』）)"']*(?=\s)/g;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const TRAIL_SEPARATOR = " › ";

export function isMostlyCjk(text: string): boolean {
  const sample = text.length > 20_000 ? text.slice(0, 20_000) : text;
  const visible = sample.replace(/\s+/g, "").length;
  return visible > 0 && (sample.match(CJK)?.length ?? 0) / visible > 0.3;
}

/** Sentence and line spans of text[start, end), none longer than `max`. */
function sentenceSpans(text: string, start: number, end: number, max: number): [number, number][] {
  const spans: [number, number][] = [];
  const segment = text.slice(start, end);
  let from = 0;
  const push = (to: number) => {
    while (to - from > max) {
      // No sentence boundary in reach: cut at the last space in the window's second half, else hard.
      const window = segment.slice(from, from + max);
      const space = Math.max(window.lastIndexOf(" "), window.lastIndexOf("\n"));
      let cut = space > max / 2 ? from + space + 1 : from + max;
      if (/[\uDC00-\uDFFF]/.test(segment[cut] ?? "")) cut -= 1;
      spans.push([start + from, start + cut]);
      from = cut;
    }
    if (to > from) spans.push([start + from, start + to]);
    from = to;
  };
  for (const match of segment.matchAll(SENTENCE_END)) push(match.index + match[0].length);
  push(segment.length);
  // Lines inside a paragraph (list items, verse) are boundaries too. The next newline is carried from span to
  // span (they run in order): looked up afresh for each, it was searched for past every span to the same far
  // line end (a 2,000,000-character line of short sentences: quadratic, minutes).
  let nl = text.indexOf("\n", start);
  return spans.flatMap(([a, b]) => {
    const parts: [number, number][] = [];
    let at = a;
    if (nl >= 0 && nl < at) nl = text.indexOf("\n", at);
    for (; nl >= 0 && nl < b; nl = text.indexOf("\n", at)) {
      parts.push([at, nl + 1]);
      at = nl + 1;
    }
    if (b > at) parts.push([at, b]);
    return parts;
  });
}

function units(text: string, max: number): Unit[] {
  const out: Unit[] = [];
  const trail: { level: number; title: string }[] = [];
  let inFence = false;
  let paragraph: [number, number] | null = null;
  const trailText = () => (trail.length ? trail.map((h) => h.title).join(TRAIL_SEPARATOR) : null);
  const closeParagraph = () => {
    if (!paragraph) return;
    sentenceSpans(text, paragraph[0], paragraph[1], max).forEach(([start, end], index) => {
      if (text.slice(start, end).trim()) out.push({ start, end, paragraphStart: index === 0, heading: false, trail: trailText() });
    });
    paragraph = null;
  };
  let offset = 0;
  for (const line of text.split("\n")) {
    const lineEnd = offset + line.length;
    // A "heading" longer than a chunk is a paragraph that happens to start with #.
    const heading = inFence || line.length > max ? null : HEADING.exec(line);
    if (FENCE.test(line)) inFence = !inFence;
    if (heading) {
      closeParagraph();
      const level = heading[1]!.length;
      while (trail.length && trail.at(-1)!.level >= level) trail.pop();
      trail.push({ level, title: heading[2]!.slice(0, 80) });
      out.push({ start: offset, end: lineEnd, paragraphStart: true, heading: true, trail: trailText() });
    } else if (!inFence && !line.trim()) {
      closeParagraph();
    } else {
      paragraph = paragraph ? [paragraph[0], lineEnd] : [offset, lineEnd];
    }
    offset = lineEnd + 1;
  }
  closeParagraph();
  return out;
}

function lineOf(lineStarts: readonly number[], offset: number): number {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (lineStarts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

function pageOf(pages: readonly DocumentPage[], line: number): number | null {
  let found: number | null = null;
  for (const page of pages) if (page.startLine <= line) found = page.page;
  return found ?? (pages.length ? pages[0]!.page : null);
}

export function splitDocument(document: { text: string; pages?: readonly DocumentPage[] }, options: SplitOptions = {}): DocumentChunk[] {
  const { text } = document;
  const pages = [...(document.pages ?? [])].sort((a, b) => a.startLine - b.startLine);
  const target = Math.max(50, options.targetChars ?? (isMostlyCjk(text) ? 500 : 1000));
  const overlap = Math.min(Math.floor(target / 2), Math.max(0, options.overlapChars ?? Math.round(target * 0.15)));
  const all = units(text, target);
  const lineStarts = [0];
  for (let nl = text.indexOf("\n"); nl >= 0; nl = text.indexOf("\n", nl + 1)) lineStarts.push(nl + 1);

  const chunks: DocumentChunk[] = [];
  const emit = (first: number, last: number) => {
    const raw = text.slice(all[first]!.start, all[last]!.end);
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    const startOffset = all[first]!.start + lead;
    const lineStart = lineOf(lineStarts, startOffset);
    const lineEnd = lineOf(lineStarts, startOffset + Math.max(0, body.length - 1));
    chunks.push({
      ordinal: chunks.length,
      heading: all[first]!.trail,
      text: body,
      lineStart,
      lineEnd,
      pageStart: pages.length ? pageOf(pages, lineStart) : null,
      pageEnd: pages.length ? pageOf(pages, lineEnd) : null,
    });
  };
  const span = (first: number, last: number) => all[last]!.end - all[first]!.start;

  let first = 0;
  for (let next = 1; next <= all.length; next += 1) {
    if (next === all.length) {
      emit(first, next - 1);
      break;
    }
    const unit = all[next]!;
    if (unit.heading && span(first, next - 1) >= target / 4) {
      emit(first, next - 1);
      first = next;
      continue;
    }
    if (span(first, next) <= target) continue;
    // Too big with this unit: end at the last paragraph break that keeps at least half a chunk.
    let end = next - 1;
    for (let p = next - 1; p > first; p -= 1) {
      if (all[p]!.paragraphStart && span(first, p - 1) >= target / 2) {
        end = p - 1;
        break;
      }
    }
    emit(first, end);
    // The next chunk starts a few units back (the overlap), never before this chunk's second unit.
    let restart = end + 1;
    while (restart - 1 > first && !all[restart - 1]!.heading && all[end]!.end - all[restart - 1]!.start <= overlap) restart -= 1;
    first = restart;
    next = restart;
  }
  return chunks;
}
