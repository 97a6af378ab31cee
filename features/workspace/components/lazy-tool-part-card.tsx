"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import type { ToolPartCard as Card } from "./tool-part-card";

/*
 * The tutor's tool cards (a read, a proposal, a diff), outside the workspace's
 * first load: they show only for tool parts, which come with a reply or a
 * conversation read back, and they bring motion (m.*, the cards rise in) and
 * the diff library. preloadToolPartCard() fetches them when the learner turns
 * to the tutor; a card that renders before its chunk shows nothing for that moment.
 */
let cards: Promise<typeof import("./tool-part-card")> | undefined;
export function preloadToolPartCard() {
  cards ??= import("./tool-part-card").catch((error: unknown) => {
    cards = undefined; // offline: the next render or intent tries again
    throw error;
  });
  return cards;
}

const Lazy = lazy(() => preloadToolPartCard().then((module) => ({ default: module.ToolPartCard })));

export function LazyToolPartCard(props: ComponentProps<typeof Card>) {
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
