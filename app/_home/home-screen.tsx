"use client";

import { useMessages } from "@/lib/i18n/i18n-provider";
import { ExampleGoals } from "./example-goals";
import { GoalForm } from "./goal-form";
import { HowItWorks } from "./how-it-works";
import { homeMessages } from "./home-messages";

export function HomeScreen() {
  const t = useMessages(homeMessages);

  return (
    <div className="relative isolate flex flex-1 flex-col">
      {/* A faint accent glow behind the hero; purely decorative. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[28rem] bg-[radial-gradient(ellipse_60%_60%_at_50%_0%,color-mix(in_oklab,var(--nn-accent)_14%,transparent),transparent)]"
      />
      <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center gap-10 px-4 pt-14 pb-16 sm:gap-12 sm:px-6 sm:pt-24">
        {/* CSS, not JS, animates the entrance: the page is visible before hydration. */}
        <div className="animate-rise flex w-full flex-col items-center gap-6 text-center">
          <span className="inline-flex items-center gap-1.5 rounded-full border border-accent/20 bg-accent-soft px-3 py-1 text-xs font-medium text-accent-ink">
            {t.eyebrow}
          </span>
          <div className="flex flex-col gap-3">
            <h1 className="text-3xl font-semibold tracking-tight text-balance text-fg sm:text-5xl">{t.title}</h1>
            <p className="mx-auto max-w-xl text-base text-pretty text-fg-muted sm:text-lg">{t.subtitle}</p>
          </div>
          <GoalForm />
        </div>
        <ExampleGoals />
        <HowItWorks />
      </div>
    </div>
  );
}
