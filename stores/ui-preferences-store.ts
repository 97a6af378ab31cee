import { createJSONStorage, persist, type StateStorage } from "zustand/middleware";
import { useCallback, useSyncExternalStore } from "react";
import { createStore, useStore } from "zustand";
import { DEFAULT_TUTOR_MODE, TUTOR_MODES, type TutorMode } from "@/lib/ai/tutor-mode";

/**
 * UI preferences that outlive a page and belong to no feature: pane sizes per
 * layout (the course workspace's file tree | editor | tutor) and the tutor's
 * guided / "just explain" choice per place (a course's workspace, a chat
 * session). Kept in localStorage; blocked storage (private mode) just means
 * nothing is remembered.
 */
export interface UiPreferences {
  /** Pane sizes in percent, per layout id. */
  paneSizes: Record<string, number[]>;
  setPaneSizes(layoutId: string, sizes: readonly number[]): void;
  /** The learner's tutor mode per place ("course:<id>", "chat:<id>"); a place not here is guided. */
  tutorModes: Record<string, TutorMode>;
  setTutorMode(place: string, mode: TutorMode): void;
}

export const UI_PREFERENCES_KEY = "nexusnote-ui-preferences";
const MAX_LAYOUTS = 20;
/** Enough for every course and recent chat a learner goes back to; the oldest choice is forgotten first. */
const MAX_TUTOR_MODES = 100;

const isTutorMode = (value: unknown): value is TutorMode => (TUTOR_MODES as readonly unknown[]).includes(value);

/** The entries with `key` moved to the end (newest last), keeping at most `max`. */
function newestLast<T>(entries: Record<string, T>, key: string, value: T, max: number): Record<string, T> {
  const others = Object.entries(entries).filter(([id]) => id !== key);
  return Object.fromEntries([...others.slice(-(max - 1)), [key, value]]);
}

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
          // Newest last, and only so many layouts remembered.
          set((state) => ({ paneSizes: newestLast(state.paneSizes, layoutId, [...sizes], MAX_LAYOUTS) }));
        },
        tutorModes: {},
        setTutorMode(place, mode) {
          if (!place || !isTutorMode(mode)) return;
          set((state) => ({ tutorModes: newestLast(state.tutorModes, place, mode, MAX_TUTOR_MODES) }));
        },
      }),
      {
        name: UI_PREFERENCES_KEY,
        storage: createJSONStorage(storage),
        // What comes back from storage is checked, never trusted.
        merge: (persisted, current) => {
          const stored = persisted as { paneSizes?: unknown; tutorModes?: unknown } | undefined;
          const entries = (value: unknown) => (value && typeof value === "object" ? Object.entries(value as Record<string, unknown>) : []);
          const paneSizes = Object.fromEntries(
            entries(stored?.paneSizes).filter(
              (entry): entry is [string, number[]] => Array.isArray(entry[1]) && validSizes(entry[1] as number[]),
            ),
          );
          const tutorModes = Object.fromEntries(
            entries(stored?.tutorModes).filter((entry): entry is [string, TutorMode] => isTutorMode(entry[1])),
          );
          return { ...current, paneSizes, tutorModes };
        },
      },
    ),
  );
}

export const uiPreferencesStore = createUiPreferencesStore();

export function useUiPreferences<T>(selector: (state: UiPreferences) => T): T {
  return useStore(uiPreferencesStore, selector);
}

/** Not yet known: the server has no localStorage, and hydration must draw what the server drew. */
const unknownMode = () => null;

/**
 * The tutor's mode in one place ("course:<id>", "chat:<id>"): the learner's last choice there,
 * guided until they make one. Null while it cannot be known yet (the server render and hydration:
 * storage is the browser's), so a switch draws neither mode rather than flashing the wrong one;
 * the remembered choice is read from storage (synchronously, when the store is made) before the
 * first render after hydration, and on any render in the browser after that.
 */
export function useRememberedTutorMode(place: string): [TutorMode | null, (mode: TutorMode) => void] {
  const read = useCallback(() => uiPreferencesStore.getState().tutorModes[place] ?? DEFAULT_TUTOR_MODE, [place]);
  const mode = useSyncExternalStore(uiPreferencesStore.subscribe, read, unknownMode);
  const setTutorMode = useStore(uiPreferencesStore, (state) => state.setTutorMode);
  const choose = useCallback((value: TutorMode) => setTutorMode(place, value), [place, setTutorMode]);
  return [mode, choose];
}
