"use client";

import { useId, type KeyboardEvent } from "react";
import { useMessages } from "@/lib/i18n/i18n-provider";
import type { FieldIssue } from "../lib/outline-operations";
import { AutoTextarea } from "./auto-textarea";
import { editorMessages } from "./editor-messages";

export interface TextFieldProps {
  label: string;
  /** The label is for screen readers only (the layout already says what the field is). */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  issue?: FieldIssue;
  /** Paragraph text (line breaks allowed). Otherwise the text is one line that wraps. */
  multiline?: boolean;
  placeholder?: string;
  size?: "sm" | "md" | "lg";
  "data-testid"?: string;
  focusId?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
}

const sizes = {
  sm: "text-sm leading-6 text-fg-muted",
  md: "text-[15px] leading-6 font-medium text-fg",
  lg: "text-xl leading-8 font-semibold tracking-tight text-fg sm:text-2xl sm:leading-9",
};

/**
 * An outline text that looks like text until you point at it. Problems from
 * the outline schema show right under it (aria-invalid + aria-describedby).
 */
export function TextField({
  label,
  hideLabel = true,
  value,
  onChange,
  issue,
  multiline,
  placeholder,
  size = "md",
  focusId,
  onKeyDown,
  ...rest
}: TextFieldProps) {
  const t = useMessages(editorMessages).issues;
  const id = useId();
  const errorId = `${id}-error`;
  const message = !issue
    ? null
    : issue.kind === "required"
      ? t.required
      : issue.kind === "too_long"
        ? t.tooLong({ count: value.trim().length, max: issue.max })
        : issue.kind === "total_out_of_range"
          ? t.totalOutOfRange({ min: issue.min, max: issue.max })
          : t.invalid;

  const className = [
    "block w-full min-w-0 resize-none rounded-md border bg-transparent px-2 py-1 transition-[border-color,background-color,box-shadow]",
    "placeholder:text-fg-subtle hover:border-line focus:border-accent/60 focus:bg-surface focus:ring-4 focus:ring-accent/10 focus-visible:outline-none",
    "disabled:cursor-not-allowed disabled:hover:border-transparent",
    issue ? "border-danger/60 bg-danger-soft/60 hover:border-danger" : "border-transparent",
    sizes[size],
  ].join(" ");

  const shared = {
    id,
    value,
    placeholder,
    "aria-invalid": issue ? true : undefined,
    "aria-describedby": message ? errorId : undefined,
    "data-testid": rest["data-testid"],
    "data-focus-id": focusId,
    onKeyDown,
    className,
  } as const;

  return (
    <div className="min-w-0">
      <label htmlFor={id} className={hideLabel ? "sr-only" : "mb-1 block px-2 text-xs font-medium text-fg-subtle"}>
        {label}
      </label>
      {/* Always a textarea: long titles wrap instead of hiding their end. */}
      <AutoTextarea {...shared} singleLine={!multiline} onValueChange={onChange} />
      {message ? (
        <p id={errorId} className="mt-1 px-2 text-xs text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}
