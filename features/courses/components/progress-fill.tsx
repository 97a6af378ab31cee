/** The bar's filled part, shared by the plain fill and the animated one. */
export const FILL_CLASS = "h-full rounded-full bg-accent";

/** The plain fill: no JavaScript animation, a CSS width transition (instant with reduced motion). */
export function StaticFill({ percent }: { percent: number }) {
  return (
    <div
      className={`${FILL_CLASS} transition-[width] duration-200 ease-out motion-reduce:transition-none`}
      style={{ width: `${percent}%` }}
    />
  );
}
