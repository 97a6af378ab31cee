/**
 * (o) Workspace file save: the PUT /file work after identity — the body parsed
 *     with the contract's schema, then putFile (path check, version check, the
 *     write and its history row) — on PGlite on disk, as a learner's autosave
 *     does it: one note saved again and again with a small change each time.
 * (p) A workspace tutor turn's server time: streamWorkspaceTurn from the request to
 *     the last byte of the response (conversation load and save, the workspace
 *     context, tools, signing), with the model's own time taken out by draining
 *     its stream first (./instrumented-model.ts). With the offline model, and
 *     through the real provider against the scripted chat-completions server
 *     (there "model time" also holds the loopback HTTP and the provider's parsing).
 */
import { evidenceFor } from "@/app/_compose/milestone-evidence";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LanguageModel } from "ai";
import { confirmCourseWithWorkspace } from "@/app/_compose/workspace-composition";
import { registerAppOfflineRoles } from "@/app/_compose/offline-roles";
import { saveDraftFromInterview } from "@/features/courses/data/course-writes";
import { filePutRequestSchema, WORKSPACE_TOOL, type WorkspaceChatRequest } from "@/features/workspace/contract";
import { clearConversation } from "@/features/workspace/data/conversation-storage";
import { putFile } from "@/features/workspace/server/file-service";
import { streamWorkspaceTurn } from "@/features/workspace/server/tutor-turn";
import { createModelRegistry } from "@/lib/ai/model-registry";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import { readServerEnv } from "@/lib/env";
import { openDatabase, type Database } from "@/lib/db/client";
import { safeJsonParse } from "@/lib/safe-json";
import { startScriptedServer } from "@/tests/support/scripted-openai/scripted-server";
import type { Script } from "@/tests/support/scripted-openai/wire-types";
import { meterModel } from "./instrumented-model";
import { draftFixture } from "@/tests/support/courses/course-test-kit";

const SAVES = Number(process.env.BENCH_SAVES ?? 200);
const TURNS = Number(process.env.BENCH_TUTOR_TURNS ?? 60);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { runs: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

async function workspace(db: Database, ownerId: string) {
  const course = await saveDraftFromInterview(db, ownerId, draftFixture());
  await confirmCourseWithWorkspace(db, ownerId, course.id);
  return course.id;
}

/** A note of about `bytes`, in lines like a learner's (mixed English and Chinese). */
function noteOf(bytes: number): string {
  const lines = ["# Notes on Pods", ""];
  for (let index = 1; lines.join("\n").length < bytes; index += 1) {
    lines.push(`- ${index}. A Pod wraps one or more containers that share a network namespace; 同一个 Pod 里的容器共享网络。`);
  }
  return `${lines.join("\n")}\n`;
}

async function benchSaves(db: Database, ownerId: string, courseId: string, bytes: number) {
  const filePath = `notes/note-${bytes}.md`;
  let content = noteOf(bytes);
  let version = (await putFile(db, ownerId, courseId, { path: filePath, content }, evidenceFor(db, ownerId))).file.version;
  const times: number[] = [];
  for (let save = 0; save < SAVES; save += 1) {
    content = `${content}Typed line ${save}: the Service selects Pods by label.\n`;
    // What the route receives: a JSON body, parsed with the contract's schema.
    const body = JSON.stringify({ path: filePath, content, baseVersion: version });
    const started = performance.now();
    const parsed = filePutRequestSchema.parse(safeJsonParse(body));
    version = (await putFile(db, ownerId, courseId, parsed, evidenceFor(db, ownerId))).file.version;
    times.push(performance.now() - started);
  }
  return { bytes, ...summary(times.slice(10)) };
}

/** A polite tutor over the wire: it reads the referenced note, then answers. */
const readThenAnswer: Script = (request) =>
  request.body.messages.at(-1)?.role === "tool"
    ? { content: "Line 3 says a Pod is the smallest unit you deploy: one or more containers scheduled together." }
    : { toolCalls: [{ name: WORKSPACE_TOOL.readFile, arguments: { path: "notes/pods.md", start: 1, end: 4 } }] };

async function benchTutor(db: Database, ownerId: string, label: string, model: Parameters<typeof meterModel>[0]) {
  const courseId = await workspace(db, ownerId);
  await putFile(
    db,
    ownerId,
    courseId,
    {
      path: "notes/pods.md",
      content: "# Pods\n\nA Pod is the smallest unit you deploy.\nIt can hold several containers.\n",
    },
    evidenceFor(db, ownerId),
  );
  const meter = meterModel(model);
  const requests: WorkspaceChatRequest[] = [
    { text: "What does this mean?", references: [{ path: "notes/pods.md", start: 3, end: 4 }] },
    { text: "Quiz me", references: [] },
    { text: "Add this to my note", references: [{ path: "notes/pods.md", start: 3, end: 3 }] },
  ];
  const serverMs: number[] = [];
  const totalMs: number[] = [];
  const info = console.info;
  console.info = () => {};
  try {
    for (let turn = 0; turn < TURNS; turn += 1) {
      // Conversations of up to 20 messages, then "New conversation".
      if (turn % 10 === 0) await clearConversation(db, courseId);
      const modelBefore = meter.modelMs;
      const started = performance.now();
      const response = await streamWorkspaceTurn({
        db,
        ownerId,
        courseId,
        request: requests[turn % requests.length]!,
        model: meter.model as LanguageModel,
        evidenceFor: evidenceFor(db, ownerId),
      });
      const text = await response.text();
      const elapsed = performance.now() - started;
      if (!response.ok || text.includes('"type":"error"')) throw new Error(`${label}: the tutor turn failed: ${text.slice(0, 300)}`);
      totalMs.push(elapsed);
      serverMs.push(elapsed - (meter.modelMs - modelBefore));
    }
  } finally {
    console.info = info;
  }
  const warm = Math.min(5, Math.floor(TURNS / 4));
  return { label, server: summary(serverMs.slice(warm)), total: summary(totalMs.slice(warm)) };
}

export async function runWorkspaceBench() {
  registerAppOfflineRoles();
  const dataDir = mkdtempSync(path.join(tmpdir(), "nexusnote-bench-ws-"));
  const handle = await openDatabase({ kind: "pglite", dataDir });
  const scripted = await startScriptedServer(readThenAnswer);
  try {
    const ownerId = "g_benchworkspace0000000000";
    const courseId = await workspace(handle.db, ownerId);
    const saves = [];
    for (const bytes of [2_000, 20_000, 100_000]) saves.push(await benchSaves(handle.db, ownerId, courseId, bytes));
    const registry = createModelRegistry(readServerEnv({ LLM_API_KEY: "bench", LLM_BASE_URL: scripted.baseURL, LLM_MODEL: "scripted" }));
    const tutor = [
      await benchTutor(handle.db, ownerId, "offline model (zero latency)", createOfflineModel({ chunkDelayMs: 0 })),
      await benchTutor(
        handle.db,
        ownerId,
        "scripted server, real provider (readFile, then an answer)",
        registry.model("chat") as Parameters<typeof meterModel>[0],
      ),
    ];
    return { saves, tutor };
  } finally {
    await scripted.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printWorkspaceBench(result: Awaited<ReturnType<typeof runWorkspaceBench>>) {
  console.log("(o) workspace file save (PUT /file: body schema + putFile, PGlite on disk), one note saved repeatedly");
  for (const row of result.saves) {
    console.log(
      `    ${String(Math.round(row.bytes / 1000)).padStart(3)} KB note: ${row.runs} saves   p50 ${row.p50.toFixed(2)} ms   p99 ${row.p99.toFixed(2)} ms`,
    );
  }
  console.log("(p) workspace tutor turn, server time (model time excluded) and wall time");
  for (const row of result.tutor) {
    console.log(
      `    ${row.label}: ${row.server.runs} turns   server p50 ${row.server.p50.toFixed(1)} ms   p99 ${row.server.p99.toFixed(1)} ms   (wall p50 ${row.total.p50.toFixed(1)} ms   p99 ${row.total.p99.toFixed(1)} ms)`,
    );
  }
}
