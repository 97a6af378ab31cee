// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EditableQuestion } from "@/features/practice/contract";
import { jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import { renderWithLocale } from "@/tests/support/courses/test-render";
import { WorkspaceQuestionTools } from "./workspace-question-tools";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const path = "chapters/01-02-gradient-descent.md";
const question: EditableQuestion = {
  id: "pi_1",
  courseId: "c1",
  chapterId: "ch2",
  kind: "cloze",
  prompt: "Fill in the blank: The ____ sets how far each step moves.",
  answer: "learning rate",
  accepted: [],
  options: null,
  keyPoints: [],
  citation: `${path}:5-6`,
  source: "learner",
  replaced: null,
};

describe("Make a question from lines selected in the workspace editor", () => {
  it("on a chapter file asks for a question on those lines by the file's path and shows it citing them", async () => {
    const { requests } = stubFetch(() => jsonResponse(question, 201));
    renderWithLocale(<WorkspaceQuestionTools courseId="c1" selection={{ path, start: 5, end: 6 }} />, "en");
    const button = screen.getByTestId("make-question-selection") as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe("Make a question");
    fireEvent.click(button);
    expect((await screen.findByTestId("made-question")).textContent).toContain(`${path}:5-6`);
    expect(requests.map((request) => [request.method, request.url, request.body])).toEqual([
      ["POST", "/api/courses/c1/practice/items", { path, lineStart: 5, lineEnd: 6 }],
    ]);
  });

  it("on a note is disabled and says why, in English and Chinese, asking nothing", () => {
    const { requests } = stubFetch(() => jsonResponse(question, 201));
    renderWithLocale(<WorkspaceQuestionTools courseId="c1" selection={{ path: "notes/mine.md", start: 1, end: 2 }} />, "zh");
    const button = screen.getByTestId("make-question-selection") as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe("出一道题");
    const reason = screen.getByTestId("make-question-unavailable");
    expect(button.getAttribute("aria-describedby")).toBe(reason.id);
    expect(reason.textContent).toContain("章节");
    fireEvent.click(button);
    expect(screen.queryByTestId("make-question-dialog")).toBeNull();
    expect(requests).toEqual([]);
    cleanup();
    renderWithLocale(<WorkspaceQuestionTools courseId="c1" selection={{ path: "notes/mine.md", start: 1, end: 2 }} />, "en");
    expect(screen.getByTestId("make-question-unavailable").textContent).toMatch(/Questions come from chapter lines/);
  });
});
