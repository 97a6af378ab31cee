/**
 * The lines of (j): each runtime's figures beside their references from the
 * same run, then the two per-turn targets with PASS/MISS on Node 24 (the
 * runtime the project runs on) and Node 20's ratios beside, for comparison
 * only. The targets (issue 11, restated for Node 24):
 * - an interview turn ≤ 2× the minimal streaming route in a bare Next.js app
 *   (./next-route.ts), p50 and p99 of the same turns;
 * - the app's own share ≤ 1.25× the same model calls through the AI SDK alone
 *   (./sdk-floor-route.ts), server CPU per turn: CPU, because it is what the
 *   app adds whatever else shares the machine.
 */
import { ms, ratio, verdict } from "./figures";
import type { OtherRuntimeColumn, PerTurnFigures } from "./per-turn";

export const TURN_TARGETS = { nextRoute: 2, sdkAlone: 1.25 } as const;

/** One runtime's figures; `marked` adds PASS/MISS beside the ratios a target is read from. */
export function perTurnLines(turns: PerTurnFigures, marked: boolean, indent = "    "): string[] {
  const { app, next, sdk, minimal, cpuPerTurn: cpu, sdkLayers: layers, warmUpTurns, freshCpuPerTurn, sdkCalls } = turns;
  const mark = (value: number, reference: number, limit: number) => (marked ? `: ${verdict(value, reference, limit)}` : "");
  const lines = (["p50", "p99"] as const).map(
    (key) =>
      `${key} ${ms(app[key])}   Next.js route ${ms(next[key])}   ${ratio(app[key], next[key])} (target ≤ ${TURN_TARGETS.nextRoute}×${mark(app[key], next[key], TURN_TARGETS.nextRoute)})   node:http ${ms(minimal[key])}   ${ratio(app[key], minimal[key])}`,
  );
  lines.push(
    `server CPU per turn ${ms(cpu.app)}   Next.js route ${ms(cpu.next)}   ${ratio(cpu.app, cpu.next)}   node:http ${ms(cpu.minimal)}   ${ratio(cpu.app, cpu.minimal)} (from /proc: steadier than latency when the machine is shared)`,
    `a fresh server's first ${warmUpTurns} turns (every server's warm-up, not measured above): app CPU ${ms(freshCpuPerTurn)} per turn = ${ratio(freshCpuPerTurn, cpu.sdk)} the AI SDK alone settled — V8 compiling the app's code and PGlite's WebAssembly once (bench/PROFILE-per-turn.md)`,
    `where the gap is: the same turn through the AI SDK alone (a ToolLoopAgent served by createAgentUIStreamResponse from the request's UI messages, zod-validated tools, @ai-sdk/openai, in the same bare app; ${sdkCalls.calls - sdkCalls.differing} of its ${sdkCalls.calls} model requests byte for byte the app's${sdkCalls.differing ? ": NOT THE SAME CALLS" : ""}) p50 ${ms(sdk.p50)}, CPU ${ms(cpu.sdk)} per turn = ${ratio(sdk.p50, next.p50)} / ${ratio(cpu.sdk, cpu.next)} the Next.js route; the app over it ${ratio(app.p50, sdk.p50)} / ${ratio(cpu.app, cpu.sdk)} (target, CPU ≤ ${TURN_TARGETS.sdkAlone}×${mark(cpu.app, cpu.sdk, TURN_TARGETS.sdkAlone)})`,
    `the SDK's own layers in plain Node (no Next.js), one streamed request with a forced tool, CPU per call: the request alone ${ms(layers.fetch)}; with the provider's doStream ${ms(layers.provider)} (${ratio(layers.provider, layers.fetch)}); with streamText ${ms(layers.streamText)} (${ratio(layers.streamText, layers.fetch)}); with the UI message stream response ${ms(layers.uiResponse)} (${ratio(layers.uiResponse, layers.fetch)})`,
  );
  return lines.map((line) => indent + line);
}

const major = (version: string) => `node ${/^v(\d+)/.exec(version)?.[1] ?? version}`;

/** (j) in full: the primary runtime's figures, the other runtime's (or why it has none), the targets. */
export function perTurnReport(primary: PerTurnFigures, other: OtherRuntimeColumn): string[] {
  const lines = [
    `\n(j) interview turn over HTTP on node ${primary.node}, zero-latency scripted model (${primary.turns} turns after ${primary.warmUpTurns} warm-up turns on every server; references, same model calls, same chunks, on the same Node: a minimal route handler in a bare Next.js app — the target, app ≤ ${TURN_TARGETS.nextRoute}× it — and a minimal node:http route)`,
    ...perTurnLines(primary, true),
  ];
  const figures = "figures" in other ? other.figures : null;
  if (figures) {
    lines.push(
      `    on node ${figures.node} (${figures.bin}) for comparison: same build, same scripted model, its own app, Next.js and node:http servers (${figures.turns} turns)`,
      ...perTurnLines(figures, false, "      "),
    );
  } else if ("skipped" in other) {
    lines.push(`    node 20 column skipped: ${other.skipped}`);
  } else if ("failed" in other) {
    lines.push(`    on node ${other.node} (${other.bin}): FAILED — ${other.failed}`);
  }
  const rows: [string, (turns: PerTurnFigures) => [number, number], number][] = [
    [`turn ≤ ${TURN_TARGETS.nextRoute}× the minimal Next.js route, p50`, (t) => [t.app.p50, t.next.p50], TURN_TARGETS.nextRoute],
    [`turn ≤ ${TURN_TARGETS.nextRoute}× the minimal Next.js route, p99`, (t) => [t.app.p99, t.next.p99], TURN_TARGETS.nextRoute],
    [
      `the app's own share ≤ ${TURN_TARGETS.sdkAlone}× the AI SDK alone, CPU per turn`,
      (t) => [t.cpuPerTurn.app, t.cpuPerTurn.sdk],
      TURN_TARGETS.sdkAlone,
    ],
  ];
  const otherLabel = figures ? major(figures.node) : "node 20";
  lines.push(`    targets on node ${primary.node}, with ${otherLabel} beside for comparison:`);
  for (const [label, read, limit] of rows) {
    const [value, reference] = read(primary);
    const beside = figures ? ratio(...read(figures)) : "—";
    lines.push(
      `      ${label.padEnd(62)} ${ratio(value, reference).padStart(6)}  ${verdict(value, reference, limit)}   ${otherLabel}: ${beside}`,
    );
  }
  return lines;
}
