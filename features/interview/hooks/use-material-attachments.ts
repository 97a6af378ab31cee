"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { listMaterial } from "../api/list-material";
import { removeMaterial } from "../api/remove-material";
import { uploadMaterial } from "../api/upload-material";
import { watchQuery } from "@/lib/api/watch-query";
import {
  isSettled,
  MAX_MATERIAL_DOCUMENTS,
  materialStep,
  precheckFile,
  type AttachedDocument,
  type MaterialStep,
} from "../lib/material-attachment";

const POLL_MS = 1500;

/** Why the browser refused a file itself; the page turns it into a sentence. */
export type LocalRefusal = "too-large" | "unsupported" | "empty" | "too-many" | "network";

export interface Attachment {
  key: string;
  fileName: string;
  step: MaterialStep;
  /** The server's id once uploaded. */
  id: string | null;
  /** The server's reason (failed ingestion or a refused file)… */
  error: string | null;
  /** …or the browser's own. */
  refusal: LocalRefusal | null;
}

let counter = 0;
const keyOf = () => `att_${(counter += 1)}`;

function fromServer(attachment: Attachment, document: AttachedDocument): Attachment {
  const step = materialStep(document.status);
  return { ...attachment, id: document.id, step, error: step === "failed" ? (document.error ?? null) : null };
}

/**
 * Documents attached on /create before the interview starts: uploaded under
 * the interview's id, watched until each is ready (or failed, with the
 * reason), removable until the interview starts.
 */
export function useMaterialAttachments(interviewId: string) {
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const latest = useRef(attachments);
  useEffect(() => {
    latest.current = attachments;
  }, [attachments]);

  const removed = useRef(new Set<string>());
  const update = useCallback((key: string, change: (attachment: Attachment) => Attachment) => {
    setAttachments((current) => current.map((attachment) => (attachment.key === key ? change(attachment) : attachment)));
  }, []);

  const attach = useCallback(
    async (files: readonly File[]) => {
      let room = MAX_MATERIAL_DOCUMENTS - latest.current.filter((attachment) => attachment.step !== "failed").length;
      const added = files.map((file): { attachment: Attachment; file: File | null } => {
        const base: Attachment = { key: keyOf(), fileName: file.name, step: "failed", id: null, error: null, refusal: null };
        const refusal = precheckFile(file) ?? (room <= 0 ? "too-many" : null);
        if (refusal) return { attachment: { ...base, refusal }, file: null };
        room -= 1;
        return { attachment: { ...base, step: "uploading" }, file };
      });
      setAttachments((current) => [...current, ...added.map((entry) => entry.attachment)]);
      const uploads = added.filter((entry): entry is { attachment: Attachment; file: File } => entry.file !== null);
      if (uploads.length === 0) return;
      try {
        const outcomes = await uploadMaterial(
          interviewId,
          uploads.map((entry) => entry.file),
        );
        uploads.forEach(({ attachment }, index) => {
          const outcome = outcomes[index];
          // Removed while it was uploading: remove it on the server too, or it would go with the course.
          if (removed.current.has(attachment.key)) {
            if (outcome?.ok) void removeMaterial(interviewId, outcome.source.id).catch(() => undefined);
            return;
          }
          update(attachment.key, (current) =>
            outcome?.ok
              ? fromServer(current, outcome.source)
              : { ...current, step: "failed", error: outcome?.message ?? null, refusal: outcome ? null : "network" },
          );
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : "";
        for (const { attachment } of uploads) {
          update(attachment.key, (current) => ({
            ...current,
            step: "failed",
            error: message || null,
            refusal: message ? null : "network",
          }));
        }
      }
    },
    [interviewId, update],
  );

  const remove = useCallback(
    (key: string) => {
      const attachment = latest.current.find((candidate) => candidate.key === key);
      removed.current.add(key);
      setAttachments((current) => current.filter((candidate) => candidate.key !== key));
      // Removed on the server too, so it does not become a source of the course.
      if (attachment?.id) void removeMaterial(interviewId, attachment.id).catch(() => undefined);
    },
    [interviewId],
  );

  // Watch ingestion while anything uploaded is still being read.
  const watching = attachments.some((attachment) => attachment.id !== null && !isSettled(attachment.step));
  useEffect(() => {
    if (!watching) return;
    // Polled through TanStack Query, fetched only now: /create keeps it off its first load (lib/api/watch-query.ts).
    return watchQuery(
      {
        queryKey: ["interview-material", interviewId],
        queryFn: () => listMaterial(interviewId),
        rule: { active: () => true, firstMs: POLL_MS },
      },
      (documents) => {
        const byId = new Map(documents.map((document) => [document.id, document]));
        setAttachments((current) =>
          current.map((attachment) => {
            const document = attachment.id ? byId.get(attachment.id) : undefined;
            return document ? fromServer(attachment, document) : attachment;
          }),
        );
      },
    );
  }, [interviewId, watching]);

  const readyIds = attachments.flatMap((attachment) => (attachment.step === "ready" && attachment.id ? [attachment.id] : []));
  const pendingCount = attachments.filter((attachment) => !isSettled(attachment.step)).length;
  return { attachments, attach, remove, readyIds, pendingCount };
}
