export type ReaderJob = { type: "pdf" | "docx"; bytes: Uint8Array } | { type: "html"; html: string };

export interface ReadParts {
  parts: string[];
  paged: boolean;
  title?: string;
}

export function readParts(job: ReaderJob): Promise<ReadParts>;
