"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ModalDialog } from "@/components/ui/modal-dialog";
import type { FileActions } from "../hooks/use-file-actions";
import type { WorkspaceStrings } from "./workspace-messages";

const fileItem = (path: string) => document.querySelector<HTMLElement>(`[data-testid="file-item"][data-path="${CSS.escape(path)}"]`);
const newFileButton = () => document.querySelector<HTMLElement>('[data-testid="new-file"]');

/** The open file dialog (new, rename or delete), if any. */
export function FileDialogs({ actions, t }: { actions: FileActions; t: WorkspaceStrings }) {
  const { dialog } = actions;
  if (!dialog) return null;
  if (dialog.kind === "delete") {
    return (
      <ModalDialog
        title={t.deleteTitle}
        description={t.deleteConfirm({ path: dialog.file.path })}
        onClose={actions.close}
        returnFocus={newFileButton}
        testId="delete-dialog"
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void actions.submit();
          }}
        >
          <ActionError actions={actions} t={t} />
          <DialogButtons actions={actions} confirm={t.delete} t={t} />
        </form>
      </ModalDialog>
    );
  }
  const rename = dialog.kind === "rename" ? dialog.file : null;
  return (
    <PathDialog
      // A new key per target, so the typed text starts from this file's path.
      key={rename ? `rename:${rename.path}` : "create"}
      actions={actions}
      title={rename ? t.renameTitle : t.newFileTitle}
      label={rename ? t.renamePrompt : t.newFilePrompt}
      initial={rename ? rename.path : "notes/"}
      confirm={rename ? t.rename : t.create}
      testId={rename ? "rename-dialog" : "new-file-dialog"}
      t={t}
    />
  );
}

function PathDialog(props: {
  actions: FileActions;
  title: string;
  label: string;
  initial: string;
  confirm: string;
  testId: string;
  t: WorkspaceStrings;
}) {
  const { actions, t } = props;
  const [value, setValue] = useState(props.initial);
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The dialog (opened by ModalDialog's effect, which runs first) focused the field: the caret goes to the end,
  // so after "notes/" the name can be typed straight away.
  useEffect(() => {
    const field = input.current;
    field?.setSelectionRange(field.value.length, field.value.length);
  }, []);
  return (
    <ModalDialog
      title={props.title}
      onClose={actions.close}
      returnFocus={() => fileItem(value.trim()) ?? newFileButton()}
      testId={props.testId}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void actions.submit(value);
        }}
      >
        <label htmlFor={inputId} className="text-sm font-medium">
          {props.label}
        </label>
        <input
          id={inputId}
          ref={input}
          // showModal focuses the autofocus control.
          autoFocus
          value={value}
          onChange={(event) => setValue(event.target.value)}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={actions.error ? true : undefined}
          aria-describedby={actions.error ? errorId : undefined}
          className="mt-1 w-full rounded-lg border border-line bg-surface px-3 py-2 font-mono text-sm aria-invalid:border-danger"
          data-testid="path-input"
        />
        <ActionError actions={actions} t={t} id={errorId} />
        <DialogButtons actions={actions} confirm={props.confirm} t={t} />
      </form>
    </ModalDialog>
  );
}

function ActionError({ actions, t, id }: { actions: FileActions; t: WorkspaceStrings; id?: string }) {
  if (!actions.error) return null;
  const text = actions.error.source === "path" ? t.invalidPath : t.actionFailed;
  return (
    <p id={id} role="alert" className="mt-2 text-sm text-danger" data-testid="dialog-error">
      {text({ message: actions.error.message })}
    </p>
  );
}

function DialogButtons({ actions, confirm, t }: { actions: FileActions; confirm: string; t: WorkspaceStrings }) {
  return (
    <div className="mt-4 flex justify-end gap-2">
      <Button variant="secondary" size="sm" onClick={actions.close}>
        {t.cancel}
      </Button>
      <Button type="submit" size="sm" disabled={actions.busy} data-testid="dialog-confirm">
        {confirm}
      </Button>
    </div>
  );
}
