/**
 * Grey blocks in the shape of a course page while it loads; the label is what
 * screen readers get. A module of its own, with no message book: it is also
 * what a /courses page shows while its chunk loads (app/courses/_lazy/).
 */
export function CourseSkeleton({ label }: { label: string }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6" aria-busy="true" data-testid="course-loading">
      <span role="status" className="sr-only">
        {label}
      </span>
      <div aria-hidden="true" className="animate-pulse space-y-6 motion-reduce:animate-none">
        <div className="card space-y-3 p-6">
          <div className="h-3 w-32 rounded bg-surface-2" />
          <div className="h-7 w-2/3 rounded bg-surface-2" />
          <div className="h-4 w-full max-w-xl rounded bg-surface-2" />
          <div className="flex gap-2 pt-1">
            <div className="h-6 w-20 rounded-full bg-surface-2" />
            <div className="h-6 w-24 rounded-full bg-surface-2" />
          </div>
        </div>
        {[0, 1].map((module) => (
          <div key={module} className="card space-y-3 p-5">
            <div className="h-5 w-1/3 rounded bg-surface-2" />
            {[0, 1, 2].map((chapter) => (
              <div key={chapter} className="h-12 rounded-lg bg-surface-2/70" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
