// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageQueries } from "@/lib/api/query-provider";
import { jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import { renderWithLocale } from "@/tests/support/courses/test-render";
import { ChapterClaim, ClaimBadge } from "./chapter-claim";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("I already know this", () => {
  it("records the learner's claim on the chapter, and withdraws it", async () => {
    const { requests } = stubFetch(() => new Response(null, { status: 204 }));
    renderWithLocale(
      <PageQueries>
        <ChapterClaim courseId="c1" chapterId="ch1" claimed={false} />
      </PageQueries>,
    );
    const button = screen.getByTestId("claim-chapter");
    expect(button.textContent).toBe("I already know this");
    expect(button.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(button);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ method: "PUT", url: "/api/courses/c1/practice/claims/ch1", body: { claimed: true } });
    cleanup();
    renderWithLocale(
      <PageQueries>
        <ChapterClaim courseId="c1" chapterId="ch1" claimed />
      </PageQueries>,
    );
    expect(screen.getByTestId("claim-chapter").textContent).toBe("Withdraw my claim");
    fireEvent.click(screen.getByTestId("claim-chapter"));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.body).toEqual({ claimed: false });
  });

  it("a claim that cannot be saved says so; the badge says a claim is not evidence, in Chinese too", async () => {
    stubFetch(() => jsonResponse({ error: { code: "internal", message: "down" } }, 500));
    renderWithLocale(
      <PageQueries>
        <ChapterClaim courseId="c1" chapterId="ch1" claimed={false} />
        <ClaimBadge />
      </PageQueries>,
      "zh",
    );
    expect(screen.getByTestId("claim-badge").textContent).toBe("你的声明 · 不算证据");
    fireEvent.click(screen.getByTestId("claim-chapter"));
    expect((await screen.findByRole("alert")).textContent).toBe("无法保存你的声明，请重试。");
  });
});
