import type { ReactNode } from "react";

export interface StatusPageProps {
  /** Small text above the title, e.g. "404". */
  eyebrow?: string;
  title: string;
  body: string;
  /** Buttons or links. */
  actions?: ReactNode;
  /** Extra small print under the actions (an error reference, say). */
  footnote?: ReactNode;
}

/** Centered message card shared by the 404 and error pages. */
export function StatusPage({ eyebrow, title, body, actions, footnote }: StatusPageProps) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="card w-full max-w-md p-8 text-center shadow-soft">
        {eyebrow ? <p className="text-sm font-semibold text-accent-ink tabular-nums">{eyebrow}</p> : null}
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-fg">{title}</h1>
        <p className="mt-2 text-sm leading-relaxed text-fg-muted">{body}</p>
        {actions ? <div className="mt-6 flex flex-wrap justify-center gap-2">{actions}</div> : null}
        {footnote ? <p className="mt-4 font-mono text-xs text-fg-subtle">{footnote}</p> : null}
      </div>
    </div>
  );
}
