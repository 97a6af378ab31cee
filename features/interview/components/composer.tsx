"use client";

import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { InterviewStrings } from "./interview-messages";

/** The text input under the options. Enter sends, Shift+Enter breaks the line. */
export function Composer(props: {
  busy: boolean;
  answering: boolean;
  onSend: (text: string) => boolean;
  onStop: () => void;
  strings: InterviewStrings;
}) {
  const { busy, answering, onSend, onStop, strings } = props;
  const [text, setText] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (onSend(text)) setText("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 rounded-2xl border border-zinc-200 bg-white p-2 shadow-sm focus-within:border-indigo-400 dark:border-zinc-700 dark:bg-zinc-900">
      <textarea
        ref={inputRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        rows={1}
        maxLength={4000}
        placeholder={answering ? strings.typeAnswer : strings.typeMessage}
        aria-label={answering ? strings.typeAnswer : strings.typeMessage}
        className="max-h-40 min-h-[2.5rem] flex-1 resize-none bg-transparent px-2 py-2 text-[15px] text-zinc-900 outline-none placeholder:text-zinc-400 dark:text-zinc-100"
        data-testid="composer-input"
      />
      {busy ? (
        <button
          type="button"
          onClick={onStop}
          className="rounded-xl border border-zinc-300 px-3.5 py-2 text-sm text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-zinc-600 dark:text-zinc-200 dark:hover:bg-zinc-800"
          data-testid="stop-button"
        >
          {strings.stop}
        </button>
      ) : (
        <button
          type="submit"
          disabled={!text.trim()}
          className="rounded-xl bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-500 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
          data-testid="send-button"
        >
          {strings.send}
        </button>
      )}
    </form>
  );
}
