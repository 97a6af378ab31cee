import "server-only";
import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import { decodeText } from "../../lib/decode-text";
import { domToText } from "./html-to-text";
import { DOM_MAX_DEPTH, estimateNestingDepth, stripTagsToText } from "./html-without-dom";

/**
 * Pages with more elements than this skip Readability and keep the whole body: its scoring costs
 * ~1.5 s at 30k elements and grows fast. Counted on the source, because linkedom's
 * getElementsByTagName("*") returns nothing, which silently disables Readability's own limit.
 */
const READABILITY_MAX_ELEMENTS = 30_000;
/** Readability's cost grows steeply with nesting (1,000 nested divs: ~20 s); real pages stay far below this. */
const READABILITY_MAX_DEPTH = 128;

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
  if (estimateNestingDepth(html) > DOM_MAX_DEPTH) {
    const title = /<title[^>]*>([^<]{1,500})<\/title>/i.exec(html)?.[1]?.trim();
    return { text: stripTagsToText(html), title: title || undefined };
  }
  const { document } = parseHTML(html);
  const pageTitle = document.title?.trim() || undefined;
  const elements = html.match(/<[a-z]/gi)?.length ?? 0;
  if (elements <= READABILITY_MAX_ELEMENTS && maxDepth(document.documentElement) <= READABILITY_MAX_DEPTH) {
    const article = readArticle(document);
    if (article) return { text: article.text, title: article.title ?? pageTitle };
    // Readability changed the tree while scoring it: the fallback needs a fresh one.
    return wholePage(parseHTML(html).document, pageTitle);
  }
  return wholePage(document, pageTitle);
}

type LinkedomDocument = ReturnType<typeof parseHTML>["document"];

interface TreeNode {
  firstChild: TreeNode | null;
  nextSibling: TreeNode | null;
  parentNode: TreeNode | null;
}

/** The deepest nesting under `root`, walked without recursion (a hostile page can nest 100k levels). */
function maxDepth(root: TreeNode | null): number {
  let deepest = 0;
  let depth = 0;
  let node = root;
  while (node) {
    deepest = Math.max(deepest, depth);
    if (node.firstChild) {
      node = node.firstChild;
      depth += 1;
      continue;
    }
    while (node && node !== root && !node.nextSibling) {
      node = node.parentNode;
      depth -= 1;
    }
    node = !node || node === root ? null : node.nextSibling;
  }
  return deepest;
}

function readArticle(document: LinkedomDocument): { text: string; title?: string } | null {
  let article: { title?: string | null; content?: string | null } | null;
  try {
    article = new Readability(document as unknown as Document).parse();
  } catch {
    return null;
  }
  if (!article?.content) return null;
  const text = domToText(parseHTML(`<!doctype html><html><body>${article.content}</body></html>`).document.body);
  if (!text.trim()) return null;
  const title = article.title?.trim() || undefined;
  // Readability often lifts the page's <h1> into `title`; put it back so the text keeps its top heading.
  return { text: title && !/^# /m.test(text) ? `# ${title}\n\n${text}` : text, title };
}

/** No article found (or too big to look for one): the whole page; the walk skips head, scripts and forms. */
function wholePage(document: LinkedomDocument, title: string | undefined): { text: string; title?: string } {
  return { text: domToText(document.documentElement), title };
}
