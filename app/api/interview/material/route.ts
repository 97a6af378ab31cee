import {
  attachInterviewMaterial,
  interviewMaterialStatus,
  MATERIAL_REQUEST_LIMIT_BYTES,
  removeInterviewMaterial,
} from "@/app/_compose/interview-material";
import { MAX_MATERIAL_DOCUMENTS } from "@/features/interview/lib/research-material";
import { documentQuery, interviewQuery, materialUpload, wholeUploadRefusal } from "@/features/sources/server/interview-material-http";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route-context";
import { refuseOtherMethods } from "@/lib/http/request-guard";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Documents attached on /create before the interview starts ("build a course
 * from this chapter"): POST multipart (`interviewId` + one or more `file`) →
 * 202 with one outcome per file; GET ?interviewId= → their statuses; DELETE
 * ?interviewId=&id= → 204. All owner-scoped: another browser's ids are not found.
 */
const label = "api/interview/material";

export const POST = route(
  { label, body: materialUpload(MATERIAL_REQUEST_LIMIT_BYTES, MAX_MATERIAL_DOCUMENTS) },
  async ({ ownerId, body }) => {
    const results = await attachInterviewMaterial(ownerId, body.interviewId, body.files);
    const refusal = wholeUploadRefusal(results);
    if (refusal) throw refusal;
    return Response.json({ results }, { status: 202 });
  },
);

export const GET = route({ label, query: interviewQuery }, async ({ ownerId, query }) =>
  Response.json({ sources: await interviewMaterialStatus(ownerId, query.interviewId) }),
);

export const DELETE = route({ label, query: documentQuery }, async ({ ownerId, query }) => {
  if (!(await removeInterviewMaterial(ownerId, query.interviewId, query.sourceId))) {
    throw new AppError("not_found", { en: "That document is not attached to this interview.", zh: "这份文档没有附在这次访谈上。" });
  }
  return new Response(null, { status: 204 });
});

// Uploads skip the proxy (lib/http/api-routes.ts, `uploads`), so this module refuses the other methods itself.
export const { PUT, PATCH, OPTIONS } = refuseOtherMethods("/api/interview/material", ["GET", "POST", "DELETE"]);
