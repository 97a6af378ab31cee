"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { ApiError, toApiError } from "@/lib/api/api-error";
import { SOURCE_LIMITS, type SearchMode, type SourceSummary } from "../contract";
import { deleteSourceMutationOptions } from "../api/delete-source";
import { getSourcesQueryOptions, type SourceChange, type SourcesList } from "../api/get-sources";
import { renameSourceMutationOptions } from "../api/rename-source";
import { sourcesOperations, type SourcesOperations } from "../api/sources-operations";
import { sourcesKeys, uploadRefusals } from "../api/sources-requests";
import { batches } from "../lib/upload-batches";

export { isSettled, POLL } from "../api/get-sources";

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
  | { status: "error"; error: ApiError }
  | { status: "ready"; sources: SourceSummary[]; search: SearchMode; refreshError: ApiError | null };

const NO_CHANGES: SourceChange[] = [];

let keyCounter = 0;
const nextKey = (prefix: string) => `${prefix}-${(keyCounter += 1)}`;

/**
 * A course's sources (getSourcesQueryOptions: polled while any is being
 * processed), with uploads shown as pending rows (with progress) until the
 * server answers with a source or a per-file refusal, and optimistic rename
 * and remove. `client`: the operations' fetchers (tests pass scripted ones).
 */
export function useSources(courseId: string, { client = sourcesOperations }: { client?: SourcesOperations | undefined } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery(getSourcesQueryOptions(queryClient, courseId, client.list));
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [refusals, setRefusals] = useState<UploadRefusal[]>([]);

  const error = query.error ? toApiError(query.error) : null;
  const state: SourcesState = query.data
    ? { status: "ready", sources: query.data.sources, search: query.data.search, refreshError: error }
    : error
      ? { status: "error", error }
      : { status: "loading" };

  const refresh = useCallback(
    () => queryClient.refetchQueries({ queryKey: sourcesKeys.list(courseId), exact: true }),
    [queryClient, courseId],
  );

  /** Sources the server just created join the list at once (and polling looks again soon: the list changed). */
  const adopt = useCallback(
    (added: SourceSummary[]) => {
      if (added.length === 0) return;
      const ids = new Set(added.map((source) => source.id));
      queryClient.setQueryData<SourcesList>(
        sourcesKeys.list(courseId),
        (list) => list && { ...list, sources: [...list.sources.filter((source) => !ids.has(source.id)), ...added] },
      );
    },
    [queryClient, courseId],
  );

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
          const apiError = toApiError(error);
          // No file accepted: the server lists each file's own refusal; else the request's reason goes to every file.
          const each = uploadRefusals(apiError).flatMap((outcome) => (outcome.ok ? [] : [outcome]));
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
          setPending((now) => now.filter((row) => !keys.has(row.key)));
        }
      }
      if (sendable.length) await refresh();
    },
    [adopt, client, courseId, refresh],
  );

  /** Adds pasted text; throws an ApiError (the dialog shows it and keeps the text). */
  const paste = useCallback(
    async (title: string, text: string) => {
      const { results } = await client.paste(courseId, { title, text });
      const [result] = results;
      if (!result) throw new ApiError("invalid_response", 0, "");
      if (!result.ok) throw new ApiError(result.code, result.status, result.message);
      adopt([result.source]);
      return result.source;
    },
    [adopt, client, courseId],
  );

  const renaming = useMutation(renameSourceMutationOptions(queryClient, courseId, client.rename));
  const removing = useMutation(deleteSourceMutationOptions(queryClient, courseId, client.remove));
  const { mutateAsync: renameAsync } = renaming;
  const { mutateAsync: removeAsync } = removing;
  /** Renames at once on screen; the old title comes back if the server refuses. */
  const rename = useCallback(async (source: SourceSummary, title: string) => void (await renameAsync({ source, title })), [renameAsync]);
  /** Removes at once on screen; the row comes back if the server refuses (a 404 means it is already gone). */
  const remove = useCallback(async (source: SourceSummary) => removeAsync(source), [removeAsync]);

  const dismissRefusal = useCallback((key: string) => setRefusals((now) => now.filter((one) => one.key !== key)), []);

  return { state, pending, refusals, changes: query.data?.changes ?? NO_CHANGES, refresh, upload, paste, rename, remove, dismissRefusal };
}
