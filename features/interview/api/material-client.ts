import type { ZodMiniType } from "zod/mini";
import { safeJsonParse } from "@/lib/safe-json";
import { materialListSchema, uploadResponseSchema, type AttachedDocument, type UploadOutcome } from "../lib/material-attachment";

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

async function read<T>(response: Response, schema: ZodMiniType<T>): Promise<T> {
  const body: unknown = safeJsonParse(await response.text());
  const parsed = schema.safeParse(body);
  if (response.ok && parsed.success) return parsed.data;
  const error = (body as { error?: { message?: unknown; details?: unknown } } | null)?.error;
  const message = typeof error?.message === "string" ? error.message : "";
  throw new MaterialRequestError(response.status, message, error?.details);
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
    return (await read(await send(BASE, { method: "POST", body: form }), uploadResponseSchema)).results;
  } catch (error) {
    const outcomes = uploadResponseSchema.safeParse(error instanceof MaterialRequestError ? error.details : null);
    if (outcomes.success) return outcomes.data.results;
    throw error;
  }
}

export async function listMaterial(interviewId: string): Promise<AttachedDocument[]> {
  return (await read(await send(`${BASE}?interviewId=${encodeURIComponent(interviewId)}`), materialListSchema)).sources;
}

export async function removeMaterial(interviewId: string, id: string): Promise<void> {
  const response = await send(`${BASE}?interviewId=${encodeURIComponent(interviewId)}&id=${encodeURIComponent(id)}`, { method: "DELETE" });
  // Already gone is what the learner wanted.
  if (!response.ok && response.status !== 404) await read(response, materialListSchema);
}
