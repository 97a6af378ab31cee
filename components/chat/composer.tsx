"use client";

import { useState, type FormEvent, type KeyboardEvent } from "react";

export interface ComposerLabels {
  typeAnswer: string;
  typeMessage: string;
  send: string;
  stop: string;
}

/**
 * The text input under a tutor conversation (interview and chat). Enter sends,
 * Shift+Enter breaks the line, an IME composition never sends; while a reply
 * streams the button becomes Stop. `onSend` returns whether the text was taken.
 * Pointing at or focusing it calls `prepare` (typing needs focus first): the
 * chat engine is fetched then rather than with the page, ready by the first send.
 */
export function Composer(props: {
  /** The conversation's controller (the interview's and the chat's hooks both provide these). */
  chat: { busy: boolean; pendingQuestion: unknown; sendText: (text: string) => boolean; stop: () => unknown; prepare?: () => void };
  labels: ComposerLabels;
  maxLength: number;
  inputTestId: string;
}) {
  const { labels } = props;
  const { busy, sendText: onSend } = props.chat;
  // An option question is open: typing answers it.
  const answering = props.chat.pendingQuestion !== null;
  const onStop = () => void props.chat.stop();
  const prepare = props.chat.prepare;
  const [text, setText] = useState("");
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (onSend(text)) setText("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  const label = answering ? labels.typeAnswer : labels.typeMessage;
  return (
    <form
      onSubmit={submit}
      onPointerEnter={prepare}
      className="flex items-end gap-2 rounded-2xl border border-line bg-surface p-2 shadow-sm focus-within:border-accent"
    >
      <textarea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={prepare}
        onKeyDown={onKeyDown}
        rows={1}
        maxLength={props.maxLength}
        placeholder={label}
        aria-label={label}
        className="max-h-40 min-h-[2.5rem] max-sm:min-h-11 min-w-0 flex-1 resize-none bg-transparent px-2 py-2 text-[15px] text-fg outline-none placeholder:text-fg-subtle"
        data-testid={props.inputTestId}
      />
      {busy ? (
        <button
          type="button"
          onClick={onStop}
          className="rounded-xl border border-line-strong px-3.5 py-2 text-sm text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-focus"
          data-testid="stop-button"
        >
          {labels.stop}
        </button>
      ) : (
        <button
          type="submit"
          disabled={!text.trim()}
          className="rounded-xl bg-accent px-4 py-2 text-sm font-medium text-accent-fg hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          data-testid="send-button"
        >
          {labels.send}
        </button>
      )}
    </form>
  );
}
