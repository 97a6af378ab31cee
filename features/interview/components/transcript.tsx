"use client";

import { getToolName, isReasoningUIPart, isTextUIPart, isToolUIPart } from "@/lib/ai/browser/ui-parts";
import { StandInNote } from "@/components/chat/stand-in-note";
import { isStandIn } from "@/lib/ai/text-protocol/stand-in-mark";
import { TOOL } from "../tool-names";
import type { InterviewUIMessage } from "../agents/interview-agent";
import type { DesignedOutline, PresentOptionsInput, PresentOptionsOutput, ResearchBrief } from "../lib/interview-schemas";
import { LearnerBubble, TutorBubble } from "./chat-bubbles";
import type { InterviewStrings } from "./interview-messages";
import { OutlineCard } from "./outline-card";
import { ResearchIndicator } from "./research-indicator";

function describeAnswer(output: PresentOptionsOutput, strings: InterviewStrings): { text: string; muted: boolean } {
  if (output.skipped) return { text: strings.skipped, muted: true };
  if (output.selected) return { text: output.selected.join(" · "), muted: false };
  return { text: output.text ?? "", muted: false };
}

interface TranscriptProps {
  messages: InterviewUIMessage[];
  strings: InterviewStrings;
  /** Offered where a turn failed in a way that leaves no question to answer. */
  onRetry: (() => void) | null;
}

function AssistantParts({ message, strings, onRetry }: Omit<TranscriptProps, "messages"> & { message: InterviewUIMessage }) {
  return message.parts.map((part, index) => {
    const key = `${message.id}-${index}`;
    if (isTextUIPart(part)) return part.text.trim() ? <TutorBubble key={key}>{part.text}</TutorBubble> : null;
    if (isReasoningUIPart(part)) {
      return part.text.trim() ? (
        <details key={key} className="self-start px-1 text-xs text-fg-subtle">
          <summary className="cursor-pointer">{strings.thinking}</summary>
          <p className="mt-1 whitespace-pre-wrap">{part.text}</p>
        </details>
      ) : null;
    }
    if (!isToolUIPart(part)) return null;
    const toolName = getToolName(part);

    if (toolName === TOOL.researchTopic) {
      const input = part.input as { topic?: string } | undefined;
      const brief = part.state === "output-available" ? (part.output as ResearchBrief) : undefined;
      return <ResearchIndicator key={key} state={part.state} topic={input?.topic} brief={brief} strings={strings} />;
    }

    if (toolName === TOOL.presentOptions) {
      // While the input streams, `input` is a partial object: show the message as it grows.
      const input = part.input as Partial<PresentOptionsInput> | undefined;
      const answer = part.state === "output-available" ? describeAnswer(part.output as PresentOptionsOutput, strings) : null;
      return (
        <div key={key} className="flex flex-col gap-3">
          {input?.message ? <TutorBubble>{input.message}</TutorBubble> : null}
          <StandInNote shown={isStandIn(part.callProviderMetadata)} text={strings.standIn} />
          {answer ? <LearnerBubble muted={answer.muted}>{answer.text}</LearnerBubble> : null}
        </div>
      );
    }

    if (toolName === TOOL.designCurriculum) {
      if (part.state === "output-available") return <OutlineCard key={key} outline={part.output as DesignedOutline} strings={strings} />;
      if (part.state === "output-error") {
        return (
          <div key={key} className="flex items-center gap-3 px-1 text-sm text-danger" role="alert" data-testid="design-failed">
            <span>{strings.designFailed}</span>
            {onRetry && (
              <button
                type="button"
                onClick={onRetry}
                className="rounded-lg border border-line-strong px-3 py-1 text-fg hover:bg-surface-2"
                data-testid="retry-design"
              >
                {strings.retry}
              </button>
            )}
          </div>
        );
      }
      return (
        <p key={key} className="flex items-center gap-2 px-1 text-sm text-fg-subtle" role="status" data-testid="designing">
          <span className="inline-block h-2 w-2 animate-pulse rounded-full bg-indigo-500" aria-hidden />
          {strings.designing}
        </p>
      );
    }
    return null;
  });
}

export function Transcript({ messages, strings, onRetry }: TranscriptProps) {
  return (
    <div className="flex flex-col gap-3" data-testid="transcript">
      {messages.map((message) =>
        message.role === "user" ? (
          <LearnerBubble key={message.id}>{message.parts.map((part) => (isTextUIPart(part) ? part.text : "")).join("\n")}</LearnerBubble>
        ) : (
          <AssistantParts key={message.id} message={message} strings={strings} onRetry={onRetry} />
        ),
      )}
    </div>
  );
}
