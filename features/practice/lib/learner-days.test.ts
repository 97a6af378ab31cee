import { describe, expect, it } from "vitest";
import { addDays, dayKey, dayStart, dueByDay, isTimeZone, offsetZone, streakOf } from "./learner-days";

describe("the learner's calendar days", () => {
  it("an instant falls on the day of the learner's zone, not UTC's", () => {
    const lateEvening = new Date("2026-03-10T15:30:00Z"); // 23:30 in Shanghai, 11:30 in New York
    expect(dayKey(lateEvening, "Asia/Shanghai")).toBe("2026-03-10");
    expect(dayKey(new Date("2026-03-10T16:30:00Z"), "Asia/Shanghai")).toBe("2026-03-11");
    expect(dayKey(new Date("2026-03-11T03:00:00Z"), "America/New_York")).toBe("2026-03-10");
  });

  it("a day begins at the zone's midnight, across a DST change too", () => {
    expect(dayStart("2026-03-11", "Asia/Shanghai").toISOString()).toBe("2026-03-10T16:00:00.000Z");
    // New York moves to summer time on 2026-03-08: the day before starts at UTC−5, the day after at UTC−4.
    expect(dayStart("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(dayStart("2026-03-09", "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("zones are checked; an offset from the browser becomes a fixed zone", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(offsetZone(-480)).toBe("Etc/GMT-8"); // getTimezoneOffset() in Shanghai
    expect(offsetZone(300)).toBe("Etc/GMT+5");
    expect(offsetZone(0)).toBe("UTC");
    expect(dayKey(new Date("2026-03-10T16:30:00Z"), offsetZone(-480))).toBe("2026-03-11");
  });
});

describe("a streak", () => {
  const days = (...list: string[]) => new Set(list);

  it("counts consecutive days up to today", () => {
    expect(streakOf(days("2026-03-08", "2026-03-09", "2026-03-10"), "2026-03-10")).toEqual({ days: 3, today: true, since: "2026-03-08" });
  });

  it("still stands on a day not practised yet, and breaks after a missed day", () => {
    expect(streakOf(days("2026-03-08", "2026-03-09"), "2026-03-10")).toEqual({ days: 2, today: false, since: "2026-03-08" });
    expect(streakOf(days("2026-03-07", "2026-03-08"), "2026-03-10")).toEqual({ days: 0, today: false, since: null });
    expect(streakOf(days("2026-03-06", "2026-03-08", "2026-03-09", "2026-03-10"), "2026-03-10").days).toBe(3);
    expect(streakOf(days(), "2026-03-10").days).toBe(0);
  });
});

describe("the due chart", () => {
  it("counts each question on the day it falls due, overdue ones today, nothing past the window", () => {
    const now = new Date("2026-03-10T10:00:00Z");
    const chart = dueByDay(
      [
        new Date("2026-03-01T00:00:00Z"), // overdue → today
        new Date("2026-03-10T15:59:00Z"), // 23:59 in Shanghai → today
        new Date("2026-03-10T16:01:00Z"), // 00:01 the next day
        new Date("2026-03-23T12:00:00Z"), // the 14th day
        new Date("2026-03-24T17:00:00Z"), // past the window
      ],
      now,
      "Asia/Shanghai",
    );
    expect(chart).toHaveLength(14);
    expect(chart[0]).toMatchObject({ day: "2026-03-10", count: 2, from: "2026-03-09T16:00:00.000Z", to: "2026-03-10T16:00:00.000Z" });
    expect(chart[1]).toMatchObject({ day: "2026-03-11", count: 1 });
    expect(chart[13]).toMatchObject({ day: "2026-03-23", count: 1 });
    expect(chart.reduce((sum, day) => sum + day.count, 0)).toBe(4);
  });
});
