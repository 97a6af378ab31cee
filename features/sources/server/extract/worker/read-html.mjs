import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import { domToText } from "./dom-to-text.mjs";
import { DOM_MAX_DEPTH, estimateNestingDepth, stripTagsToText } from "./html-without-dom.mjs";

/**
 * Pages with more elements than this skip Readability and keep the whole body: its scoring costs
 * ~1.5 s at 30k elements and grows fast. Counted on the source, because linkedom's
 * getElementsByTagName("*") returns nothing, which silently disables Readability's own limit.
 */
const READABILITY_MAX_ELEMENTS = 30_000;
/** Readability's cost grows steeply with nesting (1,000 nested divs: ~20 s); real pages stay far below this. */
const READABILITY_MAX_DEPTH = 128;

/**
 * A saved page (already decoded; the TS side knows the charsets) → its article as markdown-ish
 * text (Readability drops navigation, ads and footers).
 * @param {string} source
 * @returns {{ text: string; title?: string }}
 */
export function readHtmlString(source) {
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

/** The deepest nesting under `root`, walked without recursion (a hostile page can nest 100k levels). */
/** @param {any} root */
function maxDepth(root) {
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

/**
 * @param {any} document
 * @returns {{ text: string; title?: string } | null}
 */
function readArticle(document) {
  let article;
  try {
    article = new Readability(document).parse();
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
/**
 * @param {any} document
 * @param {string | undefined} title
 */
function wholePage(document, title) {
  return { text: domToText(document.documentElement), title };
}
