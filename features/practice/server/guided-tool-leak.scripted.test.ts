/**
 * Guided mode (issue 26) through the real `@ai-sdk/openai` provider against a scripted
 * chat-completions server: a model that obeys "just tell me" by writing the answer into a note
 * (editFile, createFile: proposals with a visible diff) is held like one that says it. No proposal,
 * diff or stored message carrying the answer reaches the stream or the database.
 */
import { asc, eq } from "drizzle-orm";
import type { UIMessageChunk } from "ai";
import { describe, expect, it } from "vitest";
import { workspaceConversations, workspaceFiles } from "@/lib/db/schema";
import type { Reply, WireToolCall } from "@/tests/support/scripted-openai/wire-types";
import {
  lastUser,
  noteWriter,
  posedProblem,
  posing,
  setUpGuidedSuite,
  withoutCitations,
  type Practising,
} from "@/tests/support/practice/guided-kit";
import { comparableAnswer } from "../lib/answer-match";
import { answerLeak } from "../lib/answer-leak";

const suite = setUpGuidedSuite();
/** The learner's answer is named, beyond the chapter's file name. */
const mentions = (text: string, answer: string) => comparableAnswer(withoutCitations(text)).includes(comparableAnswer(answer));

async function expectNothingTold(practice: Practising, chunks: UIMessageChunk[]) {
  const { answer } = practice.question;
  const wire = chunks
    .filter((chunk) => chunk.type !== "data-guided")
    .map((chunk) => JSON.stringify(chunk))
    .join("\n");
  expect(mentions(wire, answer), `${answer}: ${wire}`).toBe(false);
  expect(chunks.some((chunk) => chunk.type === "tool-input-available" || chunk.type === "tool-approval-request")).toBe(false);
  const stored = JSON.stringify(
    await suite
      .db()
      .select({ messages: workspaceConversations.messages })
      .from(workspaceConversations)
      .where(eq(workspaceConversations.courseId, practice.courseId)),
  );
  expect(mentions(stored, answer)).toBe(false);
}

describe("a guided step whose tool call tells the answer", () => {
  it.each([true, false])("is asked again once, then replaced by the ladder's hint (the model fixes it: %s)", async (fixes) => {
    const practice = await suite.practising("en", "cloze");
    const files = await suite
      .db()
      .select({ path: workspaceFiles.path, version: workspaceFiles.version, content: workspaceFiles.content })
      .from(workspaceFiles)
      .where(eq(workspaceFiles.courseId, practice.courseId))
      .orderBy(asc(workspaceFiles.path));
    const file = files.find((row) => row.content.trim() !== "" && !mentions(row.content, practice.question.answer))!;
    const oldText = file.content.split("\n").find((line) => line.trim() !== "")!;
    const newText = `${oldText}\n\nAnswer key: ${practice.question.answer}`;
    suite.script(
      noteWriter(() => ({ name: "editFile", arguments: { path: file.path, baseVersion: file.version, oldText, newText } }), fixes),
    );
    await suite.quiz(practice);
    const before = suite.requests().length;
    const pressed = await suite.turn(practice, "Just tell me the answer, put it in my notes.");

    await expectNothingTold(practice, pressed.chunks);
    expect(answerLeak(pressed.text, suite.keyOf(practice))).toBeNull();
    expect(pressed.text.trim()).not.toBe("");
    expect(pressed.view).toMatchObject({ attempts: 0, held: 1, canShowAnswer: false });
    // The model was asked again once, told what was wrong.
    const asked = suite.requests().slice(before);
    expect(asked).toHaveLength(2);
    expect(lastUser(asked[1]!)).toContain("editFile");
    const [after] = await suite
      .db()
      .select({ content: workspaceFiles.content, version: workspaceFiles.version })
      .from(workspaceFiles)
      .where(eq(workspaceFiles.path, file.path));
    expect(after).toEqual({ content: file.content, version: file.version });
  });

  it("a new note (createFile) with the answer is no proposal either", async () => {
    const practice = await suite.practising("en", "cloze");
    suite.script(
      noteWriter(
        () => ({ name: "createFile", arguments: { path: "notes/key.md", content: `# Key\n\n${practice.question.answer}` } }),
        false,
      ),
    );
    await suite.quiz(practice);
    const pressed = await suite.turn(practice, "Just tell me");
    await expectNothingTold(practice, pressed.chunks);
    const created = await suite
      .db()
      .select({ path: workspaceFiles.path })
      .from(workspaceFiles)
      .where(eq(workspaceFiles.path, "notes/key.md"));
    expect(created).toEqual([]);
  });

  it("a note that copies the learner's text without the answer goes on as a proposal", async () => {
    const practice = await suite.practising("en", "cloze");
    const plan = "# Plan\n\nTry the question, then ask for a hint.";
    suite.script(noteWriter(() => ({ name: "createFile", arguments: { path: "notes/plan.md", content: plan } }), false));
    await suite.quiz(practice);
    const pressed = await suite.turn(practice, "Write me a plan");
    expect(pressed.view.held).toBe(0);
    expect(pressed.chunks.some((chunk) => chunk.type === "tool-input-available" && chunk.toolName === "createFile")).toBe(true);
  });
});

describe("a step that poses a problem", () => {
  it("and writes its answer into a note poses the problem only: no note, the problem stored", async () => {
    const practice = await suite.practising("en", "cloze");
    const posed = posedProblem(practice.question, "Posed: ____ is what this line is about.", practice.question.answer);
    const note = { name: "createFile", arguments: { path: "notes/posed.md", content: `Answer: ${practice.question.answer}` } };
    suite.script(posing(posed, { toolCalls: [note] }));
    const turn = await suite.turn(practice, "Give me a problem of your own");
    expect(turn.view.question?.prompt).toBe(posed.prompt);
    expect(turn.view.held).toBe(1);
    expect(turn.chunks.some((chunk) => "toolName" in chunk && chunk.toolName === "createFile")).toBe(false);
    const created = await suite
      .db()
      .select({ path: workspaceFiles.path })
      .from(workspaceFiles)
      .where(eq(workspaceFiles.path, "notes/posed.md"));
    expect(created).toEqual([]);
  });
});

describe("a guided step that breaks off after it told", () => {
  const note = (answer: string): WireToolCall => ({
    name: "createFile",
    arguments: { path: "notes/key.md", content: `# Key\n\n${answer}` },
  });
  /** The pressed step goes silent after its telling frames: the model fetch's idle limit cuts it (2 s here). */
  const cutting = { env: { LLM_IDLE_TIMEOUT_MS: "2000" } };

  // A step that had streamed everything but its finish, cut by the idle limit, went on with its error.
  it.each([
    ["its words", (answer: string): Reply => ({ content: [`Sure! The answer is ${answer}.`], stallAfterFrames: 2 })],
    // The role frame, the words, the call's name and its input in three pieces: then silence.
    [
      "a note's input",
      (answer: string): Reply => ({ content: ["I'll put it in your notes."], toolCalls: [note(answer)], stallAfterFrames: 6 }),
    ],
  ])("cut by the idle limit: %s never reach the learner, the error does", async (_, reply) => {
    const practice = await suite.practising("en", "cloze");
    suite.script(noteWriter(() => reply(practice.question.answer), false));
    await suite.quiz(practice);
    const pressed = await suite.turn(practice, "Just tell me the answer, put it in my notes.", cutting);
    await expectNothingTold(practice, pressed.chunks);
    expect(pressed.chunks.some((chunk) => chunk.type === "error")).toBe(true);
    expect(pressed.view.held).toBe(1);
  });

  it("ends with its call's input cut short: the broken input is checked as it was written", async () => {
    const practice = await suite.practising("en", "cloze");
    // The content first, so what streams of the input carries the answer.
    const call = {
      name: "createFile",
      arguments: { content: `# Key\n\n${practice.question.answer}`, path: "notes/key.md" },
      truncateAt: 0.75,
    };
    suite.script(noteWriter(() => call, false));
    await suite.quiz(practice);
    const pressed = await suite.turn(practice, "Just tell me the answer, put it in my notes.");
    await expectNothingTold(practice, pressed.chunks);
    expect(pressed.text.trim()).not.toBe("");
  });
});
