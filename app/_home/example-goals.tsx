"use client";

import Link from "next/link";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { createHref } from "./create-href";
import { homeMessages } from "./home-messages";

/** One-tap starting points; each goes straight to the interview. */
export function ExampleGoals() {
  const t = useMessages(homeMessages);

  return (
    <section aria-labelledby="example-goals-title" className="flex flex-col items-center gap-3">
      <h2 id="example-goals-title" className="text-xs font-medium tracking-wide text-fg-subtle uppercase">
        {t.examplesLabel}
      </h2>
      <ul className="flex flex-wrap justify-center gap-2">
        {t.examples.map((example, index) => (
          <li key={example} className="animate-rise" style={{ animationDelay: `${150 + index * 40}ms` }}>
            <Link
              href={createHref(example)}
              // Five links to the same dynamic route: prefetching them would only repeat one request.
              prefetch={false}
              data-testid="example-goal"
              className="inline-flex h-9 items-center rounded-full border border-line bg-surface px-3.5 text-sm text-fg-muted shadow-sm transition-colors hover:border-accent/40 hover:bg-accent-soft hover:text-accent-ink"
            >
              {example}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
