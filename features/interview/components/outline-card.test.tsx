// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { designedOutlineSchema, type DesignedOutline } from "../lib/interview-schemas";
import { messagesFor } from "@/lib/i18n/messages";
import { interviewMessages } from "./interview-messages";
import { OutlineCard } from "./outline-card";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const outline = designedOutlineSchema.parse({
  title: "Watercolor basics",
  description: "From washes to a finished landscape.",
  difficulty: "beginner",
  estimatedMinutes: 40,
  designRationale: "You are new to painting.",
  modules: [
    { title: "Washes", chapters: [{ title: "Flat wash", objective: "Lay a flat wash.", minutes: 20 }] },
    { title: "Landscape", chapters: [{ title: "Sky", objective: "Paint a sky.", minutes: 20 }] },
  ],
  unsaved: {
    interviewId: "iv_1",
    goal: "watercolor",
    language: "en",
    profile: { topic: "watercolor", goal: null, background: null, targetOutcome: null, cognitiveStyle: null },
  },
});

const strings = messagesFor(interviewMessages, "en");
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("OutlineCard when saving failed", () => {
  it("says the course could not be saved and offers Retry, which saves it and links the course", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(503, { error: { code: "internal", message: "The database is unavailable." } }))
      .mockResolvedValueOnce(json(201, { course: { id: "crs_42" } }));
    vi.stubGlobal("fetch", fetchMock);
    render(<OutlineCard outline={outline} strings={strings} />);
    expect(screen.getByRole("alert").textContent).toContain("could not be saved");
    expect(screen.queryByTestId("review-outline")).toBeNull();

    await act(async () => fireEvent.click(screen.getByTestId("retry-save-outline")));
    expect(screen.getByRole("alert").textContent).toContain("The database is unavailable.");

    await act(async () => fireEvent.click(screen.getByTestId("retry-save-outline")));
    expect(screen.getByTestId("review-outline").getAttribute("href")).toBe("/courses/crs_42");
    expect(screen.queryByRole("alert")).toBeNull();

    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe("/api/courses");
    const sent = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ interviewId: "iv_1", goal: "watercolor", language: "en", outline: { title: "Watercolor basics" } });
    expect(sent.outline).not.toHaveProperty("unsaved");
  });

  it("a saved outline links its course, with no alert", () => {
    const saved: DesignedOutline = { ...outline, unsaved: undefined, courseId: "crs_1" };
    render(<OutlineCard outline={saved} strings={strings} />);
    expect(screen.getByTestId("review-outline").getAttribute("href")).toBe("/courses/crs_1");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
