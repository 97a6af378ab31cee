"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { useSettings } from "../api/get-settings";
import { ActiveSettings } from "./active-settings";
import { LocalServers } from "./local-servers";
import { ModelForm } from "./model-form";
import { ProbePanel } from "./probe-panel";
import { settingsMessages } from "./settings-messages";

/**
 * /settings: what the app runs on, for everyone; for the instance owner also the local servers
 * found, the form, and the probe. Nobody's browser ever receives a key.
 */
export function SettingsPanel() {
  const t = useMessages(settingsMessages);
  const settings = useSettings();
  const [formKey, setFormKey] = useState(0);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8" data-testid="settings-page">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-fg">{t.title}</h1>
        <p className="text-sm text-fg-muted">{t.lead}</p>
      </div>
      {settings.isPending ? (
        <p role="status" className="text-sm text-fg-muted">
          {t.loading}
        </p>
      ) : settings.isError ? (
        <div role="alert" className="card flex flex-col items-start gap-3 p-5 text-sm text-danger">
          {t.loadError}
          <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : (
        <>
          {settings.data.active.offline ? (
            <p className="rounded-lg border border-warning/50 bg-surface-2 px-4 py-3 text-sm text-fg" data-testid="settings-offline">
              {t.offline}
            </p>
          ) : null}
          <ActiveSettings view={settings.data} />
          {settings.data.canEdit ? (
            <>
              <LocalServers onUsed={() => setFormKey((key) => key + 1)} />
              {/* Started afresh when a local server was picked, so the form shows what that saved. */}
              <ModelForm key={formKey} view={settings.data} />
            </>
          ) : (
            <p className="text-sm text-fg-muted" data-testid="settings-read-only">
              {t.readOnly}
            </p>
          )}
          <ProbePanel view={settings.data} />
        </>
      )}
    </div>
  );
}
