"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { Group, Panel, Separator, useDefaultLayout } from "react-resizable-panels";
import type { PhoneTab } from "../hooks/use-workspace";
import type { WorkspaceStrings } from "./workspace-messages";
import { OfflineModelNotice } from "@/components/offline-model-notice";

/** Pane sizes persist in localStorage; on the server (no localStorage) nothing is read or written. */
const paneStorage = {
  getItem: (key: string) => (typeof window === "undefined" ? null : window.localStorage.getItem(key)),
  setItem: (key: string, value: string) => {
    if (typeof window !== "undefined") window.localStorage.setItem(key, value);
  },
};

/** The workspace's frame: a header (back link, title, notice), then files | editor | tutor, or tabs on a phone. */
export function WorkspaceLayout({
  courseId,
  phone,
  tab,
  onTab,
  notice,
  onDismissNotice,
  filesPane,
  editorPane,
  tutorPane,
  t,
}: {
  courseId: string;
  phone: boolean;
  tab: PhoneTab;
  onTab: (tab: PhoneTab) => void;
  notice: string | null;
  onDismissNotice: () => void;
  filesPane: ReactNode;
  editorPane: ReactNode;
  tutorPane: ReactNode;
  t: WorkspaceStrings;
}) {
  const layout = useDefaultLayout({ id: "nexusnote-workspace", panelIds: ["files", "editor", "tutor"], storage: paneStorage });
  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-0 flex-col" data-testid="workspace">
      <OfflineModelNotice />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line px-3 py-2 text-sm">
        {/* inline-flex: a phone gives every link a 44 px tap height, and the words stay level with the title beside it. */}
        <Link
          href={`/courses/${encodeURIComponent(courseId)}`}
          className="inline-flex items-center text-accent-ink hover:underline"
          data-testid="workspace-back"
        >
          ← {t.backToCourse}
        </Link>
        <h1 className="font-semibold">{t.title}</h1>
        {notice ? (
          <button
            type="button"
            role="alert"
            className="ml-auto min-w-0 basis-full text-left text-danger sm:basis-auto"
            onClick={onDismissNotice}
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
                onClick={() => onTab(name)}
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
