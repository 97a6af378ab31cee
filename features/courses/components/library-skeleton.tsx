/** Course cards' shapes while the library loads (also the page's fallback while its chunk loads: keep it light). */
export function LibrarySkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" data-testid="library-loading">
      <span role="status" className="sr-only">
        {label}
      </span>
      <ul aria-hidden="true" className="grid animate-pulse gap-4 motion-reduce:animate-none sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <li key={index} className="card space-y-3 p-5">
            <div className="h-6 w-24 rounded-full bg-surface-2" />
            <div className="h-5 w-3/4 rounded bg-surface-2" />
            <div className="h-1.5 w-full rounded-full bg-surface-2" />
            <div className="h-3 w-1/2 rounded bg-surface-2" />
          </li>
        ))}
      </ul>
    </div>
  );
}
