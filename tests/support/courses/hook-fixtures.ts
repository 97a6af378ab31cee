import { vi } from "vitest";
import type { CourseOutline } from "@/lib/course-outline";
import type { ChapterStatus, ChapterSummary, CourseDetail } from "@/features/courses/contract";

/** Test data and a fetch stub for the hooks' tests (mocked fetch, no server). */
export const sampleOutline: CourseOutline = {
  title: "Kubernetes for Docker users",
  description: "Run and operate containers on a cluster.",
  difficulty: "intermediate",
  estimatedMinutes: 100,
  designRationale: "You know Docker, so we start at pods.",
  modules: [
    {
      title: "Foundations",
      chapters: [
        { title: "Pods", objective: "Run a pod", minutes: 20 },
        { title: "Deployments", objective: "Roll out a change", minutes: 20 },
      ],
    },
    {
      title: "Networking",
      chapters: [
        { title: "Services", objective: "Expose a deployment", minutes: 30 },
        { title: "Ingress", objective: "Route HTTP traffic", minutes: 30 },
      ],
    },
  ],
};

export function chapterSummary(index: number, status: ChapterStatus, extra: Partial<ChapterSummary> = {}): ChapterSummary {
  return {
    id: `ch${index}`,
    moduleIndex: index < 2 ? 0 : 1,
    position: index % 2,
    moduleTitle: index < 2 ? "Foundations" : "Networking",
    title: `Chapter ${index}`,
    objective: `Objective ${index}`,
    minutes: 20,
    status,
    attempts: status === "queued" ? 0 : 1,
    lastError: status === "failed" ? "The model timed out." : null,
    rewriteReason: null,
    hasContent: status === "done",
    readAt: null,
    ...extra,
  };
}

export function courseDetail(extra: Partial<CourseDetail> = {}): CourseDetail {
  const chapters = extra.chapters ?? [];
  return {
    id: "c1",
    title: sampleOutline.title,
    goal: "Kubernetes",
    language: "en",
    status: "draft",
    difficulty: "intermediate",
    estimatedMinutes: 100,
    chapterCount: 4,
    doneCount: chapters.filter((chapter) => chapter.status === "done").length,
    failedCount: chapters.filter((chapter) => chapter.status === "failed").length,
    createdAt: "2025-01-01T10:00:00.000Z",
    updatedAt: "2025-01-01T10:00:00.000Z",
    revision: 1,
    outline: sampleOutline,
    profile: { topic: "Kubernetes", goal: null, background: "Docker", targetOutcome: null, cognitiveStyle: null },
    chapters,
    ...extra,
  };
}

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}

type Responder = (request: RecordedRequest) => Response | Promise<Response>;

/** Stubs global fetch with a handler; returns the requests it received. */
export function stubFetch(handler: Responder) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      method: init.method ?? "GET",
      url: String(input),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    return handler(request);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { requests, fetchMock };
}

export const jsonResponse = (body: unknown, status = 200) => Response.json(body, { status });

/** A promise you settle later, to hold a response in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
