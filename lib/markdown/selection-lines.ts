/**
 * Maps a selection in rendered markdown back to source lines, using the
 * data-line-start / data-line-end that components/markdown-source-lines.ts puts
 * on every rendered element. Inside an element, the newlines of its text before
 * the selection point are the soft line breaks of the source, so a word picked
 * from the third line of a paragraph maps to that line, not the whole paragraph.
 */
export interface SelectedLines {
  start: number;
  end: number;
}

function sourceElement(node: Node, root: Element): HTMLElement | null {
  let current: Node | null = node.nodeType === 1 ? node : node.parentNode;
  while (current && current !== root.parentNode) {
    if (current instanceof HTMLElement && current.dataset.lineStart) return current;
    if (current === root) return null;
    current = current.parentNode;
  }
  return null;
}

/** The source line of one boundary point (container + offset) of a range. */
function lineAt(container: Node, offset: number, root: Element): { line: number; last: number } | null {
  const element = sourceElement(container, root);
  if (!element) return null;
  const first = Number(element.dataset.lineStart);
  const last = Number(element.dataset.lineEnd);
  if (!Number.isInteger(first) || !Number.isInteger(last)) return null;
  const before = element.ownerDocument.createRange();
  before.selectNodeContents(element);
  before.setEnd(container, offset);
  const breaks = (before.toString().match(/\n/g) ?? []).length;
  // A fenced code block's text starts on the line after its opening fence.
  const fence = element.tagName === "PRE" || element.tagName === "CODE" ? 1 : 0;
  return { line: Math.min(last, first + fence + breaks), last };
}

export function selectionLines(range: Range, root: Element): SelectedLines | null {
  if (range.collapsed || !root.contains(range.commonAncestorContainer)) return null;
  const start = lineAt(range.startContainer, range.startOffset, root);
  const end = lineAt(range.endContainer, range.endOffset, root);
  if (!start || !end) return null;
  return { start: Math.min(start.line, end.line), end: Math.max(start.line, end.line) };
}
