/** A labelled progress bar (role=progressbar), e.g. chapters written of all chapters. */
export function ProgressBar({
  value,
  max,
  label,
  size = "md",
  className,
}: {
  value: number;
  max: number;
  label: string;
  size?: "sm" | "md";
  className?: string;
}) {
  const percent = max > 0 ? Math.round((Math.min(value, max) / max) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={["overflow-hidden rounded-full bg-surface-2", size === "sm" ? "h-1.5" : "h-2", className].filter(Boolean).join(" ")}
    >
      <div
        className="h-full rounded-full bg-accent transition-[width] duration-500 ease-out motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
