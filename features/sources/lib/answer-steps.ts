import type { UIMessage } from "ai";
import { isToolUIPart } from "@/lib/ai/browser/ui-parts";
import { checkCitations, findCitations } from "./citations";

/**
 * What the steps timeline and the citation chips read from an assistant
 * message: the model's thought before a call, whether the answer has started
 * streaming (the timeline then collapses), and the answer's markdown with each
 * citation turned into a link the chip renderer recognises.
 */

const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/** The reasoning (or, without any, the text) the model wrote since the previous tool call, before the part at `index`. */
export function thoughtBefore(message: Pick<UIMessage, "parts">, index: number, max = 280): string {
  const reasoning: string[] = [];
  const text: string[] = [];
  for (let i = index - 1; i >= 0; i -= 1) {
    const part = message.parts[i]!;
    if (isToolUIPart(part)) break;
    if (part.type === "reasoning") reasoning.unshift(part.text);
    if (part.type === "text") text.unshift(part.text);
  }
  return clip((reasoning.length ? reasoning : text).join(" "), max);
}

/** True once any answer text follows the part at `index` (the step is done; its details fold away). */
export function answerStartedAfter(message: Pick<UIMessage, "parts">, index: number): boolean {
  return message.parts.slice(index + 1).some((part) => part.type === "text" && part.text.trim() !== "");
}

/** Link targets the chip renderer recognises: a verified ref, or one no search in this answer returned. */
export const CITE_HREF = { verified: "#nn-cite-", unverified: "#nn-cite-unverified-" } as const;

export function citeTarget(href: string | null | undefined): { ref: string; verified: boolean } | null {
  if (!href) return null;
  if (href.startsWith(CITE_HREF.unverified)) return { ref: href.slice(CITE_HREF.unverified.length), verified: false };
  if (href.startsWith(CITE_HREF.verified)) return { ref: href.slice(CITE_HREF.verified.length), verified: true };
  return null;
}

/** The answer's markdown with `[S2, S5]` as `[S2](#nn-cite-S2) [S5](#nn-cite-S5)` (code spans untouched). */
export function citationMarkdown(text: string, message: Pick<UIMessage, "parts">, unverifiedLabel: string): string {
  const verified = new Map(checkCitations(text, message).map((citation) => [citation.ref, citation.verified]));
  let out = "";
  let at = 0;
  for (const match of findCitations(text)) {
    out += text.slice(at, match.start);
    out += match.refs
      .map((ref) =>
        verified.get(ref) ? `[${ref}](${CITE_HREF.verified}${ref})` : `[${ref} · ${unverifiedLabel}](${CITE_HREF.unverified}${ref})`,
      )
      .join(" ");
    at = match.end;
  }
  return out + text.slice(at);
}
