/** Time spent, in the largest units that read well: hours and minutes, minutes, or seconds under a minute. */
export type SpentTime = { hours: number; minutes: number } | { minutes: number } | { seconds: number };

export function spentTime(ms: number): SpentTime {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return { seconds };
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return { minutes };
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
