"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A modal on the native `<dialog>` (showModal gives the focus trap, the inert
 * page behind and Escape for free). Mount it only while it is open: on mount it
 * opens and moves focus in (to the `autoFocus` element, else the first control);
 * on unmount it gives focus back to what had it before, or to `returnFocus()`
 * when that element is gone (the row that was renamed or deleted).
 */
export function ModalDialog({
  title,
  description,
  onClose,
  returnFocus,
  children,
  testId,
}: {
  title: string;
  description?: ReactNode;
  /** Escape, the backdrop's cancel, or the browser closing it: the owner decides what "closed" means. */
  onClose: () => void;
  returnFocus?: () => HTMLElement | null;
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Read in the unmount cleanup, so the latest callbacks are used without reopening the dialog.
  const latest = useRef({ onClose, returnFocus });
  const unmounted = useRef(false);
  useEffect(() => {
    latest.current = { onClose, returnFocus };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    unmounted.current = false;
    if (!dialog.open) dialog.showModal();
    return () => {
      unmounted.current = true;
      if (dialog.open) dialog.close();
      const target = previous?.isConnected ? previous : latest.current.returnFocus?.();
      target?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={testId}
      // Escape: keep the element mounted state in the owner's hands instead of letting the browser close it.
      onCancel={(event) => {
        event.preventDefault();
        latest.current.onClose();
      }}
      // The browser may still close it (a second Escape); keep the owner in step.
      onClose={() => {
        if (!unmounted.current) latest.current.onClose();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface p-5 text-fg shadow-xl backdrop:bg-black/40"
    >
      <h2 id={titleId} className="text-base font-semibold">
        {title}
      </h2>
      {description ? (
        <div id={descriptionId} className="mt-2 text-sm text-fg-muted">
          {description}
        </div>
      ) : null}
      <div className="mt-4">{children}</div>
    </dialog>
  );
}
