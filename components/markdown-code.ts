import rehypeHighlight from "rehype-highlight";
import type { RehypePlugins } from "./markdown-view";

/**
 * Only fenced blocks that name a language are highlighted (guessing is slow and often wrong);
 * an unknown language is left plain. Its own module: loaded only for text with such a block.
 */
export const codeRehypePlugins: RehypePlugins = [[rehypeHighlight, { detect: false }]];
