import type { GroundPassage } from "../contract";
import { findWordForms } from "@/lib/ai/offline/text/word-forms";

/**
 * A code example from the learner's material, quoted as a whole fenced block with its fence and language
 * (never a bare line of it): only a block the passage holds whole, opening fence to closing fence, in a
 * passage that names the subject — in its prose or in the block itself.
 */
export interface CodeQuote {
  block: string;
  passage: GroundPassage;
}

const FENCE = /^ {0,3}(```+|~~~+)\s*([\w+#.-]*)\s*$/;
const MAX_BLOCK_LINES = 20;

function blocksOf(text: string): string[] {
  const lines = text.split("\n");
  const blocks: string[] = [];
  for (let at = 0; at < lines.length; at += 1) {
    const open = FENCE.exec(lines[at]!);
    if (!open) continue;
    const close = lines.findIndex((line, index) => index > at && line.trim().startsWith(open[1]!) && FENCE.test(line));
    if (close < 0) break;
    if (close - at - 1 > 0 && close - at - 1 <= MAX_BLOCK_LINES) blocks.push(lines.slice(at, close + 1).join("\n"));
    at = close;
  }
  return blocks;
}

export function codeExampleOf(terms: readonly string[], passages: readonly GroundPassage[]): CodeQuote | null {
  for (const passage of passages) {
    const lower = passage.text.toLowerCase();
    if (!terms.some((term) => findWordForms(lower, term.toLowerCase()))) continue;
    const [block] = blocksOf(passage.text.replace(/^…|…$/g, ""));
    if (block) return { block, passage };
  }
  return null;
}
