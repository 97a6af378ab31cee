"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { useLocalServers } from "../api/local-servers";
import { useSaveSettings } from "../api/save-settings";
import type { LocalServer } from "../contract";
import { settingsMessages } from "./settings-messages";
import { inputClasses, labelClasses, sectionClasses } from "./settings-styles";

const NAMES: Record<LocalServer["kind"], string> = { ollama: "Ollama", lmstudio: "LM Studio" };

/** Ollama and LM Studio found on this machine (the server looks on 127.0.0.1 only), one click to use a model of theirs. */
export function LocalServers({ onUsed }: { onUsed: () => void }) {
  const t = useMessages(settingsMessages).local;
  const id = useId();
  const servers = useLocalServers(true);

  return (
    <section aria-labelledby={`${id}-title`} className={sectionClasses} data-testid="settings-local">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-semibold text-fg">
          {t.title}
        </h2>
        <Button variant="ghost" size="sm" onClick={() => void servers.refetch()} disabled={servers.isFetching}>
          {t.again}
        </Button>
      </div>
      {servers.isPending ? (
        <p role="status" className="text-sm text-fg-muted">
          {t.looking}
        </p>
      ) : servers.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t.error}
        </p>
      ) : servers.data.length === 0 ? (
        <p className="text-sm text-fg-muted">{t.none}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {servers.data.map((server) => (
            <li key={server.baseUrl}>
              <LocalServerRow server={server} onUsed={onUsed} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LocalServerRow({ server, onUsed }: { server: LocalServer; onUsed: () => void }) {
  const t = useMessages(settingsMessages).local;
  const id = useId();
  const router = useRouter();
  const save = useSaveSettings();
  const [model, setModel] = useState(server.models[0] ?? "");
  const name = NAMES[server.kind];

  async function use() {
    await save.mutateAsync({ preset: server.kind, baseUrl: server.baseUrl, model, apiKey: null });
    onUsed();
    // The header's badge is rendered by the server: ask for it again.
    router.refresh();
  }

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line p-3" data-testid={`local-server-${server.kind}`}>
      <p className="text-sm font-medium break-all text-fg">{t.server({ name, url: server.baseUrl })}</p>
      {server.models.length === 0 ? (
        <p className="text-sm text-fg-muted">{t.noModels}</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className={`${labelClasses} flex-1`} htmlFor={`${id}-model`}>
            {t.modelLabel({ name })}
            <select id={`${id}-model`} className={inputClasses} value={model} onChange={(event) => setModel(event.target.value)}>
              {server.models.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </label>
          <Button onClick={() => void use().catch(() => undefined)} disabled={save.isPending || !model} className="min-h-11">
            {save.isPending ? t.using : t.use}
          </Button>
        </div>
      )}
      <p aria-live="polite" className={`text-sm ${save.isError ? "text-danger" : "text-fg-muted"}`}>
        {save.isError ? save.error.message || t.error : save.isSuccess ? t.used({ model, name }) : ""}
      </p>
    </div>
  );
}
