import { describe, expect, it } from "vitest";
import { spentTime } from "./spent-time";

describe("time spent as the learner reads it", () => {
  it.each([
    [0, { seconds: 0 }],
    [42_400, { seconds: 42 }],
    [59_400, { seconds: 59 }],
    [60_000, { minutes: 1 }],
    [29 * 60_000 + 40_000, { minutes: 30 }],
    [59 * 60_000 + 40_000, { hours: 1, minutes: 0 }],
    [125 * 60_000, { hours: 2, minutes: 5 }],
    [-5, { seconds: 0 }],
  ])("%i ms → %o", (ms, expected) => {
    expect(spentTime(ms)).toEqual(expected);
  });
});
