/**
 * (t) hostile sizes (BENCH_SECTION=hostile; in process, no build needed): each keyless reader of text a
 * learner controls, fed the largest input its boundary allows in the shapes that made one of them
 * super-linear (one line of short sentences, 1M short lines, 8,000 unpunctuated Han characters, a run
 * of emoji ending in something else, "谢" and a run of particles, …). Each reader's worst shape at the
 * maximum size, its time, and whether doubling the input more than tripled it (≈ linear or not);
 * target ≤ 1 s at the maximum size.
 */
import { readGoal } from "@/lib/ai/offline/knowledge/goal-reading/read-goal";
import { MAX_CHAT_TEXT_LENGTH } from "@/features/chat/lib/chat-limits";
import { materialBlockOf, materialOutline } from "@/features/interview/lib/research-material";
import { MAX_USER_TEXT_LENGTH } from "@/features/interview/lib/interview-limits";
import { composeOutline } from "@/features/interview/offline/build-outline";
import { SOURCE_LIMITS } from "@/features/sources/contract";
import { splitDocument } from "@/features/sources/lib/split-document";
import { analyzeQuery } from "@/features/sources/lib/query-units";
import { indexTerms } from "@/features/sources/lib/search-terms";
import { WORKSPACE_LIMITS } from "@/features/workspace/contract";
import { readTutorRequest } from "@/features/workspace/offline/tutor-requests";
import { workspaceTutor } from "@/features/workspace/offline/workspace-tutor";
import { makeOfflineQuestions } from "@/features/practice/offline/question-maker";
import { chapterLines, checkCitation } from "@/features/practice/lib/citation-check";
import { gradeAnswer } from "@/features/practice/lib/grade-answer";
import { ATTEMPT_BODY_LIMIT_BYTES } from "@/features/practice/contract-constants";
import { offlineChat } from "@/tests/support/chat/offline-chat-kit";
import { tutorTurn } from "@/tests/support/workspace/offline-tutor-kit";

const TARGET_MS = 1000;
const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
/** The shapes that found a super-linear path in one reader or another (each `n` characters). */
const SHAPES: Record<string, (n: number) => string> = {
  "prose line": (n) => fill("learn kubernetes pods and deployments ", n),
  "short lines": (n) => fill("a\n", n),
  headings: (n) => fill("# Heading\n", n),
  fences: (n) => fill("```\n", n),
  "blank paragraphs": (n) => fill("word\n\n", n),
  "'. ' line": (n) => fill(". ", n),
  "'term: ' line": (n) => fill("term: ", n),
  definitions: (n) => fill("A pod is a group of containers. ", n),
  "Han, no punctuation": (n) => fill("学习机器学习的基本概念和方法", n),
  "emoji, then x": (n) => `${"😀".repeat(Math.floor((n - 1) / 2))}x`,
  "谢 + 啊…x": (n) => `谢${"啊".repeat(n - 2)}x`,
  "哈…x": (n) => `${"哈".repeat(n - 1)}x`,
  "no spaces": (n) => fill("abcdefghij", n),
  hyphens: (n) => fill("a-", n),
  quotes: (n) => fill("\"'`“‘「", n),
  brackets: (n) => "(".repeat(Math.floor(n / 2)) + ")".repeat(Math.ceil(n / 2)),
  "mixed RTL": (n) => fill("مرحبا hello שלום ", n),
};

interface Reader {
  name: string;
  /** The boundary's limit, in characters. */
  max: number;
  limit: string;
  read: (text: string) => unknown;
}

const chapterChars = WORKSPACE_LIMITS.fileBytes;
const material = (text: string) => [{ id: "m", title: "notes.md", text, pages: [] }];

const READERS: Reader[] = [
  { name: "goal reader (readGoal)", max: 2000, limit: "goal ≤ 2,000", read: readGoal },
  {
    name: "interview typed answers → outline",
    max: MAX_USER_TEXT_LENGTH,
    limit: "answer ≤ 4,000",
    read: (text) =>
      composeOutline({
        language: "en",
        topic: text,
        profile: { goal: text, background: text, targetOutcome: text, cognitiveStyle: text },
        research: null,
        emphasis: text,
      }),
  },
  { name: "chat tutor (offline)", max: MAX_CHAT_TEXT_LENGTH, limit: "message ≤ 8,000", read: (text) => offlineChat([text]) },
  { name: "workspace request reader", max: 8000, limit: "message ≤ 8,000", read: (text) => readTutorRequest(text, false) },
  { name: "workspace tutor (offline)", max: 8000, limit: "message ≤ 8,000", read: (text) => workspaceTutor(tutorTurn("en", text)) },
  {
    name: "workspace tutor over selected lines",
    max: WORKSPACE_LIMITS.fileBytes,
    limit: "file ≤ 256 KiB",
    read: (text) => workspaceTutor(tutorTurn("en", "explain what this says", { lines: text })),
  },
  { name: "document outline (interview)", max: SOURCE_LIMITS.textChars, limit: "source text ≤ 2M", read: (text) => materialOutline(text) },
  {
    name: "research block (interview)",
    max: SOURCE_LIMITS.textChars,
    limit: "source text ≤ 2M",
    read: (text) => materialBlockOf(material(text)),
  },
  {
    name: "source chunking (splitDocument)",
    max: SOURCE_LIMITS.textChars,
    limit: "source text ≤ 2M",
    read: (text) => splitDocument({ text }),
  },
  { name: "source index terms", max: SOURCE_LIMITS.textChars, limit: "source text ≤ 2M", read: indexTerms },
  { name: "search query reader", max: SOURCE_LIMITS.queryChars, limit: "query ≤ 10,000", read: analyzeQuery },
  {
    name: "offline question maker",
    max: chapterChars,
    limit: "chapter ≤ 256 KiB",
    read: (text) => makeOfflineQuestions("en", { path: "chapters/c.md", title: "Pods", content: text }),
  },
  {
    name: "citation check",
    max: chapterChars,
    limit: "chapter ≤ 256 KiB",
    read: (text) =>
      checkCitation(
        {
          kind: "cloze",
          prompt: "A ____ runs containers",
          options: null,
          answer: "pod",
          accepted: ["pods"],
          keyPoints: [],
          lineStart: 1,
          lineEnd: 1,
        },
        chapterLines(text),
      ),
  },
  {
    name: "answer grading (short)",
    max: ATTEMPT_BODY_LIMIT_BYTES,
    limit: "attempt ≤ 16 KiB",
    read: (text) =>
      gradeAnswer(
        {
          kind: "short",
          language: "en",
          answer: text.slice(0, 1000),
          accepted: [],
          options: null,
          keyPoints: Array(6).fill(text.slice(0, 400)),
        },
        text,
      ),
  },
];

async function timed(read: Reader["read"], text: string): Promise<number> {
  const started = performance.now();
  await read(text);
  return performance.now() - started;
}

export interface HostileRow {
  reader: string;
  limit: string;
  shape: string;
  halfMs: number;
  maxMs: number;
}

/** Each reader's slowest shape at its maximum size, with its time at half that size. */
export async function runHostileSizesBench(): Promise<HostileRow[]> {
  const only = process.env.BENCH_HOSTILE_READER;
  const rows: HostileRow[] = [];
  for (const reader of READERS) {
    if (only && !reader.name.includes(only)) continue;
    let worst: HostileRow | null = null;
    for (const [shape, make] of Object.entries(SHAPES)) {
      const full = make(reader.max);
      await timed(reader.read, make(Math.floor(reader.max / 8))); // warm-up
      const halfMs = await timed(reader.read, make(Math.floor(reader.max / 2)));
      const maxMs = await timed(reader.read, full);
      if (!worst || maxMs > worst.maxMs) worst = { reader: reader.name, limit: reader.limit, shape, halfMs, maxMs };
    }
    if (worst) rows.push(worst);
  }
  return rows;
}

export function printHostileSizesBench(rows: readonly HostileRow[]) {
  console.log(`(t) hostile sizes: each reader's slowest shape at the largest input its boundary allows (target ≤ ${TARGET_MS} ms)`);
  for (const row of rows) {
    const growth = row.halfMs > 5 ? row.maxMs / row.halfMs : NaN;
    const shape = Number.isNaN(growth)
      ? ""
      : growth > 3
        ? `  ×${growth.toFixed(1)} from half size: super-linear`
        : `  ×${growth.toFixed(1)} from half size`;
    const verdict = row.maxMs <= TARGET_MS ? "PASS" : "MISS";
    console.log(
      `    ${row.reader.padEnd(38)} ${row.limit.padEnd(18)} ${row.shape.padEnd(20)} ${row.maxMs.toFixed(0).padStart(6)} ms  ${verdict}${shape}`,
    );
  }
}
