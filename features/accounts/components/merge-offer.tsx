"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { accountMessages } from "./account-messages";

/**
 * Signed in on a browser whose guest had made courses: say so, and merge them only when asked.
 * "Not now" leaves them with the guest (the header's menu offers it again until sign-out).
 */
export function MergeOffer({ courses, onDone }: { courses: number; onDone: (merged: boolean) => void }) {
  const t = useMessages(accountMessages);
  const [state, setState] = useState<"idle" | "merging" | "failed">("idle");

  async function merge() {
    setState("merging");
    try {
      // Fetched when asked: the header carries this offer on every page, whose first load stays free of the API client.
      const { mergeGuest } = await import("../api/merge-guest");
      await mergeGuest();
      onDone(true);
    } catch {
      setState("failed");
    }
  }

  return (
    <section aria-labelledby="merge-offer-title" className="card flex flex-col gap-3 p-4" data-testid="merge-offer">
      <h2 id="merge-offer-title" className="text-base font-semibold text-fg">
        {t.merge.title}
      </h2>
      <p className="text-sm text-fg-muted">{t.merge.body({ courses })}</p>
      {state === "failed" ? (
        <p role="alert" className="text-sm text-danger">
          {t.errors.merge}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" onClick={() => void merge()} disabled={state === "merging"} data-testid="merge-guest" className="max-sm:h-11">
          {state === "merging" ? t.merge.adding : t.merge.add}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone(false)} disabled={state === "merging"} className="max-sm:h-11">
          {t.merge.later}
        </Button>
      </div>
      <p className="text-xs text-fg-subtle">{t.merge.laterNote}</p>
    </section>
  );
}
