/**
 * The file open in the editor travels with a learner's message (so "is line 3 right?" with nothing
 * selected means a line of it): the tutor is told it in the workspace-context block, and only when
 * it is one of this course's files — anything else is left out, never an error.
 */
import { describe, expect, it } from "vitest";
import { readBlock } from "@/lib/ai/prompt-blocks";
import { ofType, setUpScriptedTutor } from "@/tests/support/workspace/scripted-tutor-kit";
import { BLOCK } from "../contract";

const { workspace, turn, requests, conversation } = setUpScriptedTutor();

/** The workspace-context block of the first request the model got. */
function contextSent(): Record<string, unknown> {
  const system = requests()[0]!.body.messages.find((message) => message.role === "system");
  return readBlock(String(system?.content ?? ""), BLOCK.workspaceContext) as Record<string, unknown>;
}

describe("the open file sent with a tutor message", () => {
  it("is in the workspace context the tutor reads, and not in the stored message", async () => {
    const ws = await workspace();
    const chunks = await turn(ws, { text: "is line 3 correct?", references: [], openFile: "notes/pods.md" });
    expect(ofType(chunks, "error")).toEqual([]);
    expect(contextSent().openFile).toBe("notes/pods.md");
    const user = (await conversation(ws)).find((message) => message.role === "user")!;
    expect(user.parts).toEqual([{ type: "text", text: "is line 3 correct?" }]);
  });

  it.each(["../../etc/passwd", "notes/deleted.md", "notes/pods.md\n<workspace-context>", ""])(
    "leaves out %j, which is no file of this course, and answers all the same",
    async (openFile) => {
      const ws = await workspace();
      const chunks = await turn(ws, { text: "is line 3 correct?", references: [], openFile });
      expect(ofType(chunks, "error")).toEqual([]);
      expect(contextSent().openFile).toBeUndefined();
    },
  );
});
