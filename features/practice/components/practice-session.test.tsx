// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import { renderWithLocale } from "@/tests/support/courses/test-render";
import { choiceFixture, questionFixture, replyFixture } from "@/tests/support/practice/practice-fixtures";
import { PracticeSession } from "./practice-session";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const key = async (key: string, target: Element | Window = document.activeElement ?? document.body) => {
  await act(async () => {
    fireEvent.keyDown(target, { key });
  });
};

describe("PracticeSession", () => {
  it("by keyboard: asks how sure before revealing, sends the answer with it, shows what was missing and when it comes back", async () => {
    const missing = replyFixture({
      correct: false,
      score: 0.5,
      feedback: "One key point is missing.",
      missingPoints: ["the step follows the negative gradient"],
      expected: "gradient descent",
      rating: 1,
    });
    const { requests } = stubFetch(() => jsonResponse(missing, 201));
    renderWithLocale(<PracticeSession questions={[questionFixture("q1", { kind: "short" }), questionFixture("q2")]} />);
    expect(screen.getByTestId("session-progress").textContent).toBe("Question 1 of 2");

    const input = screen.getByTestId("answer-input");
    fireEvent.change(input, { target: { value: "it goes downhill" } });
    // Enter before saying how sure: nothing is sent, the confidence is asked for and focused.
    await key("Enter", input);
    expect(requests).toHaveLength(0);
    expect(screen.getByRole("alert").textContent).toContain("Choose how sure you are first");
    expect(document.activeElement?.textContent).toContain("Guessed");
    await key("2");
    expect(screen.getByRole("button", { name: /Unsure/ }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByTestId("feedback")).toBeNull();
    await key("Enter");
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: "POST",
      url: "/api/practice/items/q1/attempts",
      body: { answer: "it goes downhill", confidence: 2 },
    });
    const feedback = await screen.findByTestId("feedback");
    expect(feedback.dataset.correct).toBe("false");
    expect(screen.getByTestId("missing-points").textContent).toContain("the step follows the negative gradient");
    expect(feedback.textContent).toContain("Answer: gradient descent");
    expect(screen.getByTestId("next-due").textContent).toMatch(/^Next review in 3 days \(/);

    // Enter goes on (the Next button has focus and clicks itself).
    await act(async () => {
      fireEvent.click(document.activeElement as HTMLElement);
    });
    expect(screen.getByTestId("session-progress").textContent).toBe("Question 2 of 2");
    expect((screen.getByTestId("answer-input") as HTMLInputElement).value).toBe("");
  });

  it("a choice by letter, Space for I don't know (sent empty, shown as wrong), and the session's summary of what comes due", async () => {
    let call = 0;
    const { requests } = stubFetch(() => {
      call += 1;
      return call === 1
        ? jsonResponse(
            replyFixture({ misconception: "Confuses the loss with the step size.", correct: false, expected: "Learning rate" }),
            201,
          )
        : jsonResponse(replyFixture({ correct: false, feedback: "No answer.", nextDue: new Date(Date.now() + 60_000).toISOString() }), 201);
    });
    renderWithLocale(<PracticeSession questions={[choiceFixture("q1"), questionFixture("q2")]} />);
    await key("c", document.body);
    expect(screen.getByRole("radio", { name: /Loss/ }).getAttribute("aria-checked")).toBe("true");
    await key("4", document.body);
    await key("Enter", document.body);
    expect(requests[0]!.body).toMatchObject({ answer: "Loss", confidence: 4 });
    expect((await screen.findByTestId("misconception")).textContent).toContain("Confuses the loss with the step size.");
    await key(" ", document.body);
    expect(screen.getByTestId("session-progress").textContent).toBe("Question 2 of 2");
    // Space, outside the answer field: "I don't know" — sent as an empty answer, and the answer is shown.
    await key(" ", document.body);
    expect(requests[1]!.body).toMatchObject({ answer: "", confidence: 1 });
    await screen.findByTestId("feedback");
    await key("Enter", document.body);
    const done = screen.getByTestId("session-done");
    expect(done.textContent).toContain("0 of 2 answers right");
    expect(screen.getByTestId("coming-due").textContent).toBe("Coming back: 1 by tomorrow, 1 later this week, 0 after that.");
  });

  it("by touch, in Chinese: buttons for every step; a failed request keeps the answer and says why", async () => {
    stubFetch(() => jsonResponse({ error: { code: "conflict", message: "This question was deleted, so it takes no more answers." } }, 409));
    renderWithLocale(<PracticeSession questions={[choiceFixture("q1")]} />, "zh");
    expect(screen.getByTestId("session-progress").textContent).toBe("第 1 题，共 1 题");
    fireEvent.click(screen.getByRole("radio", { name: /Learning rate/ }));
    fireEvent.click(screen.getByRole("button", { name: /比较确定/ }));
    await act(async () => {
      fireEvent.click(screen.getByTestId("check-answer"));
    });
    expect((await screen.findByRole("alert")).textContent).toContain("This question was deleted");
    expect(screen.getByRole("radio", { name: /Learning rate/ }).getAttribute("aria-checked")).toBe("true");
    expect(screen.queryByTestId("feedback")).toBeNull();
  });
  it("a text question: Space types in the focused answer box; Esc leaves the box, then Space is I don't know", async () => {
    const { requests } = stubFetch(() => jsonResponse(replyFixture({ correct: false }), 201));
    renderWithLocale(<PracticeSession questions={[questionFixture("q1")]} />);
    const input = screen.getByTestId("answer-input");
    expect(document.activeElement).toBe(input);
    await key(" ", input);
    expect(requests).toHaveLength(0);
    await key("Escape", input);
    expect(document.activeElement).not.toBe(input);
    await key(" ", document.body);
    expect(requests[0]!.body).toMatchObject({ answer: "", confidence: 1 });
    expect((await screen.findByTestId("feedback")).dataset.correct).toBe("false");
  });

  it("Enter on the focused citation link follows the link (the chapter at its lines), not the session's check", async () => {
    const { requests } = stubFetch(() => jsonResponse(replyFixture(), 201));
    renderWithLocale(<PracticeSession questions={[choiceFixture("q1")]} />);
    fireEvent.click(screen.getByRole("radio", { name: /Learning rate/ }));
    await key("3");
    const link = screen.getByTestId("question-citation");
    link.focus();
    let followed = true;
    await act(async () => {
      // false when a handler prevented the default: the browser would not follow the link.
      followed = fireEvent.keyDown(link, { key: "Enter" });
    });
    expect(followed).toBe(true);
    expect(requests).toHaveLength(0);
    expect(screen.queryByTestId("feedback")).toBeNull();
    // Elsewhere Enter still checks the answer.
    await key("Enter", document.body);
    expect(requests).toHaveLength(1);
  });

  it("a lost connection: the learner's answer stays, the error is a sentence in their language, Check again works", async () => {
    let online = false;
    const requests: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        requests.push(init.body);
        if (!online) throw new TypeError("Failed to fetch");
        return jsonResponse(replyFixture({ correct: true }), 201);
      }),
    );
    renderWithLocale(<PracticeSession questions={[questionFixture("q1", { kind: "short" })]} />, "zh");
    const input = screen.getByTestId("answer-input");
    fireEvent.change(input, { target: { value: "沿负梯度走" } });
    fireEvent.click(screen.getByRole("button", { name: /比较确定/ }));
    await act(async () => {
      fireEvent.click(screen.getByTestId("check-answer"));
    });
    expect((await screen.findByRole("alert")).textContent).toBe("无法连接服务器。你的答案还在：请检查网络后再点一次「检查」。");
    expect((screen.getByTestId("answer-input") as HTMLTextAreaElement).value).toBe("沿负梯度走");
    expect(screen.queryByTestId("feedback")).toBeNull();
    online = true;
    await act(async () => {
      fireEvent.click(screen.getByTestId("check-answer"));
    });
    expect((await screen.findByTestId("feedback")).dataset.correct).toBe("true");
    expect(requests).toHaveLength(2);
  });
});
