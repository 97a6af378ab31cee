import rehypeKatex from "rehype-katex";
import remarkMath from "remark-math";
// KaTeX's stylesheet and fonts are bundled from node_modules: nothing is fetched at run time.
import "katex/dist/katex.min.css";
import { proseDollarsPlugins } from "./markdown-math-dollars";
import type { RehypePlugins, RemarkPlugins } from "./markdown-view";

/**
 * Math ($…$, $$…$$) is typeset by KaTeX as markup it generates itself (trust off: no \\href, no HTML),
 * so it stays as safe as the rest of the renderer. Its own module: loaded only for text with math.
 * Dollars in prose (prices) stay text (markdown-math-dollars.ts); markdown.css keeps a wide formula
 * inside its own scroll box, so math never widens the page.
 */
export const mathRemarkPlugins: RemarkPlugins = [remarkMath, ...proseDollarsPlugins];
export const mathRehypePlugins: RehypePlugins = [[rehypeKatex, { throwOnError: false, trust: false }]];
