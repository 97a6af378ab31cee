/**
 * Said under what the offline stand-in wrote because the learner's model did not
 * answer that step (lib/ai/text-protocol/): never passed off as the model's work.
 * `shown`: the part carries the stand-in mark (isStandIn in lib/ai/text-protocol/stand-in-mark.ts).
 */
export function StandInNote({ shown, text }: { shown: boolean; text: string }) {
  if (!shown) return null;
  return (
    <p className="self-start px-1 text-xs text-fg-muted" role="note" data-testid="stand-in-note">
      {text}
    </p>
  );
}
