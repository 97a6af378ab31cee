"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { PRESET_IDS, SEARCH_PROVIDERS, type PresetId, type SearchProviderId } from "@/lib/instance-settings/settings-shape";
import { useProbeModel } from "../api/probe-model";
import { useSaveSettings } from "../api/save-settings";
import type { SettingsPatchBody, SettingsView } from "../contract";
import { KEYLESS_PRESETS, PRESET_BASE_URLS } from "../lib/settings-paths";
import { settingsMessages } from "./settings-messages";
import { Field } from "./form-field";
import { hintClasses, inputClasses, sectionClasses } from "./settings-styles";

const VARIABLES: Record<string, string> = {
  baseUrl: "LLM_BASE_URL",
  apiKey: "LLM_API_KEY",
  model: "LLM_MODEL",
  courseModel: "LLM_COURSE_MODEL",
  embeddingModel: "EMBEDDING_MODEL",
  searchProvider: "TAVILY_API_KEY / SEARXNG_URL",
};
const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** The owner's form: a preset fills the base URL; a key typed is sent once and never shown again. */
export function ModelForm({ view }: { view: SettingsView }) {
  const t = useMessages(settingsMessages);
  const id = useId();
  const router = useRouter();
  const save = useSaveSettings();
  const probe = useProbeModel();
  const stored = view.stored;
  const [preset, setPreset] = useState<PresetId>(stored.preset ?? "custom");
  const [baseUrl, setBaseUrl] = useState(stored.baseUrl ?? "");
  const [search, setSearch] = useState<SearchProviderId>(stored.searchProvider ?? "none");
  const [removeKey, setRemoveKey] = useState(false);

  function pickPreset(next: PresetId) {
    setPreset(next);
    const url = PRESET_BASE_URLS[next];
    if (url) setBaseUrl(url);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? "");
    const apiKey = text("apiKey").trim();
    const tavilyKey = text("tavilyApiKey").trim();
    const patch: SettingsPatchBody = {
      preset,
      baseUrl: orNull(baseUrl),
      model: orNull(text("model")),
      courseModel: orNull(text("courseModel")),
      embeddingModel: orNull(text("embeddingModel")),
      searchProvider: search,
      ...(search === "searxng" ? { searxngUrl: orNull(text("searxngUrl")) } : {}),
      ...(apiKey ? { apiKey } : removeKey ? { apiKey: null } : {}),
      ...(tavilyKey ? { tavilyApiKey: tavilyKey } : {}),
    };
    await save.mutateAsync(patch);
    formElement.querySelectorAll<HTMLInputElement>("input[type=password]").forEach((input) => (input.value = ""));
    setRemoveKey(false);
    router.refresh();
  }

  /** Probes what the form holds, unsaved: the only way an address the owner typed is contacted before it is saved. */
  async function testTyped(button: HTMLButtonElement) {
    const form = button.form;
    if (!form) return;
    const url = orNull(baseUrl);
    const model = orNull(String(new FormData(form).get("model") ?? ""));
    const apiKey = orNull(String(new FormData(form).get("apiKey") ?? ""));
    await probe.mutateAsync({ ...(url ? { baseUrl: url } : {}), ...(model ? { model } : {}), ...(apiKey ? { apiKey } : {}) });
  }

  const envNote = (field: string) =>
    view.sources[field] === "environment" ? (
      <span className={hintClasses}>{t.form.envWins({ variable: VARIABLES[field] ?? field })}</span>
    ) : null;
  const key = view.keys.apiKey;
  const keyHint =
    key.set && view.sources.apiKey === "settings" ? (key.hint ? t.form.apiKeyKeep({ hint: key.hint }) : t.form.apiKeyKeepNoHint) : null;

  return (
    <section aria-labelledby={`${id}-title`} className={sectionClasses}>
      <h2 id={`${id}-title`} className="text-base font-semibold text-fg">
        {t.form.title}
      </h2>
      <form onSubmit={(event) => void submit(event).catch(() => undefined)} className="flex flex-col gap-4" data-testid="settings-form">
        <Field id={`${id}-preset`} label={t.form.preset}>
          <select
            id={`${id}-preset`}
            className={inputClasses}
            value={preset}
            onChange={(event) => pickPreset(event.target.value as PresetId)}
          >
            {PRESET_IDS.map((option) => (
              <option key={option} value={option}>
                {t.presets[option]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-base`} label={t.form.baseUrl} hint={t.form.baseUrlHint} note={envNote("baseUrl")}>
          <input
            id={`${id}-base`}
            type="url"
            inputMode="url"
            className={inputClasses}
            value={baseUrl}
            onChange={(event) => setBaseUrl(event.target.value)}
            placeholder="https://api.openai.com/v1"
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <Field
          id={`${id}-key`}
          label={t.form.apiKey}
          hint={keyHint ?? (KEYLESS_PRESETS.includes(preset) ? t.form.apiKeyNone : undefined)}
          note={envNote("apiKey")}
        >
          <input id={`${id}-key`} name="apiKey" type="password" className={inputClasses} autoComplete="off" spellCheck={false} />
        </Field>
        {keyHint ? (
          <label className="flex items-center gap-2 text-sm text-fg">
            <input type="checkbox" className="size-4" checked={removeKey} onChange={(event) => setRemoveKey(event.target.checked)} />
            {t.form.removeKey}
          </label>
        ) : null}
        <Field id={`${id}-model`} label={t.form.model} note={envNote("model")}>
          <input
            id={`${id}-model`}
            name="model"
            className={inputClasses}
            defaultValue={stored.model ?? ""}
            placeholder={view.active.model}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <Field id={`${id}-course`} label={t.form.courseModel} hint={t.form.courseModelHint} note={envNote("courseModel")}>
          <input
            id={`${id}-course`}
            name="courseModel"
            className={inputClasses}
            defaultValue={stored.courseModel ?? ""}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <Field id={`${id}-embed`} label={t.form.embeddingModel} hint={t.form.embeddingModelHint} note={envNote("embeddingModel")}>
          <input
            id={`${id}-embed`}
            name="embeddingModel"
            className={inputClasses}
            defaultValue={stored.embeddingModel ?? ""}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <Field id={`${id}-search`} label={t.form.search} note={envNote("searchProvider")}>
          <select
            id={`${id}-search`}
            className={inputClasses}
            value={search}
            onChange={(event) => setSearch(event.target.value as SearchProviderId)}
          >
            {SEARCH_PROVIDERS.map((option) => (
              <option key={option} value={option}>
                {option === "none" ? t.form.searchNone : option === "tavily" ? "Tavily" : "SearXNG"}
              </option>
            ))}
          </select>
        </Field>
        {search === "searxng" ? (
          <Field id={`${id}-searxng`} label={t.form.searxngUrl}>
            <input
              id={`${id}-searxng`}
              name="searxngUrl"
              type="url"
              className={inputClasses}
              defaultValue={stored.searxngUrl ?? ""}
              autoComplete="off"
            />
          </Field>
        ) : null}
        {search === "tavily" ? (
          <Field id={`${id}-tavily`} label={t.form.tavilyKey} hint={view.keys.tavilyApiKey.set ? t.form.apiKeyKeepNoHint : undefined}>
            <input id={`${id}-tavily`} name="tavilyApiKey" type="password" className={inputClasses} autoComplete="off" />
          </Field>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending} className="min-h-11">
            {save.isPending ? t.form.saving : t.form.save}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={probe.isPending}
            className="min-h-11"
            onClick={(event) => void testTyped(event.currentTarget).catch(() => undefined)}
          >
            {probe.isPending ? t.probe.running : t.form.testTyped}
          </Button>
          <p
            aria-live="polite"
            className={`text-sm ${save.isError || probe.isError ? "text-danger" : "text-fg-muted"}`}
            data-testid="settings-form-status"
          >
            {save.isError
              ? save.error.message || t.loadError
              : probe.isError
                ? probe.error.message || t.probe.failed
                : probe.isSuccess
                  ? t.form.tested
                  : save.isSuccess
                    ? t.form.saved
                    : ""}
          </p>
        </div>
      </form>
    </section>
  );
}
