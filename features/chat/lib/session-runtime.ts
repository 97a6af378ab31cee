import type { DefaultChatTransport, UIMessage } from "ai";
import { DEFAULT_TUTOR_MODE, type TutorMode } from "@/lib/ai/tutor-mode";
import type { ChatStore } from "./chat-db";
import type { ChatSession } from "./chat-records";
import { LEARNER_NOTE_MAX_LENGTH, type MaskId } from "./chat-limits";
import { createChatTransport, titleFromMessages } from "./chat-transport";
import { createSessionSaver } from "./session-saver";

export const SAVE_INTERVAL_MS = 300;

/**
 * The mutable, non-React side of one open session: its meta, the request
 * context the transport reads, and the savers. Every write is bound to this
 * session's id, so nothing it saves can land in another session.
 */
export function createSessionRuntime(options: { store: ChatStore; session: ChatSession; note: string; intervalMs?: number }) {
  const { store, intervalMs = SAVE_INTERVAL_MS } = options;
  let meta = options.session;
  let note = options.note;
  let mode: TutorMode = DEFAULT_TUTOR_MODE;
  let onSaved: ((session: ChatSession) => void) | undefined;

  // Built from the SDK's transport class once the chat engine has loaded (see useDeferredChat).
  const transport = (engine: { DefaultChatTransport: typeof DefaultChatTransport }) =>
    createChatTransport(engine.DefaultChatTransport, () => ({ maskId: meta.maskId, note, mode }));

  const messageSaver = createSessionSaver<UIMessage[]>((snapshot) => {
    if (snapshot.length === 0) return;
    meta = {
      ...meta,
      title: meta.title || titleFromMessages(snapshot),
      updatedAt: Date.now(),
      messageCount: snapshot.length,
    };
    const saved = meta;
    return store.saveSession(saved, snapshot).then(
      () => onSaved?.(saved),
      (error: unknown) => console.warn("Could not save the chat session.", error),
    );
  }, intervalMs);

  const noteSaver = createSessionSaver<string>(
    (value) => store.saveNote(meta.id, value).catch((error: unknown) => console.warn("Could not save the learner note.", error)),
    intervalMs,
  );

  return {
    transport,
    messageSaver,
    noteSaver,
    get meta() {
      return meta;
    },
    /** A rename from the sidebar: later saves keep the new title. */
    setTitle(title: string) {
      if (title) meta = { ...meta, title };
    },
    setOnSaved(callback: ((session: ChatSession) => void) | undefined) {
      onSaved = callback;
    },
    /** The first message fixes the session's mask. */
    fixMask(maskId: MaskId) {
      if (meta.messageCount > 0) return;
      meta = { ...meta, maskId, createdAt: Date.now() };
    },
    /** Guided or "just explain", sent with the next request. */
    setMode(value: TutorMode) {
      mode = value;
    },
    setNote(value: string) {
      note = value.slice(0, LEARNER_NOTE_MAX_LENGTH);
      noteSaver.schedule(note, "debounce");
      return note;
    },
    /** Writes whatever is pending (pagehide, a settled turn, before an export). */
    async flush() {
      await Promise.all([messageSaver.flush(), noteSaver.flush()]);
    },
    /** Leaving the session: a streaming reply's pending save is dropped, a settled one written. */
    leave(streaming: boolean) {
      if (streaming) messageSaver.cancel();
      else void messageSaver.flush();
      void noteSaver.flush();
    },
  };
}

export type SessionRuntime = ReturnType<typeof createSessionRuntime>;

/**
 * The sessions open in this page, so an export can first write what they have
 * pending (a reply that just finished is otherwise up to 300 ms from being saved).
 */
const openRuntimes = new Set<SessionRuntime>();

export function registerOpenSession(runtime: SessionRuntime): () => void {
  openRuntimes.add(runtime);
  return () => openRuntimes.delete(runtime);
}

export async function flushOpenSessions(): Promise<void> {
  await Promise.all([...openRuntimes].map((runtime) => runtime.flush()));
}

/**
 * A rename from the sidebar reaches the open session at once: a save of it still pending (its reply
 * just finished) then carries the new title instead of writing the old one back over the rename.
 */
export function renameOpenSession(id: string, title: string): void {
  for (const runtime of openRuntimes) if (runtime.meta.id === id) runtime.setTitle(title);
}
