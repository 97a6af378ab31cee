/** Where a learning goal starts: the interview page reads `?goal=`. */
export function createHref(goal: string): string {
  return `/create?goal=${encodeURIComponent(goal.trim())}`;
}
