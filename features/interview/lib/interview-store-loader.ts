import type { InterviewStore } from "./interview-store";

/*
 * The interview store (IndexedDB, and the zod check on what it reads back) is
 * not in the /create page's first load: it is fetched while the page starts,
 * as opening the store is async anyway.
 */
let storeModule: Promise<typeof import("./interview-store")> | undefined;
const loadStoreModule = () => (storeModule ??= import("./interview-store"));
if (typeof window !== "undefined") void loadStoreModule().catch(() => (storeModule = undefined));

/** openInterviewStore (interview-store.ts), loaded on first use. */
export function openInterviewStore(): Promise<InterviewStore> {
  return loadStoreModule().then((module) => module.openInterviewStore());
}

export function newInterviewId(): string {
  return crypto.randomUUID().replace(/-/g, "").slice(0, 16);
}
