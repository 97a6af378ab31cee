import type { ZodMiniType } from "zod/mini";
import { safeJsonParse } from "@/lib/safe-json";
import type { AttachedDocument, UploadOutcome } from "../lib/material-attachment";

// The answers' schemas (zod) load with the first answer, not with the /create page.
type MaterialSchemas = typeof import("../lib/material-schemas");

/**
 * The browser side of /api/interview/material: documents attached on /create
 * before the interview starts. Failures become an Error whose message is the
 * server's sentence (or "" when the server could not be reached).
 */
const BASE = "/api/interview/material";

export class MaterialRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "MaterialRequestError";
  }
}

async function read<T>(response: Response, pick: (all: MaterialSchemas) => ZodMiniType<T>): Promise<T> {
  const body: unknown = safeJsonParse(await response.text());
  const parsed = response.ok ? pick(await schemas()).safeParse(body) : null;
  if (parsed?.success) return parsed.data;
  const error = (body as { error?: { message?: unknown; details?: unknown } } | null)?.error;
  const message = typeof error?.message === "string" ? error.message : "";
  throw new MaterialRequestError(response.status, message, error?.details);
}

/** A schema chunk that cannot load (connection lost meanwhile) is a failure to reach the server. */
async function schemas(): Promise<MaterialSchemas> {
  try {
    return await import("../lib/material-schemas");
  } catch {
    throw new MaterialRequestError(0, "");
  }
}

async function send(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    throw new MaterialRequestError(0, "");
  }
}

/** One outcome per file; a request where every file was refused still yields their outcomes. */
export async function uploadMaterial(interviewId: string, files: readonly File[]): Promise<UploadOutcome[]> {
  const form = new FormData();
  form.set("interviewId", interviewId);
  for (const file of files) form.append("file", file);
  try {
    return (await read(await send(BASE, { method: "POST", body: form }), (all) => all.uploadResponseSchema)).results;
  } catch (error) {
    if (!(error instanceof MaterialRequestError) || error.details === undefined) throw error;
    const outcomes = (await schemas()).uploadResponseSchema.safeParse(error.details);
    if (outcomes.success) return outcomes.data.results;
    throw error;
  }
}

export async function listMaterial(interviewId: string): Promise<AttachedDocument[]> {
  return (await read(await send(`${BASE}?interviewId=${encodeURIComponent(interviewId)}`), (all) => all.materialListSchema)).sources;
}

export async function removeMaterial(interviewId: string, id: string): Promise<void> {
  const response = await send(`${BASE}?interviewId=${encodeURIComponent(interviewId)}&id=${encodeURIComponent(id)}`, { method: "DELETE" });
  // Already gone is what the learner wanted.
  if (!response.ok && response.status !== 404) await read(response, (all) => all.materialListSchema);
}
