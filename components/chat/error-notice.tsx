import type { ClientErrorMessage } from "@/lib/http/client-error-message";

export interface ErrorNoticeLabels {
  errorTitle: string;
  /** Title for 429 (defaults to errorTitle). */
  rateLimited?: string;
  networkError: string;
  retry: string;
}

/** A failed tutor turn (interview and chat): what happened, in a sentence, and a Retry that keeps the conversation. */
export function ErrorNotice({ error, labels, onRetry }: { error: ClientErrorMessage; labels: ErrorNoticeLabels; onRetry: () => void }) {
  const title = error.code === "rate_limited" ? (labels.rateLimited ?? labels.errorTitle) : labels.errorTitle;
  return (
    <div
      className="mt-4 flex flex-col gap-3 rounded-xl border border-danger/30 bg-danger-soft p-4 text-sm text-danger sm:flex-row sm:items-center sm:justify-between"
      role="alert"
      data-testid="chat-error"
      data-code={error.code}
    >
      <p>
        <span className="font-medium">{title}: </span>
        {error.code === "network" ? labels.networkError : error.message}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="shrink-0 rounded-lg bg-danger px-3.5 py-1.5 font-medium text-white hover:opacity-90"
        data-testid="retry-button"
      >
        {labels.retry}
      </button>
    </div>
  );
}

/** A quiet line under the conversation with one action ("Stopped. Continue", "No answer yet. Retry"). */
export function InlineNotice(props: { text: string; actionLabel: string; onAction: () => void; testId: string }) {
  return (
    <div className="mt-3 flex items-center gap-3 px-1 text-sm text-fg-muted" data-testid={props.testId}>
      <span>{props.text}</span>
      <button
        type="button"
        onClick={props.onAction}
        className="rounded-lg border border-line-strong px-3 py-1 text-fg hover:bg-surface-2"
        data-testid="continue-button"
      >
        {props.actionLabel}
      </button>
    </div>
  );
}
