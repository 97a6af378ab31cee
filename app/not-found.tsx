"use client";

import Link from "next/link";
import { shellMessages } from "@/components/shell-messages";
import { StatusPage } from "@/components/status-page";
import { buttonClasses } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/i18n-provider";

export default function NotFound() {
  const t = useMessages(shellMessages).notFound;
  return (
    <StatusPage
      eyebrow={t.code}
      title={t.title}
      body={t.body}
      actions={
        <Link href="/" className={buttonClasses({ variant: "primary" })}>
          {t.home}
        </Link>
      }
    />
  );
}
