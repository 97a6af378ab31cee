"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { LEARNING_FILES, type FileResponse } from "../contract";
import { getFile } from "../api/get-file";
import { writeFile } from "../api/write-file";
import type { Milestone, MilestoneUpdate } from "../lib/milestones";

type MilestoneLib = typeof import("../lib/milestones");
type WrittenFile = FileResponse["file"];
/** What a tick or a claim came to: the file written, or why it was refused (the learner reads it as a notice). */
export type MilestoneWrite = { written: WrittenFile } | { refused: string };

/**
 * The workspace's milestones: milestones.md read once the tree names its version (and again after
 * every write to it), parsed into the bar's items, and the bar's two writes — a tick (the server's
 * to allow, on practice evidence) and the learner's own claim. `remember` takes a version of the
 * file the page already has (opened or saved in the editor), so the bar follows it at once.
 */
export function useMilestones(courseId: string, version: number | undefined, locale: Locale) {
  const [text, setText] = useState<{ version: number; content: string } | null>(null);
  const lib = useMilestoneLib();
  const remember = useCallback((file: { path: string; version: number; content: string }) => {
    if (file.path === LEARNING_FILES.milestones) setText({ version: file.version, content: file.content });
  }, []);

  useEffect(() => {
    if (version === undefined) return;
    let live = true;
    void getFile(courseId, LEARNING_FILES.milestones).then(
      ({ file }) => live && remember(file),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [courseId, version, remember]);
  const milestones = useMemo(() => (text && lib ? lib.parseMilestones(text.content) : []), [text, lib]);

  async function write(change: (content: string) => MilestoneUpdate): Promise<MilestoneWrite | null> {
    if (!text) return null;
    const updated = change(text.content);
    if (!updated.ok) return { refused: updated.message };
    const { file } = await writeFile(courseId, { path: LEARNING_FILES.milestones, content: updated.content, baseVersion: text.version });
    return { written: file };
  }

  return {
    milestones,
    remember,
    /** Ticks or unticks a milestone; null while the file or its parser is not there yet. */
    toggle: async (milestone: Milestone) =>
      lib ? write((content) => lib.setMilestoneDone(content, milestone.index, !milestone.done)) : null,
    /** The learner's own claim on a milestone, in the page's language. */
    claim: async (milestone: Milestone) =>
      lib ? write((content) => lib.addOwnClaim(content, milestone.index, lib.OWN_CLAIM[locale])) : null,
  };
}

/** The milestones parser (remark + GFM), loaded after the page is up: it is not part of the first load. */
function useMilestoneLib(): MilestoneLib | null {
  const [lib, setLib] = useState<MilestoneLib | null>(null);
  useEffect(() => {
    let live = true;
    void import("../lib/milestones").then((module) => live && setLib(module));
    return () => {
      live = false;
    };
  }, []);
  return lib;
}
