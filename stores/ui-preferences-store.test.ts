import { describe, expect, it } from "vitest";
import { createUiPreferencesStore, UI_PREFERENCES_KEY } from "./ui-preferences-store";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("UI preferences", () => {
  it("remembers pane sizes per layout across page loads", () => {
    const storage = memoryStorage();
    const first = createUiPreferencesStore(() => storage);
    first.getState().setPaneSizes("workspace", [20, 50, 30]);
    const reloaded = createUiPreferencesStore(() => storage);
    expect(reloaded.getState().paneSizes.workspace).toEqual([20, 50, 30]);
  });

  it("ignores nonsense sizes and a tampered store", () => {
    const storage = memoryStorage({
      [UI_PREFERENCES_KEY]: JSON.stringify({ state: { paneSizes: { a: [10, 90], b: ["x"], c: [500] } }, version: 0 }),
    });
    const store = createUiPreferencesStore(() => storage);
    expect(store.getState().paneSizes).toEqual({ a: [10, 90] });
    store.getState().setPaneSizes("a", [Number.NaN]);
    expect(store.getState().paneSizes.a).toEqual([10, 90]);
  });

  it("remembers the tutor mode per place, drops tampered modes, and forgets the oldest places first", () => {
    const storage = memoryStorage({
      [UI_PREFERENCES_KEY]: JSON.stringify({
        state: { tutorModes: { "course:a": "explain", "chat:b": "tell-me", "chat:c": 3 } },
        version: 0,
      }),
    });
    const store = createUiPreferencesStore(() => storage);
    expect(store.getState().tutorModes).toEqual({ "course:a": "explain" });
    store.getState().setTutorMode("chat:d", "nonsense" as never);
    expect(store.getState().tutorModes).toEqual({ "course:a": "explain" });
    for (let i = 0; i < 120; i += 1) store.getState().setTutorMode(`chat:${i}`, "explain");
    const reloaded = createUiPreferencesStore(() => storage).getState().tutorModes;
    expect(Object.keys(reloaded)).toHaveLength(100);
    expect(reloaded["course:a"]).toBeUndefined();
    expect(reloaded["chat:119"]).toBe("explain");
  });

  it("works without storage (blocked in private mode)", () => {
    const store = createUiPreferencesStore(() => {
      throw new Error("SecurityError");
    });
    store.getState().setPaneSizes("workspace", [30, 70]);
    expect(store.getState().paneSizes.workspace).toEqual([30, 70]);
  });
});
