// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Appear } from "./appear";
import { isMotionReady, preloadMotion } from "./motion-loader";
import { MotionProvider } from "./motion-provider";

// Records whether the features chunk was asked for (its own module, so this file starts with none loaded).
const features = vi.hoisted(() => ({ requested: false }));
vi.mock("./motion-features", async (importOriginal) => {
  features.requested = true;
  return importOriginal();
});

afterEach(cleanup);

describe("MotionProvider onDemand", () => {
  it("fetches nothing at mount and shows its content as it is; preloadMotion() brings the features", async () => {
    render(
      <MotionProvider onDemand>
        <Appear data-testid="card">A proposal read back</Appear>
      </MotionProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // The workspace mounts this with the page: nothing may be downloaded for it yet.
    expect(features.requested).toBe(false);
    expect(isMotionReady()).toBe(false);
    expect(screen.getByTestId("card").style.opacity).not.toBe("0");

    act(() => preloadMotion());
    await vi.waitFor(() => expect(isMotionReady()).toBe(true));
    expect(features.requested).toBe(true);
  });
});
