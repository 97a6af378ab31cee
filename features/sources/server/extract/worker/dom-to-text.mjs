/**
 * A DOM (linkedom) → markdown-ish plain text: headings become `#` lines (so the splitter can
 * follow them), list items `- `, table rows `a | b`, paragraphs separated by a blank line.
 * Scripts, styles, images and forms are dropped. Used for HTML pages (after Readability) and for
 * DOCX (mammoth's HTML).
 */
const SKIP = new Set([
  "SCRIPT",
  "STYLE",
  "NOSCRIPT",
  "TEMPLATE",
  "IMG",
  "SVG",
  "CANVAS",
  "IFRAME",
  "FORM",
  "BUTTON",
  "INPUT",
  "SELECT",
  "HEAD",
]);
const BLOCK = new Set([
  "P",
  "DIV",
  "SECTION",
  "ARTICLE",
  "MAIN",
  "HEADER",
  "FOOTER",
  "ASIDE",
  "NAV",
  "BLOCKQUOTE",
  "UL",
  "OL",
  "TABLE",
  "THEAD",
  "TBODY",
  "TFOOT",
  "FIGURE",
  "FIGCAPTION",
  "DL",
  "DT",
  "DD",
  "HR",
  "BODY",
  "HTML",
  "ADDRESS",
  "DETAILS",
  "SUMMARY",
  "CAPTION",
]);
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** @param {string} name */
function kindOf(name) {
  if (SKIP.has(name)) return "skip";
  if (/^H[1-6]$/.test(name)) return "heading";
  if (name === "PRE") return "pre";
  if (name === "LI") return "li";
  if (name === "TR") return "tr";
  if (name === "BR") return "br";
  if (name === "UL" || name === "OL") return "list";
  return BLOCK.has(name) ? "block" : "inline";
}

/** Walked with an explicit stack, not recursion: a hostile page can nest elements 100k deep. */
/**
 * @param {any} root a linkedom node
 * @returns {string}
 */
export function domToText(root) {
  /** @type {string[]} */
  const blocks = [];
  let inline = "";
  let prefix = "";
  let listDepth = 0;

  const flush = () => {
    const text = inline.replace(/\s+/g, " ").trim();
    if (text) blocks.push(prefix + text);
    inline = "";
    prefix = "";
  };

  const stack = [{ node: root, exit: false }];
  while (stack.length) {
    const { node, exit } = stack.pop();
    if (node.nodeType === TEXT_NODE) {
      inline += node.textContent ?? "";
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE && node.nodeType !== 9 && node.nodeType !== 11) continue;
    const name = node.nodeName.toUpperCase();
    const kind = kindOf(name);
    if (exit) {
      if (kind === "list") listDepth -= 1;
      flush();
      continue;
    }
    if (kind === "skip") continue;
    if (kind === "br") {
      inline += " ";
      continue;
    }
    if (kind === "pre") {
      flush();
      const code = (node.textContent ?? "").replace(/\n+$/, "");
      if (code.trim()) blocks.push(code);
      continue;
    }
    if (kind === "tr") {
      flush();
      const cells = [];
      for (let cell = node.firstChild; cell; cell = cell.nextSibling) {
        const text = (cell.textContent ?? "").replace(/\s+/g, " ").trim();
        if (text) cells.push(text);
      }
      if (cells.length) blocks.push(cells.join(" | "));
      continue;
    }
    if (kind !== "inline") {
      flush();
      if (kind === "heading") prefix = `${"#".repeat(Number(name[1]))} `;
      if (kind === "li") prefix = `${"  ".repeat(Math.max(0, listDepth - 1))}- `;
      if (kind === "list") listDepth += 1;
      stack.push({ node, exit: true });
    }
    // Sibling links, not childNodes: linkedom builds a fresh childNodes array on every access.
    const children = [];
    for (let child = node.firstChild; child; child = child.nextSibling) children.push(child);
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push({ node: children[i], exit: false });
  }
  flush();
  return blocks.join("\n\n");
}
