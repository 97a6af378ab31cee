import "server-only";

/**
 * A DOM (linkedom) → markdown-ish plain text: headings become `#` lines (so the splitter can
 * follow them), list items `- `, table rows `a | b`, paragraphs separated by a blank line.
 * Scripts, styles, images and forms are dropped. Used for HTML pages (after Readability) and for
 * DOCX (mammoth's HTML).
 */
interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  firstChild: DomNode | null;
  nextSibling: DomNode | null;
}

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

export function domToText(root: DomNode): string {
  const blocks: string[] = [];
  let inline = "";
  let prefix = "";
  let listDepth = 0;

  const flush = () => {
    const text = inline.replace(/\s+/g, " ").trim();
    if (text) blocks.push(prefix + text);
    inline = "";
    prefix = "";
  };

  const walk = (node: DomNode) => {
    if (node.nodeType === TEXT_NODE) {
      inline += node.textContent ?? "";
      return;
    }
    if (node.nodeType !== ELEMENT_NODE && node.nodeType !== 9 && node.nodeType !== 11) return;
    const name = node.nodeName.toUpperCase();
    if (SKIP.has(name)) return;
    const heading = /^H([1-6])$/.exec(name);
    if (heading) {
      flush();
      prefix = `${"#".repeat(Number(heading[1]))} `;
      walkChildren(node);
      flush();
    } else if (name === "PRE") {
      flush();
      const code = (node.textContent ?? "").replace(/\n+$/, "");
      if (code.trim()) blocks.push(code);
    } else if (name === "LI") {
      flush();
      prefix = `${"  ".repeat(Math.max(0, listDepth - 1))}- `;
      walkChildren(node);
      flush();
    } else if (name === "TR") {
      flush();
      const cells: string[] = [];
      for (let cell = node.firstChild; cell; cell = cell.nextSibling) {
        const text = (cell.textContent ?? "").replace(/\s+/g, " ").trim();
        if (text) cells.push(text);
      }
      if (cells.length) blocks.push(cells.join(" | "));
    } else if (name === "BR") {
      inline += " ";
    } else if (name === "UL" || name === "OL") {
      flush();
      listDepth += 1;
      walkChildren(node);
      listDepth -= 1;
      flush();
    } else if (BLOCK.has(name)) {
      flush();
      walkChildren(node);
      flush();
    } else {
      walkChildren(node);
    }
  };
  // Sibling links, not childNodes: linkedom builds a fresh childNodes array on every access.
  const walkChildren = (node: DomNode) => {
    for (let child = node.firstChild; child; child = child.nextSibling) walk(child);
  };

  walk(root);
  flush();
  return blocks.join("\n\n");
}
