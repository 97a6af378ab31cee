import { AppError } from "@/lib/errors";
import type { InterviewMaterialStore } from "./interview-material";

/**
 * The store behind /create's attached material. The sources feature keeps the
 * documents (its `sources` table has an interview_id for material attached
 * before the course exists); THE LEAD WIRES IT HERE at merge, e.g.
 * `{ attach: attachInterviewSources, status: listInterviewSources, read: readInterviewSources,
 *    linkToCourse: linkInterviewSourcesToCourse, remove: deleteInterviewSource }`.
 * Until then attaching says plainly that it is not available, and nothing else changes.
 */
const unavailable = () => new AppError("internal", "Attaching material is not available on this server yet.", { status: 503 });

export const defaultInterviewMaterialStore: InterviewMaterialStore = {
  attach: async () => {
    throw unavailable();
  },
  status: async () => [],
  read: async () => [],
  // Nothing can have been attached, so there is nothing to link.
  linkToCourse: async () => {},
  remove: async () => false,
};
