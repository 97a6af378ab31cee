/**
 * A rehype plugin: every element that came from the markdown source carries
 * the source lines it was written on (data-line-start / data-line-end), so a
 * selection in the rendered text can be mapped back to `file:start-end`
 * (lib/markdown/selection-lines.ts). `offset` adds the lines a caller cut off
 * before rendering (the reader drops a chapter's leading title).
 */
interface HastNode {
  type: string;
  properties?: Record<string, unknown>;
  position?: { start: { line: number }; end: { line: number } };
  children?: HastNode[];
}

export function rehypeSourceLines(options: { offset?: number } = {}) {
  const offset = options.offset ?? 0;
  const visit = (node: HastNode) => {
    if (node.type === "element" && node.position) {
      node.properties = {
        ...node.properties,
        dataLineStart: node.position.start.line + offset,
        dataLineEnd: node.position.end.line + offset,
      };
    }
    node.children?.forEach(visit);
  };
  return (tree: HastNode) => visit(tree);
}
