// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EditableQuestion } from "@/features/practice/contract";
import { jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import { renderWithLocale } from "@/tests/support/courses/test-render";
import { PageQueries } from "@/lib/api/query-provider";
import { MakeQuestionDialog } from "./make-question-dialog";
import { QuestionEditor } from "./question-editor";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const question: EditableQuestion = {
  id: "pi_1",
  courseId: "c1",
  chapterId: "ch1",
  kind: "cloze",
  prompt: "Fill in the blank: The ____ sets how far each step moves.",
  answer: "learning rate",
  accepted: [],
  options: null,
  keyPoints: [],
  citation: "chapters/01-01-gradient-descent.md:3-4",
  source: "learner",
  replaced: null,
};

function editor(reply: (body: unknown) => Response) {
  const fetched = stubFetch((request) => (request.method === "PATCH" ? reply(request.body) : jsonResponse(question)));
  renderWithLocale(
    <PageQueries>
      <QuestionEditor itemId="pi_1" onClose={() => {}} />
    </PageQueries>,
  );
  return fetched;
}

describe("QuestionEditor", () => {
  it("sends only what changed; the wording alone keeps the question", async () => {
    const { requests } = editor((body) => jsonResponse({ ...question, ...(body as object) }));
    const prompt = await screen.findByTestId("edit-prompt");
    expect(screen.getByTestId("question-editor").textContent).toContain("chapters/01-01-gradient-descent.md:3-4");
    fireEvent.change(prompt, { target: { value: "Fill in the blank: the ____ is the step size." } });
    fireEvent.click(screen.getByTestId("edit-save"));
    expect((await screen.findByTestId("edit-saved")).textContent).toBe("Saved.");
    expect(requests.find((request) => request.method === "PATCH")?.body).toEqual({
      prompt: "Fill in the blank: the ____ is the step size.",
    });
  });

  it("a changed answer says the question starts afresh; a refusal shows the server's reason", async () => {
    const { requests } = editor((body) =>
      (body as { accepted?: string[] }).accepted?.includes("nope")
        ? jsonResponse(
            { error: { code: "bad_request", message: "The cited lines do not support this question: nope is not in them." } },
            400,
          )
        : jsonResponse({ ...question, ...(body as object), id: "pi_2", replaced: "pi_1" }),
    );
    fireEvent.change(await screen.findByTestId("edit-accepted"), { target: { value: "nope" } });
    fireEvent.click(screen.getByTestId("edit-save"));
    expect((await screen.findByRole("alert")).textContent).toContain("nope is not in them");
    fireEvent.change(screen.getByTestId("edit-accepted"), { target: { value: "Learning Rate\n\n" } });
    fireEvent.click(screen.getByTestId("edit-save"));
    expect((await screen.findByTestId("edit-saved")).textContent).toMatch(/new question/);
    expect(requests.filter((request) => request.method === "PATCH").at(-1)?.body).toEqual({ accepted: ["Learning Rate"] });
  });
});

describe("MakeQuestionDialog", () => {
  it("asks once for a question on the selected lines and shows it, in Chinese too", async () => {
    const { requests } = stubFetch(() => jsonResponse(question, 201));
    renderWithLocale(
      <MakeQuestionDialog courseId="c1" chapter={{ chapterId: "ch1" }} lines={{ start: 3, end: 4 }} onClose={() => {}} />,
      "zh",
    );
    const made = await screen.findByTestId("made-question");
    expect(made.textContent).toContain(question.prompt);
    expect(screen.getByTestId("make-question-dialog").textContent).toContain("已根据第 3-4 行出题");
    expect(requests.map((request) => [request.method, request.url, request.body])).toEqual([
      ["POST", "/api/courses/c1/practice/items", { chapterId: "ch1", lineStart: 3, lineEnd: 4 }],
    ]);
    fireEvent.click(within(screen.getByTestId("make-question-dialog")).getByTestId("edit-made-question"));
    expect(await screen.findByTestId("question-editor")).toBeTruthy();
  });
});
