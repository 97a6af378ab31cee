import type { BudgetFact, DeadlineFact } from "./types";

/**
 * How a stated deadline and time budget shape a course's size. Pure arithmetic,
 * so the designer's decision is easy to test: a course that cannot fit is made
 * compact, and the weekly pace is stated so the time estimate means something.
 */
export interface Pace {
  /** True when the full course does not fit the learner's time. */
  compact: boolean;
  /** Weeks to plan for, when known. */
  weeks: number | null;
  /** Minutes a week the course asks for over those weeks, when known. */
  minutesPerWeek: number | null;
}

/** Two weeks or less is a crash course whatever the budget. */
const CRASH_WEEKS = 2;

export function planPace(fullMinutes: number, deadline: DeadlineFact | null, budget: BudgetFact | null): Pace | null {
  if (!deadline && !budget) return null;
  const weeks = deadline?.weeks ?? (budget ? Math.max(1, Math.ceil(fullMinutes / budget.minutesPerWeek)) : null);
  const capacity = deadline?.weeks && budget ? deadline.weeks * budget.minutesPerWeek : null;
  const compact = (deadline?.weeks != null && deadline.weeks <= CRASH_WEEKS) || (capacity !== null && fullMinutes > capacity);
  return { compact, weeks, minutesPerWeek: null };
}

/** The pace once the course's real size is known. */
export function withMinutes(pace: Pace, totalMinutes: number): Pace {
  return { ...pace, minutesPerWeek: pace.weeks ? Math.ceil(totalMinutes / pace.weeks / 5) * 5 : null };
}
