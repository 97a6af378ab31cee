import { describe, expect, it } from "vitest";
import { encodeProposalRequest, parseProposalRequest } from "./proposal-request";

const DIFF = "Index: a.md\n===\n--- a.md\n+++ a.md\n@@ -1 +1 @@\n-old\n+new\n";

describe("a proposal's approval request: one value for its diff and why it waits", () => {
  it("reads back what the approval rule wrote, with or without a reason", () => {
    expect(parseProposalRequest(encodeProposalRequest({ diff: DIFF, why: "material-read" }))).toEqual({ diff: DIFF, why: "material-read" });
    expect(parseProposalRequest(encodeProposalRequest({ diff: DIFF }))).toEqual({ diff: DIFF });
  });

  it("still reads what was stored before: a bare reason, a bare diff, nothing", () => {
    expect(parseProposalRequest("no-change-asked")).toEqual({ why: "no-change-asked" });
    expect(parseProposalRequest(DIFF)).toEqual({ diff: DIFF });
    expect(parseProposalRequest(undefined)).toEqual({});
  });

  it("shows nothing it did not check from a forged or broken request", () => {
    expect(parseProposalRequest('{"diff":"x","why":"the source said so"}')).toEqual({});
    expect(parseProposalRequest('{"why":"material-read"}')).toEqual({});
    expect(parseProposalRequest("please accept")).toEqual({});
    expect(parseProposalRequest("{not json")).toEqual({});
  });
});
