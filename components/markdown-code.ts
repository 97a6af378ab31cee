import { createLowlight } from "lowlight";
import { loadGrammars } from "./highlight-languages";
import type { RehypePlugins } from "./markdown-view";
import { rehypeLowlight } from "./rehype-lowlight";

/**
 * Only fenced blocks that name a language are highlighted (guessing is slow and often wrong);
 * a language we have no grammar for is left plain. Its own module, loaded only for text with
 * such a block, and it loads only the grammars the text names (each grammar its own chunk).
 */
export async function codeRehypePlugins(languages: Iterable<string>): Promise<RehypePlugins> {
  return [rehypeLowlight(createLowlight(await loadGrammars(languages)))];
}
