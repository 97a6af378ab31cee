import "server-only";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import type { ModelRole } from "./model-registry";
import { modelRegistry, refreshModelSettings } from "./model-settings";

/**
 * A model that is whatever the settings say at the moment of each call: long-lived holders (the
 * chapter writer started with the server) pick up the owner's new model without a restart. Each
 * call first brings the settings up to date (free within lib/ai/model-settings' REFRESH_MS).
 */
export function liveModel(role: ModelRole): LanguageModelV4 {
  const current = () => modelRegistry().model(role);
  return {
    specificationVersion: "v4",
    get provider() {
      return current().provider;
    },
    get modelId() {
      return current().modelId;
    },
    get supportedUrls() {
      return current().supportedUrls;
    },
    async doGenerate(options) {
      await refreshModelSettings();
      return current().doGenerate(options);
    },
    async doStream(options) {
      await refreshModelSettings();
      return current().doStream(options);
    },
  };
}
