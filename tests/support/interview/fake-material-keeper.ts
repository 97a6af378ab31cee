/**
 * An in-memory InterviewMaterialKeeper for tests (the real one lives in the
 * sources feature). Text files are "ingested" at once: ready with their text;
 * a file whose text contains FAIL_MARKER fails the way a broken PDF would. It
 * records every call so tests can check ownership scoping and course linking.
 */
import type { InterviewMaterialDocument, InterviewMaterialKeeper, UploadOutcome } from "@/app/_compose/interview-material-keeper";
import type { SourceSummary } from "@/features/sources/contract";

export const FAIL_MARKER = "%%unreadable%%";

interface Stored {
  ownerId: string;
  interviewId: string;
  courseId: string | null;
  summary: SourceSummary;
  text: string;
}

export interface FakeMaterialKeeper extends InterviewMaterialKeeper {
  readonly sources: Stored[];
  readonly links: { ownerId: string; interviewId: string; courseId: string }[];
  readonly reads: { ownerId: string; interviewId: string; ids: readonly string[] }[];
  /** Adds a ready document directly (as if uploaded and ingested earlier). */
  seed(ownerId: string, interviewId: string, title: string, text: string): SourceSummary;
}

export function fakeMaterialKeeper(): FakeMaterialKeeper {
  const sources: Stored[] = [];
  const links: FakeMaterialKeeper["links"] = [];
  const reads: FakeMaterialKeeper["reads"] = [];
  let counter = 0;

  const add = (ownerId: string, interviewId: string, title: string, fileName: string | null, text: string, bytes: number) => {
    const now = new Date().toISOString();
    const failed = text.includes(FAIL_MARKER);
    const summary: SourceSummary = {
      id: `src_fake${(counter += 1)}`,
      courseId: null,
      kind: "upload",
      title,
      fileName,
      type: fileName?.endsWith(".md") ? "md" : "txt",
      bytes,
      status: failed ? "failed" : "ready",
      error: failed ? "The file could not be read: it looks damaged." : null,
      pageCount: null,
      lineCount: text.split("\n").length,
      chunkCount: failed ? 0 : 1,
      createdAt: now,
      updatedAt: now,
    };
    sources.push({ ownerId, interviewId, courseId: null, summary, text });
    return summary;
  };
  const mine = (ownerId: string, interviewId: string) =>
    sources.filter((source) => source.ownerId === ownerId && source.interviewId === interviewId);

  return {
    sources,
    links,
    reads,
    seed: (ownerId, interviewId, title, text) => add(ownerId, interviewId, title, `${title}.md`, text, text.length),
    attach: async (_db, ownerId, interviewId, files) =>
      Promise.all(
        files.map(async (file): Promise<UploadOutcome> => {
          const text = await file.text();
          return {
            ok: true,
            fileName: file.name,
            source: add(ownerId, interviewId, file.name.replace(/\.[^.]+$/, ""), file.name, text, file.size),
          };
        }),
      ),
    status: async (_db, ownerId, interviewId) => mine(ownerId, interviewId).map((source) => source.summary),
    read: async (_db, ownerId, interviewId, ids) => {
      reads.push({ ownerId, interviewId, ids });
      return mine(ownerId, interviewId)
        .filter((source) => ids.includes(source.summary.id) && source.summary.status === "ready")
        .map((source): InterviewMaterialDocument => ({ id: source.summary.id, title: source.summary.title, text: source.text, pages: [] }));
    },
    linkToCourse: async (_db, ownerId, interviewId, courseId) => {
      links.push({ ownerId, interviewId, courseId });
      for (const source of mine(ownerId, interviewId)) {
        source.courseId = courseId;
        source.summary = { ...source.summary, courseId };
      }
    },
    remove: async (_db, ownerId, interviewId, sourceId) => {
      const index = sources.findIndex(
        (source) => source.ownerId === ownerId && source.interviewId === interviewId && source.summary.id === sourceId,
      );
      if (index === -1) return false;
      sources.splice(index, 1);
      return true;
    },
  };
}

let current: InterviewMaterialKeeper | undefined;

/**
 * Stands in for app/_compose/interview-material-keeper.ts's wired keeper in a route test:
 *   vi.mock("@/app/_compose/interview-material-keeper", async () =>
 *     (await import("@/tests/support/interview/fake-material-keeper")).mockedMaterialKeeperModule());
 * then `switchMaterialKeeper(fake)` picks the keeper the composition calls (swappable within a test).
 */
export function mockedMaterialKeeperModule(): { defaultInterviewMaterialKeeper: InterviewMaterialKeeper } {
  const active = (): InterviewMaterialKeeper => {
    if (!current) throw new Error("no material keeper: call switchMaterialKeeper(fake) first");
    return current;
  };
  return {
    defaultInterviewMaterialKeeper: {
      attach: (...args) => active().attach(...args),
      status: (...args) => active().status(...args),
      read: (...args) => active().read(...args),
      linkToCourse: (...args) => active().linkToCourse(...args),
      remove: (...args) => active().remove(...args),
    },
  };
}

export function switchMaterialKeeper(keeper: InterviewMaterialKeeper | undefined): void {
  current = keeper;
}
