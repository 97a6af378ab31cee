import { z } from "zod";
import {
  attachInterviewMaterial,
  interviewMaterialStatus,
  MATERIAL_REQUEST_LIMIT_BYTES,
  removeInterviewMaterial,
} from "@/app/_compose/interview-material";
import { AppError } from "@/lib/errors";
import { formBody } from "@/lib/http/body-readers";
import { route } from "@/lib/http/route-context";
import { describeZodError } from "@/lib/http/zod-error-message";
import { MAX_MATERIAL_DOCUMENTS } from "@/features/interview/lib/research-material";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Documents attached on /create before the interview starts ("build a course
 * from this chapter"): POST multipart (`interviewId` + one or more `file`) →
 * 202 with one outcome per file; GET ?interviewId= → their statuses; DELETE
 * ?interviewId=&id= → 204. All owner-scoped: another browser's ids are not found.
 */
const label = "api/interview/material";
const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "must be 1-100 letters, digits, - or _");

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError("bad_request", `${what} is invalid: ${describeZodError(parsed.error)}.`);
  return parsed.data;
}

const materialForm = formBody(MATERIAL_REQUEST_LIMIT_BYTES);

async function readUpload(request: Request): Promise<{ interviewId: string; files: File[] }> {
  const form = await materialForm(request);
  const interviewId = parse(idSchema, form.get("interviewId"), "The interview id");
  const files = form.getAll("file").filter((entry): entry is File => typeof entry !== "string");
  if (files.length === 0) throw new AppError("bad_request", "Attach at least one file (form field `file`).");
  if (files.length > MAX_MATERIAL_DOCUMENTS) {
    throw new AppError("payload_too_large", `Attach at most ${MAX_MATERIAL_DOCUMENTS} documents to start a course from.`);
  }
  return { interviewId, files };
}

const interviewQuery = (request: Request) => ({
  interviewId: parse(idSchema, new URL(request.url).searchParams.get("interviewId"), "The interview id"),
});

const documentQuery = (request: Request) => ({
  ...interviewQuery(request),
  sourceId: parse(idSchema, new URL(request.url).searchParams.get("id"), "The document id"),
});

export const POST = route({ label, body: readUpload }, async ({ ownerId, body }) => {
  const results = await attachInterviewMaterial(ownerId, body.interviewId, body.files);
  // Every file refused: the request as a whole failed, with each file's reason in details.
  const first = results[0];
  if (first && !first.ok && results.every((result) => !result.ok)) {
    const status = results.every((result) => !result.ok && result.status === first.status) ? first.status : 400;
    const message = results.length === 1 ? first.message : "None of the files could be attached; see each file's reason.";
    throw new AppError(status === 413 ? "payload_too_large" : status === 415 ? "unsupported_media_type" : "bad_request", message, {
      status,
      details: { results },
    });
  }
  return Response.json({ results }, { status: 202 });
});

export const GET = route({ label, query: interviewQuery }, async ({ ownerId, query }) =>
  Response.json({ sources: await interviewMaterialStatus(ownerId, query.interviewId) }),
);

export const DELETE = route({ label, query: documentQuery }, async ({ ownerId, query }) => {
  if (!(await removeInterviewMaterial(ownerId, query.interviewId, query.sourceId))) {
    throw new AppError("not_found", "That document is not attached to this interview.");
  }
  return new Response(null, { status: 204 });
});
