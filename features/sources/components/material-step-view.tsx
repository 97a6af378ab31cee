"use client";

import type { UIMessage } from "ai";
import { AnimatePresence, m } from "motion/react";
import { useMotionActive } from "@/components/motion/motion-provider";
import { getToolName } from "@/lib/ai/browser/ui-parts";
import { useId, useState, type ReactNode } from "react";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { SOURCES_TOOL } from "../contract";
import { answerStartedAfter, thoughtBefore } from "../lib/answer-steps";
import { isMaterialTool } from "../lib/material-tool";
import { readSourceOutputSchema, searchMaterialOutputSchema, type MaterialHit, type MaterialPassage } from "../lib/tool-schemas";
import { materialMessages, type MaterialStrings } from "./material-messages";
import { passagePlace } from "./passage-place";

type Part = UIMessage["parts"][number];

function HitRow({ hit, onOpen, t }: { hit: MaterialHit; onOpen: (passage: MaterialPassage) => void; t: MaterialStrings }) {
  const channels = hit.channels.map((channel) => (channel === "keyword" ? t.channelKeyword : t.channelSemantic)).join(" + ");
  const where = passagePlace(t, hit);
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(hit)}
        className="w-full rounded px-1 py-0.5 text-left hover:bg-surface-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
        title={t.open({ ref: hit.ref, where })}
        data-testid="material-hit"
      >
        <span className="font-mono font-medium text-accent-ink">{hit.ref}</span> <span className="text-fg">{where}</span>{" "}
        <span className="text-fg-muted">· {t.foundBy({ channels })}</span>
        <span className="block truncate text-fg-muted">{hit.snippet}</span>
      </button>
    </li>
  );
}

/**
 * One searchMaterial/readSource call as a step of the timeline: thought (what
 * the model wrote before it), action (the query or the lines read),
 * observation (the hits with source, page/lines and channel). Open while the
 * tutor works; folded to its one-line summary once the answer streams, and
 * reopened with the toggle (a button: keyboard and screen readers get it).
 * Folding and unfolding slide the details' height when the host provides
 * motion (the workspace tutor does); otherwise, and with reduced motion, they
 * simply appear and disappear.
 */
export function MaterialStep({
  part,
  message,
  index,
  onOpen,
}: {
  part: Part;
  message: UIMessage;
  index: number;
  onOpen: (passage: MaterialPassage) => void;
}) {
  const t = useMessages(materialMessages);
  const [choice, setChoice] = useState<boolean | null>(null);
  const detailsId = useId();
  const fold = useMotionActive();
  if (!isMaterialTool(part)) return null;
  const search = getToolName(part as never) === SOURCES_TOOL.searchMaterial;
  const input = (part.input ?? {}) as { query?: unknown; start?: unknown; end?: unknown };
  const thought = thoughtBefore(message, index);
  const expanded = choice ?? !answerStartedAfter(message, index);

  let action: string;
  let observation: ReactNode = null;
  let hits: MaterialHit[] = [];
  if (part.state === "output-error") observation = t.invalid({ error: part.errorText ?? "" });
  if (search) {
    action = t.searchAction({ query: String(input.query ?? "").slice(0, 120) });
    const output = part.state === "output-available" ? searchMaterialOutputSchema.safeParse(part.output) : null;
    if (!output) observation ??= t.searching({ query: String(input.query ?? "").slice(0, 120) });
    else if (!output.success) observation = t.failed({ error: "?" });
    else if (!output.data.ok) observation = t.failed({ error: output.data.error });
    else {
      hits = output.data.hits;
      observation = t.hits({ count: hits.length });
    }
  } else {
    const output = part.state === "output-available" ? readSourceOutputSchema.safeParse(part.output) : null;
    const ok = output?.success && output.data.ok ? output.data : null;
    action = ok
      ? t.readAction({ title: ok.path ?? ok.title, start: ok.lineStart, end: ok.lineEnd })
      : t.reading({ start: Number(input.start) || 1, end: Number(input.end) || 1 });
    if (ok) hits = [{ ...ok, snippet: ok.numbered.split("\n")[0] ?? "", channels: ["keyword"] }];
    else if (output?.success && !output.data.ok) observation = t.failed({ error: output.data.error });
  }

  return (
    <div className="rounded border border-line bg-surface text-xs" data-testid="material-step" data-expanded={expanded}>
      <button
        type="button"
        className="flex w-full items-center gap-2 px-2 py-1 text-left text-fg-muted hover:text-fg"
        aria-expanded={expanded}
        aria-controls={expanded ? detailsId : undefined}
        onClick={() => setChoice(!expanded)}
      >
        <span aria-hidden="true">{expanded ? "▾" : "▸"}</span>
        <span className="min-w-0 flex-1 truncate">{action}</span>
        <span className="sr-only">{expanded ? t.hideSteps : t.showSteps}</span>
      </button>
      {/* initial={false}: a step already open when it first shows stays put; only a fold or unfold moves. */}
      <AnimatePresence initial={false}>
        {expanded ? (
          <m.div
            key="details"
            id={detailsId}
            initial={fold ? { height: 0, opacity: 0 } : false}
            animate={{ height: "auto", opacity: 1 }}
            exit={fold ? { height: 0, opacity: 0 } : undefined}
            className="overflow-hidden"
          >
            <dl className="space-y-1 border-t border-line px-2 py-1">
              {thought ? (
                <div>
                  <dt className="font-medium">{t.thought}</dt>
                  <dd className="text-fg-muted">{thought}</dd>
                </div>
              ) : null}
              <div>
                <dt className="font-medium">{t.action}</dt>
                <dd className="text-fg-muted">{action}</dd>
              </div>
              <div>
                <dt className="font-medium">{t.observation}</dt>
                <dd>
                  {observation ? <p className="text-fg-muted">{observation}</p> : null}
                  {hits.length ? (
                    <ul className="space-y-0.5">
                      {hits.map((hit) => (
                        <HitRow key={`${hit.ref}-${hit.lineStart}`} hit={hit} onOpen={onOpen} t={t} />
                      ))}
                    </ul>
                  ) : null}
                </dd>
              </div>
            </dl>
          </m.div>
        ) : null}
      </AnimatePresence>
    </div>
  );
}
