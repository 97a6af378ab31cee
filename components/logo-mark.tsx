/** The NexusNote mark (same drawing as app/icon.svg): an "N" whose corners are linked nodes. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id="nn-logo-gradient" x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#nn-logo-gradient)" />
      <path d="M10.5 21.5v-11l11 11v-11" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="10.5" cy="10.5" r="2.1" fill="#fff" />
      <circle cx="21.5" cy="21.5" r="2.1" fill="#fff" />
    </svg>
  );
}
