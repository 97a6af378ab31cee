import type { ReactNode } from "react";

/** Text is always rendered as text: a learner's markup is shown, never interpreted. */
export function TutorBubble({ children, testId = "tutor-message" }: { children: ReactNode; testId?: string }) {
  return (
    <div
      className="max-w-[85%] self-start whitespace-pre-wrap break-words rounded-2xl rounded-tl-md bg-white px-4 py-2.5 text-[15px] leading-relaxed text-zinc-800 shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:text-zinc-100 dark:ring-zinc-800"
      data-testid={testId}
    >
      {children}
    </div>
  );
}

export function LearnerBubble({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <div
      className={`max-w-[85%] self-end whitespace-pre-wrap break-words rounded-2xl rounded-tr-md px-4 py-2.5 text-[15px] leading-relaxed ${
        muted ? "bg-zinc-200 text-zinc-600 italic dark:bg-zinc-800 dark:text-zinc-300" : "bg-indigo-600 text-white"
      }`}
      data-testid="learner-message"
    >
      {children}
    </div>
  );
}
