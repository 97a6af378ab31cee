"use client";

import type { EditorStrings } from "./editor-messages";
import { IconButton } from "./icon-button";
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from "./icons";

interface MoveControl {
  onMove: () => void;
  disabled: boolean;
  /** Shown (and explained on click) when the move is not allowed; omit for a plain disabled button. */
  disabledReason?: string | null;
  focusId: string;
}

/**
 * The move up / move down / remove buttons of one outline item, shared by
 * modules and chapters so both behave (and are tested) the same way.
 */
export function ItemControls(props: {
  title: string;
  t: EditorStrings;
  up: MoveControl;
  down: MoveControl;
  remove: { label: string; onRemove: () => void; disabledReason: string | null; testId: string; focusId: string };
  onExplain: (reason: string) => void;
}) {
  const { title, t, up, down, remove, onExplain } = props;
  return (
    <div className="flex items-center">
      <IconButton
        label={t.moveItemUp({ title })}
        icon={<ArrowUpIcon />}
        onClick={up.onMove}
        disabled={up.disabled}
        disabledReason={up.disabledReason}
        onExplain={onExplain}
        data-testid="move-up"
        focusId={up.focusId}
      />
      <IconButton
        label={t.moveItemDown({ title })}
        icon={<ArrowDownIcon />}
        onClick={down.onMove}
        disabled={down.disabled}
        disabledReason={down.disabledReason}
        onExplain={onExplain}
        data-testid="move-down"
        focusId={down.focusId}
      />
      <IconButton
        label={remove.label}
        icon={<TrashIcon />}
        tone="danger"
        onClick={remove.onRemove}
        disabledReason={remove.disabledReason}
        onExplain={onExplain}
        data-testid={remove.testId}
        focusId={remove.focusId}
      />
    </div>
  );
}
