import { afterEach, describe, expect, it } from "vitest";
import { buildDocx } from "@/tests/support/sources/docx-builder";
import { buildPdf } from "@/tests/support/sources/pdf-builder";
import { buildSlowDocx, buildSlowHtml } from "@/tests/support/sources/slow-documents";
import { extractSourceText, type SourceExtractionError } from "./extract-source-text";
import { readOffThread } from "./run-reader";
import { readParts } from "./worker/read-parts.mjs";
import { failureOf } from "@/tests/support/sources/extraction-failure";

/** Largest gap between ticks of a 10 ms timer: how long the event loop was blocked. */
function watchEventLoop(): { stop: () => number } {
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 10);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(worst, performance.now() - last);
    },
  };
}

/** CPU time the whole process (every thread) spends in `ms` of waiting. */
async function cpuDuring(ms: number): Promise<number> {
  const before = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/**
 * Milliseconds until the process goes (nearly) idle: under half a core over a 500 ms window, looked at
 * for up to `withinMs`; null if it never does. A terminated worker's thread and heap take a moment to go
 * on a loaded machine (a CI run read 922 ms of CPU in the first second); a parse still running keeps a
 * core busy for its whole ~15 s, so it never settles within the window.
 */
async function msUntilIdle(withinMs: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < withinMs) {
    if ((await cpuDuring(500)) < 250) return performance.now() - started;
  }
  return null;
}

let watcher: { stop: () => number } | null = null;
afterEach(() => {
  watcher?.stop();
  watcher = null;
});

describe("extraction off the main thread", () => {
  it.each([
    ["docx", buildSlowDocx],
    ["html", buildSlowHtml],
  ] as const)("stops a %s that takes too long at the timeout, and the event loop keeps running meanwhile", async (type, build) => {
    const bytes = build();
    watcher = watchEventLoop();
    const started = performance.now();
    const error = await failureOf(extractSourceText(bytes, type, { timeoutMs: 2_000 }));
    const elapsed = performance.now() - started;
    const blocked = watcher.stop();
    expect(error.reason).toBe("timeout");
    expect(error.message).toMatch(/took too long/);
    expect(elapsed).toBeGreaterThanOrEqual(1_900);
    // Bounds are loose on purpose (CI machines are shared; a worker can take a second to start):
    // what they tell apart is seconds-long blocking and a parse that keeps running.
    expect(elapsed).toBeLessThan(8_000);
    // Parsing this file on the main thread blocks it for ~15 s; off it, the timer keeps firing.
    expect(blocked).toBeLessThan(1_500);
    // The work really stopped (the worker was terminated), not just the waiting: the process goes
    // (nearly) idle within seconds, where a parse still running would keep a core busy for ~15 s.
    expect(await msUntilIdle(5_000)).not.toBeNull();
  });

  it("fails a file that needs more memory than the cap as too large, without touching the server's heap", async () => {
    // 48 MB: a 16 MB cap left a loaded machine's worker too little to start the readers in (a CI run
    // failed the small page below); the slow page's DOM needs hundreds of MB either way.
    const error = await failureOf(extractSourceText(buildSlowHtml(), "html", { heapMb: 48 }));
    expect(error.reason).toBe("too_large");
    expect(error.message).toMatch(/more memory/);
    // The same cap is plenty for an ordinary page: it is the file that is too large, not the worker.
    const small = await extractSourceText(new TextEncoder().encode("<h1>Small</h1><p>Fits easily.</p>"), "html", { heapMb: 48 });
    expect(small.text).toContain("Fits easily.");
  });

  it("reads a normal file while another one is being parsed, and each gets its own outcome", async () => {
    // 200k paragraphs take far longer than 5 s to parse anywhere; the PDF does not wait for them.
    const slow = extractSourceText(buildSlowDocx(200_000), "docx", { timeoutMs: 5_000 }).catch((error: unknown) => error);
    const pdf = await extractSourceText(buildPdf({ pages: [["Chapter 1", "Cells are small."]] }), "pdf");
    expect(pdf.text).toBe("Chapter 1\nCells are small.");
    expect(((await slow) as SourceExtractionError).reason).toBe("timeout");
  }, 60_000);

  it("gives exactly what the readers give on this thread, for PDF, DOCX and HTML", async () => {
    const pdf = buildPdf({ title: "Notes", pages: [["Chapter 1: Cells", "Cells are the unit of life."], ["Mitochondria 产生 ATP."]] });
    const docx = buildDocx([
      { heading: 1, text: "Photosynthesis" },
      { paragraph: "Plants turn light into sugar." },
      { bullet: "光合作用" },
    ]);
    const html = "<html><head><title>Page</title></head><body><h1>Heading</h1><p>Some words.</p></body></html>";
    for (const job of [
      { type: "pdf", bytes: pdf },
      { type: "docx", bytes: docx },
      { type: "html", html },
    ] as const) {
      const expected = await readParts(job);
      expect(await readOffThread(job)).toEqual(expected);
      expect(expected.parts.join("").length).toBeGreaterThan(10);
    }
    // The caller's bytes are not consumed by the transfer to the worker.
    expect(pdf.byteLength).toBeGreaterThan(0);
  });
});
