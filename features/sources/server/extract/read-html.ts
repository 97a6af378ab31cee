import "server-only";
import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import { decodeText } from "../../lib/decode-text";
import { domToText } from "./html-to-text";

/** Pages with more elements than this skip Readability (its scoring is quadratic-ish) and keep the whole body. */
const READABILITY_MAX_ELEMENTS = 100_000;

/** The charset a page declares in its first bytes (`<meta charset>` or http-equiv), if any. */
function declaredCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 2048));
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
}

/** A saved page → its article as markdown-ish text (Readability drops navigation, ads and footers). */
export function readHtml(bytes: Uint8Array): { text: string; title?: string } {
  return readHtmlString(decodeText(bytes, declaredCharset(bytes)));
}

export function readHtmlString(source: string): { text: string; title?: string } {
  // linkedom builds a broken tree from a bare fragment ("<p>hi</p>"): give it a whole document.
  const html = /<html[\s>]/i.test(source) ? source : `<!doctype html><html><head></head><body>${source}</body></html>`;
  const { document } = parseHTML(html);
  const pageTitle = document.title?.trim() || undefined;
  let article: { title?: string | null; content?: string | null } | null = null;
  try {
    // Readability mutates the document it is given; the fallback below needs the original.
    const copy = parseHTML(html).document;
    article = new Readability(copy as unknown as Document, { maxElemsToParse: READABILITY_MAX_ELEMENTS }).parse();
  } catch {
    article = null;
  }
  if (article?.content) {
    const { document: articleDocument } = parseHTML(`<!doctype html><html><body>${article.content}</body></html>`);
    const text = domToText(articleDocument.body);
    if (text.trim()) {
      const title = article.title?.trim() || pageTitle;
      // Readability often lifts the page's <h1> into `title`; put it back so the text keeps its top heading.
      const withTitle = title && !/^# /m.test(text) ? `# ${title}\n\n${text}` : text;
      return { text: withTitle, title };
    }
  }
  // No article found: the whole page (the head is skipped by the walk).
  return { text: domToText(document.documentElement), title: pageTitle };
}
