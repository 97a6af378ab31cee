import { lazyModule } from "@/lib/api/api-client";

/**
 * /api/interview/material: documents attached on /create before the interview
 * starts. The answers' schemas (zod/mini) load with the first answer, not with
 * the /create page; failures are ApiErrors whose message is the server's
 * sentence (empty when the server could not be reached).
 */
export const MATERIAL_URL = "/api/interview/material";

export const materialSchemas = lazyModule(() => import("../lib/material-schemas"));
