"use client";

import type { ProgressSummary } from "../contract-progress";
import type { ProgressStrings } from "./progress-messages";

type DueDay = ProgressSummary["dueDays"][number];

/**
 * The questions due on each of the next 14 days, as bars of our own (no chart library): each bar is
 * a button that opens the attempts on that day's questions. Today's bar includes what is overdue and
 * what comes due later today, so it says "by tonight" and names the "due now" figure beside it.
 * A day is labelled from the instant it begins, in the browser's zone: the zone it was counted in.
 * The 14 bars stay one row at any width, the fortnight read at a glance: on a phone each is a
 * full-height button a fourteenth of the row wide (the row reaches into the card's padding and the
 * buttons touch, so at 390 px each target is 25 × 112 px, over WCAG's 24 px, instead of the 44 px
 * square every other phone control gets), its bar drawn narrower inside so the bars read apart.
 */
export function DueChart({
  days,
  dueNow,
  onOpen,
  t,
}: {
  days: readonly DueDay[];
  /** What is due already (the figure beside the chart): today's bar counts more, up to tonight, and says both. */
  dueNow: number;
  onOpen: (day: DueDay, index: number) => void;
  t: ProgressStrings;
}) {
  const highest = Math.max(1, ...days.map((day) => day.count));
  return (
    <figure className="flex min-w-0 flex-col gap-2" data-testid="due-chart">
      <figcaption className="flex flex-col gap-0.5">
        <span className="text-sm font-medium">{t.chartTitle}</span>
        <span className="text-xs text-fg-muted" data-testid="due-chart-note">
          {t.chartNote}
        </span>
      </figcaption>
      <ol className="-mx-3 flex h-28 min-w-0 items-end sm:mx-0 sm:gap-1" aria-label={t.chartTitle} data-testid="due-bars">
        {days.map((day, index) => {
          const label =
            index === 0 ? t.chartToday({ count: day.count, now: dueNow }) : t.chartBar({ day: new Date(day.from), count: day.count });
          return (
            <li key={day.day} className="flex h-full min-w-0 flex-1 basis-0 flex-col items-stretch justify-end">
              <button
                type="button"
                onClick={() => onOpen(day, index)}
                aria-label={label}
                title={label}
                data-testid="due-day"
                data-count={day.count}
                className="group flex h-full w-full min-w-0 flex-col justify-end rounded-sm px-0.5 py-0 focus-visible:outline-2 focus-visible:outline-accent sm:px-0"
              >
                <span
                  className="mb-0.5 text-center text-[10px] leading-3 whitespace-nowrap text-fg-muted tabular-nums"
                  data-testid="due-day-count"
                >
                  {day.count > 0 ? day.count : ""}
                </span>
                {/* The count sits on its bar; the tallest bar fills what the count leaves. */}
                <span
                  aria-hidden="true"
                  className={`block w-full shrink-0 rounded-sm ${index === 0 ? "bg-accent" : "bg-accent/50 group-hover:bg-accent/80"}`}
                  style={{ height: `max(${day.count > 0 ? 3 : 1}px, calc((100% - 14px) * ${day.count / highest}))` }}
                />
              </button>
            </li>
          );
        })}
      </ol>
      <div className="flex justify-between text-xs text-fg-muted" aria-hidden="true">
        <span>{t.today}</span>
        <span>{days.length > 0 ? t.chartDay({ day: new Date(days.at(-1)!.from) }) : ""}</span>
      </div>
    </figure>
  );
}
