import type { z } from "zod";
import type { CourseOutline } from "@/lib/course-outline";
import type { CourseDetail } from "./course-api";

type Schemas = typeof import("./course-client-schemas");
// Loaded right after the page (not part of its first load), normally long before the first answer
// arrives; a chunk that failed to load is tried again on the next request.
let schemasLoading: Promise<Schemas> | null = null;
function loadSchemas(): Promise<Schemas> {
  schemasLoading ??= import("./course-client-schemas").catch((error: unknown) => {
    schemasLoading = null;
    throw error;
  });
  return schemasLoading;
}
void loadSchemas().catch(() => undefined);

/**
 * The browser side of the courses API (features/courses/lib/course-api.ts).
 * Every response is parsed with the contract's schemas: a body that doesn't
 * match is a `CourseApiError` with code "invalid_response", shown like any
 * other error instead of crashing a page that trusted its shape.
 */
export type CourseApiErrorCode = "network" | "invalid_response" | "aborted" | (string & {});

export class CourseApiError extends Error {
  readonly code: CourseApiErrorCode;
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly details?: unknown;
  readonly #conflictCourse: CourseDetail | null;

  /** `conflictCourse`: the server's current course from a 409's details, already validated by request(). */
  constructor(code: CourseApiErrorCode, status: number, message: string, details?: unknown, conflictCourse: CourseDetail | null = null) {
    super(message);
    this.name = "CourseApiError";
    this.code = code;
    this.status = status;
    this.details = details;
    this.#conflictCourse = conflictCourse;
  }

  get notFound(): boolean {
    return this.status === 404;
  }

  /** On a 409 from an outline edit, the server's current course (already validated). */
  get conflictCourse(): CourseDetail | null {
    return this.status === 409 ? this.#conflictCourse : null;
  }
}

export function isAbort(error: unknown): boolean {
  return (error instanceof CourseApiError && error.code === "aborted") || (error instanceof DOMException && error.name === "AbortError");
}

async function request<T>(url: string, pick: ((schemas: Schemas) => z.ZodType<T>) | null, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: init.body === undefined ? init.headers : { "content-type": "application/json", ...init.headers },
      cache: "no-store",
    });
  } catch (error) {
    if (isAbort(error) || init.signal?.aborted) throw new CourseApiError("aborted", 0, "aborted");
    throw new CourseApiError("network", 0, "Couldn't reach the server.");
  }

  const body: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  let schemas: Schemas;
  try {
    schemas = await loadSchemas();
  } catch {
    throw new CourseApiError("network", 0, "Couldn't reach the server.");
  }
  if (!response.ok) {
    const parsed = schemas.errorBodySchema.safeParse(body);
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      const conflict = response.status === 409 ? schemas.conflictDetailsSchema.safeParse(details) : null;
      throw new CourseApiError(code, response.status, message, details, conflict?.success ? conflict.data.course : null);
    }
    throw new CourseApiError(response.status === 404 ? "not_found" : "http_error", response.status, response.statusText);
  }
  if (pick === null) return undefined as T;
  const parsed = pick(schemas).safeParse(body);
  if (!parsed.success) throw new CourseApiError("invalid_response", response.status, "Unexpected response from the server.");
  return parsed.data;
}

const base = (courseId: string) => `/api/courses/${encodeURIComponent(courseId)}`;
const chapterBase = (courseId: string, chapterId: string) => `${base(courseId)}/chapters/${encodeURIComponent(chapterId)}`;
const json = (value: unknown) => JSON.stringify(value);

export const courseClient = {
  list: (signal?: AbortSignal) => request("/api/courses", (api) => api.courseListResponseSchema, { signal }).then((data) => data.courses),

  get: (courseId: string, signal?: AbortSignal) =>
    request(base(courseId), (api) => api.courseResponseSchema, { signal }).then((data) => data.course),

  saveOutline: (courseId: string, outline: CourseOutline, revision: number) =>
    request(`${base(courseId)}/outline`, (api) => api.courseResponseSchema, { method: "PUT", body: json({ outline, revision }) }).then(
      (data) => data.course,
    ),

  regenerate: (courseId: string, instruction: string, revision: number) =>
    request(`${base(courseId)}/regenerate`, (api) => api.courseResponseSchema, {
      method: "POST",
      body: json({ instruction, revision }),
    }).then((data) => data.course),

  confirm: (courseId: string) =>
    request(`${base(courseId)}/confirm`, (api) => api.courseResponseSchema, { method: "POST" }).then((data) => data.course),

  remove: (courseId: string) => request(base(courseId), null, { method: "DELETE" }),

  chapter: (courseId: string, chapterId: string, signal?: AbortSignal) =>
    request(chapterBase(courseId, chapterId), (api) => api.chapterResponseSchema, { signal }).then((data) => data.chapter),

  /** Marks a chapter read (or unread again); the answer is the chapter with its new readAt. */
  setChapterRead: (courseId: string, chapterId: string, read: boolean) =>
    request(`${chapterBase(courseId, chapterId)}/read`, (api) => api.chapterResponseSchema, { method: "PUT", body: json({ read }) }).then(
      (data) => data.chapter,
    ),
  retryChapter: (courseId: string, chapterId: string) =>
    request(`${chapterBase(courseId, chapterId)}/retry`, (api) => api.chapterResponseSchema, { method: "POST" }).then(
      (data) => data.chapter,
    ),

  rewriteChapter: (courseId: string, chapterId: string, reason: string) =>
    request(`${chapterBase(courseId, chapterId)}/rewrite`, (api) => api.chapterResponseSchema, {
      method: "POST",
      body: json({ reason }),
    }).then((data) => data.chapter),
};

/** Turns anything thrown into a CourseApiError, so components only handle one shape. */
export function toCourseApiError(error: unknown): CourseApiError {
  if (error instanceof CourseApiError) return error;
  return new CourseApiError("internal", 0, error instanceof Error ? error.message : String(error));
}

/**
 * Last-chance save when the page goes away with edits still waiting for the
 * debounce: `keepalive` lets the request outlive the page. Best effort — the
 * answer is never read (a stale revision simply gets its 409).
 */
export function saveOutlineOnExit(courseId: string, outline: CourseOutline, revision: number): void {
  try {
    void fetch(`${base(courseId)}/outline`, {
      method: "PUT",
      keepalive: true,
      headers: { "content-type": "application/json" },
      body: json({ outline, revision }),
    }).catch(() => undefined);
  } catch {
    // Nothing more can be done while the page unloads.
  }
}

export type Settled<T> = { ok: true; value: T } | { ok: false; error: CourseApiError };

/** Awaits a request and never throws, so callers set state in one place after the await. */
export async function settle<T>(request: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await request };
  } catch (caught) {
    return { ok: false, error: toCourseApiError(caught) };
  }
}
