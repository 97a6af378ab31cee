"use client";

import dynamic from "next/dynamic";
import { WorkspaceLoading } from "./page-loading";

/** /courses/[id]/workspace, in its own chunk with its data layer (./page-loading.tsx says why). */
export const WorkspacePage = dynamic(
  () => import("../[id]/workspace/workspace-with-sources").then((module) => module.WorkspaceWithSources),
  {
    loading: WorkspaceLoading,
  },
);
