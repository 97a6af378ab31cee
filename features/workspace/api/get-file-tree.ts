"use client";

import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { toApiError } from "@/lib/api/api-error";
import type { FileEntry } from "../contract";
import { courseUrl, workspaceKeys, workspaceRequest, workspaceSchemas } from "./workspace-requests";

export type TreeState =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "error"; message: string }
  | { status: "ready"; files: FileEntry[]; folders: string[] };

export async function getFileTree(courseId: string) {
  return workspaceRequest(`${courseUrl(courseId)}/files`, { schema: async () => (await workspaceSchemas()).fileTreeResponseSchema });
}

export function getFileTreeQueryOptions(courseId: string) {
  return queryOptions({ queryKey: workspaceKeys.tree(courseId), queryFn: () => getFileTree(courseId) });
}

/** The file tree, loaded from the server and refreshed after every write (the learner's or the tutor's). */
export function useWorkspaceTree(courseId: string) {
  const client = useQueryClient();
  const query = useQuery(getFileTreeQueryOptions(courseId));
  const error = query.error ? toApiError(query.error) : null;
  // A failed refresh keeps the tree on screen; a 404 (no such course) wins.
  const tree: TreeState =
    error?.status === 404
      ? { status: "not-found" }
      : query.data
        ? { status: "ready", files: query.data.files, folders: query.data.folders }
        : error
          ? { status: "error", message: error.message }
          : { status: "loading" };
  const refresh = useCallback(() => client.refetchQueries({ queryKey: workspaceKeys.tree(courseId), exact: true }), [client, courseId]);
  return { tree, refresh };
}
