"use client";

import type { MaskId } from "../lib/chat-limits";
import { MASKS } from "../lib/masks";
import type { ChatStrings } from "./chat-messages";
import { MaskIcon } from "./mask-icon";

/** A new session's persona picker: the five masks; the chosen one is highlighted. */
export function MaskGuide({ selected, onSelect, strings }: { selected: MaskId; onSelect: (id: MaskId) => void; strings: ChatStrings }) {
  return (
    <section className="animate-rise mx-auto w-full max-w-2xl px-4 py-8" aria-labelledby="mask-guide-title" data-testid="mask-guide">
      <h2 id="mask-guide-title" className="text-xl font-semibold text-fg">
        {strings.guideTitle}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{strings.guideHint}</p>
      <div className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" role="radiogroup" aria-label={strings.maskLabel}>
        {MASKS.map((mask) => {
          const chosen = mask.id === selected;
          return (
            <button
              key={mask.id}
              type="button"
              role="radio"
              aria-checked={chosen}
              onClick={() => onSelect(mask.id)}
              data-testid="mask-card"
              data-mask={mask.id}
              data-selected={chosen}
              className={`flex items-start gap-3 rounded-xl border p-4 text-left transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ${
                chosen
                  ? "border-accent bg-accent-soft text-accent-ink"
                  : "border-line bg-surface text-fg hover:border-line-strong hover:bg-surface-2"
              }`}
            >
              <MaskIcon name={mask.icon} className="mt-0.5 size-6" />
              <span className="min-w-0">
                <span className="block font-medium">{strings.masks[mask.id].name}</span>
                <span className={`mt-0.5 block text-sm ${chosen ? "text-accent-ink" : "text-fg-muted"}`}>
                  {strings.masks[mask.id].description}
                </span>
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
