"use client";

import Link from "next/link";
import { useEffect } from "react";
import { shellMessages } from "@/components/shell-messages";
import { StatusPage } from "@/components/status-page";
import { Button, buttonClasses } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/i18n-provider";

interface ErrorPageProps {
  /** Whatever was thrown; client components may throw non-Errors. */
  error: unknown;
  /** Re-fetches and re-renders the segment (Next 16; recovers from server errors too). */
  retry?: () => void;
  /** Re-renders without re-fetching; the fallback if `retry` is absent. */
  reset: () => void;
}

export default function ErrorPage({ error, retry, reset }: ErrorPageProps) {
  const t = useMessages(shellMessages).error;
  // Server errors reach the client as a generic message plus a digest that matches the server log.
  const digest = error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : null;

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <StatusPage
      title={t.title}
      body={t.body}
      actions={
        <>
          <Button variant="primary" onClick={() => (retry ?? reset)()} data-testid="error-retry">
            {t.retry}
          </Button>
          <Link href="/" className={buttonClasses({ variant: "secondary" })}>
            {t.home}
          </Link>
        </>
      }
      footnote={digest ? t.reference({ digest }) : null}
    />
  );
}
