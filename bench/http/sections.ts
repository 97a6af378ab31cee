/**
 * Which parts of the HTTP bench run, from BENCH_SECTION, so one part can be
 * re-measured in a short run (the build lock is shared with the browser tests).
 * Unset: everything. Otherwise a comma-separated list of
 *   js    (g) first-load JS and (g2) what a browser fetches until idle
 *   cold  (g), (g2) and (h) cold start
 *   turns (j) per-turn figures on Node 24 and Node 20
 * (sources, workspace, prefix and practice are in-process sections that bench/run.ts runs alone.)
 */
export interface HttpSections {
  firstLoad: boolean;
  browserJs: boolean;
  cold: boolean;
  turns: boolean;
  /** (i) and (k)–(n): only in a full run. */
  rest: boolean;
}

export const HTTP_SECTION_NAMES = ["js", "cold", "turns"] as const;

export function httpSections(value: string | undefined): HttpSections {
  if (!value?.trim()) return { firstLoad: true, browserJs: true, cold: true, turns: true, rest: true };
  const names = value
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(HTTP_SECTION_NAMES as readonly string[]).includes(name));
  if (unknown.length) {
    throw new Error(
      `BENCH_SECTION=${value}: unknown ${unknown.join(", ")}; the HTTP bench knows ${HTTP_SECTION_NAMES.join(", ")} (comma-separated), and sources, workspace, prefix, practice run alone`,
    );
  }
  const js = names.includes("js") || names.includes("cold");
  return { firstLoad: js, browserJs: js, cold: names.includes("cold"), turns: names.includes("turns"), rest: false };
}
