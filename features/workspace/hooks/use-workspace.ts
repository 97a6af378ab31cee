"use client";

import { useCallback, useEffect, useState } from "react";
import type { FileEntry } from "../contract";
import { WorkspaceApiError, workspaceApi } from "../api/workspace-client";

export type TreeState =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "error"; message: string }
  | { status: "ready"; files: FileEntry[]; folders: string[] };

/** The file tree, loaded from the server and refreshed after every write (the learner's or the tutor's). */
export function useWorkspaceTree(courseId: string) {
  const [tree, setTree] = useState<TreeState>({ status: "loading" });
  const refresh = useCallback(async () => {
    try {
      const { files, folders } = await workspaceApi.tree(courseId);
      setTree({ status: "ready", files, folders });
    } catch (error) {
      if (error instanceof WorkspaceApiError && error.status === 404) setTree({ status: "not-found" });
      else
        setTree((now) =>
          now.status === "ready" ? now : { status: "error", message: error instanceof Error ? error.message : String(error) },
        );
    }
  }, [courseId]);
  useEffect(() => {
    // Loading on mount is the point of this effect; the state it sets comes from the server.
    const timer = setTimeout(() => void refresh(), 0);
    return () => clearTimeout(timer);
  }, [refresh]);
  return { tree, refresh };
}

/** Which pane a phone shows. */
export type PhoneTab = "files" | "editor" | "tutor";

export function useIsPhone(): boolean {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(max-width: 767px)");
    const update = () => setPhone(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return phone;
}
