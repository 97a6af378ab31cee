import { createStore, useStore } from "zustand";
import { DEFAULT_MASK_ID, isMaskId, type MaskId } from "../lib/chat-limits";

/** Transient UI state of /chat. Sessions themselves live in IndexedDB. */
export type ChatPhase = "guide" | "chatting";

export interface ChatUiState {
  /** The mask a new session starts with: the last one chosen (kept in localStorage). */
  maskId: MaskId;
  phase: ChatPhase;
  sidebarOpen: boolean;
  activeSessionId: string | null;
  setMaskId(maskId: MaskId): void;
  setPhase(phase: ChatPhase): void;
  setSidebarOpen(open: boolean): void;
  toggleSidebar(): void;
  setActiveSessionId(id: string | null): void;
  /** Reads the remembered mask (call once on mount: localStorage is not there on the server). */
  hydrateMask(): void;
  /** Back to a fresh session's state; keeps the mask (a new session inherits it). */
  reset(): void;
}

export const MASK_STORAGE_KEY = "nexusnote-chat-mask";

type MaskStorage = Pick<Storage, "getItem" | "setItem">;

function browserStorage(): MaskStorage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null; // blocked storage throws on access
  }
}

export function createChatUiStore(storage: () => MaskStorage | null = browserStorage) {
  return createStore<ChatUiState>()((set) => ({
    maskId: DEFAULT_MASK_ID,
    phase: "guide",
    sidebarOpen: false,
    activeSessionId: null,
    setMaskId(maskId) {
      set({ maskId });
      try {
        storage()?.setItem(MASK_STORAGE_KEY, maskId);
      } catch {
        // not remembered; the choice still applies to this page
      }
    },
    setPhase: (phase) => set({ phase }),
    setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
    toggleSidebar: () => set((state) => ({ sidebarOpen: !state.sidebarOpen })),
    setActiveSessionId: (activeSessionId) => set({ activeSessionId }),
    hydrateMask() {
      let stored: string | null = null;
      try {
        stored = storage()?.getItem(MASK_STORAGE_KEY) ?? null;
      } catch {
        stored = null;
      }
      if (isMaskId(stored)) set({ maskId: stored });
    },
    reset: () => set({ phase: "guide", activeSessionId: null, sidebarOpen: false }),
  }));
}

export const chatUiStore = createChatUiStore();

export function useChatUi<T>(selector: (state: ChatUiState) => T): T {
  return useStore(chatUiStore, selector);
}
