"use client";
import Check from "lucide-react/icons/check";

import type { ResearchBrief } from "../lib/interview-schemas";
import type { InterviewStrings } from "./interview-messages";

type ResearchPartState = "input-streaming" | "input-available" | "output-available" | "output-error" | string;

/**
 * The learner sees that research happens, not the research transcript: a live
 * line while it runs, then a quiet chip with the sources it really used (and
 * the learner's own documents when the course is built from them).
 */
export function ResearchIndicator(props: {
  state: ResearchPartState;
  topic: string | undefined;
  brief: ResearchBrief | undefined;
  strings: InterviewStrings;
}) {
  const { state, brief, strings } = props;
  const topic = (props.topic ?? "").slice(0, 60) || "…";
  if (state === "output-error") {
    return (
      <p className="px-1 text-xs text-amber-700 dark:text-amber-400" data-testid="research-failed">
        {strings.researchFailed}
      </p>
    );
  }
  if (state !== "output-available" || !brief) {
    return (
      <p className="flex items-center gap-2 px-1 text-xs text-fg-subtle dark:text-fg-subtle" role="status" data-testid="research-running">
        <span className="inline-block h-2 w-2 animate-pulse rounded-full bg-indigo-500" aria-hidden />
        {strings.researching({ topic })}
      </p>
    );
  }
  return (
    <details className="group px-1 text-xs text-fg-subtle dark:text-fg-subtle" data-testid="research-done">
      <summary className="cursor-pointer list-none select-none rounded-md py-0.5 hover:text-zinc-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:text-zinc-200">
        <Check aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
        {/* What was researched: the brief's own topic (an attached document's title, when it named the subject). */}
        {strings.researched({ topic: brief.topic.slice(0, 60) || topic })}
        {" · "}
        {brief.material?.length ? (
          <span data-testid="research-material">
            {strings.material.researchedFrom({ titles: brief.material.map((item) => item.title).join(", ") })}
            {brief.webAccess ? ` · ${strings.sources({ count: brief.sources.length })}` : ""}
          </span>
        ) : brief.webAccess ? (
          strings.sources({ count: brief.sources.length })
        ) : (
          strings.noWeb
        )}
      </summary>
      {brief.sources.length > 0 && (
        <ul className="mt-1 space-y-0.5 pl-4">
          {brief.sources.map((source) => (
            <li key={source.url} className="truncate">
              <a href={source.url} target="_blank" rel="noreferrer noopener" className="underline-offset-2 hover:underline">
                {source.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
