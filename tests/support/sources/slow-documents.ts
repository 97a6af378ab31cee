import { buildDocx } from "./docx-builder";

/**
 * Honest documents that take seconds to parse: many paragraphs of varied text, nothing hostile
 * that a guard would refuse. 60k DOCX paragraphs are ~15 s of mammoth + DOM work here; 200k
 * HTML blocks are far past Readability's element limit and take seconds in linkedom alone.
 */
export function buildSlowDocx(paragraphs = 60_000): Uint8Array {
  return buildDocx(
    Array.from({ length: paragraphs }, (_, i) => ({ paragraph: `Paragraph ${i} about cells ${(i * 7919) % 1000} and their membranes.` })),
  );
}

export function buildSlowHtml(blocks = 200_000): Uint8Array {
  const body = Array.from({ length: blocks }, (_, i) => `<div><p>Block ${i} <b>bold ${i % 97}</b> text</p></div>`).join("");
  return new TextEncoder().encode(`<!doctype html><html><head><title>Slow</title></head><body>${body}</body></html>`);
}
