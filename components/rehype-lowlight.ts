import type { Element, ElementContent, Root } from "hast";
import type { createLowlight } from "lowlight";

type Lowlight = ReturnType<typeof createLowlight>;

/**
 * Highlights `<pre><code class="language-x">` with the grammars `lowlight`
 * holds — the same output as rehype-highlight with `detect: false`, but with no
 * built-in grammar set, so a page ships only the grammars its text names
 * (see ./highlight-languages.ts). A language nobody registered stays plain.
 */
export function rehypeLowlight(lowlight: Lowlight) {
  return () => (tree: Root) => {
    visit(tree, (node, parent) => {
      if (node.tagName !== "code" || parent?.tagName !== "pre") return;
      const lang = codeLanguage(node);
      if (!lang) return;
      const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
      node.properties.className = classes.includes("hljs") ? classes : ["hljs", ...classes];
      if (!lowlight.registered(lang)) return;
      const result = lowlight.highlight(lang, textOf(node));
      if (result.children.length > 0) node.children = result.children as ElementContent[];
    });
  };
}

/** `language-x` / `lang-x` from the code element's classes; `no-highlight` opts out. */
export function codeLanguage(node: Element): string | undefined {
  const list = node.properties.className;
  if (!Array.isArray(list)) return undefined;
  let name: string | undefined;
  for (const item of list) {
    const value = String(item);
    if (value === "no-highlight" || value === "nohighlight") return undefined;
    if (!name && value.startsWith("lang-")) name = value.slice(5);
    if (!name && value.startsWith("language-")) name = value.slice(9);
  }
  return name;
}

function visit(node: Root | Element, enter: (node: Element, parent: Element | null) => void): void {
  const parent = node.type === "element" ? node : null;
  for (const child of node.children) {
    if (child.type !== "element") continue;
    enter(child, parent);
    visit(child, enter);
  }
}

function textOf(node: Element | ElementContent): string {
  if (node.type === "text") return node.value;
  if (node.type === "element") return node.children.map(textOf).join("");
  return "";
}
