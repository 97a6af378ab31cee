/**
 * A prompt block is `<tag>{json}</tag>` on its own lines: real models read it as
 * structured context, the offline model parses it. Each feature's contract.ts
 * declares its own tags and the zod schema of each block; this is only the
 * mechanism both sides share.
 */
import { safeJsonParse } from "@/lib/safe-json";

/**
 * `<` is escaped (\u003c is still valid JSON and parses back to "<"), so text
 * inside the data — a learner's goal, say — can never close the block early.
 */
export function renderBlock(tag: string, data: unknown): string {
  return `<${tag}>\n${JSON.stringify(data).replace(/</g, "\\u003c")}\n</${tag}>`;
}

/** Reads a block back; null when absent or not valid JSON. The caller validates the shape. */
export function readBlock(text: string, tag: string): unknown {
  const start = text.indexOf(`<${tag}>`);
  if (start === -1) return null;
  const end = text.indexOf(`</${tag}>`, start);
  if (end === -1) return null;
  return safeJsonParse(text.slice(start + tag.length + 2, end).trim()) ?? null;
}
