/**
 * For pages no DOM should be built for: linkedom's parse time grows steeply with nesting depth
 * (100k nested divs: ~17 s of synchronous work, which no timeout can interrupt). A linear tag
 * scan estimates the depth first; past the limit the text is taken out with regular expressions.
 */
const VOID = new Set("area base br col embed hr img input link meta param source track wbr".split(" "));
// Often left unclosed in real HTML; counting them would make old pages look absurdly deep.
const IMPLICITLY_CLOSED = new Set("p li dt dd tr td th option thead tbody tfoot colgroup rt rp".split(" "));
const TAG = /<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g;

export const DOM_MAX_DEPTH = 2_000;

/** @param {string} html */
export function estimateNestingDepth(html) {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, rawName, selfClosing] of html.matchAll(TAG)) {
    const name = rawName.toLowerCase();
    if (VOID.has(name) || IMPLICITLY_CLOSED.has(name) || selfClosing) continue;
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    if (depth > deepest) deepest = depth;
  }
  return deepest;
}

/** @type {Record<string, string>} */
const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** @param {string} text */
function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, entity) => {
    if (entity[0] !== "#") return ENTITIES[entity.toLowerCase()] ?? whole;
    const code = entity[1] === "x" || entity[1] === "X" ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : "\uFFFD";
  });
}

/** Text of a page without a DOM: scripts, styles and comments dropped; headings kept as `#`; blocks as paragraphs. */
/** @param {string} html */
export function stripTagsToText(html) {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(script|style|noscript|template|head)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<h([1-6])\b[^>]*>/gi, (_, level) => `\n\n${"#".repeat(Number(level))} `)
    .replace(/<\/?(p|div|section|article|li|tr|br|h[1-6]|ul|ol|table|blockquote|pre|header|footer|main|nav|aside)\b[^>]*>/gi, "\n\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .split(/\n{2,}/)
    .map((block) => block.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n\n");
}
