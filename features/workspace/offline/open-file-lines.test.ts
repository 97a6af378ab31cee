import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { groundedPassage, searchGrounding, tutorTurn } from "@/tests/support/workspace/offline-tutor-kit";
import { meansOpenFile } from "./open-file-lines";
import { readTutorRequest } from "./tutor-requests";
import { createWorkspaceTutor } from "./workspace-tutor";

/**
 * "Summarise this", "总结一下", "what do these lines mean?" with nothing selected: the file open in the
 * editor is meant. It is read, then summarised or explained as a selection; with no file open the tutor
 * asks which lines or file. The request's own words are never searched.
 */
const tutor = createWorkspaceTutor(searchGrounding);
const [ENGLISH, CHINESE] = LOCALES;
const file = [
  "# Loss",
  "A loss function measures how wrong a prediction is.",
  "The gradient of the loss points uphill.",
  "Gradient descent takes small steps against the gradient.",
  "A small learning rate keeps each step safe.",
];
const read = {
  ok: true,
  path: "notes/loss.md",
  version: 3,
  lineCount: file.length,
  start: 1,
  end: file.length,
  numbered: file.map((line, index) => `${index + 1}| ${line}`).join("\n"),
  truncated: false,
};

const SUMMARISE = [
  "summarise this",
  "Summarize these lines please",
  "tl;dr",
  "sum this file up",
  "总结一下",
  "帮我概括一下这几行",
  "这段讲了什么，总结一下",
];
const EXPLAIN = [
  "what do these lines mean?",
  "What does this mean?",
  "explain this file",
  "这几行是什么意思？",
  "解释一下这段",
  "这一章讲的是什么？",
];

describe("a request about 'this' with nothing selected means the open file", () => {
  it.each([...SUMMARISE, ...EXPLAIN])("%s is about the open file", (text) => {
    expect(meansOpenFile(text, readTutorRequest(text, false))).toBe(true);
  });

  it.each(["summarise gradient descent", "what is gradient descent?", "总结一下梯度下降", "过拟合是什么意思？", "is line 3 correct?"])(
    "%s names its own subject",
    (text) => {
      expect(meansOpenFile(text, readTutorRequest(text, false))).toBe(false);
    },
  );

  it.each([...SUMMARISE, ...EXPLAIN])("reads the open file first for %j, never searching the request's words", (text) => {
    const reply = tutor(tutorTurn(ENGLISH, text, { openFile: "notes/loss.md" }));
    expect(reply.toolCall).toEqual({ toolName: "readFile", input: { path: "notes/loss.md" } });
  });

  it.each(SUMMARISE)("summarises the open file's own sentences, citing their lines, for %j", (text) => {
    const reply = tutor(tutorTurn(ENGLISH, text, { openFile: "notes/loss.md", read }));
    expect(reply.toolCall).toBeUndefined();
    expect(reply.text).toContain("notes/loss.md:1-5");
    expect(reply.text).toMatch(/notes\/loss\.md:\d/);
    expect(reply.text).not.toMatch(/guidance/);
  });

  it.each(EXPLAIN)("explains the open file from what it is about, for %j", (text) => {
    const searching = tutor(tutorTurn(ENGLISH, text, { openFile: "notes/loss.md", read }));
    expect(searching.toolCall?.toolName).toBe("search");
    const query = String((searching.toolCall?.input as { query: string }).query);
    expect(query).toMatch(/loss|gradient/i);
    expect(query).not.toMatch(/\b(?:these|lines|mean|this)\b|意思|这/u);
    const found = [groundedPassage("Gradient descent moves against the gradient of the loss.")];
    const reply = tutor(tutorTurn(ENGLISH, text, { openFile: "notes/loss.md", read, found }));
    expect(reply.text).toContain("chapters/01-01-loss.md:12-14");
    expect(reply.text).toContain("notes/loss.md:1-5");
  });

  it.each([
    [ENGLISH, "summarise this", /Which lines do you mean/],
    [ENGLISH, "what do these lines mean?", /Which lines do you mean/],
    [CHINESE, "总结一下", /你指的是哪几行/],
    [CHINESE, "这几行是什么意思？", /你指的是哪几行/],
  ] as const)("with no file open asks which lines (%s %s)", (language, text, asked) => {
    const reply = tutor(tutorTurn(language, text));
    expect(reply.toolCall).toBeUndefined();
    expect(reply.text).toMatch(asked);
  });

  it("says a failed read plainly", () => {
    const reply = tutor(
      tutorTurn(CHINESE, "总结一下", { openFile: "notes/loss.md", read: { ok: false, error: "No file notes/loss.md." } }),
    );
    expect(reply.text).toContain("No file notes/loss.md.");
  });
});

describe("a request about the selection with nothing selected says so", () => {
  it.each([
    [ENGLISH, "summarise the selection", /Nothing is selected/],
    [ENGLISH, "what do the selected lines mean?", /Nothing is selected/],
    [ENGLISH, "tl;dr of what I've highlighted", /Nothing is selected/],
    [CHINESE, "总结选中的几行", /没有选中任何内容/],
    [CHINESE, "選取的內容是什麼意思", /没有选中任何内容/],
  ] as const)("%s %s: says nothing is selected and how to select, searching nothing, open file or not", (language, text, said) => {
    for (const openFile of [undefined, "notes/loss.md"]) {
      const reply = tutor(tutorTurn(language, text, openFile ? { openFile } : {}));
      expect(reply.toolCall).toBeUndefined();
      expect(reply.text).toMatch(said);
      expect(reply.text).toMatch(/Shift/);
      expect(reply.text).not.toMatch(/Offline I can|离线时我可以/);
    }
  });
});
