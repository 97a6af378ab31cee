import { describe, expect, it } from "vitest";
import { createChatUiStore, MASK_STORAGE_KEY } from "./chat-store";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe("chat UI store", () => {
  it("starts on the default mask and the guide", () => {
    const store = createChatUiStore(() => null);
    expect(store.getState()).toMatchObject({ maskId: "default", phase: "guide", sidebarOpen: false, activeSessionId: null });
  });

  it("remembers the last chosen mask in storage and restores it", () => {
    const storage = memoryStorage();
    const first = createChatUiStore(() => storage);
    first.getState().setMaskId("blunt");
    expect(storage.data.get(MASK_STORAGE_KEY)).toBe("blunt");
    const second = createChatUiStore(() => storage);
    second.getState().hydrateMask();
    expect(second.getState().maskId).toBe("blunt");
  });

  it("ignores an unknown stored mask and storage that throws", () => {
    const store = createChatUiStore(() => memoryStorage({ [MASK_STORAGE_KEY]: "pirate" }));
    store.getState().hydrateMask();
    expect(store.getState().maskId).toBe("default");
    const throwing = createChatUiStore(() => ({
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    }));
    throwing.getState().setMaskId("warm");
    throwing.getState().hydrateMask();
    expect(throwing.getState().maskId).toBe("warm");
  });

  it("reset() clears the session state but keeps the mask", () => {
    const store = createChatUiStore(() => null);
    const state = store.getState();
    state.setMaskId("rational");
    state.setPhase("chatting");
    state.setActiveSessionId("s1");
    state.toggleSidebar();
    expect(store.getState().sidebarOpen).toBe(true);
    store.getState().reset();
    expect(store.getState()).toMatchObject({ maskId: "rational", phase: "guide", activeSessionId: null, sidebarOpen: false });
  });
});
