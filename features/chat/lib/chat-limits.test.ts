import { describe, expect, it } from "vitest";
import { DEFAULT_MASK_ID, isMaskId, MASK_IDS } from "./chat-limits";
import { maskIdSchema } from "./chat-schemas";

describe("isMaskId", () => {
  it.each(MASK_IDS)("accepts %s", (id) => {
    expect(isMaskId(id)).toBe(true);
  });

  it.each([undefined, null, "", "unknown", "DEFAULT", " blunt", "blunt ", "__proto__", "toString", 0, {}, ["default"]])(
    "refuses %j",
    (value) => {
      expect(isMaskId(value)).toBe(false);
    },
  );

  it("agrees with the server's schema on every case above", () => {
    for (const value of [...MASK_IDS, "", "unknown", "DEFAULT", "blunt ", "__proto__", 0, null]) {
      expect(isMaskId(value)).toBe(maskIdSchema.safeParse(value).success);
    }
  });

  it("has a default that is a mask id", () => {
    expect(isMaskId(DEFAULT_MASK_ID)).toBe(true);
  });
});
