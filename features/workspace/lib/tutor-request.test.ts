import { describe, expect, it } from "vitest";
import { bodyFor, type TutorMessage } from "./tutor-request";

const message = (text: string): TutorMessage => ({ id: "m1", role: "user", parts: [{ type: "text", text }], metadata: { references: [] } });

describe("the tutor request body", () => {
  it("sends the file open in the editor with a new message", () => {
    expect(bodyFor([message("is line 3 right?")], "submit-message", undefined, "notes/pods.md")).toEqual({
      text: "is line 3 right?",
      references: [],
      openFile: "notes/pods.md",
    });
  });

  it("sends no open file when none is open, and none with a retry", () => {
    expect(bodyFor([message("hi")], "submit-message", "explain", null)).toEqual({ text: "hi", references: [], mode: "explain" });
    expect(bodyFor([message("hi")], "regenerate-message", undefined, "notes/pods.md")).toEqual({ retry: true });
  });
});
