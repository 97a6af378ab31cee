"use client";

import type { UIMessage } from "ai";
import { LazyMarkdown as Markdown } from "@/components/lazy-markdown";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { citationMarkdown, citeTarget } from "../lib/answer-steps";
import { findCitations, passagesOf } from "../lib/citations";
import type { MaterialPassage } from "../lib/tool-schemas";
import "./citation-chips.css";
import { materialMessages } from "./material-messages";
import { passagePlace } from "./passage-place";

/**
 * An answer's text with its citations as chips: a verified `[S2]` (a search
 * or read in this answer returned it) opens the passage at its lines; one no
 * search returned is marked "unverified" and opens nothing. The chips are
 * links inside the rendered markdown, so they are focusable and work with
 * Enter; one click handler on the answer catches them.
 */
export function CitedAnswer({ text, message, onOpen }: { text: string; message: UIMessage; onOpen: (passage: MaterialPassage) => void }) {
  const t = useMessages(materialMessages);
  const passages = passagesOf(message);
  const markdown = citationMarkdown(text, message, t.unverified);
  return (
    <div
      className="nn-cited-answer"
      data-testid="cited-answer"
      onClick={(event) => {
        const link = (event.target as HTMLElement).closest("a");
        const target = citeTarget(link?.getAttribute("href"));
        if (!target) return;
        event.preventDefault();
        const passage = target.verified ? passages.get(target.ref) : undefined;
        if (passage) onOpen(passage);
      }}
      onMouseOver={(event) => {
        // Titles (hover text) for the chips: where a verified ref points, or why one is unverified.
        const link = (event.target as HTMLElement).closest("a");
        const target = citeTarget(link?.getAttribute("href"));
        if (!link || !target || link.title) return;
        const passage = passages.get(target.ref);
        link.title =
          target.verified && passage
            ? t.open({ ref: target.ref, where: passagePlace(t, passage) })
            : t.unverifiedTitle({ ref: target.ref });
      }}
    >
      <Markdown demoteH1>{markdown}</Markdown>
    </div>
  );
}

/** Whether an answer has citations at all (plain answers keep the workspace's own rendering). */
export const hasCitations = (text: string) => findCitations(text).length > 0;
