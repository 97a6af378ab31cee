/**
 * What (g2) reads from a page load and prints: the script responses a browser
 * received until the network was idle, summed as bytes on the wire (the body
 * as `next start` sent it: gzip, like (g)) and decoded, beside (g)'s manifest
 * figure for the route and the bare Next.js app's same two figures. Targets:
 * first load ≤ 1.5× bare and everything until idle ≤ 2.5× bare on every route;
 * the workspace (an editor, a file tree, the tutor) ≤ 2.5× and ≤ 3.5×.
 */
import { ratio, verdict } from "./figures";

export interface ScriptResponse {
  url: string;
  /** The body as received (compressed when the server compressed it). */
  encodedBytes: number;
  /** The body once decoded: what the browser parses. */
  decodedBytes: number;
  /** content-encoding of the response, "identity" when none. */
  encoding: string;
}

export interface ScriptTotals {
  scripts: number;
  encodedKb: number;
  decodedKb: number;
  /** Every content-encoding seen, so the output says what "on the wire" was. */
  encodings: string[];
}

/** Every script response counts, a repeated URL too: each was a download. */
export function sumScripts(responses: ScriptResponse[]): ScriptTotals {
  return {
    scripts: responses.length,
    encodedKb: responses.reduce((sum, response) => sum + response.encodedBytes, 0) / 1024,
    decodedKb: responses.reduce((sum, response) => sum + response.decodedBytes, 0) / 1024,
    encodings: [...new Set(responses.map((response) => response.encoding))].sort(),
  };
}

export const JS_TARGETS = {
  default: { firstLoad: 1.5, untilIdle: 2.5 },
  workspace: { firstLoad: 2.5, untilIdle: 3.5 },
} as const;

export const targetsFor = (route: string) => (route.endsWith("/workspace") ? JS_TARGETS.workspace : JS_TARGETS.default);

export interface RouteFetch extends ScriptTotals {
  /** The route as (g) names it, e.g. /courses/[id]. */
  route: string;
  /** The URL path loaded. */
  path: string;
  /** (g)'s first-load KB for the route (gzip -9 of the manifest's chunks), NaN when (g) has no such route. */
  firstLoadKb: number;
  /** False when the page still made requests after the wait (the figure is then what arrived until then). */
  idle: boolean;
}

const kb = (value: number) => `${value.toFixed(1)} KB`;

/** The section's lines: the bare app's figures, then each route's beside them with its targets. */
export function browserJsLines(rows: RouteFetch[], bare: RouteFetch): string[] {
  const lines = [
    `    bare Next.js app, /: first load ${kb(bare.firstLoadKb)}; until idle ${kb(bare.encodedKb)} on the wire (${kb(bare.decodedKb)} decoded, ${bare.scripts} scripts)`,
  ];
  for (const row of rows) {
    const targets = targetsFor(row.route);
    const first = `first load ${kb(row.firstLoadKb).padStart(9)} ${ratio(row.firstLoadKb, bare.firstLoadKb).padStart(6)} (≤ ${targets.firstLoad}×: ${verdict(row.firstLoadKb, bare.firstLoadKb, targets.firstLoad)})`;
    const idle = `until idle ${kb(row.encodedKb).padStart(9)} ${ratio(row.encodedKb, bare.encodedKb).padStart(6)} (≤ ${targets.untilIdle}×: ${verdict(row.encodedKb, bare.encodedKb, targets.untilIdle)})`;
    const detail = `${kb(row.decodedKb)} decoded, ${row.scripts} scripts${row.idle ? "" : ", NOT IDLE within the wait"}`;
    lines.push(`    ${row.route.padEnd(36)} ${first}   ${idle}   (${detail})`);
  }
  return lines;
}
