// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import type { CourseSummary } from "../contract";
import { CourseLibrary } from "./course-library";
import { renderWithLocale } from "@/tests/support/courses/test-render";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const course = (id: string, title: string, createdAt: string): CourseSummary => ({
  id,
  title,
  goal: title,
  language: "en",
  status: "ready",
  difficulty: "beginner",
  estimatedMinutes: 90,
  chapterCount: 6,
  doneCount: 6,
  failedCount: 0,
  createdAt,
  updatedAt: createdAt,
});

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("CourseLibrary", () => {
  it("shows an empty state that leads to a new course", async () => {
    stubFetch(() => jsonResponse({ courses: [] }));
    renderWithLocale(<CourseLibrary />);
    await settle();
    expect(screen.getByTestId("library-empty").textContent).toContain("No courses yet");
    expect(screen.getByTestId("library-start").getAttribute("href")).toBe("/");
  });

  it("lists newest first and deletes after a confirmation that Escape cancels", async () => {
    const { requests } = stubFetch(({ method }) =>
      method === "DELETE"
        ? new Response(null, { status: 204 })
        : jsonResponse({ courses: [course("a", "Older", "2025-01-01T00:00:00.000Z"), course("b", "Newer", "2025-02-01T00:00:00.000Z")] }),
    );
    renderWithLocale(<CourseLibrary />);
    await settle();
    expect(screen.getAllByTestId("course-card").map((card) => card.dataset.courseId)).toEqual(["b", "a"]);
    expect(screen.getAllByTestId("course-card")[0]?.textContent).toContain("6/6 chapters");

    fireEvent.click(screen.getAllByTestId("delete-course")[1] as HTMLElement);
    const dialog = screen.getByRole("alertdialog");
    expect(dialog.textContent).toContain("“Older” and all its chapters will be deleted.");
    // Focus starts on Cancel, the safe choice.
    expect(document.activeElement?.textContent).toBe("Cancel");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).toBeNull();

    fireEvent.click(screen.getAllByTestId("delete-course")[1] as HTMLElement);
    await act(async () => {
      fireEvent.click(screen.getByTestId("confirm-delete"));
    });
    expect(requests.at(-1)).toMatchObject({ method: "DELETE", url: "/api/courses/a" });
    expect(screen.getAllByTestId("course-card")).toHaveLength(1);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("keeps the dialog open with the reason when the delete fails", async () => {
    stubFetch(({ method }) =>
      method === "DELETE"
        ? jsonResponse({ error: { code: "internal", message: "boom" } }, 500)
        : jsonResponse({ courses: [course("a", "Only", "2025-01-01T00:00:00.000Z")] }),
    );
    renderWithLocale(<CourseLibrary />);
    await settle();
    fireEvent.click(screen.getByTestId("delete-course"));
    await act(async () => {
      fireEvent.click(screen.getByTestId("confirm-delete"));
    });
    expect(screen.getByRole("alertdialog").textContent).toContain("Couldn't delete the course.");
    expect(screen.getAllByTestId("course-card")).toHaveLength(1);
  });

  it("shows a load failure with Retry", async () => {
    stubFetch(() => jsonResponse({ not: "what we expect" }));
    renderWithLocale(<CourseLibrary />);
    await settle();
    expect(screen.getByTestId("course-load-error").textContent).toContain("The server sent an answer we couldn't read.");
  });
});
