"use client";

import { useState } from "react";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { toApiError } from "@/lib/api/api-error";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { useEditableQuestion, useEditQuestion } from "../api/own-questions";
import type { EditableQuestion, QuestionEdit } from "../contract-own";
import { ownQuestionMessages, type OwnQuestionStrings } from "./own-question-messages";

const field = "w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm";
const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** Edits one question in a dialog: its wording, and its answer as its kind has one (the server checks both). */
export function QuestionEditor({ itemId, onClose }: { itemId: string; onClose: () => void }) {
  const t = useMessages(ownQuestionMessages);
  const state = useEditableQuestion(itemId);
  return (
    <ModalDialog title={t.editTitle} onClose={onClose} testId="question-editor">
      {state.status === "loading" ? <p role="status">{t.loading}</p> : null}
      {state.status === "error" || state.status === "not-found" ? (
        <p role="alert">{t.loadFailed({ message: state.status === "error" ? state.error.message : "404" })}</p>
      ) : null}
      {state.status === "ready" ? <EditForm key={state.data.id} question={state.data} onClose={onClose} t={t} /> : null}
    </ModalDialog>
  );
}

function EditForm({ question, onClose, t }: { question: EditableQuestion; onClose: () => void; t: OwnQuestionStrings }) {
  const edit = useEditQuestion();
  const [prompt, setPrompt] = useState(question.prompt);
  const [answer, setAnswer] = useState(question.answer);
  const [accepted, setAccepted] = useState(question.accepted.join("\n"));
  const [keyPoints, setKeyPoints] = useState(question.keyPoints.join("\n"));
  const [options, setOptions] = useState(question.options ?? []);
  const [saved, setSaved] = useState<EditableQuestion | null>(null);

  function changes(): QuestionEdit {
    const change: QuestionEdit = {};
    if (prompt !== question.prompt) change.prompt = prompt;
    if (question.kind === "choice") {
      if (JSON.stringify(options) !== JSON.stringify(question.options)) change.options = options;
      if (answer !== question.answer) change.answer = answer;
    } else if (answer !== question.answer) change.answer = answer;
    if (question.kind === "cloze" && lines(accepted).join("\n") !== question.accepted.join("\n")) change.accepted = lines(accepted);
    if (question.kind === "short" && lines(keyPoints).join("\n") !== question.keyPoints.join("\n")) change.keyPoints = lines(keyPoints);
    return change;
  }

  async function save() {
    const change = changes();
    if (Object.keys(change).length === 0) return onClose();
    setSaved(await edit.mutateAsync({ itemId: question.id, edit: change }).catch(() => null));
  }

  const error = edit.error ? toApiError(edit.error).message : null;
  return (
    <form
      className="flex max-h-[65vh] flex-col gap-3 overflow-y-auto text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className="text-xs text-fg-muted">{t.rule({ citation: question.citation })}</p>
      <label className="flex flex-col gap-1">
        {t.prompt}
        <textarea className={field} rows={3} value={prompt} onChange={(event) => setPrompt(event.target.value)} data-testid="edit-prompt" />
      </label>
      {question.kind === "choice" ? (
        <fieldset className="flex flex-col gap-2">
          <legend>{t.options}</legend>
          {options.map((option, index) => (
            <div key={index} className="flex flex-col gap-1 rounded-lg border border-line p-2">
              <input
                className={field}
                aria-label={t.option({ n: index + 1 })}
                value={option.text}
                onChange={(event) => {
                  const text = event.target.value;
                  if (option.text === answer) setAnswer(text);
                  setOptions(options.map((other, at) => (at === index ? { ...other, text } : other)));
                }}
              />
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="right-option"
                  checked={option.text === answer}
                  onChange={() => {
                    setAnswer(option.text);
                    setOptions(
                      options.map((other, at) => ({ ...other, misconception: at === index ? null : (other.misconception ?? "") })),
                    );
                  }}
                />
                {t.rightOption}
              </label>
              {option.text !== answer ? (
                <input
                  className={field}
                  aria-label={t.misconception}
                  placeholder={t.misconception}
                  value={option.misconception ?? ""}
                  onChange={(event) =>
                    setOptions(options.map((other, at) => (at === index ? { ...other, misconception: event.target.value } : other)))
                  }
                />
              ) : null}
            </div>
          ))}
        </fieldset>
      ) : (
        <label className="flex flex-col gap-1">
          {question.kind === "short" ? t.modelAnswer : t.answer}
          <textarea
            className={field}
            rows={2}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            data-testid="edit-answer"
          />
        </label>
      )}
      {question.kind === "cloze" ? (
        <label className="flex flex-col gap-1">
          {t.accepted}
          <textarea
            className={field}
            rows={2}
            value={accepted}
            onChange={(event) => setAccepted(event.target.value)}
            data-testid="edit-accepted"
          />
        </label>
      ) : null}
      {question.kind === "short" ? (
        <label className="flex flex-col gap-1">
          {t.keyPoints}
          <textarea className={field} rows={4} value={keyPoints} onChange={(event) => setKeyPoints(event.target.value)} />
        </label>
      ) : null}
      {error ? (
        <p role="alert" className="text-danger">
          {t.saveFailed({ message: error })}
        </p>
      ) : null}
      {saved ? (
        <p role="status" data-testid="edit-saved">
          {saved.replaced ? t.savedAfresh : t.saved}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} className="min-h-11 rounded-lg border border-line px-4">
          {saved ? t.close : t.cancel}
        </button>
        {saved ? null : (
          <button
            type="submit"
            disabled={edit.isPending}
            className="min-h-11 rounded-lg bg-accent px-4 font-medium text-accent-fg"
            data-testid="edit-save"
          >
            {edit.isPending ? t.saving : t.save}
          </button>
        )}
      </div>
    </form>
  );
}
