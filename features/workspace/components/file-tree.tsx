"use client";

import type { ReactNode } from "react";
import type { FileEntry } from "../contract";
import type { WorkspaceStrings } from "./workspace-messages";

/** The files by folder: the learning files at the top, notes/, then the read-only chapters. */
export function FileTree({
  files,
  folders,
  activePath,
  onOpen,
  onCreate,
  onRename,
  onDelete,
  exportHref,
  section,
  t,
}: {
  files: FileEntry[];
  folders: string[];
  activePath: string | null;
  onOpen: (path: string) => void;
  onCreate: () => void;
  onRename: (file: FileEntry) => void;
  onDelete: (file: FileEntry) => void;
  exportHref: string;
  /** Another feature's section under the files (Sources); files dropped anywhere on the tree may go to it. */
  section?: ReactNode;
  t: WorkspaceStrings;
}) {
  const rootFiles = files.filter((file) => !file.path.includes("/"));
  const topFolders = folders.filter((folder) => !folder.includes("/"));
  const row = (file: FileEntry, depth: number) => (
    <li key={file.path} className="group flex items-center" style={{ paddingLeft: depth * 12 }}>
      <button
        type="button"
        onClick={() => onOpen(file.path)}
        data-testid="file-item"
        data-path={file.path}
        aria-current={file.path === activePath ? "true" : undefined}
        className={`min-w-0 flex-1 truncate rounded px-2 py-1 text-left text-sm hover:bg-surface-2 ${file.path === activePath ? "bg-accent-soft font-medium" : ""}`}
        title={file.readOnly ? `${file.path} (${t.readOnly})` : file.path}
      >
        {file.path.split("/").at(-1)}
      </button>
      {file.readOnly ? null : (
        <span className="hidden gap-1 group-hover:flex group-focus-within:flex">
          <button
            type="button"
            className="text-xs text-fg-muted hover:text-fg"
            onClick={() => onRename(file)}
            aria-label={`${t.rename} ${file.path}`}
          >
            {t.rename}
          </button>
          <button type="button" className="text-xs text-danger" onClick={() => onDelete(file)} aria-label={`${t.delete} ${file.path}`}>
            ×
          </button>
        </span>
      )}
    </li>
  );
  const folderBlock = (folder: string, depth: number): React.ReactNode => {
    const own = files.filter((file) => file.path.startsWith(`${folder}/`) && !file.path.slice(folder.length + 1).includes("/"));
    const children = folders.filter((candidate) => candidate.startsWith(`${folder}/`) && !candidate.slice(folder.length + 1).includes("/"));
    return (
      <li key={folder} data-testid="folder" data-path={folder}>
        <div className="px-2 py-1 text-xs font-semibold tracking-wide text-fg-muted uppercase" style={{ paddingLeft: depth * 12 + 8 }}>
          {folder.split("/").at(-1)}/
        </div>
        <ul>
          {children.map((child) => folderBlock(child, depth + 1))}
          {own.map((file) => row(file, depth + 1))}
        </ul>
      </li>
    );
  };
  return (
    // data-file-drop-root: the whole tree is the drop area for a section that takes dropped files (the Sources section).
    <nav className="flex h-full min-h-0 flex-col" aria-label={t.files} data-file-drop-root="">
      <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-2">
        <span className="text-sm font-semibold">{t.files}</span>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={onCreate}
            className="rounded px-2 py-0.5 text-xs font-medium text-accent-ink hover:bg-accent-soft"
            data-testid="new-file"
          >
            + {t.newFile}
          </button>
          <a
            href={exportHref}
            download
            className="rounded px-2 py-0.5 text-xs font-medium text-accent-ink hover:bg-accent-soft"
            data-testid="export-zip"
          >
            {t.export}
          </a>
        </div>
      </div>
      <ul className="min-h-0 flex-1 overflow-auto py-1">
        {rootFiles.map((file) => row(file, 0))}
        {topFolders
          .sort((a, b) => (a === "chapters" ? 1 : b === "chapters" ? -1 : a.localeCompare(b)))
          .map((folder) => folderBlock(folder, 0))}
      </ul>
      {section ? <div className="max-h-[50%] shrink-0 overflow-auto">{section}</div> : null}
    </nav>
  );
}
