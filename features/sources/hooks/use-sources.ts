"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { SOURCE_LIMITS, type SearchMode, type SourceStatus, type SourceSummary } from "../contract";
import { SourcesApiError, sourcesClient, type SourcesClient } from "../api/sources-client";
import { batches } from "../lib/upload-batches";

/** A file on its way up: shown as a row before the server knows it. */
export interface PendingUpload {
  key: string;
  fileName: string;
  bytes: number;
  /** 0..1 when the browser reports upload progress, else null ("uploading"). */
  progress: number | null;
}

/** One file the server (or the size check before sending) refused, with its own reason. */
export interface UploadRefusal {
  key: string;
  fileName: string;
  status: number;
  code: string;
  /** The server's sentence; empty when the UI should use its own (network, too large before sending). */
  message: string;
}

export type SourcesState =
  | { status: "loading" }
  | { status: "error"; error: SourcesApiError }
  | { status: "ready"; sources: SourceSummary[]; search: SearchMode; refreshError: SourcesApiError | null };

const SETTLED: ReadonlySet<SourceStatus> = new Set(["ready", "failed"]);
export const isSettled = (source: SourceSummary) => SETTLED.has(source.status);

export const POLL = { firstMs: 1000, maxMs: 10_000, factor: 1.6 } as const;

function asApiError(error: unknown): SourcesApiError {
  return error instanceof SourcesApiError ? error : new SourcesApiError("network", 0, "");
}

let keyCounter = 0;
const nextKey = (prefix: string) => `${prefix}-${(keyCounter += 1)}`;

/**
 * A course's sources: loaded once, then polled while any is still being read,
 * split or indexed — at 1 s, backing off ×1.6 up to 10 s while nothing
 * changes, back to 1 s when something does; paused while the tab is hidden;
 * stopped once every source is ready or failed. Uploads show as pending rows
 * (with progress) until the server answers with a source or a per-file refusal.
 */
export function useSources(courseId: string, { client = sourcesClient }: { client?: SourcesClient | undefined } = {}) {
  const [state, setState] = useState<SourcesState>({ status: "loading" });
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [refusals, setRefusals] = useState<UploadRefusal[]>([]);
  /** Status changes seen by the last refresh, for a polite announcement ("notes.pdf: Ready"). */
  const [changes, setChanges] = useState<Array<{ id: string; title: string; status: SourceStatus }>>([]);
  const known = useRef<Map<string, SourceStatus> | null>(null);
  const live = useRef(true);
  const delay = useRef<number>(POLL.firstMs);

  const refresh = useCallback(async () => {
    try {
      const { sources, search } = await client.list(courseId);
      if (!live.current) return;
      const before = known.current;
      known.current = new Map(sources.map((source) => [source.id, source.status]));
      const moved = before ? sources.filter((source) => before.has(source.id) && before.get(source.id) !== source.status) : [];
      // Something moved: look again soon. Nothing did: the backoff carries on.
      if (moved.length || (before && before.size !== sources.length)) delay.current = POLL.firstMs;
      if (moved.length) setChanges(moved.map((source) => ({ id: source.id, title: source.title, status: source.status })));
      setState({ status: "ready", sources, search, refreshError: null });
    } catch (error) {
      if (!live.current) return;
      const apiError = asApiError(error);
      setState((now) => (now.status === "ready" ? { ...now, refreshError: apiError } : { status: "error", error: apiError }));
    }
  }, [client, courseId]);

  useEffect(() => {
    live.current = true;
    const timer = setTimeout(() => void refresh(), 0);
    return () => {
      live.current = false;
      clearTimeout(timer);
    };
  }, [refresh]);

  const active = state.status === "ready" && state.sources.some((source) => !isSettled(source));
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const hidden = () => document.visibilityState === "hidden";
    const schedule = () => {
      clearTimeout(timer);
      if (stopped || hidden()) return;
      timer = setTimeout(() => {
        // Grow first: a refresh that sees something move sets it back to the fast interval.
        delay.current = Math.min(POLL.maxMs, Math.round(delay.current * POLL.factor));
        void refresh().finally(schedule);
      }, delay.current);
    };
    const onVisibility = () => {
      if (hidden()) return clearTimeout(timer);
      // Back on the tab: look now, then carry on from the fast interval.
      delay.current = POLL.firstMs;
      clearTimeout(timer);
      void refresh().finally(schedule);
    };
    delay.current = POLL.firstMs;
    schedule();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [active, refresh]);

  const adopt = useCallback((added: SourceSummary[]) => {
    if (added.length === 0) return;
    delay.current = POLL.firstMs;
    setState((now) => {
      if (now.status !== "ready") return now;
      const ids = new Set(added.map((source) => source.id));
      return { ...now, sources: [...now.sources.filter((source) => !ids.has(source.id)), ...added] };
    });
  }, []);

  const upload = useCallback(
    async (files: readonly File[]) => {
      const refused: UploadRefusal[] = [];
      const sendable: File[] = [];
      for (const file of files) {
        if (file.size > SOURCE_LIMITS.fileBytes)
          refused.push({ key: nextKey("refused"), fileName: file.name, status: 413, code: "payload_too_large", message: "" });
        else sendable.push(file);
      }
      if (refused.length) setRefusals((now) => [...now, ...refused]);
      for (const batch of batches(sendable)) {
        const rows = batch.map((file) => ({ key: nextKey("upload"), fileName: file.name, bytes: file.size, progress: null }));
        const keys = new Set(rows.map((row) => row.key));
        setPending((now) => [...now, ...rows]);
        try {
          const { results } = await client.upload(courseId, batch, {
            onProgress: (sent, total) =>
              setPending((now) => now.map((row) => (keys.has(row.key) ? { ...row, progress: total ? sent / total : null } : row))),
          });
          adopt(results.flatMap((result) => (result.ok ? [result.source] : [])));
          const failed = results.flatMap((result) =>
            result.ok
              ? []
              : [{ key: nextKey("refused"), fileName: result.fileName, status: result.status, code: result.code, message: result.message }],
          );
          if (failed.length) setRefusals((now) => [...now, ...failed]);
        } catch (error) {
          const apiError = asApiError(error);
          // No file accepted: the server lists each file's own refusal; else the request's reason goes to every file.
          const each = apiError.outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome]));
          const refusedNow = each.length
            ? each.map(({ fileName, status, code, message }) => ({ key: nextKey("refused"), fileName, status, code, message }))
            : batch.map((file) => ({
                key: nextKey("refused"),
                fileName: file.name,
                status: apiError.status,
                code: apiError.code,
                message: apiError.message,
              }));
          setRefusals((now) => [...now, ...refusedNow]);
        } finally {
          if (live.current) setPending((now) => now.filter((row) => !keys.has(row.key)));
        }
      }
      if (live.current && sendable.length) await refresh();
    },
    [adopt, client, courseId, refresh],
  );

  /** Adds pasted text; throws SourcesApiError (the dialog shows it and keeps the text). */
  const paste = useCallback(
    async (title: string, text: string) => {
      const { results } = await client.paste(courseId, { title, text });
      const [result] = results;
      if (!result) throw new SourcesApiError("invalid_response", 0, "");
      if (!result.ok) throw new SourcesApiError(result.code, result.status, result.message);
      adopt([result.source]);
      return result.source;
    },
    [adopt, client, courseId],
  );

  const patchLocal = useCallback((update: (sources: SourceSummary[]) => SourceSummary[]) => {
    setState((now) => (now.status === "ready" ? { ...now, sources: update(now.sources) } : now));
  }, []);

  /** Renames at once on screen; the old title comes back if the server refuses. */
  const rename = useCallback(
    async (source: SourceSummary, title: string) => {
      patchLocal((sources) => sources.map((one) => (one.id === source.id ? { ...one, title } : one)));
      try {
        const saved = await client.rename(courseId, source.id, title);
        patchLocal((sources) => sources.map((one) => (one.id === source.id ? saved : one)));
      } catch (error) {
        patchLocal((sources) => sources.map((one) => (one.id === source.id ? { ...one, title: source.title } : one)));
        throw asApiError(error);
      }
    },
    [client, courseId, patchLocal],
  );

  /** Removes at once on screen; the row comes back if the server refuses (a 404 means it is already gone). */
  const remove = useCallback(
    async (source: SourceSummary) => {
      patchLocal((sources) => sources.filter((one) => one.id !== source.id));
      try {
        await client.remove(courseId, source.id);
      } catch (error) {
        const apiError = asApiError(error);
        if (apiError.notFound) return;
        patchLocal((sources) => (sources.some((one) => one.id === source.id) ? sources : [...sources, source]));
        throw apiError;
      }
    },
    [client, courseId, patchLocal],
  );

  const dismissRefusal = useCallback((key: string) => setRefusals((now) => now.filter((one) => one.key !== key)), []);

  return { state, pending, refusals, changes, refresh, upload, paste, rename, remove, dismissRefusal };
}
