"use client";

import { useCallback, useLayoutEffect, useRef, type ComponentProps, type KeyboardEvent, type Ref } from "react";

export interface TextareaAutosizeProps extends ComponentProps<"textarea"> {
  /**
   * Enter submits the surrounding form (Shift+Enter still adds a line).
   * Never fires while an IME is composing, so Chinese/Japanese input can
   * confirm candidates with Enter.
   */
  submitOnEnter?: boolean;
}

/** A textarea that grows with its content; cap it with a max-h-* class (it scrolls beyond that). */
export function TextareaAutosize({ submitOnEnter, onKeyDown, onInput, ref, rows = 1, ...props }: TextareaAutosizeProps) {
  const innerRef = useRef<HTMLTextAreaElement | null>(null);

  const setRefs = useCallback(
    (node: HTMLTextAreaElement | null) => {
      innerRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  // Runs after every render so controlled value changes (including clearing) resize too.
  useLayoutEffect(() => {
    if (innerRef.current) fitToContent(innerRef.current);
  });

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || !submitOnEnter) return;
    // keyCode 229 covers Safari, which reports isComposing=false on the confirming Enter.
    const composing = event.nativeEvent.isComposing || event.keyCode === 229;
    if (event.key === "Enter" && !event.shiftKey && !composing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  return (
    <textarea
      ref={setRefs}
      rows={rows}
      onKeyDown={handleKeyDown}
      onInput={(event) => {
        fitToContent(event.currentTarget);
        onInput?.(event);
      }}
      {...props}
    />
  );
}

function fitToContent(element: HTMLTextAreaElement) {
  const style = getComputedStyle(element);
  const borders = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
  element.style.height = "auto";
  element.style.height = `${element.scrollHeight + borders}px`;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}
