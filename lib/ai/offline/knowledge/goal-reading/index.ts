export { readGoal } from "./read-goal";
export type { BackgroundFact, BackgroundKind, BudgetFact, DeadlineFact, FactField, GoalReading, StatedFact } from "./types";
export { planPace, withMinutes, type Pace } from "./pace";
