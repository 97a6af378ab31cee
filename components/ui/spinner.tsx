export interface SpinnerProps {
  /** Read by screen readers only, e.g. "Loading course…". */
  label: string;
  size?: "sm" | "md";
  className?: string;
}

const sizes = { sm: "size-3.5", md: "size-5" } as const;

/** A small loading indicator; `role="status"` announces the label politely. */
export function Spinner({ label, size = "md", className }: SpinnerProps) {
  return (
    <span role="status" className={["inline-flex items-center", className].filter(Boolean).join(" ")}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        className={`${sizes[size]} animate-spin motion-reduce:animate-[spin_1.6s_linear_infinite]`}
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
