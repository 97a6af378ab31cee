import { baseRemarkPlugins, MarkdownView, type MarkdownProps } from "./markdown-view";
import { codeRehypePlugins } from "./markdown-code";
import { mathRehypePlugins, mathRemarkPlugins } from "./markdown-math";

export type { MarkdownProps } from "./markdown-view";

/**
 * Renders model-written markdown safely, with math and code highlighting loaded
 * up front (see markdown-view.tsx for the safety rules). Pages use LazyMarkdown
 * (lazy-markdown.tsx), which loads the renderer and each plugin only for text
 * that needs it; this one is for callers that must render at once.
 */
const remarkPlugins = [...baseRemarkPlugins, ...mathRemarkPlugins];
const rehypePlugins = [...codeRehypePlugins, ...mathRehypePlugins];

export function Markdown(props: MarkdownProps) {
  return <MarkdownView {...props} remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} />;
}
