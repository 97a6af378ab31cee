import { vi } from "vitest";
import type { SearchMode, SourceListResponse, SourceStatus, SourceSummary } from "@/features/sources/contract";
import type { SourcesOperations as SourcesClient } from "@/features/sources/api/sources-operations";

/** Test data and a scripted sources client for the sources UI's hook and component tests (no server). */
export function sourceSummary(id: string, status: SourceStatus, extra: Partial<SourceSummary> = {}): SourceSummary {
  return {
    id,
    courseId: "c1",
    kind: "upload",
    title: `Source ${id}`,
    fileName: `${id}.md`,
    type: "md",
    bytes: 1200,
    status,
    error: status === "failed" ? "The PDF is encrypted; export it without a password and add it again." : null,
    pageCount: null,
    lineCount: 40,
    chunkCount: status === "ready" ? 3 : 0,
    createdAt: "2026-01-01T10:00:00.000Z",
    updatedAt: "2026-01-01T10:00:00.000Z",
    ...extra,
  };
}

export const keywordMode: SearchMode = { mode: "keyword" };

export function listOf(sources: SourceSummary[], search: SearchMode = keywordMode): SourceListResponse {
  return { sources, search };
}

/**
 * A SourcesClient whose `list` answers from a script (the last answer repeats)
 * and whose other calls are vi.fn()s the test can program.
 */
export function scriptedClient(answers: SourceListResponse[]) {
  const script = [...answers];
  const list = vi.fn(async () => (script.length > 1 ? script.shift()! : script[0]!));
  const client = {
    list,
    upload: vi.fn<SourcesClient["upload"]>(async () => ({ results: [] })),
    paste: vi.fn<SourcesClient["paste"]>(async () => ({ results: [] })),
    get: vi.fn<SourcesClient["get"]>(),
    rename: vi.fn<SourcesClient["rename"]>(),
    remove: vi.fn<SourcesClient["remove"]>(async () => undefined),
    search: vi.fn<SourcesClient["search"]>(),
  } satisfies SourcesClient;
  return client;
}

/** A File of `bytes` bytes (size is what the UI checks; the content is never read). */
export function fileOf(name: string, bytes = 10, type = "text/markdown"): File {
  const file = new File(["x"], name, { type });
  if (bytes !== 1) Object.defineProperty(file, "size", { value: bytes });
  return file;
}
