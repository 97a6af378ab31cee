"use client";
import Menu from "lucide-react/icons/menu";

import { useEffect, useRef, useState } from "react";
import { chatUiStore, useChatUi } from "../hooks/chat-store";
import { useChatSession } from "../hooks/use-chat-session";
import type { StoredChat, ChatStore } from "../lib/chat-db";
import { clientErrorMessage } from "@/lib/http/client-error-message";
import { ErrorNotice, InlineNotice } from "@/components/chat/error-notice";
import { Composer } from "@/components/chat/composer";
import type { ChatSession } from "../lib/chat-records";
import { LEARNER_NOTE_MAX_LENGTH, MAX_CHAT_TEXT_LENGTH } from "../lib/chat-limits";
import { resolveMask } from "../lib/masks";
import type { ChatStrings } from "./chat-messages";
import { MaskGuide } from "./mask-guide";
import { MessageList } from "./message-list";
import { MaskIcon } from "./mask-icon";
import type { ChatPanel } from "./chat-panel";

const currentMaskId = () => chatUiStore.getState().maskId;

/** One open session: header, mask guide or transcript, composer, learner note. Keyed by the session id. */
export function ChatSessionView(props: {
  store: ChatStore;
  chat: StoredChat;
  title: string | undefined;
  strings: ChatStrings;
  onSaved: (session: ChatSession) => void;
  onToggleSidebar: () => void;
  /** Another feature's panel above the composer (composed in app/: guided mode's hint ladder). */
  panel?: ChatPanel;
}) {
  const { store, chat: loaded, strings } = props;
  const chosenMask = useChatUi((state) => state.maskId);
  const setChosenMask = useChatUi((state) => state.setMaskId);
  const setPhase = useChatUi((state) => state.setPhase);
  const chat = useChatSession({
    store,
    session: loaded.session,
    initialMessages: loaded.messages,
    initialNote: loaded.note,
    currentMaskId,
    onSaved: props.onSaved,
    title: props.title,
  });
  const started = chat.messages.length > 0;
  useEffect(() => setPhase(started ? "chatting" : "guide"), [setPhase, started]);
  const mask = resolveMask(started ? chat.maskId : chosenMask);
  const error = clientErrorMessage(chat.error);
  const [noteOpen, setNoteOpen] = useState(false);

  const bottomRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    bottomRef.current?.scrollIntoView({ block: "end" });
  }, [chat.messages, chat.status]);

  return (
    <div className="flex min-h-0 min-w-0 flex-1">
      <div className="flex min-h-0 min-w-0 flex-1 flex-col">
        <header className="flex shrink-0 items-center gap-2 border-b border-line bg-canvas px-3 py-2">
          <button
            type="button"
            onClick={props.onToggleSidebar}
            className="rounded-lg p-2 text-fg-muted hover:bg-surface-2 hover:text-fg md:hidden"
            aria-label={strings.openSidebar}
            data-testid="sidebar-toggle"
          >
            <Menu aria-hidden="true" className="size-4" />
          </button>
          <p className="min-w-0 flex-1 truncate text-sm text-fg" data-testid="session-mask" data-mask={mask.id}>
            <MaskIcon name={mask.icon} className="mr-1.5 inline size-4 align-[-3px]" />
            <span className="font-medium">{strings.masks[mask.id].name}</span>
            {started && props.title ? <span className="text-fg-muted"> · {props.title}</span> : null}
          </p>
          <button
            type="button"
            onClick={() => setNoteOpen((open) => !open)}
            aria-expanded={noteOpen}
            aria-controls="learner-note-panel"
            className="rounded-lg px-2.5 py-1.5 text-sm text-fg-muted hover:bg-surface-2 hover:text-fg lg:hidden"
            data-testid="note-toggle"
          >
            {strings.noteToggle}
          </button>
        </header>
        {!store.persistent && (
          <p
            className="shrink-0 border-b border-warning/30 bg-warning/10 px-4 py-2 text-sm text-fg"
            role="status"
            data-testid="memory-only"
          >
            {strings.memoryOnly}
          </p>
        )}
        <div className="min-h-0 flex-1 overflow-y-auto" data-testid="chat-scroll">
          {!started ? (
            <MaskGuide selected={chosenMask} onSelect={setChosenMask} strings={strings} />
          ) : (
            <div className="mx-auto w-full max-w-3xl px-4 pb-6 pt-6" aria-live="polite">
              <MessageList
                messages={chat.messages}
                strings={strings}
                pendingToolCallId={chat.pendingQuestion?.toolCallId ?? null}
                answerDisabled={chat.busy}
                onAnswer={(selected) => chat.answer({ selected })}
              />
              {chat.busy && !chat.pendingQuestion && (
                <p className="mt-3 px-1 text-sm text-fg-subtle" role="status" data-testid="tutor-typing">
                  {strings.waiting}
                </p>
              )}
              {!chat.busy && !error && chat.messages.at(-1)?.role === "user" && (
                <InlineNotice text={strings.unanswered} actionLabel={strings.retry} onAction={chat.retry} testId="unanswered-notice" />
              )}
              {chat.canRegenerate && !error && (
                <div className="mt-2 flex px-1">
                  <button
                    type="button"
                    onClick={chat.regenerate}
                    className="rounded-lg px-2.5 py-1 text-xs text-fg-muted hover:bg-surface-2 hover:text-fg"
                    data-testid="regenerate-button"
                  >
                    ↻ {strings.regenerate}
                  </button>
                </div>
              )}
              {error && <ErrorNotice error={error} labels={strings} onRetry={chat.retry} />}
              <div ref={bottomRef} />
            </div>
          )}
        </div>
        <div className="shrink-0 border-t border-line bg-canvas px-3 pb-3 pt-2 sm:px-4">
          <div className="mx-auto w-full max-w-3xl">
            {props.panel?.({
              sessionId: loaded.messages.length > 0 ? loaded.session.id : null,
              data: chat.data,
              mode: chat.mode,
              setMode: chat.setMode,
              send: chat.sendText,
              busy: chat.busy,
            })}
            <Composer chat={chat} labels={strings} maxLength={MAX_CHAT_TEXT_LENGTH} inputTestId="chat-input" />
          </div>
        </div>
      </div>
      <NotePanel open={noteOpen} note={chat.note} onChange={chat.setNote} strings={strings} />
    </div>
  );
}

function NotePanel(props: { open: boolean; note: string; onChange: (note: string) => void; strings: ChatStrings }) {
  const { strings } = props;
  return (
    <aside
      id="learner-note-panel"
      className={`${props.open ? "fixed inset-x-0 bottom-0 z-30 block max-h-[60vh] border-t shadow-lg" : "hidden"} border-line bg-surface p-4 lg:static lg:block lg:max-h-none lg:w-72 lg:shrink-0 lg:border-l lg:border-t-0 lg:shadow-none`}
      aria-labelledby="learner-note-title"
    >
      <h2 id="learner-note-title" className="text-sm font-semibold text-fg">
        {strings.noteTitle}
      </h2>
      <p className="mt-1 text-xs text-fg-muted">{strings.noteHint}</p>
      <textarea
        value={props.note}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={(event) => props.onChange(event.target.value)}
        maxLength={LEARNER_NOTE_MAX_LENGTH}
        rows={8}
        placeholder={strings.notePlaceholder}
        aria-labelledby="learner-note-title"
        className="mt-3 w-full resize-y rounded-lg border border-line bg-canvas p-2 text-sm text-fg outline-none focus:border-accent"
        data-testid="learner-note"
      />
      <p className="mt-1 text-right text-xs text-fg-subtle">
        {strings.noteLength({ count: props.note.length, max: LEARNER_NOTE_MAX_LENGTH })}
      </p>
    </aside>
  );
}
