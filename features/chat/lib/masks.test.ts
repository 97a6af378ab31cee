import { describe, expect, it } from "vitest";
import { messagesFor } from "@/lib/i18n/messages";
import { chatMessages } from "../components/chat-messages";
import { DEFAULT_MASK_ID, MASK_IDS } from "./chat-limits";
import { MASKS, resolveMask } from "./masks";

describe("masks", () => {
  it("has one mask per id, each with a distinct persona and both languages", () => {
    expect(MASKS.map((mask) => mask.id)).toEqual([...MASK_IDS]);
    expect(new Set(MASKS.map((mask) => mask.persona)).size).toBe(MASKS.length);
    for (const mask of MASKS) {
      const [en, zh] = [messagesFor(chatMessages, "en").masks[mask.id], messagesFor(chatMessages, "zh").masks[mask.id]];
      expect(en.name && zh.name && en.description && zh.description).toBeTruthy();
      expect(mask.icon.length).toBeGreaterThan(0);
    }
  });

  it.each(MASK_IDS)("resolves %s to itself", (id) => {
    expect(resolveMask(id).id).toBe(id);
  });

  it.each([undefined, null, "", "unknown", "DEFAULT", "__proto__", "blunt "])("resolves %j to the default mask", (id) => {
    expect(resolveMask(id).id).toBe(DEFAULT_MASK_ID);
  });
});
