"use client";

import type { ReactNode } from "react";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { homeMessages } from "./home-messages";

const ICONS: ReactNode[] = [
  // Interview: a speech bubble.
  <path key="chat" d="M4 5.5h12a1.5 1.5 0 0 1 1.5 1.5v7a1.5 1.5 0 0 1-1.5 1.5H9l-3.5 3v-3H4A1.5 1.5 0 0 1 2.5 14V7A1.5 1.5 0 0 1 4 5.5Z" />,
  // Research & design: a magnifier.
  <path key="search" d="M9 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12Zm4.5-1.5L18 18" />,
  // Your course: an open book.
  <path key="book" d="M10 5.5C8.5 4.3 6.5 4 3 4v11c3.5 0 5.5.3 7 1.5m0-11c1.5-1.2 3.5-1.5 7-1.5v11c-3.5 0-5.5.3-7 1.5m0-11v11" />,
];

export function HowItWorks() {
  const t = useMessages(homeMessages);

  return (
    <section aria-labelledby="how-it-works-title" className="w-full">
      <h2 id="how-it-works-title" className="sr-only">
        {t.howTitle}
      </h2>
      <ol className="grid gap-3 sm:grid-cols-3">
        {t.steps.map((step, index) => (
          <li
            key={step.title}
            className="card animate-rise flex gap-3 p-4 sm:flex-col sm:gap-2.5"
            style={{ animationDelay: `${300 + index * 60}ms` }}
          >
            <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-ink">
              <svg
                viewBox="0 0 20 20"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {ICONS[index]}
              </svg>
            </span>
            <div className="min-w-0">
              <h3 className="text-sm font-semibold text-fg">
                <span className="mr-1.5 text-fg-subtle tabular-nums">{index + 1}.</span>
                {step.title}
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-fg-muted">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
