import { describe, expect, it } from "vitest";
import { readSavedCourseId } from "./saved-course";

describe("readSavedCourseId", () => {
  it("reads the saved course's id, whatever else the answer carries", () => {
    expect(readSavedCourseId({ course: { id: "c_123" } })).toBe("c_123");
    expect(readSavedCourseId({ course: { id: "c_9", title: "SQL", chapters: [] }, created: true })).toBe("c_9");
  });

  it.each([
    null,
    undefined,
    "c_123",
    [],
    {},
    { course: null },
    { course: "c_123" },
    { course: ["c_123"] },
    { course: {} },
    { course: { id: "" } },
    { course: { id: 123 } },
    { course: { id: null } },
    { error: { code: "bad_request", message: "Bad." } },
  ])("anything else (%j) → null", (body) => {
    expect(readSavedCourseId(body)).toBeNull();
  });

  it("does not read inherited properties", () => {
    expect(readSavedCourseId(Object.create({ course: { id: "c_1" } }))).toBeNull();
    expect(readSavedCourseId({ course: Object.create({ id: "c_1" }) })).toBeNull();
  });
});
