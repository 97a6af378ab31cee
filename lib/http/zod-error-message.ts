import { z } from "zod";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

/** Zod's own sentences for an issue in each UI language (the source language's are the issues' messages). */
const ISSUE_WRITERS: Record<Locale, z.core.$ZodErrorMap | null> = { en: null, zh: z.locales.zhCN().localeError };

/** A parsed issue as another language says it; what the input was is not kept after a parse, so that part is left out. */
function issueMessage(issue: z.core.$ZodIssue, locale: Locale): string {
  const write = ISSUE_WRITERS[locale];
  const said = write?.(issue as unknown as z.core.$ZodRawIssue);
  const text = typeof said === "string" ? said : said?.message;
  return text ? text.replace(/[，,]\s*实际接收\s*undefined$/u, "") : issue.message;
}

/** A short, human description of the first few problems of a failed zod parse, in `locale`. */
// Core error type: classic zod and zod/mini parses both report one.
export function describeZodError(error: z.core.$ZodError, maxIssues = 3, locale: Locale = DEFAULT_LOCALE): string {
  return error.issues
    .slice(0, maxIssues)
    .map((issue) => {
      const message = locale === DEFAULT_LOCALE ? issue.message : issueMessage(issue, locale);
      return issue.path.length ? `${issue.path.join(".")}: ${message}` : message;
    })
    .join(locale === DEFAULT_LOCALE ? "; " : "；");
}
