/** The insertion line drawn while dragging: where the item will land. */
export function DropLine({ position }: { position: "before" | "after" }) {
  return (
    <span
      aria-hidden="true"
      className={[
        "pointer-events-none absolute inset-x-2 z-10 h-0.5 rounded-full bg-accent shadow-[0_0_0_3px_color-mix(in_oklab,var(--nn-accent)_20%,transparent)]",
        position === "before" ? "-top-[5px]" : "-bottom-[5px]",
      ].join(" ")}
    />
  );
}
