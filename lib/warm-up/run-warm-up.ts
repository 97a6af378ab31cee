/**
 * Runs start-up warm-up steps one after another within one time budget, so the
 * first learner's requests do not pay for the server's first execution of its
 * code paths. Warming is an optimisation only: a step that fails is recorded and
 * skipped, one still running when the budget ends is abandoned (its signal
 * aborts), and nothing here ever throws — a warm-up must never stop the server.
 */
export interface WarmUpStep {
  name: string;
  /** Must stop soon after `signal` aborts (e.g. pass it to fetch). */
  run(signal: AbortSignal): Promise<unknown>;
}

export interface WarmUpReport {
  ms: number;
  warmed: string[];
  failed: { name: string; error: string }[];
  /** The step abandoned when the budget ran out, and every one not started. */
  skipped: string[];
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function runWarmUp(steps: readonly WarmUpStep[], budgetMs: number, now = () => performance.now()): Promise<WarmUpReport> {
  const started = now();
  const report: WarmUpReport = { ms: 0, warmed: [], failed: [], skipped: [] };
  for (const [index, step] of steps.entries()) {
    const left = budgetMs - (now() - started);
    if (left <= 0) {
      report.skipped.push(...steps.slice(index).map((rest) => rest.name));
      break;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const outOfTime = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), left);
    });
    try {
      // A step that ignores its signal is left behind, not waited for.
      const outcome = await Promise.race([Promise.resolve().then(() => step.run(controller.signal)), outOfTime]);
      if (outcome === "timeout") {
        controller.abort(new Error("warm-up budget spent"));
        report.skipped.push(...steps.slice(index).map((rest) => rest.name));
        break;
      }
      report.warmed.push(step.name);
    } catch (error) {
      report.failed.push({ name: step.name, error: describe(error) });
    } finally {
      clearTimeout(timer);
    }
  }
  report.ms = now() - started;
  return report;
}

/** One line for the server log: how long, and what could not be warmed. */
export function describeWarmUp(report: WarmUpReport): string {
  const problems = [
    ...report.failed.map((step) => `${step.name} failed: ${step.error}`),
    ...(report.skipped.length ? [`out of time before ${report.skipped.join(", ")}`] : []),
  ];
  return `warmed up in ${Math.round(report.ms)} ms${problems.length ? ` (${problems.join("; ")})` : ""}`;
}
