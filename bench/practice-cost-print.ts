import type { ClockFigures, QuestionCostResult } from "./practice-cost";

const pass = (ok: boolean) => (ok ? "PASS" : "MISS");
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
/* The CPU clocks are read from the kernel's accounting, which moves in scheduler ticks: a chapter's own reading is coarse, a sum over every chapter is not. */

/** One clock's line: the chapter's own p50, each way's p50, and its cost as a sum and as the median of side-by-side differences. */
function clockLine(name: string, figures: ClockFigures): string {
  const way = (label: string, key: keyof ClockFigures["share"]) =>
    `${label} p50 ${figures.p50[key].toFixed(2)} ms, cost ${percent(figures.share[key])} (side by side ${percent(figures.pairedShare[key])})`;
  return `    ${name} (cost: sum; side by side: median of differences): the chapter's own p50 ${figures.p50.without.toFixed(2)} ms; ${way("with the text", "within")}; ${way("in the transaction", "transaction")}; ${way("after the save", "after")}`;
}

export function printQuestionCost(cost: QuestionCostResult) {
  const { wall, threadCpu } = cost;
  console.log(
    "(r) questions per chapter, offline model (zero latency), in-memory PGlite, English and Chinese courses, the four ways' chapters written side by side",
  );
  console.log(
    `    ${cost.chapters} chapters each way, at least ${cost.questionsPerChapter.within} questions a chapter with the text (${cost.questionsPerChapter.transaction} in the transaction, ${cost.questionsPerChapter.after} after the save); the chapter's own time is the way without questions, timed as its writing and save alone and as the worker's whole turn for it`,
  );
  // The "the chapter's own time" is writing the chapter with the offline model, its save included: the target's denominator.
  const { writeSaveCpu } = cost;
  console.log(
    `    target: questions written with the text (the app's way) cost ≤ 15% of the chapter's own time, i.e. its writing and save with the offline model (the issue's words), in the main thread's CPU summed over every chapter: ${percent(writeSaveCpu.share.within)} (side by side ${percent(writeSaveCpu.pairedShare.within)})   ${pass(writeSaveCpu.share.within <= 0.15)}`,
  );
  console.log(
    `    beside it, over the worker's whole turn for the chapter (its claim, request, writing, save and settling): main thread's CPU ${percent(threadCpu.share.within)}, wall-clock ${percent(wall.share.within)} (side by side ${percent(wall.pairedShare.within)})   ${threadCpu.share.within <= 0.15 ? "within" : "over"} 15% on that reading`,
  );
  console.log(clockLine("wall-clock", wall));
  console.log(clockLine("main thread's CPU", threadCpu));
  console.log(clockLine("process CPU (helper threads too)", cost.processCpu));
  console.log(clockLine("main thread's CPU, writing and saving alone (no claim, request or settling)", cost.writeSaveCpu));
  console.log(
    `    of the cost with the text, the offline maker and the check alone (no database) p50 ${cost.cpu.p50.toFixed(2)} ms: ${percent(cost.cpu.p50 / writeSaveCpu.p50.without)} of the chapter's writing and save (main-thread CPU p50), ${percent(cost.cpu.share)} of the worker's whole turn; the rest is the question rows and the statement's part that writes them (the rows, their indexes and foreign keys)`,
  );
}
