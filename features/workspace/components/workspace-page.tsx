"use client";

import Link from "next/link";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Group, Panel, Separator, useDefaultLayout } from "react-resizable-panels";
import { StatusPage } from "@/components/status-page";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { LEARNING_FILES, type FileEntry, type FileReference } from "../contract";
import { workspaceApi } from "../api/workspace-client";
import { useFileAutosave } from "../hooks/use-file-autosave";
import { useInitialFile } from "../hooks/use-initial-file";
import { useIsPhone, useWorkspaceTree, type PhoneTab } from "../hooks/use-workspace";
import { parseMilestones, setMilestoneDone, type Milestone } from "../lib/milestones";
import { EditorPane } from "./editor-pane";
import { FileTree } from "./file-tree";
import { MilestonesBar } from "./milestones-bar";
import { TutorPane } from "./tutor-pane";
import type { WorkspaceExtensions, WorkspaceHost } from "./workspace-extensions";
import { workspaceMessages } from "./workspace-messages";

/** Pane sizes persist in localStorage; on the server (no localStorage) nothing is read or written. */
const paneStorage = {
  getItem: (key: string) => (typeof window === "undefined" ? null : window.localStorage.getItem(key)),
  setItem: (key: string, value: string) => {
    if (typeof window !== "undefined") window.localStorage.setItem(key, value);
  },
};

/** /courses/[id]/workspace: file tree | editor (with the milestones bar) | tutor; tabs on a phone. */
export function WorkspacePage({ courseId, extensions = {} }: { courseId: string; extensions?: WorkspaceExtensions }) {
  const t = useMessages(workspaceMessages);
  const { tree, refresh } = useWorkspaceTree(courseId);
  const [milestonesText, setMilestonesText] = useState<{ version: number; content: string } | null>(null);
  const [reference, setReference] = useState<FileReference | null>(null);
  const [tab, setTab] = useState<PhoneTab>("editor");
  const [notice, setNotice] = useState<string | null>(null);
  const phone = useIsPhone();
  const layout = useDefaultLayout({ id: "nexusnote-workspace", panelIds: ["files", "editor", "tutor"], storage: paneStorage });

  const onSaved = useCallback(
    (written: { path: string; version: number; content: string }) => {
      if (written.path === LEARNING_FILES.milestones) setMilestonesText({ version: written.version, content: written.content });
      void refresh();
    },
    [refresh],
  );
  const editor = useFileAutosave(courseId, onSaved);
  const { load } = editor;

  const open = useCallback(
    async (path: string) => {
      try {
        const { file } = await workspaceApi.read(courseId, path);
        load(file);
        if (path === LEARNING_FILES.milestones) setMilestonesText({ version: file.version, content: file.content });
        setTab("editor");
      } catch (error) {
        setNotice(error instanceof Error ? error.message : String(error));
      }
    },
    [courseId, load],
  );

  // The milestones bar reads milestones.md once the tree is there (and after every write to it).
  const milestonesEntry = tree.status === "ready" ? tree.files.find((file) => file.path === LEARNING_FILES.milestones) : undefined;
  const milestonesVersion = milestonesEntry?.version;
  useEffect(() => {
    if (milestonesVersion === undefined) return;
    let live = true;
    void workspaceApi.read(courseId, LEARNING_FILES.milestones).then(
      ({ file }) => live && setMilestonesText({ version: file.version, content: file.content }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [courseId, milestonesVersion]);
  const milestones = useMemo(() => (milestonesText ? parseMilestones(milestonesText.content) : []), [milestonesText]);

  async function toggle(milestone: Milestone) {
    if (!milestonesText) return;
    const updated = setMilestoneDone(milestonesText.content, milestone.index, !milestone.done);
    if (!updated.ok) return setNotice(updated.message);
    try {
      const { file } = await workspaceApi.write(courseId, {
        path: LEARNING_FILES.milestones,
        content: updated.content,
        baseVersion: milestonesText.version,
      });
      onSaved(file);
      if (editor.file?.path === LEARNING_FILES.milestones) load(file);
    } catch (error) {
      setNotice(error instanceof Error ? error.message : String(error));
    }
  }

  async function createFile() {
    const path = window.prompt(t.newFilePrompt, "notes/");
    if (!path) return;
    try {
      const { file } = await workspaceApi.write(courseId, { path, content: `# ${path.split("/").at(-1)?.replace(/\.md$/, "") ?? ""}\n` });
      await refresh();
      load(file);
    } catch (error) {
      setNotice(error instanceof Error ? error.message : String(error));
    }
  }
  async function renameFile(file: FileEntry) {
    const renameTo = window.prompt(t.renamePrompt, file.path);
    if (!renameTo || renameTo === file.path) return;
    try {
      const { file: renamed } = await workspaceApi.write(courseId, { path: file.path, renameTo, baseVersion: file.version });
      await refresh();
      if (editor.file?.path === file.path) load(renamed);
    } catch (error) {
      setNotice(error instanceof Error ? error.message : String(error));
    }
  }
  async function deleteFile(file: FileEntry) {
    if (!window.confirm(t.deleteConfirm({ path: file.path }))) return;
    try {
      await workspaceApi.remove(courseId, file.path, file.version);
      await refresh();
    } catch (error) {
      setNotice(error instanceof Error ? error.message : String(error));
    }
  }

  // A citation of a chapter or learning file opens it here with the cited lines selected.
  const [reveal, setReveal] = useState<{ path: string; start: number; end: number; key: number } | null>(null);
  // LEAD: sources-ui's useWorkspaceView supplies the real showView; merged, spread that host here and keep openFile.
  const viewHost = useMemo<WorkspaceHost>(() => ({ courseId, showView: () => undefined }), [courseId]);
  const host = useMemo<WorkspaceHost>(
    () => ({
      ...viewHost,
      openFile: (path, lines) => {
        viewHost.showView(null);
        void open(path).then(() => setReveal(lines ? { path, ...lines, key: Date.now() } : null));
      },
    }),
    [viewHost, open],
  );

  useInitialFile(tree.status === "ready" ? tree.files : null, open, (chip) => {
    setReference(chip);
    setTab("tutor");
  });

  /** The tutor changed files: refresh the tree and, if the open file changed, load the new version. */
  const onTutorWrote = useCallback(
    async (paths: string[]) => {
      await refresh();
      const current = editor.file;
      if (current && paths.includes(current.path) && current.draft === current.saved) await open(current.path);
    },
    [refresh, editor.file, open],
  );

  if (tree.status === "not-found") return <StatusPage eyebrow="404" title={t.notFoundTitle} body={t.notFoundBody} />;
  if (tree.status === "loading") return <p className="p-6 text-sm text-fg-muted">{t.loading}</p>;
  if (tree.status === "error") return <p className="p-6 text-sm text-danger">{t.loadFailed({ message: tree.message })}</p>;

  const filesPane = (
    <FileTree
      files={tree.files}
      folders={tree.folders}
      activePath={editor.file?.path ?? null}
      onOpen={(path) => void open(path)}
      onCreate={() => void createFile()}
      onRename={(file) => void renameFile(file)}
      onDelete={(file) => void deleteFile(file)}
      exportHref={workspaceApi.exportUrl(courseId)}
      t={t}
    />
  );
  const editorPane = (
    <div className="flex h-full min-h-0 flex-col">
      <MilestonesBar
        milestones={milestones}
        onOpen={() => void open(LEARNING_FILES.milestones)}
        onToggle={(milestone) => void toggle(milestone)}
        t={t}
      />
      <EditorPane
        file={editor.file}
        save={editor.save}
        documentKey={editor.documentKey}
        onEdit={editor.edit}
        onSaveNow={() => void editor.saveNow()}
        onResolve={editor.resolveConflict}
        onAsk={(chip) => {
          setReference(chip);
          setTab("tutor");
        }}
        reveal={reveal && reveal.path === editor.file?.path ? reveal : null}
        t={t}
      />
    </div>
  );
  const tutorPane = (
    <TutorPane
      courseId={courseId}
      reference={reference}
      onClearReference={() => setReference(null)}
      onPasteReference={setReference}
      onWrote={onTutorWrote}
      extensions={extensions}
      host={host}
    />
  );

  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-0 flex-col" data-testid="workspace">
      <div className="flex items-center gap-3 border-b border-line px-3 py-2 text-sm">
        <Link href={`/courses/${encodeURIComponent(courseId)}`} className="text-accent-ink hover:underline">
          ← {t.backToCourse}
        </Link>
        <h1 className="font-semibold">{t.title}</h1>
        {notice ? (
          <button
            type="button"
            role="alert"
            className="ml-auto truncate text-danger"
            onClick={() => setNotice(null)}
            data-testid="workspace-notice"
          >
            {notice} ×
          </button>
        ) : null}
      </div>
      {phone ? (
        <>
          <div role="tablist" className="flex border-b border-line" data-testid="phone-tabs">
            {(["files", "editor", "tutor"] as const).map((name) => (
              <button
                key={name}
                role="tab"
                type="button"
                aria-selected={tab === name}
                onClick={() => setTab(name)}
                className={`flex-1 py-2 text-sm ${tab === name ? "border-b-2 border-accent font-medium" : ""}`}
              >
                {name === "files" ? t.files : name === "editor" ? t.editor : t.tutor}
              </button>
            ))}
          </div>
          <div className="min-h-0 flex-1">
            <div className={tab === "files" ? "h-full" : "hidden"}>{filesPane}</div>
            <div className={tab === "editor" ? "h-full" : "hidden"}>{editorPane}</div>
            <div className={tab === "tutor" ? "h-full" : "hidden"}>{tutorPane}</div>
          </div>
        </>
      ) : (
        <Group
          orientation="horizontal"
          className="min-h-0 flex-1"
          defaultLayout={layout.defaultLayout}
          onLayoutChanged={layout.onLayoutChanged}
        >
          <Panel id="files" defaultSize="18" minSize="10">
            {filesPane}
          </Panel>
          <Separator className="w-1 bg-line hover:bg-accent" />
          <Panel id="editor" defaultSize="52" minSize="25">
            {editorPane}
          </Panel>
          <Separator className="w-1 bg-line hover:bg-accent" />
          <Panel id="tutor" defaultSize="30" minSize="18">
            {tutorPane}
          </Panel>
        </Group>
      )}
    </div>
  );
}
