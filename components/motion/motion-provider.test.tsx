// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { m } from "motion/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { OptionButton } from "@/components/chat/option-button";
import { Appear } from "./appear";
import { isMotionReady, loadAnimationFeatures } from "./motion-loader";
import { MotionProvider, useMotionActive } from "./motion-provider";

/*
 * The system setting, as motion reads it: matchMedia("(prefers-reduced-motion)")
 * once, then its change events. One query object, so a test can flip it.
 */
let reduce = false;
const listeners = new Set<() => void>();
const query = {
  get matches() {
    return reduce;
  },
  media: "(prefers-reduced-motion)",
  addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
  removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
};
function prefersReducedMotion(value: boolean) {
  reduce = value;
  for (const listener of listeners) listener();
}

// happy-dom accepts Web Animations but never applies them, so transforms would look stuck: without
// Element.animate motion runs every animation on its own frame loop, and end states can be checked.
const webAnimations = Object.getOwnPropertyDescriptor(Element.prototype, "animate");
beforeAll(() => {
  Reflect.deleteProperty(Element.prototype, "animate");
  vi.stubGlobal(
    "matchMedia",
    vi.fn((media: string) => (media.includes("prefers-reduced-motion") ? query : { ...query, matches: false, media })),
  );
});
afterAll(() => {
  if (webAnimations) Object.defineProperty(Element.prototype, "animate", webAnimations);
  vi.unstubAllGlobals();
});
afterEach(() => {
  cleanup();
  prefersReducedMotion(false);
});

function Probe() {
  return <span data-testid="probe" data-active={useMotionActive()} />;
}

/** What would keep an element from being seen: opacity below 1 or a transform still applied. */
function hiddenStyle(element: HTMLElement) {
  const { opacity, transform } = element.style;
  return { faded: opacity !== "" && Number(opacity) < 1, moved: transform !== "" && transform !== "none" };
}

function Cards() {
  return (
    <MotionProvider>
      <Probe />
      <Appear data-testid="answer">You chose: Rust</Appear>
      <OptionButton index={1} option="Go" selected={false} multi={false} onPick={() => {}} size="card" testId="card" />
    </MotionProvider>
  );
}

describe("MotionProvider", () => {
  // First: the features are fetched after mount, and nothing may wait on them.
  it("shows everything at once before its features have loaded", async () => {
    expect(isMotionReady()).toBe(false);
    render(<Cards />);
    expect(screen.getByTestId("probe").dataset.active).toBe("false");
    expect(hiddenStyle(screen.getByTestId("answer"))).toEqual({ faded: false, moved: false });
    expect(hiddenStyle(screen.getByTestId("card"))).toEqual({ faded: false, moved: false });
    // The provider's mount fetched the features; what was shown stays shown.
    await act(() => loadAnimationFeatures());
    expect(isMotionReady()).toBe(true);
    expect(screen.getByTestId("probe").dataset.active).toBe("true");
    expect(hiddenStyle(screen.getByTestId("answer"))).toEqual({ faded: false, moved: false });
  });

  it("honours prefers-reduced-motion: what arrives is shown in place, with no fade or slide left on it", async () => {
    await act(() => loadAnimationFeatures());
    prefersReducedMotion(true);
    render(<Cards />);
    expect(screen.getByTestId("probe").dataset.active).toBe("false");
    for (const id of ["answer", "card"]) expect(hiddenStyle(screen.getByTestId(id))).toEqual({ faded: false, moved: false });
    expect(screen.getByTestId("card").textContent).toContain("Go");
  });

  it("with reduced motion a moving element jumps to its new place (MotionConfig reducedMotion=user)", async () => {
    await act(() => loadAnimationFeatures());
    prefersReducedMotion(true);
    const seen: number[] = [];
    const done = vi.fn();
    const Mover = ({ x }: { x: number }) => (
      <MotionProvider>
        <m.div
          data-testid="mover"
          initial={false}
          animate={{ x }}
          onUpdate={(latest) => seen.push(Number(latest.x))}
          onAnimationComplete={done}
        />
      </MotionProvider>
    );
    const { rerender } = render(<Mover x={0} />);
    rerender(<Mover x={40} />);
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(seen.every((x) => x === 0 || x === 40)).toBe(true);
    expect(screen.getByTestId("mover").style.transform).toBe("translateX(40px)");
  });

  it("without reduced motion, an arriving card fades and rises in, and ends fully visible", async () => {
    await act(() => loadAnimationFeatures());
    render(<Cards />);
    expect(screen.getByTestId("probe").dataset.active).toBe("true");
    expect(hiddenStyle(screen.getByTestId("answer")).faded).toBe(true);
    await waitFor(() => expect(hiddenStyle(screen.getByTestId("answer"))).toEqual({ faded: false, moved: false }), { timeout: 2000 });
  });

  it("never starts anything hidden outside a provider, even once features are loaded", async () => {
    await act(() => loadAnimationFeatures());
    render(
      <>
        <Probe />
        <Appear data-testid="answer">Outside</Appear>
      </>,
    );
    expect(screen.getByTestId("probe").dataset.active).toBe("false");
    expect(hiddenStyle(screen.getByTestId("answer"))).toEqual({ faded: false, moved: false });
  });
});
