/**
 * A learner's browser over real HTTP: gets its identity cookie from the server
 * (the proxy issues one on any request), then plays complete interviews through
 * POST /api/interview with the shared driver (tests/support/interview), timing
 * each turn from the request until the last byte of its stream.
 */
import { runInterview, type InterviewRun } from "@/tests/support/interview/interview-driver";

export interface TurnRecord {
  /** The request body sent. */
  body: string;
  /** The streamed response, verbatim. */
  response: string;
  ms: number;
  status: number;
}

/** A new browser's identity: the cookie its first page brings (API calls issue none). */
export async function guestCookie(origin: string, page = "/"): Promise<string> {
  const response = await fetch(`${origin}${page}`);
  await response.arrayBuffer();
  const setCookie = response.headers.get("set-cookie");
  if (!setCookie) throw new Error(`the server issued no identity cookie with ${page} (HTTP ${response.status})`);
  return setCookie.split(";")[0] ?? "";
}

/** One request, timed until its body has been read to the end. */
export async function timedPost(url: string, body: string, cookie: string): Promise<TurnRecord> {
  const started = performance.now();
  const response = await fetch(url, { method: "POST", body, headers: { "content-type": "application/json", cookie } });
  const text = await response.text();
  return { body, response: text, ms: performance.now() - started, status: response.status };
}

let interviewCounter = 0;

export async function httpInterview(
  origin: string,
  cookie: string,
  goal: string,
  onTurn?: (turn: TurnRecord) => void,
): Promise<InterviewRun & { turns: TurnRecord[] }> {
  const turns: TurnRecord[] = [];
  interviewCounter += 1;
  const run = await runInterview({
    interviewId: `bench-${process.pid}-${interviewCounter}`,
    goal,
    locale: /[\u4e00-\u9fff]/.test(goal) ? "zh" : "en",
    send: async (body) => {
      const turn = await timedPost(`${origin}/api/interview`, body, cookie);
      turns.push(turn);
      onTurn?.(turn);
      return new Response(turn.response, { status: turn.status, headers: { "content-type": "text/event-stream" } });
    },
  });
  if (!run.outline) throw new Error(`the interview for "${goal}" did not reach an outline: ${run.errors.join("; ")}`);
  return { ...run, turns };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
