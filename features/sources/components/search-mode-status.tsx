"use client";

import { useEffect, useState } from "react";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { safeJsonParse } from "@/lib/safe-json";
import { searchModeSchema, type SearchMode } from "../contract";
import { materialMessages } from "./material-messages";

/** The tutor's status line: which material search is active (keyword, or keyword + semantic), and why not when it says. */
export function SearchModeStatus({ courseId }: { courseId: string }) {
  const t = useMessages(materialMessages);
  const [mode, setMode] = useState<SearchMode | null>(null);
  useEffect(() => {
    let live = true;
    void fetch(`/api/courses/${encodeURIComponent(courseId)}/sources`, { cache: "no-store" })
      .then((response) => (response.ok ? response.text() : ""))
      .then((body) => {
        const parsed = searchModeSchema.safeParse((safeJsonParse(body) as { search?: unknown } | null)?.search);
        if (live && parsed.success) setMode(parsed.data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [courseId]);
  if (!mode) return null;
  const label = mode.mode === "hybrid" ? t.modeHybrid({ model: mode.embeddingModel ?? "?" }) : t.modeKeyword;
  return (
    <span data-testid="tutor-search-mode" data-mode={mode.mode}>
      {label}
      {mode.note ? ` — ${mode.note}` : ""}
    </span>
  );
}
