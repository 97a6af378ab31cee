// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CourseOutline } from "@/lib/course-outline";
import { courseDetail, deferred, jsonResponse, sampleOutline, stubFetch } from "@/tests/support/courses/hook-fixtures";
import { OutlineReview } from "./outline-review";
import { renderWithLocale } from "@/tests/support/courses/test-render";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const oneChapterModules: CourseOutline = {
  ...sampleOutline,
  modules: [
    { title: "Foundations", chapters: [{ title: "Pods", objective: "Run a pod", minutes: 20 }] },
    { title: "Networking", chapters: [{ title: "Services", objective: "Expose it", minutes: 30 }] },
  ],
};

describe("OutlineReview", () => {
  it("shows the outline as numbered, editable modules and chapters", () => {
    stubFetch(() => jsonResponse({}));
    renderWithLocale(<OutlineReview course={courseDetail()} onCourse={() => {}} />);
    expect(screen.getAllByTestId("module-item")).toHaveLength(2);
    expect(screen.getAllByTestId("chapter-item")).toHaveLength(4);
    expect(screen.getByTestId("course-title-input")).toHaveProperty("value", sampleOutline.title);
    expect(screen.getAllByTestId("chapter-item")[2]?.textContent).toContain("2.1");
    expect(screen.getByTestId("confirm-total-time").textContent).toBe("1 h 40 min");
  });

  it("disables what the schema forbids and says why", () => {
    stubFetch(() => jsonResponse({}));
    renderWithLocale(<OutlineReview course={courseDetail({ outline: oneChapterModules })} onCourse={() => {}} />);
    const removeChapter = screen.getAllByTestId("remove-chapter")[0];
    expect(removeChapter?.getAttribute("aria-disabled")).toBe("true");
    const reasonId = removeChapter?.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(reasonId)?.textContent).toBe("A module needs at least one chapter.");
    const removeModule = screen.getAllByTestId("remove-module")[0];
    expect(document.getElementById(removeModule?.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "A course needs at least 2 modules.",
    );
    // Pressing it anyway explains instead of acting (touch screens have no tooltip).
    fireEvent.click(removeChapter as HTMLElement);
    expect(screen.getAllByTestId("chapter-item")).toHaveLength(2);
    expect(screen.getByTestId("editor-toast").textContent).toBe("A module needs at least one chapter.");
    // A lone chapter can't leave its module either.
    expect(
      within(screen.getAllByTestId("chapter-item")[0] as HTMLElement)
        .getByTestId("move-down")
        .getAttribute("aria-disabled"),
    ).toBe("true");
  });

  it("shows validation inline and blocks confirm until it is fixed", () => {
    stubFetch(() => jsonResponse({}));
    renderWithLocale(<OutlineReview course={courseDetail()} onCourse={() => {}} />);
    const title = screen.getAllByTestId("chapter-title-input")[0] as HTMLTextAreaElement;
    fireEvent.change(title, { target: { value: "   " } });
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(title.getAttribute("aria-describedby") ?? "")?.textContent).toBe("This can't be empty.");
    expect(screen.getByTestId("save-status").dataset.status).toBe("invalid");
    expect(screen.getByTestId("confirm-course")).toHaveProperty("disabled", true);
  });

  it("moves a chapter with Alt+ArrowDown, keeps focus on it, and undoes with Ctrl+Z", () => {
    stubFetch(() => jsonResponse({}));
    renderWithLocale(<OutlineReview course={courseDetail()} onCourse={() => {}} />);
    const titles = () => screen.getAllByTestId("chapter-title-input").map((input) => (input as HTMLTextAreaElement).value);
    const first = screen.getAllByTestId("chapter-title-input")[0] as HTMLTextAreaElement;
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowDown", altKey: true });
    expect(titles()).toEqual(["Deployments", "Pods", "Services", "Ingress"]);
    expect(document.activeElement).toBe(screen.getAllByTestId("chapter-title-input")[1]);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "z", ctrlKey: true });
    expect(titles()).toEqual(["Pods", "Deployments", "Services", "Ingress"]);
  });

  it("asks before removing a module; Escape keeps it", () => {
    stubFetch(() => jsonResponse({}));
    const outline = {
      ...sampleOutline,
      modules: [...sampleOutline.modules, { title: "Extra", chapters: [{ title: "X", objective: "Y", minutes: 10 }] }],
    };
    renderWithLocale(<OutlineReview course={courseDetail({ outline })} onCourse={() => {}} />);
    fireEvent.click(screen.getAllByTestId("remove-module")[0] as HTMLElement);
    const dialog = screen.getByRole("alertdialog");
    expect(dialog.textContent).toContain("Its 2 chapters go with it.");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getAllByTestId("module-item")).toHaveLength(3);
    fireEvent.click(screen.getAllByTestId("remove-module")[0] as HTMLElement);
    fireEvent.click(screen.getByTestId("confirm-remove-module"));
    expect(screen.getAllByTestId("module-item")).toHaveLength(2);
  });

  it("confirms once, disabling the button while it is pending", async () => {
    const pending = deferred<Response>();
    const { requests } = stubFetch(() => pending.promise);
    const onCourse = vi.fn();
    renderWithLocale(<OutlineReview course={courseDetail()} onCourse={onCourse} />);
    const button = screen.getByTestId("confirm-course");
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(button).toHaveProperty("disabled", true);
    await act(async () => {
      pending.resolve(jsonResponse({ course: courseDetail({ status: "generating" }) }, 202));
    });
    expect(requests.filter((request) => request.url.endsWith("/confirm"))).toHaveLength(1);
    expect(onCourse).toHaveBeenCalledWith(expect.objectContaining({ status: "generating" }));
  });

  it("says so when another tab changed the outline", async () => {
    vi.useFakeTimers();
    const theirs = courseDetail({ revision: 4, outline: { ...sampleOutline, title: "Their title" } });
    stubFetch(() => jsonResponse({ error: { code: "conflict", message: "stale", details: { course: theirs } } }, 409));
    renderWithLocale(<OutlineReview course={courseDetail()} onCourse={() => {}} />);
    fireEvent.change(screen.getByTestId("course-title-input"), { target: { value: "My title" } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(700);
    });
    expect(screen.getByTestId("conflict-notice").textContent).toContain("Changed in another tab");
    expect(screen.getByTestId("course-title-input")).toHaveProperty("value", "Their title");
  });

  it("speaks Chinese", () => {
    stubFetch(() => jsonResponse({}));
    renderWithLocale(<OutlineReview course={courseDetail()} onCourse={() => {}} />, "zh");
    expect(screen.getByTestId("confirm-course").textContent).toBe("确认并编写课程");
    expect(screen.getAllByTestId("regenerate-preset").map((button) => button.textContent)).toEqual([
      "精简一些",
      "多一些动手实践",
      "跳过基础内容",
      "讲得更深入",
    ]);
  });
});
