import "server-only";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { normalizeStoredText } from "@/lib/stored-text";
import { SOURCE_LIMITS, SUPPORTED_SOURCE_TYPES, type SourcesCreatedResponse, type SourceSummary } from "../contract";
import { checkUpload, type UploadRefusal } from "../lib/upload-check";
import { newSourceId, storableSourceText } from "./source-rows";
import { insertSources, remainingSourceSlots, type NewSource, type SourceTarget } from "./source-queries";

export interface UploadedFile {
  fileName: string;
  declaredType: string | undefined;
  bytes: Uint8Array;
}

type Outcome = SourcesCreatedResponse["results"][number];

/** The last path segment, cleaned (no path tricks, controls or markup survive as anything but text). */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).filter(Boolean).at(-1) ?? "";
  return normalizeStoredText(base, { clipTo: SOURCE_LIMITS.titleLength }) || "untitled";
}

function titleFrom(fileName: string): string {
  const stem = fileName.replace(/\.[A-Za-z0-9]{1,8}$/, "").trim();
  return normalizeStoredText(stem || fileName, { clipTo: SOURCE_LIMITS.titleLength }) || "Untitled";
}

const refused = (fileName: string, error: AppError): Outcome => ({
  ok: false,
  fileName,
  status: error.status,
  code: error.code,
  message: error.message,
});

function refusalError(refusal: UploadRefusal): AppError {
  if (refusal === "too-large")
    return new AppError("payload_too_large", {
      en: `This file is larger than ${SOURCE_LIMITS.fileBytes / (1024 * 1024)} MB.`,
      zh: `这个文件超过了 ${SOURCE_LIMITS.fileBytes / (1024 * 1024)} MB。`,
    });
  if (refusal === "empty") return new AppError("bad_request", { en: "This file is empty.", zh: "这个文件是空的。" });
  const kinds = Object.keys(SUPPORTED_SOURCE_TYPES).join(", ");
  return new AppError("unsupported_media_type", {
    en: `This kind of file cannot be read. Upload ${kinds}.`,
    zh: `无法读取这种文件。请上传 ${kinds}。`,
  });
}

/**
 * Checks each file on its own (size 413, type 415, empty 400, the course's source limit 413)
 * and queues the good ones; one bad file never stops the others. Outcomes are in request order.
 */
export async function acceptUploads(
  db: Database,
  ownerId: string,
  target: SourceTarget,
  files: readonly UploadedFile[],
): Promise<Outcome[]> {
  if (files.length > SOURCE_LIMITS.filesPerRequest) {
    throw new AppError("payload_too_large", {
      en: `Upload at most ${SOURCE_LIMITS.filesPerRequest} files at once.`,
      zh: `一次最多上传 ${SOURCE_LIMITS.filesPerRequest} 个文件。`,
    });
  }
  let slots = await remainingSourceSlots(db, ownerId, target);
  const outcomes: (Outcome | null)[] = [];
  const accepted: { index: number; item: NewSource }[] = [];
  files.forEach((file, index) => {
    const fileName = cleanFileName(file.fileName);
    const check = checkUpload({ fileName, declaredType: file.declaredType, size: file.bytes.byteLength, head: file.bytes });
    if (!check.ok) return outcomes.push(refused(fileName, refusalError(check.refusal)));
    if (slots <= 0) {
      const limit = SOURCE_LIMITS.sourcesPerCourse;
      return outcomes.push(
        refused(
          fileName,
          new AppError("payload_too_large", {
            en: `A course holds at most ${limit} sources; remove one first.`,
            zh: `一门课程最多 ${limit} 份资料；请先移除一份。`,
          }),
        ),
      );
    }
    slots -= 1;
    outcomes.push(null);
    accepted.push({
      index,
      item: { kind: "upload", title: titleFrom(fileName), fileName, type: check.type, bytes: file.bytes.byteLength, upload: file.bytes },
    });
  });
  const created = await insertSources(
    db,
    ownerId,
    target,
    accepted.map((entry) => entry.item),
    accepted.map(() => newSourceId("src")),
  );
  accepted.forEach((entry, position) => {
    outcomes[entry.index] = { ok: true, fileName: entry.item.fileName ?? "", source: created[position]! };
  });
  return outcomes.map((outcome) => outcome!);
}

/** Pasted text becomes a source like an upload (queued, then split and indexed by the worker). */
export async function acceptPaste(
  db: Database,
  ownerId: string,
  target: SourceTarget,
  paste: { title: string; text: string },
): Promise<SourceSummary> {
  const title = normalizeStoredText(paste.title, { clipTo: SOURCE_LIMITS.titleLength });
  if (!title)
    throw new AppError("bad_request", {
      en: "Give the pasted text a title with at least one visible character.",
      zh: "请给粘贴的文本起一个至少含一个可见字符的标题。",
    });
  const text = storableSourceText(paste.text);
  if (!text.trim()) throw new AppError("bad_request", { en: "The pasted text is empty.", zh: "粘贴的文本是空的。" });
  if ((await remainingSourceSlots(db, ownerId, target)) <= 0) {
    throw new AppError("payload_too_large", {
      en: `A course holds at most ${SOURCE_LIMITS.sourcesPerCourse} sources; remove one first.`,
      zh: `一门课程最多 ${SOURCE_LIMITS.sourcesPerCourse} 份资料；请先移除一份。`,
    });
  }
  const bytes = new TextEncoder().encode(text).byteLength;
  const [created] = await insertSources(
    db,
    ownerId,
    target,
    [{ kind: "paste", title, fileName: null, type: "txt", bytes, pastedText: text }],
    [newSourceId("src")],
  );
  return created!;
}
