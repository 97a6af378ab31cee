// No zod and no server code here: the /create page's first load and the file pickers read this
// module, and the sources feature's upload rule (features/sources/lib/upload-check.ts) builds on it,
// so the browser's pre-check and the server's answer come from the same lists.

/** Largest file a learner may upload, anywhere; over it → 413. */
export const UPLOAD_FILE_BYTES = 20 * 1024 * 1024;

/** The document types the ingester reads, with the media type each is stored under. */
export const UPLOAD_MEDIA_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  md: "text/markdown",
  txt: "text/plain",
  html: "text/html",
} as const;
export type UploadType = keyof typeof UPLOAD_MEDIA_TYPES;

/** Extensions that claim a document type (the bytes still decide, see detect-source-type). */
export const UPLOAD_EXTENSIONS: Readonly<Record<string, UploadType>> = {
  pdf: "pdf",
  docx: "docx",
  md: "md",
  markdown: "md",
  mdown: "md",
  mkd: "md",
  txt: "txt",
  text: "txt",
  html: "html",
  htm: "html",
  xhtml: "html",
};

/** Declared media types that claim a document type. */
export const UPLOAD_CLAIMED_MEDIA_TYPES: Readonly<Record<string, UploadType>> = {
  ...Object.fromEntries(Object.entries(UPLOAD_MEDIA_TYPES).map(([type, media]) => [media, type as UploadType])),
  "text/x-markdown": "md",
  "application/xhtml+xml": "html",
};

/**
 * Names whose extension is neither a document type above nor one of these plain-text formats are
 * refused even when the bytes decode as text: `setup.exe` that happens to start with "MZ" is a
 * program, not notes, and the learner is better told so than shown its bytes as a source.
 */
export const PLAIN_TEXT_EXTENSIONS: ReadonlySet<string> = new Set(
  "csv tsv json jsonl yaml yml toml ini cfg conf log rst adoc asciidoc org tex bib srt vtt xml py js ts tsx jsx c h cpp hpp java kt go rs rb php sh sql r m swift".split(
    " ",
  ),
);

/** The lower-cased extension of a file name (a path's last part), or undefined without one. */
export function fileExtension(fileName: string): string | undefined {
  const base = fileName.split(/[\\/]/).at(-1) ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0
    ? base
        .slice(dot + 1)
        .toLowerCase()
        .trim()
    : undefined;
}

/** The type a file's name, else its declared media type, claims. */
export function claimedUploadType(fileName: string, declaredType: string | undefined): UploadType | undefined {
  const extension = fileExtension(fileName);
  const fromName = extension === undefined ? undefined : UPLOAD_EXTENSIONS[extension];
  const media = declaredType?.split(";")[0]?.trim().toLowerCase();
  return fromName ?? (media ? UPLOAD_CLAIMED_MEDIA_TYPES[media] : undefined);
}

/** An extension that is neither a document type nor plain text (`.exe`, `.png`, `.xlsx`). */
export function hasForeignExtension(fileName: string): boolean {
  const extension = fileExtension(fileName);
  return extension !== undefined && !(extension in UPLOAD_EXTENSIONS) && !PLAIN_TEXT_EXTENSIONS.has(extension);
}

export type UploadPrecheck = "too-large" | "empty" | "unsupported" | null;

/**
 * What the browser can decide before uploading, from the size, the name and the declared type
 * alone, in the server rule's order. It refuses what the server would refuse whatever the bytes,
 * with one exception: the server reads a real PDF under any name (its `%PDF-` decides), which the
 * pre-check cannot see, so a PDF renamed `.png` is refused here. Everything else waits for the
 * server, which also reads the first bytes (a text file named `.pdf`, a spreadsheet named `.docx`).
 */
export function precheckUpload(file: { name: string; type: string; size: number }): UploadPrecheck {
  if (file.size > UPLOAD_FILE_BYTES) return "too-large";
  if (file.size === 0) return "empty";
  if (claimedUploadType(file.name, file.type) === undefined && hasForeignExtension(file.name)) return "unsupported";
  return null;
}

/** What a file picker offers (`<input accept>`): every extension and media type the rule reads. */
export const UPLOAD_ACCEPT = [
  ...[...Object.keys(UPLOAD_EXTENSIONS), ...PLAIN_TEXT_EXTENSIONS].map((extension) => `.${extension}`),
  ...Object.keys(UPLOAD_CLAIMED_MEDIA_TYPES),
].join(",");
