"use client";

import { useCallback, useMemo, useState } from "react";
import { MotionProvider } from "@/components/motion/motion-provider";
import { StatusPage } from "@/components/status-page";
import { useLocale, useMessages } from "@/lib/i18n/i18n-provider";
import { LEARNING_FILES, type FileReference, type FileResponse } from "../contract";
import { useWorkspaceTree } from "../api/get-file-tree";
import { getFile } from "../api/get-file";
import { exportUrl } from "../api/workspace-requests";
import { useFileActions } from "../hooks/use-file-actions";
import { useFileAutosave } from "../hooks/use-file-autosave";
import { useInitialFile } from "../hooks/use-initial-file";
import { useOpenFile } from "../hooks/use-open-file";
import { useMilestones, type MilestoneWrite } from "../hooks/use-milestones";
import type { Milestone } from "../lib/milestones";
import { useIsPhone, type PhoneTab } from "../hooks/use-workspace";
import { useWorkspaceView } from "../hooks/use-workspace-view";
import { EditorPane } from "./editor-pane";
import { FileDialogs } from "./file-dialogs";
import { FileTree } from "./file-tree";
import { MilestonesBar } from "./milestones-bar";
import { TutorPane } from "./tutor-pane";
import { EditorArea } from "./view-pane";
import type { MilestoneEvidence, WorkspaceExtensions, WorkspaceHost } from "./workspace-extensions";
import { WorkspaceLayout } from "./workspace-layout";
import { workspaceMessages } from "./workspace-messages";
import { PageQueries } from "@/lib/api/query-provider";
import { ApiError } from "@/lib/api/api-error";

/** /courses/[id]/workspace: file tree | editor (with the milestones bar) | tutor; tabs on a phone. */
export function WorkspacePage(props: { courseId: string; extensions?: WorkspaceExtensions }) {
  return (
    <PageQueries>
      <WorkspacePageContent {...props} />
    </PageQueries>
  );
}

function WorkspacePageContent({ courseId, extensions = {} }: { courseId: string; extensions?: WorkspaceExtensions }) {
  const t = useMessages(workspaceMessages);
  const { locale } = useLocale();
  const { tree, refresh } = useWorkspaceTree(courseId);
  const [reference, setReference] = useState<FileReference | null>(null);
  const [tab, setTab] = useState<PhoneTab>("editor");
  const [notice, setNotice] = useState<string | null>(null);
  // Tutor turns ended: each may have recorded quiz answers, so the milestones' evidence is read again.
  const [turns, setTurns] = useState(0);
  const phone = useIsPhone();
  // A view another feature shows (a source at its cited lines) covers the editor; on a phone it brings the editor tab up.
  const { view, host: viewHost } = useWorkspaceView(courseId, () => setTab("editor"));

  // The milestones bar reads milestones.md once the tree is there (and after every write to it).
  const milestonesVersion =
    tree.status === "ready" ? tree.files.find((file) => file.path === LEARNING_FILES.milestones)?.version : undefined;
  const { milestones, remember: rememberMilestones, toggle, claim } = useMilestones(courseId, milestonesVersion, locale);

  const onSaved = useCallback(
    (written: { path: string; version: number; content: string }) => {
      rememberMilestones(written);
      void refresh();
    },
    [refresh, rememberMilestones],
  );
  const editor = useFileAutosave(courseId, onSaved);
  const { load } = editor;

  // `show` brings the editor tab up on a phone; the file opened on arrival does not take the learner off the tab they chose.
  // The file last asked for is shown, whichever answer comes last (a click while guidance.md was still loading).
  const open = useOpenFile(
    useCallback((path: string) => getFile(courseId, path), [courseId]),
    useCallback(
      (file: FileResponse["file"], { show }: { show: boolean }) => {
        load(file);
        rememberMilestones(file);
        if (show) setTab("editor");
      },
      [load, rememberMilestones],
    ),
    setNotice,
  );

  // What the tutor's proposal cards check a proposal against: each learner file's version now.
  const fileVersions = useMemo(
    () => new Map(tree.status === "ready" ? tree.files.filter((file) => !file.readOnly).map((file) => [file.path, file.version]) : []),
    [tree],
  );

  // A tick is the server's to allow (practice evidence); a refusal says what is missing and shows as a notice.
  const settleMilestone = (milestone: Milestone, pending: Promise<MilestoneWrite | null>) =>
    void pending.then(
      (result) => {
        if (!result) return;
        if ("refused" in result) return setNotice(result.refused);
        onSaved(result.written);
        if (editor.file?.path === LEARNING_FILES.milestones) load(result.written);
      },
      (error: unknown) =>
        // The server's refusal is in English like every API message: the learner reads why in their language.
        error instanceof ApiError && error.code === "evidence_required"
          ? setNotice(t.tickNeedsEvidence({ milestone: milestone.title.split(" — ")[0]! }))
          : setNotice(error instanceof Error ? error.message : String(error)),
    );

  const fileActions = useFileActions({ courseId, refresh, load, openPath: editor.file?.path ?? null });

  // A citation of a chapter or learning file opens it here with the cited lines selected.
  const [reveal, setReveal] = useState<{ path: string; start: number; end: number; key: number } | null>(null);
  // The host extensions act through: the view host (a source in the editor's place) plus opening a file at lines.
  const openFile = useCallback(
    (path: string, lines?: { start: number; end: number }) => {
      viewHost.showView(null);
      void open(path).then(() => setReveal(lines ? { path, ...lines, key: Date.now() } : null));
    },
    [viewHost, open],
  );
  const host = useMemo<WorkspaceHost>(() => ({ ...viewHost, openFile }), [viewHost, openFile]);

  useInitialFile(
    tree.status === "ready" ? tree.files : null,
    (path) => open(path, { show: false }),
    (chip) => {
      setReference(chip);
      setTab("tutor");
    },
    // A citation's lines from outside (a reviewed question's): opened as a citation chip here opens them.
    openFile,
  );

  /** The tutor changed files: refresh the tree and, if the open file changed, load the new version. */
  const onTutorWrote = useCallback(
    async (paths: string[]) => {
      await refresh();
      const current = editor.file;
      if (current && paths.includes(current.path) && current.draft === current.saved) await open(current.path, { show: false });
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
      onOpen={(path) => {
        host.showView(null);
        void open(path);
      }}
      onCreate={fileActions.startCreate}
      onRename={fileActions.startRename}
      onDelete={fileActions.startDelete}
      exportHref={exportUrl(courseId)}
      section={extensions.treeSection?.(host)}
      t={t}
    />
  );
  const milestonesBar = (evidence: MilestoneEvidence | null) => (
    <MilestonesBar
      milestones={milestones}
      evidence={evidence}
      onOpen={() => void open(LEARNING_FILES.milestones)}
      onToggle={(milestone) => settleMilestone(milestone, toggle(milestone))}
      onClaim={(milestone) => settleMilestone(milestone, claim(milestone))}
      attemptsHref={`/courses/${encodeURIComponent(courseId)}#progress`}
      t={t}
    />
  );
  // Evidence comes from another feature (practice); read again when milestones.md changes or a tutor turn ends (a quiz answer).
  const Evidence = extensions.MilestoneEvidence;
  const editorPane = (
    <EditorArea view={view} onClose={() => host.showView(null)} closeLabel={t.closeView}>
      {Evidence ? (
        <Evidence courseId={courseId} refreshKey={`${milestonesVersion ?? 0}:${turns}`}>
          {milestonesBar}
        </Evidence>
      ) : (
        milestonesBar(null)
      )}
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
        courseId={courseId}
        SelectionTools={extensions.SelectionTools}
        t={t}
      />
    </EditorArea>
  );
  // One motion scope for the conversation: proposals and diffs arriving, the steps timeline folding.
  // On demand: nothing there moves before the learner turns to the tutor (TutorPane asks for it then).
  const tutorPane = (
    <MotionProvider onDemand>
      <TutorPane
        courseId={courseId}
        reference={reference}
        onClearReference={() => setReference(null)}
        onPasteReference={setReference}
        onWrote={onTutorWrote}
        onTurnEnd={() => setTurns((count) => count + 1)}
        fileVersions={tree.status === "ready" ? fileVersions : undefined}
        extensions={extensions}
        host={host}
        openPath={editor.file?.path ?? null}
      />
    </MotionProvider>
  );

  return (
    <>
      <FileDialogs actions={fileActions} t={t} />
      <WorkspaceLayout
        courseId={courseId}
        phone={phone}
        tab={tab}
        onTab={setTab}
        notice={notice}
        onDismissNotice={() => setNotice(null)}
        filesPane={filesPane}
        editorPane={editorPane}
        tutorPane={tutorPane}
        t={t}
      />
    </>
  );
}
