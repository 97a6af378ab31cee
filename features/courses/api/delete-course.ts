"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/api-client";
import { toApiError } from "@/lib/api/api-error";
import type { CourseSummary } from "../contract";
import { courseKeys, courseUrl } from "./course-requests";

/** Deletes a course; already gone (another tab deleted it) is what the learner wanted. */
export async function deleteCourse(courseId: string): Promise<void> {
  try {
    await apiRequest(courseUrl(courseId), { method: "DELETE" });
  } catch (caught) {
    const error = toApiError(caught);
    if (!error.notFound) throw error;
  }
}

/**
 * Deletes on the server, then removes the card (not before: the dialog shows
 * a failure and the course stays). A refresh already on its way is cancelled,
 * so its older answer cannot bring the card back.
 */
export function useDeleteCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: async (_nothing, courseId) => {
      await client.cancelQueries({ queryKey: courseKeys.list(), exact: true });
      client.setQueryData<CourseSummary[]>(courseKeys.list(), (courses) => courses?.filter((course) => course.id !== courseId));
      client.removeQueries({ queryKey: courseKeys.course(courseId), exact: true });
    },
  });
}
