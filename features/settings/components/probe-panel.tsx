"use client";

import { useRouter } from "next/navigation";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { PROBE_CHECKS, type ProbeResult } from "@/lib/instance-settings/settings-shape";
import { useProbeModel } from "../api/probe-model";
import type { SettingsView } from "../contract";
import { settingsMessages } from "./settings-messages";
import { sectionClasses } from "./settings-styles";

/** "Test the model" (the owner) and the last result, in plain words per feature (everyone). */
export function ProbePanel({ view }: { view: SettingsView }) {
  const t = useMessages(settingsMessages).probe;
  const id = useId();
  const router = useRouter();
  const probe = useProbeModel();
  // The view is read again after any probe (this one or the form's), so it holds the latest result.
  const result = view.probe;

  async function run() {
    await probe.mutateAsync({});
    router.refresh();
  }

  return (
    <section aria-labelledby={`${id}-title`} className={sectionClasses} data-testid="settings-probe" aria-busy={probe.isPending}>
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-base font-semibold text-fg">
          {t.title}
        </h2>
        {view.canEdit ? <p className="text-sm text-fg-muted">{t.lead}</p> : null}
      </div>
      {view.canEdit ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => void run().catch(() => undefined)} disabled={probe.isPending} className="min-h-11">
            {probe.isPending ? t.running : t.run}
          </Button>
          <p aria-live="polite" className="text-sm text-danger">
            {probe.isError ? probe.error.message || t.failed : ""}
          </p>
        </div>
      ) : null}
      {result ? <ProbeReport result={result} view={view} /> : <p className="text-sm text-fg-muted">{t.never}</p>}
    </section>
  );
}

function ProbeReport({ result, view }: { result: ProbeResult; view: SettingsView }) {
  const t = useMessages(settingsMessages).probe;
  const trim = (url: string | null) => (url ?? "").replace(/\/+$/, "");
  const other = result.target.model !== view.active.model || trim(result.target.baseUrl) !== trim(view.active.baseUrl);

  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="probe-report">
      <p className="text-fg-muted">{t.testedAt({ model: result.target.model, date: new Date(result.at) })}</p>
      {other ? <p className="text-warning">{t.otherModel({ model: result.target.model, url: result.target.baseUrl })}</p> : null}
      {result.error ? (
        <p role="alert" className="text-danger" data-testid="probe-error">
          {t.errors[result.error]}
        </p>
      ) : null}
      <ul className="flex flex-col gap-1.5" data-testid="probe-verdicts">
        {result.verdicts.map((entry) => (
          <li key={entry.feature} data-verdict={entry.verdict} className="flex gap-2">
            <span
              aria-hidden="true"
              className={entry.verdict === "works" ? "text-success" : entry.verdict === "fallback" ? "text-warning" : "text-danger"}
            >
              {entry.verdict === "works" ? "●" : entry.verdict === "fallback" ? "◐" : "○"}
            </span>
            <span>
              <span className="font-medium text-fg">{t.features[entry.feature]}</span>: {t.verdicts[entry.verdict]}
            </span>
          </li>
        ))}
      </ul>
      {result.checks.reachable ? (
        <ul className="grid grid-cols-1 gap-1 text-fg-muted sm:grid-cols-2" data-testid="probe-checks">
          {PROBE_CHECKS.filter((check) => check !== "reachable" && check !== "leaksReasoning").map((check) => (
            <li key={check} data-check={check} data-passed={result.checks[check]} className="flex gap-2">
              <span aria-hidden="true">{result.checks[check] ? "✓" : "✗"}</span>
              <span>
                {t.checks[check]}
                <span className="sr-only">: {result.checks[check] ? t.passed : t.notPassed}</span>
              </span>
            </li>
          ))}
          {result.checks.leaksReasoning ? <li data-check="leaksReasoning">{t.checks.leaksReasoning}</li> : null}
          {result.firstTokenMs !== null ? <li>{t.firstToken({ ms: result.firstTokenMs })}</li> : null}
          {result.tokensPerSecond !== null ? <li>{t.speed({ rate: result.tokensPerSecond })}</li> : null}
        </ul>
      ) : null}
    </div>
  );
}
