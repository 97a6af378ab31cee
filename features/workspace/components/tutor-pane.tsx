"use client";

import { StandInNote } from "@/components/chat/stand-in-note";
import { isStandIn } from "@/lib/ai/text-protocol/stand-in-mark";
import { isToolUIPart } from "@/lib/ai/browser/ui-parts";
import { proposalsAnswered } from "@/lib/ai/browser/dead-tool-parts";
import { Fragment, useCallback, useEffect, useRef, useState } from "react";
import { prepareChatEngine, useDeferredChat, type ChatEngine } from "@/hooks/use-deferred-chat";
import { LazyMarkdown as Markdown } from "@/components/lazy-markdown";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { clientErrorMessage } from "@/lib/http/client-error-message";
import { workspaceMessageMetadataSchema, type FileReference } from "../contract";
import { clearTutorConversation, getTutorConversation, getTutorState } from "../api/tutor-conversation";
import { chatUrl } from "../api/workspace-requests";
import { bodyFor, refLabel, writtenPaths, type TutorMessage } from "../lib/tutor-request";
import { preloadMotion } from "@/components/motion/motion-loader";
import { LazyToolPartCard as ToolPartCard, preloadToolPartCard } from "./lazy-tool-part-card";
import type { WorkspaceExtensions, WorkspaceHost } from "./workspace-extensions";
import { tutorMessages } from "./workspace-messages";
import { ClaimMarks } from "./claim-marks";
import { TutorComposer } from "./tutor-composer";
import { useFollowLatest } from "../hooks/use-follow-latest";
import { useTutorPanel } from "../hooks/use-tutor-panel";

/** The learner turns to the tutor: fetch what a reply needs (the engine, its cards, motion) before it comes. */
function prepareTutor() {
  prepareChatEngine();
  void preloadToolPartCard().catch(() => undefined);
  preloadMotion();
}

export function TutorPane({
  courseId,
  reference,
  onClearReference,
  onPasteReference,
  onWrote,
  onTurnEnd,
  fileVersions,
  extensions = {},
  host,
  openPath = null,
}: {
  courseId: string;
  reference: FileReference | null;
  onClearReference: () => void;
  /** A paste of editor text: it becomes the reference chip instead of text. */
  onPasteReference: (reference: FileReference) => void;
  onWrote: (paths: string[]) => void;
  /** Every finished turn (it may have recorded practice answers the page shows elsewhere). */
  onTurnEnd?: () => void;
  /** The learner's files and their versions now, once the tree is loaded: a pending proposal made on another version no longer applies. */
  fileVersions?: ReadonlyMap<string, number>;
  /** Other features' tool parts, answer text and status line (composed in app/); the host they act through. */
  extensions?: WorkspaceExtensions;
  host?: WorkspaceHost;
  /** The file open in the editor, sent with each message ("is line 3 right?" means a line of it). */
  openPath?: string | null;
}) {
  const t = useMessages(tutorMessages);
  const [draft, setDraft] = useState("");
  // Guided or "just explain" (sent with each message), and the latest of each data part the tutor streamed.
  const { mode, setMode, modeRef, data, onData } = useTutorPanel(courseId);
  const openPathRef = useRef(openPath);
  // The AI SDK loads after the page (useDeferredChat); its transport class comes with it.
  const transport = useCallback(
    ({ DefaultChatTransport }: ChatEngine) =>
      new DefaultChatTransport<TutorMessage>({
        api: chatUrl(courseId),
        prepareSendMessagesRequest: ({ messages, trigger }) => ({ body: bodyFor(messages, trigger, modeRef.current, openPathRef.current) }),
      }),
    [courseId, modeRef],
  );
  const onWroteRef = useRef(onWrote);
  const onTurnEndRef = useRef(onTurnEnd);
  useEffect(() => {
    onWroteRef.current = onWrote;
    onTurnEndRef.current = onTurnEnd;
    openPathRef.current = openPath;
  });
  const { messages, setMessages, sendMessage, regenerate, addToolApprovalResponse, status, error, stop } = useDeferredChat<TutorMessage>({
    id: `workspace-${courseId}`,
    transport,
    messageMetadataSchema: workspaceMessageMetadataSchema,
    sendAutomaticallyWhen: proposalsAnswered,
    onData,
    onFinish: ({ message }) => {
      const paths = writtenPaths(message);
      if (paths.length) onWroteRef.current(paths);
      onTurnEndRef.current?.();
    },
  });

  useEffect(() => {
    let live = true;
    void getTutorState(courseId).then((stored) => {
      if (!live || !stored) return;
      setMessages(stored.messages);
      // A panel beside the tutor (the guided ladder) shows where the last turn left it, not empty until the next.
      for (const [type, data] of Object.entries(stored.data)) onData({ type, data });
    });
    return () => {
      live = false;
    };
  }, [courseId, setMessages, onData]);

  // All of it comes on intent, not with the page; a proposal waiting for approval will be answered.
  const awaiting = messages.some((message) => message.parts.some((part) => isToolUIPart(part) && part.state === "approval-requested"));
  useEffect(() => {
    if (awaiting) prepareTutor();
  }, [awaiting]);

  // The list stays on the latest message as answers stream in, unless the learner scrolled up to read.
  const { ref: listRef, follow: followLatest } = useFollowLatest<HTMLOListElement>();
  const busy = status === "submitted" || status === "streaming";
  const problem = clientErrorMessage(error);
  const lastUserText = [...messages].reverse().find((message) => message.role === "user");

  function send(text: string, references: FileReference[]) {
    if (!text.trim() || busy) return;
    void sendMessage({ text: text.trim(), metadata: { references } });
    followLatest();
    setDraft("");
    onClearReference();
  }

  async function newConversation() {
    await clearTutorConversation(courseId);
    setMessages([]);
  }

  return (
    <section className="flex h-full min-h-0 flex-col" aria-label={t.heading} data-testid="tutor-pane">
      <div className="flex items-center justify-between border-b border-line px-3 py-2">
        <h2 className="text-sm font-semibold">{t.heading}</h2>
        <button type="button" className="text-xs text-fg-muted hover:text-fg" onClick={() => void newConversation()} disabled={busy}>
          {t.newConversation}
        </button>
      </div>
      {host && extensions.tutorStatus ? (
        <div className="border-b border-line px-3 py-1 text-xs text-fg-muted">{extensions.tutorStatus(host)}</div>
      ) : null}
      {extensions.tutorPanel?.({ data, mode, setMode, send: (text) => send(text, []), busy })}
      <ol ref={listRef} className="min-h-0 flex-1 space-y-3 overflow-auto p-3" data-testid="tutor-messages">
        {messages.length === 0 ? <li className="text-sm text-fg-muted">{t.empty}</li> : null}
        {messages.map((message) => (
          <li
            key={message.id}
            data-role={message.role}
            data-testid="tutor-message"
            className={message.role === "user" ? "ml-6 rounded-lg bg-accent-soft p-2 text-sm" : "space-y-2 text-sm"}
          >
            {message.role === "user" ? (
              <>
                {(message.metadata?.references ?? []).map((chip) => (
                  <span
                    key={refLabel(chip)}
                    className="mr-1 inline-block rounded bg-surface px-1.5 font-mono text-xs"
                    data-testid="message-chip"
                  >
                    {refLabel(chip)}
                  </span>
                ))}
                {/* Only the learner's words: the reference blocks after them are for the tutor. */}
                <p className="whitespace-pre-wrap">{message.parts.find((part) => part.type === "text")?.text}</p>
              </>
            ) : (
              message.parts.map((part, index) => {
                if (part.type === "text")
                  return (
                    <Fragment key={index}>
                      {(host && extensions.renderAnswerText?.(part.text, message, host)) ?? <Markdown demoteH1>{part.text}</Markdown>}
                      <StandInNote shown={isStandIn(part.providerMetadata)} text={t.standIn} />
                    </Fragment>
                  );
                if (!isToolUIPart(part)) return null;
                // Another feature's tool (searchMaterial …) renders through its extension; the rest as workspace cards.
                const card = (
                  <ToolPartCard
                    part={part}
                    courseId={courseId}
                    onApproval={(id, approved) => void addToolApprovalResponse({ id, approved })}
                    onUndone={(path) => onWrote([path])}
                    fileVersions={fileVersions}
                    live={busy}
                    t={t}
                  />
                );
                return <Fragment key={index}>{(host && extensions.renderToolPart?.(part, host, { message, index })) ?? card}</Fragment>;
              })
            )}
            {message.role === "assistant" ? <ClaimMarks marks={message.metadata?.claims} t={t} /> : null}
          </li>
        ))}
        {status === "submitted" ? <li className="text-xs text-fg-muted">{t.thinking}</li> : null}
        {problem ? (
          <li role="alert" className="text-sm text-danger" data-testid="tutor-error">
            {problem.code === "network" ? t.networkError : t.error({ message: problem.message || problem.code })}{" "}
            {lastUserText ? (
              <button
                type="button"
                className="underline"
                data-testid="tutor-retry"
                onClick={() => {
                  if (busy) return;
                  // Never sent (the connection was down): the server has nothing to retry, so the message goes again.
                  if (problem.code === "network" && messages.at(-1) === lastUserText) {
                    setMessages(messages.slice(0, -1));
                    const text = lastUserText.parts.map((part) => (part.type === "text" ? part.text : "")).join("");
                    return void sendMessage({ text, metadata: lastUserText.metadata });
                  }
                  // A retry continues after what the failed turn already did (an applied edit stays, with its
                  // diff card): the stream carries only the new parts, so the whole message is read back after it.
                  void regenerate().then(async () => {
                    const stored = await getTutorConversation(courseId);
                    if (stored) setMessages(stored);
                  });
                }}
              >
                {t.retry}
              </button>
            ) : null}
          </li>
        ) : null}
      </ol>
      <TutorComposer
        draft={draft}
        onDraft={setDraft}
        reference={reference}
        onClearReference={onClearReference}
        onPasteReference={onPasteReference}
        onSend={() => send(draft, reference ? [reference] : [])}
        busy={busy}
        onStop={() => void stop()}
        onPrepare={prepareTutor}
      />
    </section>
  );
}
