/**
 * The bench over real HTTP against the built app (see ./app-server.ts), every
 * figure printed beside its reference from the same run as a ratio:
 * (g) first-load JS per route from the manifests, and (g2) the JavaScript a
 * browser fetches per route until the network is idle (./browser-js.ts), both
 * against a bare Next.js app with targets; (h) cold start; (i) idle RSS;
 * (j) an interview turn against a minimal Next.js route, the AI SDK alone and
 * node:http, and the SDK's own layers — on Node 24 (the bench's runtime, the
 * primary figures and the targets' PASS/MISS) and on Node 20 beside it, same
 * build, same machine, its own servers (./per-turn.ts, ./node-runtimes.ts);
 * (k) prompt-prefix reuse; (l) concurrent first turns; (m) a soak; (n) chapters
 * per minute. Everything but (j)'s Node 20 column runs on the bench's Node.
 * BENCH_SECTION picks parts for a short run (./sections.ts).
 */
import { TOOL as COURSES_TOOL } from "@/features/courses/contract";
import { goodReply, toolNamesOf } from "@/tests/support/scripted-openai/good-model";
import { startScriptedServer, type ScriptedServer } from "@/tests/support/scripted-openai/scripted-server";
import { ensureBuilt, settledRssMb, startServer, type RunningServer } from "./app-server";
import { bareNextApp } from "./bare-next";
import { browserJsSection } from "./browser-js";
import { chaptersPerMinute, CHAPTER_MODEL_MS, describePrefixShares, interviewPrefixShare } from "./chapters-and-prefix";
import { coldStart, startLikeGo } from "./cold-start";
import { ms, ratio } from "./figures";
import { firstLoadJs } from "./first-load-js";
import { CURRENT_RUNTIME, node20Runtime } from "./node-runtimes";
import { perTurnOn, perTurnOnOtherRuntime } from "./per-turn";
import { perTurnReport } from "./per-turn-report";
import { httpSections, type HttpSections } from "./sections";
import { startNextReference } from "./next-route";
import { concurrentFirstTurns, soak } from "./turns";

async function idleRss(dir: string | undefined, env: Record<string, string>) {
  const server = await startServer({ dir, env });
  try {
    await (await fetch(`${server.origin}/`)).arrayBuffer();
    return await settledRssMb(server.pid);
  } finally {
    await server.stop();
  }
}

function firstLoadSection(bare: string) {
  console.log("(g) first-load JS per route, gzip, from the build manifests (reference: a bare Next.js app of the same versions)");
  const [bareRoot] = firstLoadJs(bare);
  if (!bareRoot) throw new Error(`the bare Next.js app in ${bare} has no page route`);
  const routes = firstLoadJs(process.cwd());
  for (const row of routes) {
    console.log(
      `    ${row.route.padEnd(38)} ${row.kb.toFixed(1).padStart(6)} KB   bare ${bareRoot.kb.toFixed(1)} KB   ${ratio(row.kb, bareRoot.kb)}`,
    );
  }
  return { bare: bareRoot, routes };
}

async function coldSection(model: ScriptedServer, env: Record<string, string>) {
  const cold = await coldStart(model, env);
  console.log(
    `\n(h) cold start on a fresh data directory, medians of ${cold.servers} fresh servers (reference: the same requests on the same servers, warm)`,
  );
  console.log(
    `    database preparation before serving ${Number.isNaN(cold.prepareMs) ? "none" : ms(cold.prepareMs)}; port open ${ms(cold.listeningMs)}; ready line ${Number.isNaN(cold.readyMs) ? "none (not printed)" : ms(cold.readyMs)}`,
  );
  for (const key of ["page", "api", "turn"] as const) {
    const label = { page: "first page (/create)", api: "first API call (GET /api/courses)", turn: "first interview turn" }[key];
    console.log(
      `    ${label.padEnd(36)} ${ms(cold.cold[key]).padStart(10)}   warm ${ms(cold.warm[key])}   ${ratio(cold.cold[key], cold.warm[key])}`,
    );
  }
  return cold;
}

function printSoak(soaked: Awaited<ReturnType<typeof soak>>) {
  console.log(
    `\n(m) soak: ${soaked.turns} interview turns in ${soaked.seconds.toFixed(0)} s, 4 learners at a time, growth read over the ${soaked.turns - soaked.warmUp} after the first ${soaked.warmUp}${soaked.failures ? `, ${soaked.failures} failed interviews` : ""}`,
  );
  console.log(`    RSS by turns: ${soaked.samples.map((sample) => `${sample.turns}:${sample.rssMb.toFixed(0)}`).join("  ")} MB`);
  const signed = (mb: number) => `${mb >= 0 ? "+" : ""}${mb.toFixed(0)} MB`;
  const flatAfterStep = soaked.lastHalf.growthMb <= soaked.end * 0.02;
  const growth =
    soaked.end <= soaked.settledFrom * 1.1
      ? "no growth"
      : flatAfterStep
        ? `one step, then flat: ${signed(soaked.lastHalf.growthMb)} over the last ${soaked.lastHalf.turns} turns`
        : "GROWS";
  console.log(
    `    after ${soaked.warmUp} turns ${soaked.settledFrom.toFixed(0)} MB → end ${soaked.end.toFixed(0)} MB (${signed(soaked.growthMb)}, ${ratio(soaked.end, soaked.settledFrom)}); ${growth}`,
  );
}

/** (i)–(m) on one app started as `npm run go` starts it; only (j) when just the turns are asked for. */
async function appSections(
  bare: string,
  model: ScriptedServer,
  env: Record<string, string>,
  sections: HttpSections,
  results: Record<string, unknown>,
) {
  const interviews = Number(process.env.BENCH_HTTP_INTERVIEWS ?? 20);
  const bareIdle = sections.rest ? await idleRss(bare, {}) : null;
  // Node 20 first, on servers of its own stopped before Node 24's start: each runtime's turns are
  // measured with only its own servers up (an idle app still polls its job queue).
  const node20 = await perTurnOnOtherRuntime(node20Runtime(), bare, model, env, interviews);
  // Started as `npm run go` starts it and measured once it says it is ready: measured as soon as
  // the port opened, runs read 812 and 855 MB (the database being created and the warm-up
  // running) against 356–380 MB for the same build started this way.
  const app: RunningServer = await startLikeGo(env);
  try {
    if (bareIdle) {
      await (await fetch(`${app.origin}/`)).arrayBuffer();
      const idleFresh = await settledRssMb(app.pid);
      console.log(
        `\n(i) idle RSS with the embedded database, once settled after the first page (${(idleFresh.afterMs / 1000).toFixed(1)} s): ${idleFresh.rssMb.toFixed(0)} MB   bare Next.js ${bareIdle.rssMb.toFixed(0)} MB   ${ratio(idleFresh.rssMb, bareIdle.rssMb)}`,
      );
      results.idleRss = { appMb: idleFresh.rssMb, bareMb: bareIdle.rssMb };
    }

    // Issue 11's target is against the Next.js route (app ≤ 2× it); the node:http route is the floor without Next.js.
    const nextRoute = await startNextReference(bare, model.baseURL);
    const rows = [];
    try {
      const { figures, replay } = await perTurnOn(CURRENT_RUNTIME, app, nextRoute, model, interviews);
      for (const line of perTurnReport(figures, node20)) console.log(line);
      results.perTurn = figures;
      results.perTurnNode20 = node20;
      if (!sections.rest) return;
      const firstTurn = replay.find((turn) => JSON.parse(turn.body).messages.length === 1) ?? replay[0]!;

      const prefix = await interviewPrefixShare(app.origin, model);
      console.log(`\n(k) prompt prefix reuse over one complete interview (well-behaved scripted model; target ≥ 80%)`);
      for (const line of describePrefixShares(prefix)) console.log(line);
      results.prefix = prefix;

      console.log(
        "\n(l) concurrent first turns, one process (references: the Next.js route — the target — node:http and the AI SDK alone, same turn)",
      );
      for (const clients of [50, 100, 200]) {
        const row = await concurrentFirstTurns(app, model, firstTurn, clients, nextRoute);
        rows.push(row);
        console.log(
          `    ${String(clients).padStart(3)}: p50 ${ms(row.app.p50)} (Next.js ${ratio(row.app.p50, row.next.p50)}, node:http ${ratio(row.app.p50, row.minimal.p50)})  p99 ${ms(row.app.p99)} (Next.js ${ratio(row.app.p99, row.next.p99)}, node:http ${ratio(row.app.p99, row.minimal.p99)})  ${row.app.perSecond.toFixed(0)} turns/s vs Next.js ${row.next.perSecond.toFixed(0)}/s, node:http ${row.minimal.perSecond.toFixed(0)}/s, AI SDK alone ${row.sdk.perSecond.toFixed(0)}/s (p50 ${ms(row.sdk.p50)})  peak RSS ${row.app.peakRssMb.toFixed(0)} MB${row.app.failed ? `  FAILED ${row.app.failed}` : ""}`,
        );
      }
    } finally {
      await nextRoute.stop();
    }
    results.concurrency = rows;

    const measured = Number(process.env.BENCH_SOAK_TURNS ?? 1000);
    const warmUp = Number(process.env.BENCH_SOAK_WARM_UP_TURNS ?? 1000);
    const soaked = await soak(app, { warmUp, measured }, Number(process.env.BENCH_SOAK_SECONDS ?? 150) * 1000);
    printSoak(soaked);
    results.soak = soaked;
  } finally {
    await app.stop();
  }
}

export async function runHttpBench() {
  const sections = httpSections(process.env.BENCH_SECTION);
  const env = { LLM_API_KEY: "bench", LLM_MODEL: "scripted", GENERATION_POLL_MS: "1000" };
  let chapterDelay = false;
  const model = await startScriptedServer((request) => {
    const reply = goodReply(request);
    return chapterDelay && toolNamesOf(request.body).includes(COURSES_TOOL.saveChapter)
      ? { ...reply, firstByteDelayMs: CHAPTER_MODEL_MS }
      : reply;
  });
  Object.assign(env, { LLM_BASE_URL: model.baseURL });
  const results: Record<string, unknown> = { node: process.version };
  try {
    ensureBuilt();
    const bare = bareNextApp();
    if (sections.firstLoad) {
      const firstLoad = firstLoadSection(bare);
      results.firstLoadJs = firstLoad;
      if (sections.browserJs) results.browserJs = await browserJsSection(firstLoad, bare, env);
    }
    if (sections.cold) results.coldStart = await coldSection(model, env);
    if (sections.turns) await appSections(bare, model, env, sections, results);
    if (!sections.rest) return results;

    console.log(`\n(n) chapters per minute through the server's worker, ${CHAPTER_MODEL_MS} ms model (reference: the model-bound ceiling)`);
    chapterDelay = true;
    const chapters = [];
    for (const concurrency of [1, 2, 4]) {
      // Three courses (~12 chapters) per slot: with only a wave or two of chapters, waiting for the
      // last, half-empty wave dominated the figure (8 chapters at concurrency 4 read 0.67× the ceiling, 48 read 0.79×).
      const row = await chaptersPerMinute(concurrency, 3 * concurrency, env);
      chapters.push(row);
      console.log(
        `    concurrency ${concurrency}: ${row.chapters} chapters in ${row.seconds.toFixed(1)} s → ${row.perMinute.toFixed(0)}/min   ceiling ${row.ceiling.toFixed(0)}/min   ${(row.perMinute / row.ceiling).toFixed(2)}×`,
      );
    }
    results.chapters = chapters;
    return results;
  } finally {
    await model.close();
  }
}
