/**
 * npm run bench — prints the Node it runs on (npm run bench: the pinned Node 24), then, first, the
 * figures over real HTTP against the built server with a scripted chat-completions model, each beside
 * its reference from the same run (./http/run-http.ts): (g) first-load JS per route from the manifests
 * and (g2) the JavaScript headless Chromium fetches per route until the network is idle, both against a
 * bare Next.js app, with targets (first load ≤ 1.5× bare, until idle ≤ 2.5×; the workspace 2.5×/3.5×);
 * (h) cold start, (i) idle RSS; (j) per-turn overhead against a minimal Next.js route (target ≤ 2×),
 * the AI SDK alone (the app's own share, CPU ≤ 1.25×) and node:http, plus the SDK's own layers — on
 * Node 24 with PASS/MISS, and on Node 20 beside it from the same machine and build (BENCH_NODE20, or the
 * first Node 20 on PATH outside node_modules; one line says why when there is none); (k) prompt-prefix
 * reuse, (l) 50/100/200 concurrent turns, (m) a soak: 1,000 turns watched after 1,000 warm-up turns,
 * (n) chapters/min with a 200 ms model. Everything but (j)'s Node 20 column is measured on the bench's
 * Node. Then, in process (BENCH_HTTP_ONLY=1 skips these):
 * (a) the server's own time per interview turn with a zero-latency model (p50/p99, model time excluded);
 * (b) tokens sent to models over one complete interview, compact research brief vs resending the full brief;
 * (c)/(d) background chapter generation: chapters per minute at concurrency 1/2/4, database time per chapter (./generation.ts).
 * (q) sources: text and PDF ingestion MB/min, keyword and hybrid search p50/p99 over 10,000 chunks
 *     (./sources-index.ts), per language recall@1/@5 of the retrieval quality set and the share of its
 *     out-of-scope questions refused, keyword vs fused (./sources-quality.ts);
 *     BENCH_SECTION=sources runs only these (no build needed).
 * (e) chat persistence; (f) model requests and prompt tokens per complete interview against a scripted
 *     OpenAI-compatible server, well-behaved vs needing a repair every step, and the prompt-prefix reuse
 *     of one interview, cold and warm (./scripted-model.ts; BENCH_SECTION=prefix runs only that, no build needed).
 * (o) workspace file save p50/p99 and (p) a workspace tutor turn's server time (./workspace.ts);
 *     BENCH_SECTION=workspace runs only these (no build needed).
 * (r) practice: the cost of making a chapter's questions (offline model) as a share of its write time,
 *     (s) the review queue over 10,000 cards p50/p95 (./practice.ts); BENCH_SECTION=practice runs only
 *     these (no build needed).
 * (t) hostile sizes: each keyless reader at the largest input its boundary allows, its slowest shape
 *     (./hostile-sizes.ts; target ≤ 1 s); BENCH_SECTION=hostile runs only this (no build needed).
 * Any other BENCH_SECTION runs only those parts of the HTTP bench, comma-separated (./http/sections.ts):
 * js = (g)+(g2), cold = (g)+(g2)+(h), turns = (j) on both runtimes; e.g. BENCH_SECTION=js,turns.
 * The results, Node 20's (j) and (g2) included, go to bench/results/latest.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { getToolName, isToolUIPart } from "ai";
import { createInterviewAgent } from "@/features/interview/agents/interview-agent";
import type { ResearchBrief } from "@/features/interview/lib/interview-schemas";
import { TOOL } from "@/features/interview/contract";
import { registerAppOfflineRoles } from "@/app/_compose/offline-roles";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import type { SearchProvider } from "@/lib/ai/search/search-provider";
import { runInterview } from "@/tests/support/interview/interview-driver";
import { benchChatPersistence } from "./chat-persistence";
import { runGenerationBench } from "./generation";
import { runPrefixBench, runScriptedModelBench } from "./scripted-model";
import { runSourcesBench } from "./sources-index";
import { printSourcesBench, runSourcesQualityBench } from "./sources-quality";
import { runHttpBench } from "./http/run-http";
import { printWorkspaceBench, runWorkspaceBench } from "./workspace";
import { printPracticeBench, runPracticeBench } from "./practice";
import { printHostileSizesBench, runHostileSizesBench } from "./hostile-sizes";
import { estimateTokens, meterModel } from "./instrumented-model";
import { describePrefixShares } from "./http/chapters-and-prefix";

const GOALS = [
  "Kubernetes",
  "I know Docker and want to pass the CKA",
  "Python for data analysis",
  "Watercolor painting",
  "日语",
  "用 Python 做数据分析",
  "机器学习入门",
  "Japanese for travel",
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 25);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function measureTurnOverhead() {
  const meter = meterModel(createOfflineModel({ chunkDelayMs: 0 }));
  const agent = createInterviewAgent({ chatModel: meter.model, courseModel: meter.model, searchProvider: null });
  const turnMs: number[] = [];
  let interviews = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const goal of GOALS) {
      let turnStarted = 0;
      let modelAtStart = 0;
      const closeTurn = () => {
        if (turnStarted) turnMs.push(performance.now() - turnStarted - (meter.modelMs - modelAtStart));
      };
      const run = await runInterview({
        agent,
        goal,
        locale: /[\u4e00-\u9fff]/.test(goal) ? "zh" : "en",
        onRequest: () => {
          closeTurn();
          turnStarted = performance.now();
          modelAtStart = meter.modelMs;
        },
      });
      closeTurn();
      if (!run.outline) throw new Error(`interview for "${goal}" did not reach an outline: ${run.errors.join("; ")}`);
      interviews += 1;
    }
  }
  // The first round warms up the JIT and module caches; it is not what a running server pays.
  const measured = turnMs.slice(Math.floor(turnMs.length / ROUNDS)).sort((a, b) => a - b);
  return { interviews, turns: measured.length, p50: percentile(measured, 50), p99: percentile(measured, 99) };
}

/** A deterministic stand-in for a web search provider: six results shaped like Tavily's. */
const sampleSearch: SearchProvider = {
  name: "bench-search",
  async search(query, { maxResults }) {
    return Array.from({ length: Math.min(6, maxResults) }, (_, index) => ({
      title: `${query} — guide part ${index + 1}: concepts, tools and a worked example`,
      url: `https://example.org/${encodeURIComponent(query.toLowerCase().replace(/\s+/g, "-"))}/guide-${index + 1}`,
      snippet: `An overview of ${query} covering the fundamentals, the usual learning order and common pitfalls. `.repeat(3),
    }));
  },
};

async function measureTokens(goal: string, searchProvider: SearchProvider | null) {
  const meter = meterModel(createOfflineModel({ chunkDelayMs: 0 }));
  const agent = createInterviewAgent({ chatModel: meter.model, courseModel: meter.model, searchProvider });
  const run = await runInterview({ agent, goal });
  const researchPart = run.messages
    .flatMap((message) => message.parts)
    .find((part) => isToolUIPart(part) && getToolName(part) === TOOL.researchTopic && part.state === "output-available");
  const fullBrief = researchPart && isToolUIPart(researchPart) ? (researchPart.output as ResearchBrief) : null;
  let compactTokens = 0;
  let baselineTokens = 0;
  for (const prompt of meter.prompts) {
    compactTokens += estimateTokens(prompt);
    // Baseline: the same prompt, with every research result carried in full instead of compact.
    const baseline = prompt.map((message) =>
      message.role !== "tool" || !fullBrief
        ? message
        : {
            ...message,
            content: message.content.map((part) =>
              part.type === "tool-result" && part.toolName === TOOL.researchTopic
                ? { ...part, output: { type: "json" as const, value: fullBrief } }
                : part,
            ),
          },
    );
    baselineTokens += estimateTokens(baseline);
  }
  return {
    goal,
    search: searchProvider ? "with web results" : "no web access",
    modelCalls: meter.prompts.length,
    compactTokens,
    baselineTokens,
    saved: 1 - compactTokens / baselineTokens,
  };
}

function printPrefix(prefix: Awaited<ReturnType<typeof runPrefixBench>>) {
  console.log("\n(f) prompt prefix reuse, one complete interview (Kubernetes), well-behaved scripted model (target ≥ 80%)");
  for (const line of describePrefixShares(prefix)) console.log(line);
}

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  // Every figure below is from this runtime (the Node 20 column of (j) says its own version).
  console.log(`NexusNote benchmark on node ${process.version} (${process.execPath})\n`);
  // The in-process sections play the offline model's roles, as the server does from instrumentation.ts.
  registerAppOfflineRoles();
  if (process.env.BENCH_SECTION === "sources") {
    const sources = await runSourcesBench();
    printSourcesBench(sources, await runSourcesQualityBench());
    return;
  }
  if (process.env.BENCH_SECTION === "workspace") {
    printWorkspaceBench(await runWorkspaceBench());
    return;
  }
  if (process.env.BENCH_SECTION === "practice") {
    printPracticeBench(await runPracticeBench());
    return;
  }
  if (process.env.BENCH_SECTION === "hostile") return printHostileSizesBench(await runHostileSizesBench());
  if (process.env.BENCH_SECTION === "prefix") {
    printPrefix(await runPrefixBench());
    return;
  }
  console.log("Over HTTP against the built server, loopback only\n");
  const http = await runHttpBench();
  mkdirSync("bench/results", { recursive: true });
  if (process.env.BENCH_HTTP_ONLY === "1" || process.env.BENCH_SECTION) {
    writeFileSync("bench/results/latest.json", JSON.stringify({ at: new Date().toISOString(), node: process.version, http }, null, 2));
    console.log("\nwritten: bench/results/latest.json");
    return;
  }
  console.log(`\nIn process (offline model, zero latency):\n`);
  const overhead = await measureTurnOverhead();
  console.log(
    "(a) server time per interview turn, model time excluded — in process: no HTTP, routing, identity or model client (the figure over HTTP is (j))",
  );
  console.log(`    ${overhead.interviews} interviews, ${overhead.turns} turns measured`);
  console.log(`    p50 ${overhead.p50.toFixed(2)} ms   p99 ${overhead.p99.toFixed(2)} ms\n`);

  console.log("(b) tokens sent to models over one complete interview (≈ chars/4)");
  const tokenRows = [];
  for (const searchProvider of [sampleSearch, null]) {
    for (const goal of ["Kubernetes", "用 Python 做数据分析"]) tokenRows.push(await measureTokens(goal, searchProvider));
  }
  for (const row of tokenRows) {
    console.log(
      `    ${row.goal} (${row.search}): ${row.modelCalls} model calls; compact brief ${row.compactTokens} tok, full brief every turn ${row.baselineTokens} tok; saved ${(row.saved * 100).toFixed(1)}%`,
    );
  }
  console.log();
  const generation = await runGenerationBench();
  mkdirSync("bench/results", { recursive: true });
  const chat = await benchChatPersistence();
  console.log(`\n(e) chat persistence (real store code on fake-indexeddb in Node; a browser's IndexedDB is usually faster)`);
  console.log(
    `    open /chat with ${chat.sessions} stored sessions (list, newest first)   p50 ${chat.openList.p50.toFixed(1)} ms   p99 ${chat.openList.p99.toFixed(1)} ms`,
  );
  console.log(
    `    load and sanitise a ${chat.messages}-message session                 p50 ${chat.openSession.p50.toFixed(1)} ms   p99 ${chat.openSession.p99.toFixed(1)} ms`,
  );
  const scripted = await runScriptedModelBench();
  console.log("\n(f) one complete interview (Kubernetes) through the real provider against a scripted server (prompt tokens ≈ chars/4)");
  for (const row of scripted) {
    console.log(
      `    ${row.label}: ${row.questions} questions, ${row.turns} turns, ${row.modelRequests} model requests (${row.researchToolRequests} of them for the research tool), ${row.promptTokens} prompt tokens`,
    );
  }
  const prefix = await runPrefixBench();
  printPrefix(prefix);
  const sources = { ...(await runSourcesBench()), ...(await runSourcesQualityBench()) };
  printSourcesBench(sources, sources);
  console.log();
  const workspace = await runWorkspaceBench();
  printWorkspaceBench(workspace);
  console.log();
  const practice = await runPracticeBench();
  printPracticeBench(practice);
  writeFileSync(
    "bench/results/latest.json",
    JSON.stringify(
      {
        at: new Date().toISOString(),
        node: process.version,
        http,
        overhead,
        tokens: tokenRows,
        generation,
        chat,
        scripted,
        prefix,
        sources,
        workspace,
        practice,
      },
      null,
      2,
    ),
  );
  console.log("\nwritten: bench/results/latest.json");
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
