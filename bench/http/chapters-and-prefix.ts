/**
 * (1) Background chapter generation through the built server: interviews over
 * HTTP produce draft courses, POST /confirm queues their chapters, the server's
 * own worker writes them with a scripted model that takes 200 ms per chapter.
 * Reference: the model-bound ceiling, concurrency × 60 s / 200 ms.
 * (2) Prompt-prefix reuse over one complete interview with a well-behaved model:
 * for each model request, the share of its prompt (tools, then messages, in the
 * order providers cache them) that an earlier request of the interview already
 * began with — what a provider's prefix cache can serve. Cold: this interview
 * alone; warm: also against the requests other interviews sent before it (a
 * provider's cache is not per interview: the research and curriculum agents'
 * tools and instructions, which no earlier request of one interview begins
 * with, are cached from the learner before).
 */
import type { ScriptedServer } from "@/tests/support/scripted-openai/scripted-server";
import { estimatePromptTokens } from "@/tests/support/scripted-openai/reply-frames";
import type { WireBody } from "@/tests/support/scripted-openai/wire-types";
import { startServer } from "./app-server";
import { guestCookie, httpInterview } from "./interview-client";

export const CHAPTER_MODEL_MS = 200;

export async function chaptersPerMinute(concurrency: number, courses: number, env: Record<string, string>) {
  const app = await startServer({ env: { ...env, GENERATION_CONCURRENCY: String(concurrency), GENERATION_POLL_MS: "50" } });
  try {
    const cookie = await guestCookie(app.origin);
    for (let index = 0; index < courses; index += 1)
      await httpInterview(app.origin, cookie, index % 2 ? "Python for data analysis" : "Kubernetes");
    const list = (await (await fetch(`${app.origin}/api/courses`, { headers: { cookie } })).json()) as { courses: { id: string }[] };
    const started = performance.now();
    for (const course of list.courses) {
      const response = await fetch(`${app.origin}/api/courses/${course.id}/confirm`, { method: "POST", headers: { cookie } });
      if (response.status !== 202) throw new Error(`confirm: HTTP ${response.status}`);
    }
    let chapters = 0;
    for (;;) {
      const details = await Promise.all(
        list.courses.map(async (course) => {
          const response = await fetch(`${app.origin}/api/courses/${course.id}`, { headers: { cookie } });
          return ((await response.json()) as { course: { status: string; chapterCount: number } }).course;
        }),
      );
      if (details.every((course) => course.status === "ready" || course.status === "failed")) {
        chapters = details.reduce((sum, course) => sum + course.chapterCount, 0);
        break;
      }
      if (performance.now() - started > 120_000) throw new Error("chapters took longer than two minutes");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    return { concurrency, chapters, seconds, perMinute: (chapters / seconds) * 60, ceiling: (concurrency * 60_000) / CHAPTER_MODEL_MS };
  } finally {
    await app.stop();
  }
}

function promptText(body: WireBody): string[] {
  return [JSON.stringify(body.tools ?? []), ...body.messages.map((message) => JSON.stringify(message))];
}

function sharedPrefix(a: string, b: string): number {
  const limit = Math.min(a.length, b.length);
  let index = 0;
  while (index < limit && a.charCodeAt(index) === b.charCodeAt(index)) index += 1;
  return index;
}

const bodyText = (body: WireBody) => promptText(body).join("\n");

/** The agent a request comes from, by the tools it offers: the interview, research and curriculum agents each offer their own. */
const agentOf = (body: WireBody) => (body.tools ?? []).map((tool) => tool.function.name).join(",");

/** `warm`: requests sent before this interview (other learners'), which a provider's cache may still hold. */
export function prefixShares(bodies: WireBody[], warm: WireBody[] = []) {
  const texts = bodies.map(bodyText);
  const warmTexts = warm.map(bodyText);
  const agents = bodies.map(agentOf);
  const rows = texts.map((text, index) => {
    let best = 0;
    for (let earlier = 0; earlier < index; earlier += 1) best = Math.max(best, sharedPrefix(text, texts[earlier] ?? ""));
    let warmBest = best;
    for (const other of warmTexts) warmBest = Math.max(warmBest, sharedPrefix(text, other));
    const previous = index > 0 ? sharedPrefix(text, texts[index - 1] ?? "") : 0;
    // The same agent's previous request: the conversation this request continues (null for an agent's first).
    // (lastIndexOf reads a negative start from the end: the first request has no earlier one at all.)
    const ownPrevious = index > 0 ? agents.lastIndexOf(agents[index] ?? "", index - 1) : -1;
    const sameAgent = ownPrevious >= 0 ? sharedPrefix(text, texts[ownPrevious] ?? "") : null;
    return { chars: text.length, shared: best, warmShared: warmBest, previous, sameAgent };
  });
  const later = rows.slice(1);
  const continuing = rows.filter((row) => row.sameAgent !== null);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    /** With `warm`: share of ALL this interview's prompt characters (its first request too) some earlier request began with. */
    warmWeighted: warm.length ? sum(rows.map((row) => row.warmShared)) / sum(rows.map((row) => row.chars)) : null,
    requests: bodies.length,
    promptTokens: sum(bodies.map((body) => estimatePromptTokens(body))),
    /** Share of all prompt characters after the first request that an earlier request began with. */
    weighted: sum(later.map((row) => row.shared)) / sum(later.map((row) => row.chars)),
    mean: sum(later.map((row) => row.shared / row.chars)) / later.length,
    min: Math.min(...later.map((row) => row.shared / row.chars)),
    previousMean: sum(later.map((row) => row.previous / row.chars)) / later.length,
    /**
     * Each request against the previous request of its own agent (the conversation it extends), over
     * the requests that have one: the sub-agents' requests interleave with the interview's, so "the
     * previous request" on the wire is often another agent's, whose prefix no request of this one shares.
     */
    sameAgent: {
      requests: continuing.length,
      agents: new Set(agents).size,
      mean: sum(continuing.map((row) => (row.sameAgent ?? 0) / row.chars)) / continuing.length,
      min: Math.min(...continuing.map((row) => (row.sameAgent ?? 0) / row.chars)),
    },
  };
}

/** The figure's lines, as both benches print them (the HTTP bench's (k), the in-process (f)). */
export function describePrefixShares(prefix: ReturnType<typeof prefixShares>): string[] {
  const pct = (share: number | null) => `${((share ?? NaN) * 100).toFixed(1)}%`;
  const { sameAgent } = prefix;
  const lines = [
    `${prefix.requests} model requests, ${prefix.promptTokens} prompt tokens, from ${sameAgent.agents} agents (interview, research, curriculum)`,
    `vs the same agent's previous request (the conversation it extends; ${sameAgent.requests} requests, each agent's first has none): mean ${pct(sameAgent.mean)}, min ${pct(sameAgent.min)}`,
    `vs the previous request on the wire, whichever agent sent it: mean ${pct(prefix.previousMean)} (a sub-agent's first request follows the interview's, and the interview's next follows the sub-agent's)`,
    `already sent as any earlier request's prefix: ${pct(prefix.weighted)} of the prompt text after the first request (per request: mean ${pct(prefix.mean)}, min ${pct(prefix.min)})`,
  ];
  if (prefix.warmWeighted !== null) {
    lines.push(
      `warm (after other learners' interviews on the same model): ${pct(prefix.warmWeighted)} of all prompt text, the first request included`,
    );
  }
  return lines.map((line) => `    ${line}`);
}

/** The interviews run before on `model` are the warm reference (their last 60 requests: enough for a few interviews). */
export async function interviewPrefixShare(origin: string, model: ScriptedServer) {
  const cookie = await guestCookie(origin);
  const before = model.requests.length;
  await httpInterview(origin, cookie, "Kubernetes");
  const warm = model.requests.slice(Math.max(0, before - 60), before).map((request) => request.body);
  return prefixShares(
    model.requests.slice(before).map((request) => request.body),
    warm,
  );
}
