export { readGoal } from "./read-goal";
export type {
  BackgroundFact,
  BackgroundKind,
  BudgetFact,
  DeadlineFact,
  FactField,
  GoalReading,
  LevelFact,
  PurposeFact,
  PurposeKind,
  StatedFact,
} from "./types";
export { planPace, withMinutes, type Pace } from "./pace";
