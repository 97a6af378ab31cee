/**
 * The file open in the editor travels with a learner's message (so "is line 3 right?" with nothing
 * selected means a line of it): stored with the message as a workspace-open-file block the tutor
 * reads, and left out — never an error, never a path the tutor is told about — when it is not one of
 * this course's files.
 */
import { describe, expect, it } from "vitest";
import { ofType, setUpScriptedTutor } from "@/tests/support/workspace/scripted-tutor-kit";
import { BLOCK } from "../contract";

const { workspace, turn, conversation } = setUpScriptedTutor();
const blocksOf = async (ws: Awaited<ReturnType<typeof workspace>>) => {
  const user = (await conversation(ws)).find((message) => message.role === "user")!;
  return user.parts.flatMap((part) => (part.type === "text" && typeof part.text === "string" ? [part.text] : []));
};

describe("the open file sent with a tutor message", () => {
  it("is passed to the tutor as a block after the learner's words", async () => {
    const ws = await workspace();
    const chunks = await turn(ws, { text: "is line 3 correct?", references: [], openFile: "notes/pods.md" });
    expect(ofType(chunks, "error")).toEqual([]);
    const parts = await blocksOf(ws);
    expect(parts[0]).toBe("is line 3 correct?");
    expect(parts[1]).toBe(`<${BLOCK.openFile}>\n{"path":"notes/pods.md"}\n</${BLOCK.openFile}>`);
  });

  it.each(["../../etc/passwd", "notes/deleted.md", ""])(
    "leaves out %j, which is no file of this course, and answers all the same",
    async (openFile) => {
      const ws = await workspace();
      const chunks = await turn(ws, { text: "is line 3 correct?", references: [], openFile });
      expect(ofType(chunks, "error")).toEqual([]);
      const parts = await blocksOf(ws);
      expect(parts).toEqual(["is line 3 correct?"]);
    },
  );
});
