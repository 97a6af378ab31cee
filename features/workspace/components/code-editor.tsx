"use client";

import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { Compartment, EditorSelection, EditorState, type Extension } from "@codemirror/state";
import { EditorView, highlightActiveLine, keymap, lineNumbers } from "@codemirror/view";
import { useEffect, useRef } from "react";
import { revealInScroller } from "@/lib/dom/reveal-in-scroller";
import { REFERENCE_MIME, referenceLabel, rememberCopy } from "../lib/copied-reference";

export interface LineSelection {
  start: number;
  end: number;
  text: string;
}

export interface CodeEditorProps {
  value: string;
  readOnly: boolean;
  /** Changes when another file (or another version from outside) is loaded: the document is replaced. */
  documentKey: string;
  onChange: (value: string) => void;
  onSave: () => void;
  onSelection: (selection: LineSelection | null) => void;
  /** The file's path: the editor's accessible name, and the path a copied selection refers to. */
  label: string;
  /** Lines to select and scroll into view (e.g. a citation opened here); a new `key` reveals again. */
  reveal?: { start: number; end: number; key: number } | null;
}

/*
 * Markdown editing support (markdown() over markdownLanguage): Enter continues
 * a list or quote, Backspace removes markup, a pasted URL over a selection
 * becomes a link, an HTML tag closes itself. The editor draws no syntax colours,
 * so none of it shows until the learner edits, and @codemirror/lang-markdown
 * brings lang-html, lang-css and lang-javascript with their grammars (~80 KB
 * gzip, more than the editor's own view). It is fetched when the pointer comes
 * over the editor or it gains focus, and joins the open editor then.
 */
let markdownEditing: Extension | undefined;
let loadingMarkdown: Promise<Extension> | undefined;
function loadMarkdownEditing(): Promise<Extension> {
  loadingMarkdown ??= import("@codemirror/lang-markdown").then(
    ({ markdown, markdownLanguage }) => (markdownEditing = markdown({ base: markdownLanguage })),
    (error: unknown) => {
      loadingMarkdown = undefined; // offline: the next focus tries again; plain editing works meanwhile
      throw error;
    },
  );
  return loadingMarkdown;
}

/**
 * CodeMirror 6 with line numbers and markdown editing support (loaded on
 * intent, above). Loaded with next/dynamic, ssr off. The editor owns its
 * document while the learner types; `documentKey` tells it when to take a new
 * one from outside (another file, the tutor's edit).
 */
export default function CodeEditor({ value, readOnly, documentKey, onChange, onSave, onSelection, label, reveal }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onSave, onSelection, value, label });
  // Declared before the effect that builds the editor, so that one always sees the latest props.
  useEffect(() => {
    callbacks.current = { onChange, onSave, onSelection, value, label };
  });

  // Set while a reveal (a citation opened here) waits for the editor to scroll to its lines.
  const revealing = useRef(false);
  // Set by the effect below: adds the markdown support to the open editor (once loaded).
  const prepareEditing = useRef<() => void>(() => {});

  useEffect(() => {
    if (!host.current) return;
    const language = new Compartment();
    const state = EditorState.create({
      doc: callbacks.current.value,
      extensions: [
        lineNumbers(),
        highlightActiveLine(),
        history(),
        language.of(markdownEditing ?? []),
        EditorView.lineWrapping,
        // A revealed range scrolls the editor alone (never the page or panes around it): centred, or its start on top when taller.
        EditorView.scrollHandler.of((editor, range) => {
          if (!revealing.current || !host.current) return false;
          revealing.current = false;
          const top = editor.documentTop + editor.lineBlockAt(range.from).top;
          const bottom = editor.documentTop + editor.lineBlockAt(range.to).bottom;
          revealInScroller(host.current, { top, bottom });
          return true;
        }),
        EditorState.readOnly.of(readOnly),
        EditorView.editable.of(!readOnly),
        EditorView.contentAttributes.of({ "aria-label": callbacks.current.label, "data-testid": "code-editor-content" }),
        keymap.of([
          {
            key: "Mod-s",
            preventDefault: true,
            run: () => {
              callbacks.current.onSave();
              return true;
            },
          },
          ...historyKeymap,
          ...defaultKeymap,
        ]),
        // A copy carries its lines: pasted into the tutor's input it becomes the same chip as "Ask the tutor".
        EditorView.domEventHandlers({
          copy: (event, editor) => {
            const range = editor.state.selection.main;
            if (range.empty || !event.clipboardData) return false;
            const doc = editor.state.doc;
            const start = doc.lineAt(range.from).number;
            const endLine = doc.lineAt(range.to);
            const end = range.to === endLine.from && endLine.number > start ? endLine.number - 1 : endLine.number;
            const text = doc.sliceString(range.from, range.to);
            const reference = { path: callbacks.current.label, start, end };
            event.clipboardData.setData("text/plain", text);
            event.clipboardData.setData(REFERENCE_MIME, referenceLabel(reference));
            rememberCopy(text, reference);
            event.preventDefault();
            return true;
          },
        }),
        EditorView.updateListener.of((update) => {
          if (update.focusChanged && update.view.hasFocus) prepareEditing.current();
          if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          if (update.selectionSet || update.docChanged) {
            const range = update.state.selection.main;
            if (range.empty) return callbacks.current.onSelection(null);
            const doc = update.state.doc;
            const start = doc.lineAt(range.from).number;
            // A selection ending at the very start of a line does not include that line.
            const endLine = doc.lineAt(range.to);
            const end = range.to === endLine.from && endLine.number > start ? endLine.number - 1 : endLine.number;
            callbacks.current.onSelection({ start, end, text: doc.sliceString(range.from, range.to) });
          }
        }),
      ],
    });
    const created = new EditorView({ state, parent: host.current });
    view.current = created;
    prepareEditing.current = () => {
      if (readOnly || language.get(created.state) === markdownEditing) return;
      loadMarkdownEditing().then(
        (support) => view.current === created && created.dispatch({ effects: language.reconfigure(support) }),
        () => undefined,
      );
    };
    return () => {
      created.destroy();
      view.current = null;
      prepareEditing.current = () => {};
    };
    // A new document (documentKey) or mode rebuilds the editor; value changes while typing do not.
  }, [documentKey, readOnly]);

  const revealKey = reveal?.key;
  const revealStart = reveal?.start;
  const revealEnd = reveal?.end;
  useEffect(() => {
    const editor = view.current;
    if (!editor || revealKey === undefined || revealStart === undefined || revealEnd === undefined) return;
    const doc = editor.state.doc;
    const first = doc.line(Math.min(Math.max(1, revealStart), doc.lines));
    const last = doc.line(Math.min(Math.max(first.number, revealEnd), doc.lines));
    revealing.current = true;
    editor.dispatch({
      selection: { anchor: first.from, head: last.to },
      effects: EditorView.scrollIntoView(EditorSelection.range(first.from, last.to), { y: "center" }),
    });
    // Runs when a new reveal arrives (or the editor mounts with one), never while the learner types.
  }, [revealKey, revealStart, revealEnd]);

  return (
    <div
      ref={host}
      onPointerEnter={() => prepareEditing.current()}
      className="nn-code-editor h-full min-h-0 overflow-auto text-sm"
      data-testid="code-editor"
    />
  );
}
