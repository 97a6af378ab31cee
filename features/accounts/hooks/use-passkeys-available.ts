import { useSyncExternalStore } from "react";
import { passkeysAvailable } from "../api/passkey-ceremony";

const never = () => () => {};

/**
 * Whether this browser can use passkeys here: null while server-rendered and hydrating (the server
 * cannot know), then the browser's answer, which does not change while the page lives.
 */
export function usePasskeysAvailable(): boolean | null {
  return useSyncExternalStore(never, passkeysAvailable, () => null);
}
