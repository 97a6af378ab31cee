"use client";

import { useId, type ReactNode } from "react";

export interface IconButtonProps {
  /** The accessible name, also shown as a tooltip. */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /**
   * When set, the action is unavailable and this says why. The button stays
   * focusable (aria-disabled, not disabled) so keyboard and screen-reader users
   * can reach the reason, which is its tooltip and description.
   */
  disabledReason?: string | null;
  /** Unavailable with nothing to explain (the first item can't move up). */
  disabled?: boolean;
  /** Called with the reason when an unavailable action is pressed (touch screens show no tooltip). */
  onExplain?: (reason: string) => void;
  tone?: "default" | "danger";
  "data-testid"?: string;
  /** Lets the editor put focus back on "the same button" after a move. */
  focusId?: string;
}

export function IconButton({
  label,
  icon,
  onClick,
  disabledReason,
  disabled,
  onExplain,
  tone = "default",
  focusId,
  ...rest
}: IconButtonProps) {
  const tipId = useId();
  const unavailable = disabled || !!disabledReason;
  return (
    // The tooltip shows on hover and on keyboard focus (not after a mouse click, where it would linger).
    <span className="group/tip relative inline-flex [&:has(>button:focus-visible)>[role=tooltip]]:block">
      <button
        type="button"
        aria-label={label}
        aria-disabled={unavailable || undefined}
        aria-describedby={disabledReason ? tipId : undefined}
        data-focus-id={focusId}
        data-testid={rest["data-testid"]}
        onClick={() => {
          if (disabledReason) onExplain?.(disabledReason);
          else if (!unavailable) onClick();
        }}
        className={[
          "inline-flex size-10 items-center justify-center rounded-lg text-fg-subtle transition-colors sm:size-8",
          "hover:bg-surface-2 hover:text-fg disabled:opacity-40",
          "aria-disabled:cursor-not-allowed aria-disabled:opacity-35 aria-disabled:hover:bg-transparent aria-disabled:hover:text-fg-subtle",
          tone === "danger" ? "hover:text-danger" : "",
        ].join(" ")}
      >
        {icon}
      </button>
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none absolute right-0 bottom-full z-20 mb-1.5 hidden w-max max-w-60 rounded-md bg-fg px-2 py-1 text-xs leading-snug text-canvas shadow-soft group-hover/tip:block"
      >
        {disabledReason ?? label}
      </span>
    </span>
  );
}
