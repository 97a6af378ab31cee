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
    `    ${cost.chapters} chapters each way, at least ${cost.questionsPerChapter.within} questions a chapter with the text (${cost.questionsPerChapter.transaction} in the transaction, ${cost.questionsPerChapter.after} after the save); the chapter's own time is its claim, writing, save and settling without questions`,
  );
  console.log(
    `    questions written with the text (the app: a first text and its questions in one statement), cost over the chapter's own time: main thread's CPU ${percent(threadCpu.share.within)}, wall-clock ${percent(wall.share.within)} (side by side ${percent(wall.pairedShare.within)})   target ≤ 15% (main thread's CPU): ${pass(threadCpu.share.within <= 0.15)}`,
  );
  console.log(clockLine("wall-clock", wall));
  console.log(clockLine("main thread's CPU", threadCpu));
  console.log(clockLine("process CPU (helper threads too)", cost.processCpu));
  console.log(clockLine("main thread's CPU, writing and saving alone (no claim, request or settling)", cost.writeSaveCpu));
  console.log(
    `    of the cost with the text, the offline maker and the check alone (no database) p50 ${cost.cpu.p50.toFixed(2)} ms: ${percent(cost.cpu.share)} of the chapter's own main-thread CPU time; the rest is the question rows and the statement's part that writes them (the rows, their indexes and foreign keys)`,
  );
}
