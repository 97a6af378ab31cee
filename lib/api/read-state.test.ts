import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { readState } from "./read-state";

const gone = new ApiError("not_found", 404, "This course does not exist.");
const down = new ApiError("network", 0, "");

describe("readState", () => {
  it("a 404 wins over an answer kept from before: another tab deleted it", () => {
    expect(readState({ data: { id: "c1" }, error: gone })).toEqual({ status: "not-found" });
  });

  it("an answer wins over a failed refresh, which is kept beside it", () => {
    expect(readState({ data: { id: "c1" }, error: down })).toEqual({ status: "ready", data: { id: "c1" }, refreshError: down });
    expect(readState({ data: { id: "c1" }, error: null })).toEqual({ status: "ready", data: { id: "c1" }, refreshError: null });
  });

  it("no answer: the error as an ApiError, or still loading", () => {
    expect(readState({ data: undefined, error: down })).toEqual({ status: "error", error: down });
    const aborted = readState({ data: undefined, error: new DOMException("stop", "AbortError") });
    expect(aborted.status === "error" && aborted.error.code).toBe("aborted");
    expect(readState({ data: undefined, error: null })).toEqual({ status: "loading" });
  });
});
