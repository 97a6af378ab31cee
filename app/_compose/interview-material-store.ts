import {
  attachInterviewSources,
  linkInterviewSourcesToCourse,
  listInterviewSources,
  readInterviewSources,
  removeInterviewSource,
} from "@/features/sources/server/interview-sources";
import type { InterviewMaterialStore } from "./interview-material";

/**
 * The store behind /create's attached material: the sources feature keeps the
 * documents as sources of the interview (no course yet), ingests them like any
 * upload, and moves them to the course when its outline is saved.
 */
export const defaultInterviewMaterialStore: InterviewMaterialStore = {
  attach: (db, ownerId, interviewId, files) => attachInterviewSources(db, ownerId, interviewId, files),
  status: listInterviewSources,
  read: readInterviewSources,
  linkToCourse: linkInterviewSourcesToCourse,
  remove: removeInterviewSource,
};
