"use client";

import type { UIMessage } from "ai";
import { getToolName, isReasoningUIPart, isTextUIPart, isToolUIPart } from "@/lib/ai/browser/ui-parts";
import { StandInNote } from "@/components/chat/stand-in-note";
import { isStandIn } from "@/lib/ai/text-protocol/stand-in-mark";
import { memo } from "react";
import { LazyMarkdown as Markdown } from "@/components/lazy-markdown";
import { linkedHrefs } from "../lib/linked-hrefs";
import { CHAT_TOOL } from "../tool-names";
import type { ChatStrings } from "./chat-messages";
import { DeepDiveCard, LookupCoursesCard, NotedChip, OfferOptionsCard, StartCourseCard } from "./lazy-tool-cards";

interface MessageListProps {
  messages: UIMessage[];
  strings: ChatStrings;
  /** The open option question's tool call, answered by a click. */
  pendingToolCallId: string | null;
  answerDisabled: boolean;
  onAnswer: (selected: string[]) => void;
}

function LearnerMessage({ message }: { message: UIMessage }) {
  const text = message.parts.map((part) => (isTextUIPart(part) ? part.text : "")).join("\n");
  return (
    // A learner's text is shown as text, never interpreted as markdown.
    <div
      className="max-w-[85%] self-end whitespace-pre-wrap break-words rounded-2xl rounded-tr-md bg-accent px-4 py-2.5 text-[15px] leading-relaxed text-accent-fg"
      data-testid="learner-message"
    >
      {text}
    </div>
  );
}

const AssistantMessage = memo(function AssistantMessage({
  message,
  strings,
  pendingToolCallId,
  answerDisabled,
  onAnswer,
}: Omit<MessageListProps, "messages"> & { message: UIMessage }) {
  // The course lookup's card leaves out the places the reply's text already links (each shown once).
  const linked = linkedHrefs(message.parts.map((part) => (isTextUIPart(part) ? part.text : "")));
  return (
    <div className="flex flex-col gap-3" data-testid="tutor-message" data-message-id={message.id}>
      {message.parts.map((part, index) => {
        const key = `${message.id}-${index}`;
        if (isTextUIPart(part)) {
          return part.text.trim() ? (
            <div
              key={key}
              className="max-w-full self-start rounded-2xl rounded-tl-md bg-surface px-4 py-2.5 text-[15px] leading-relaxed text-fg ring-1 ring-line sm:max-w-[85%]"
            >
              <Markdown demoteH1>{part.text}</Markdown>
              <StandInNote shown={isStandIn(part.providerMetadata)} text={strings.standIn} />
            </div>
          ) : null;
        }
        if (isReasoningUIPart(part)) {
          return part.text.trim() ? (
            <details key={key} className="self-start px-1 text-xs text-fg-muted" data-testid="reasoning">
              <summary className="cursor-pointer select-none">{strings.thinking}</summary>
              <p className="mt-1 whitespace-pre-wrap">{part.text}</p>
            </details>
          ) : null;
        }
        if (!isToolUIPart(part)) return null;
        const output = part.state === "output-available" ? part.output : undefined;
        switch (getToolName(part)) {
          case CHAT_TOOL.offerOptions:
            return (
              <OfferOptionsCard
                key={key}
                input={part.input}
                output={output}
                pending={part.state === "input-available" && part.toolCallId === pendingToolCallId}
                disabled={answerDisabled}
                onAnswer={onAnswer}
                strings={strings}
              />
            );
          case CHAT_TOOL.deepDive:
            return (
              <DeepDiveCard
                key={key}
                input={part.input}
                output={output}
                state={part.state}
                preliminary={part.state === "output-available" && part.preliminary === true}
                errorText={part.state === "output-error" ? part.errorText : undefined}
                strings={strings}
              />
            );
          case CHAT_TOOL.lookupCourses:
            return <LookupCoursesCard key={key} input={part.input} output={output} linked={linked} strings={strings} />;
          case CHAT_TOOL.startCourse:
            return <StartCourseCard key={key} output={output} strings={strings} />;
          case CHAT_TOOL.updateLearnerNote:
            return part.state === "output-available" && part.preliminary !== true ? (
              <NotedChip key={key} output={output} strings={strings} />
            ) : null;
          default:
            return null;
        }
      })}
    </div>
  );
});

export function MessageList({ messages, ...rest }: MessageListProps) {
  return (
    <div className="flex flex-col gap-4" data-testid="chat-transcript">
      {messages.map((message) =>
        message.role === "user" ? (
          <LearnerMessage key={message.id} message={message} />
        ) : message.role === "assistant" ? (
          <AssistantMessage key={message.id} message={message} {...rest} />
        ) : null,
      )}
    </div>
  );
}
