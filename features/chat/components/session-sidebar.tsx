"use client";
import Download from "lucide-react/icons/download";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import X from "lucide-react/icons/x";

import { useRef, useState, type ChangeEvent, type ReactNode } from "react";
import type { ChatSession } from "../lib/chat-records";
import { resolveMask } from "../lib/masks";
import type { ChatStrings } from "./chat-messages";
import { MaskIcon } from "./mask-icon";
import { SessionTime } from "./session-time";

export interface SidebarProps {
  sessions: ChatSession[];
  activeId: string | null;
  query: string;
  onQuery: (query: string) => void;
  onNew: () => void;
  onOpen: (id: string) => void;
  onRename: (id: string, title: string) => void;
  onDelete: (id: string) => void;
  onExport: (ids?: string[]) => void;
  onImport: (file: File) => void;
  /** The last import's outcome, shown under the buttons. */
  notice: { kind: "ok" | "error"; text: string } | null;
  open: boolean;
  onClose: () => void;
  strings: ChatStrings;
}

/** Sessions, newest first: search by title, rename inline, delete with confirm, export / import. */
export function SessionSidebar(props: SidebarProps) {
  const { strings } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) props.onImport(file);
  };
  return (
    <>
      {props.open && <div className="fixed inset-0 z-30 bg-black/30 md:hidden" onClick={props.onClose} aria-hidden />}
      <nav
        aria-label={strings.sessions}
        data-testid="session-sidebar"
        className={`${props.open ? "fixed inset-y-0 left-0 z-40 flex w-[85vw] max-w-xs shadow-xl" : "hidden"} flex-col border-r border-line bg-surface md:static md:z-auto md:flex md:w-72 md:max-w-none md:shrink-0 md:shadow-none`}
      >
        <div className="flex items-center gap-2 p-3">
          <button
            type="button"
            onClick={props.onNew}
            className="inline-flex flex-1 items-center justify-center gap-1.5 rounded-lg bg-accent px-3 py-2 text-sm font-medium text-accent-fg hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            data-testid="new-chat"
          >
            <Plus aria-hidden="true" className="size-4" />
            {strings.newChat}
          </button>
          <button
            type="button"
            onClick={props.onClose}
            className="inline-flex size-11 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-2 md:hidden"
            aria-label={strings.closeSidebar}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="px-3">
          <input
            type="search"
            value={props.query}
            onChange={(event) => props.onQuery(event.target.value)}
            placeholder={strings.searchPlaceholder}
            aria-label={strings.searchPlaceholder}
            className="w-full rounded-lg border border-line bg-canvas px-3 py-1.5 text-sm text-fg outline-none focus:border-accent"
            data-testid="session-search"
          />
        </div>
        <ul className="mt-2 min-h-0 flex-1 space-y-0.5 overflow-y-auto px-2" data-testid="session-list">
          {props.sessions.length === 0 && (
            <li className="px-2 py-3 text-sm text-fg-muted">
              {props.query.trim() ? strings.noMatches({ query: props.query.trim() }) : strings.noSessions}
            </li>
          )}
          {props.sessions.map((session) => (
            <SessionRow key={session.id} session={session} active={session.id === props.activeId} {...props} />
          ))}
        </ul>
        <div className="border-t border-line p-3">
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => props.onExport()}
              className="rounded-lg border border-line px-2.5 py-1.5 text-xs text-fg hover:bg-surface-2"
              data-testid="export-all"
            >
              {strings.exportAll}
            </button>
            <button
              type="button"
              onClick={() => fileInput.current?.click()}
              className="rounded-lg border border-line px-2.5 py-1.5 text-xs text-fg hover:bg-surface-2"
              data-testid="import-button"
            >
              {strings.importChats}
            </button>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              className="sr-only"
              tabIndex={-1}
              onChange={onFile}
              data-testid="import-input"
              aria-label={strings.importChats}
            />
          </div>
          {props.notice && (
            <p
              role={props.notice.kind === "error" ? "alert" : "status"}
              className={`mt-2 text-xs ${props.notice.kind === "error" ? "text-danger" : "text-fg-muted"}`}
              data-testid="import-notice"
              data-kind={props.notice.kind}
            >
              {props.notice.text}
            </p>
          )}
        </div>
      </nav>
    </>
  );
}

function SessionRow(props: SidebarProps & { session: ChatSession; active: boolean }) {
  const { session, strings } = props;
  const [mode, setMode] = useState<"view" | "rename" | "confirm-delete">("view");
  const [draft, setDraft] = useState(session.title);
  const title = session.title || strings.untitled;
  const mask = resolveMask(session.maskId);

  if (mode === "rename") {
    const commit = () => {
      if (draft.trim()) props.onRename(session.id, draft);
      setMode("view");
    };
    return (
      <li className="px-1 py-1">
        <input
          autoFocus
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") commit();
            if (event.key === "Escape") setMode("view");
          }}
          onBlur={commit}
          aria-label={strings.renameLabel}
          maxLength={120}
          className="w-full rounded-md border border-accent bg-canvas px-2 py-1 text-sm text-fg outline-none"
          data-testid="session-rename-input"
        />
      </li>
    );
  }
  if (mode === "confirm-delete") {
    return (
      <li className="rounded-lg bg-danger-soft p-2 text-xs text-danger" role="alertdialog" aria-label={strings.delete}>
        <p>{strings.confirmDelete({ title })}</p>
        <div className="mt-2 flex gap-2">
          <button
            type="button"
            autoFocus
            onClick={() => props.onDelete(session.id)}
            className="rounded-md bg-danger px-2.5 py-1 font-medium text-white"
            data-testid="session-delete-confirm"
          >
            {strings.delete}
          </button>
          <button type="button" onClick={() => setMode("view")} className="rounded-md px-2.5 py-1 text-fg hover:bg-surface-2">
            {strings.cancel}
          </button>
        </div>
      </li>
    );
  }
  return (
    <li
      className={`group relative flex items-center gap-1 rounded-lg ${props.active ? "bg-accent-soft" : "hover:bg-surface-2"}`}
      data-testid="session-item"
      data-session-id={session.id}
      data-active={props.active}
    >
      <button
        type="button"
        onClick={() => props.onOpen(session.id)}
        aria-current={props.active ? "true" : undefined}
        // The whole title: up to two lines here, all of it on hover (title) and to screen readers.
        title={title}
        className={`min-w-0 flex-1 px-2 pt-2 text-left text-sm md:pb-2 ${props.active ? "font-medium text-accent-ink" : "text-fg"}`}
        data-testid="session-open"
      >
        <span className="line-clamp-2 break-words" data-testid="session-title">
          <MaskIcon name={mask.icon} className="mr-1.5 inline size-4 align-[-3px]" />
          {title}
        </span>
        {/* On a phone the time shares its line with the actions (pr-36 keeps it clear of them). */}
        <span className="block max-md:flex max-md:min-h-11 max-md:items-center max-md:pr-36">
          <SessionTime at={session.updatedAt} justNow={strings.justNow} />
        </span>
      </button>
      {/* Over the row, so the title has its whole width: by the time on a phone, at the end on hover or focus on a desktop. */}
      <div
        className={`absolute right-1 flex rounded-md max-md:bottom-0 md:inset-y-0 md:items-center md:opacity-0 md:group-focus-within:opacity-100 md:group-hover:opacity-100 ${props.active ? "md:bg-accent-soft" : "md:bg-surface-2"}`}
      >
        <IconButton
          label={strings.rename}
          onClick={() => {
            setDraft(session.title);
            setMode("rename");
          }}
          testId="session-rename"
        >
          <Pencil className="size-4" />
        </IconButton>
        <IconButton label={strings.exportOne} onClick={() => props.onExport([session.id])} testId="session-export">
          <Download className="size-4" />
        </IconButton>
        <IconButton label={strings.delete} onClick={() => setMode("confirm-delete")} testId="session-delete">
          <Trash2 className="size-4" />
        </IconButton>
      </div>
    </li>
  );
}

function IconButton({ label, onClick, testId, children }: { label: string; onClick: () => void; testId: string; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="inline-flex size-8 items-center justify-center rounded-md text-fg-muted hover:bg-surface-2 hover:text-fg max-md:size-11"
      data-testid={testId}
    >
      <span aria-hidden>{children}</span>
    </button>
  );
}
