"use client";
import BookOpen from "lucide-react/icons/book-open";
import MessageSquare from "lucide-react/icons/message-square";
import Search from "lucide-react/icons/search";

import { useMessages } from "@/lib/i18n/i18n-provider";
import { homeMessages } from "./home-messages";

/** Interview (a speech bubble), research & design (a magnifier), your course (an open book). */
const ICONS = [MessageSquare, Search, BookOpen] as const;

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
              <StepIcon index={index} />
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

function StepIcon({ index }: { index: number }) {
  const Icon = ICONS[index] ?? BookOpen;
  return <Icon className="size-5" strokeWidth={1.5} />;
}
