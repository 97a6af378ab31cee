// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loadAnimationFeatures } from "@/components/motion/motion-loader";
import { ProgressBar } from "./progress-bar";

afterEach(cleanup);

const fill = () => screen.getByRole("progressbar").firstElementChild as HTMLElement;
/** The plain fill has a CSS width transition; the motion fill is moved by motion instead. */
const animatedByMotion = () => !fill().className.includes("transition-[width]");

describe("ProgressBar", () => {
  it("a bar that will not move is plain: the right width at once, and motion is never loaded for it", async () => {
    render(<ProgressBar value={2} max={5} label="2 of 5 chapters written" />);
    expect(fill().style.width).toBe("40%");
    await act(() => loadAnimationFeatures());
    expect(animatedByMotion()).toBe(false);
  });

  it("a live bar starts at its value (no sweep from zero), then motion carries it to each new one", async () => {
    const { rerender } = render(<ProgressBar value={2} max={5} label="2 of 5" live />);
    expect(fill().style.width).toBe("40%");
    await act(() => loadAnimationFeatures());
    await waitFor(() => expect(animatedByMotion()).toBe(true));
    expect(fill().style.width).toBe("40%");
    rerender(<ProgressBar value={3} max={5} label="3 of 5" live />);
    await waitFor(() => expect(fill().style.width).toBe("60%"));
    // The course finishing ends "live"; the bar keeps its motion fill for that last step.
    rerender(<ProgressBar value={5} max={5} label="5 of 5" />);
    expect(animatedByMotion()).toBe(true);
    await waitFor(() => expect(fill().style.width).toBe("100%"));
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("5");
  });
});
