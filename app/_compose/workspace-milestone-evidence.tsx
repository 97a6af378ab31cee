"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { getMasteryQueryOptions } from "@/features/practice/api/get-mastery";
import type { MilestoneEvidence, MilestoneEvidenceProps } from "@/features/workspace/components/workspace-extensions";

/**
 * The workspace's milestones bar given the practice feature's mastery (GET /api/courses/:id/mastery):
 * each module's status by the evidence rule, the same one the server ticks milestones.md with, so the
 * bar and the course page tell the same truth. Read again when the workspace says evidence may have
 * changed (a tutor turn, a write of milestones.md); the last reading stays shown meanwhile. When it
 * cannot be read the bar shows what it did before (ticks alone).
 */
export function WorkspaceMilestoneEvidence({ courseId, refreshKey, children }: MilestoneEvidenceProps) {
  const query = useQuery(getMasteryQueryOptions(courseId));
  const { refetch } = query;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refetch();
  }, [refreshKey, refetch]);
  const data = query.data;
  const evidence = useMemo<MilestoneEvidence | null>(() => {
    if (!data) return null;
    const progress = `/courses/${encodeURIComponent(courseId)}`;
    return {
      // The course page's progress opens a module's counted attempts (app/_compose/milestone-evidence.ts links the same).
      href: `${progress}#progress`,
      modules: data.modules.map((module) => ({
        moduleIndex: module.moduleIndex,
        status: module.status,
        href: `${progress}?module=${module.moduleIndex + 1}#progress`,
      })),
    };
  }, [data, courseId]);
  return children(evidence);
}
