import { createJSONStorage, persist, type StateStorage } from "zustand/middleware";
import { createStore, useStore } from "zustand";

/**
 * UI preferences that outlive a page and belong to no feature: pane sizes per
 * layout (the course workspace's file tree | editor | tutor). Kept in
 * localStorage; blocked storage (private mode) just means nothing is remembered.
 */
export interface UiPreferences {
  /** Pane sizes in percent, per layout id. */
  paneSizes: Record<string, number[]>;
  setPaneSizes(layoutId: string, sizes: readonly number[]): void;
}

export const UI_PREFERENCES_KEY = "nexusnote-ui-preferences";
const MAX_LAYOUTS = 20;

const validSizes = (sizes: readonly number[]) =>
  sizes.length > 0 && sizes.length <= 8 && sizes.every((size) => Number.isFinite(size) && size >= 0 && size <= 100);

function safeLocalStorage(): StateStorage {
  const noop: StateStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
  try {
    return typeof localStorage === "undefined" ? noop : localStorage;
  } catch {
    return noop; // access itself throws when storage is blocked
  }
}

export function createUiPreferencesStore(storage: () => StateStorage = safeLocalStorage) {
  return createStore<UiPreferences>()(
    persist(
      (set) => ({
        paneSizes: {},
        setPaneSizes(layoutId, sizes) {
          if (!validSizes(sizes)) return;
          set((state) => {
            const others = Object.entries(state.paneSizes).filter(([id]) => id !== layoutId);
            // Newest last, and only so many layouts remembered.
            return { paneSizes: Object.fromEntries([...others.slice(-(MAX_LAYOUTS - 1)), [layoutId, [...sizes]]]) };
          });
        },
      }),
      {
        name: UI_PREFERENCES_KEY,
        storage: createJSONStorage(storage),
        // What comes back from storage is checked, never trusted.
        merge: (persisted, current) => {
          const sizes = (persisted as { paneSizes?: unknown } | undefined)?.paneSizes;
          if (!sizes || typeof sizes !== "object") return current;
          const paneSizes = Object.fromEntries(
            Object.entries(sizes as Record<string, unknown>).filter(
              (entry): entry is [string, number[]] => Array.isArray(entry[1]) && validSizes(entry[1] as number[]),
            ),
          );
          return { ...current, paneSizes };
        },
      },
    ),
  );
}

export const uiPreferencesStore = createUiPreferencesStore();

export function useUiPreferences<T>(selector: (state: UiPreferences) => T): T {
  return useStore(uiPreferencesStore, selector);
}
