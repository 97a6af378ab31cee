"use client";

import { useLayoutEffect, useRef, type ComponentProps } from "react";

export interface AutoTextareaProps extends Omit<ComponentProps<"textarea">, "onChange"> {
  onValueChange: (value: string) => void;
  /** One-line text that wraps: Enter adds nothing and pasted line breaks become spaces. */
  singleLine?: boolean;
}

/**
 * A textarea that is exactly as tall as its text, also when its width changes
 * (a phone turned sideways, a sidebar appearing): a ResizeObserver re-fits it.
 */
export function AutoTextarea({ onValueChange, singleLine, onKeyDown, value, rows = 1, ...props }: AutoTextareaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    if (ref.current) fit(ref.current);
  }, [value]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      // Only width changes matter; fitting changes the height, which must not loop.
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      fit(element);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <textarea
      {...props}
      ref={ref}
      rows={rows}
      value={value}
      onChange={(event) => onValueChange(singleLine ? event.target.value.replace(/\s*\n\s*/g, " ") : event.target.value)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // Composition-safe: an IME's confirming Enter is left alone.
        const composing = event.nativeEvent.isComposing || event.keyCode === 229;
        if (singleLine && event.key === "Enter" && !composing) event.preventDefault();
      }}
    />
  );
}

function fit(element: HTMLTextAreaElement) {
  const style = getComputedStyle(element);
  const borders = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
  element.style.height = "auto";
  element.style.height = `${element.scrollHeight + borders}px`;
}
