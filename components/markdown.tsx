import { baseRemarkPlugins, MarkdownView, type MarkdownProps } from "./markdown-view";
import { common, createLowlight } from "lowlight";
import { mathRehypePlugins, mathRemarkPlugins } from "./markdown-math";
import { rehypeLowlight } from "./rehype-lowlight";

export type { MarkdownProps } from "./markdown-view";

/**
 * Renders model-written markdown safely, with math and code highlighting (every
 * common grammar) loaded up front (see markdown-view.tsx for the safety rules). Pages use LazyMarkdown
 * (lazy-markdown.tsx), which loads the renderer and each plugin only for text
 * that needs it; this one is for callers that must render at once.
 */
const remarkPlugins = [...baseRemarkPlugins, ...mathRemarkPlugins];
const rehypePlugins = [rehypeLowlight(createLowlight(common)), ...mathRehypePlugins];

export function Markdown(props: MarkdownProps) {
  return <MarkdownView {...props} remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} />;
}
