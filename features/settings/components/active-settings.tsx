"use client";

import { useId } from "react";
import { useMessages } from "@/lib/i18n/i18n-provider";
import type { SettingsView } from "../contract";
import { settingsMessages } from "./settings-messages";
import { sectionClasses } from "./settings-styles";

/** What the app runs on now, each value with where it comes from (the environment, here, or the default). */
export function ActiveSettings({ view }: { view: SettingsView }) {
  const t = useMessages(settingsMessages).active;
  const id = useId();
  const from = (field: string) => {
    const source = view.sources[field];
    return source === "environment" ? t.fromEnvironment : source === "settings" ? t.fromSettings : t.fromDefault;
  };
  const key = view.keys.apiKey;
  const rows: { field: string; label: string; value: string }[] = [
    { field: "baseUrl", label: t.baseUrl, value: view.active.baseUrl ?? "https://api.openai.com/v1" },
    { field: "apiKey", label: t.apiKey, value: key.set ? (key.hint ? t.keySetHint({ hint: key.hint }) : t.keySet) : t.none },
    { field: "model", label: t.model, value: view.active.model },
    { field: "courseModel", label: t.courseModel, value: view.active.courseModel },
    { field: "embeddingModel", label: t.embeddingModel, value: view.active.embeddingModel ?? t.none },
    { field: "searchProvider", label: t.searchProvider, value: view.active.searchProvider },
  ];

  return (
    <section aria-labelledby={`${id}-title`} className={sectionClasses} data-testid="settings-active">
      <h2 id={`${id}-title`} className="text-base font-semibold text-fg">
        {t.title}
      </h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map((row) => (
          <div key={row.field} className="contents">
            <dt className="text-fg-muted">{row.label}</dt>
            <dd className="flex min-w-0 flex-wrap items-baseline gap-x-2 pb-1 sm:pb-0" data-testid={`settings-active-${row.field}`}>
              <span className="min-w-0 font-medium break-all text-fg">{row.value}</span>
              <span className="text-xs text-fg-subtle">{from(row.field)}</span>
            </dd>
          </div>
        ))}
      </dl>
      {view.active.toolCalling === "text" ? <p className="text-sm text-fg-muted">{t.textProtocol}</p> : null}
    </section>
  );
}
