import type { RemarkPlugins } from "./markdown-view";

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

/**
 * remark-math pairs any two `$` in a paragraph, so prose about money ("costs $5 … and $20 a
 * month", common in pasted web pages) became one long run of italic math. Pandoc's rule tells
 * them apart: single-dollar math opens with `$` followed by a non-space, closes with a non-space
 * followed by `$`, and the closing `$` is not followed by a digit. A pair that breaks it is put
 * back as the text it was written as. `$$…$$` is left alone.
 */
export function isProseDollars(source: string, start: number, end: number): boolean {
  const raw = source.slice(start, end);
  if (!raw.startsWith("$") || raw.startsWith("$$")) return false;
  const inner = raw.slice(1, -1);
  return /^\s/.test(inner) || /\s$/.test(inner) || /^\d/.test(source.slice(end));
}

function restore(node: MdNode, source: string): void {
  for (const [index, child] of (node.children ?? []).entries()) {
    const start = child.position?.start.offset;
    const end = child.position?.end.offset;
    if (child.type === "inlineMath" && start !== undefined && end !== undefined && isProseDollars(source, start, end)) {
      node.children![index] = { type: "text", value: source.slice(start, end), position: child.position };
    } else restore(child, source);
  }
}

/** Runs after remark-math: see isProseDollars. */
function remarkProseDollars() {
  return (tree: MdNode, file: { value: unknown }) => {
    if (typeof file.value === "string") restore(tree, file.value);
  };
}

export const proseDollarsPlugins: RemarkPlugins = [remarkProseDollars];
