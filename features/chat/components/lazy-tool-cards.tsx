"use client";

import { createElement, lazy, Suspense, type ComponentType } from "react";
import type * as Cards from "./tool-cards";

/*
 * The tool cards, outside the chat page's first load. A card renders only for a
 * tool part, and tool parts arrive only after the async store read or a
 * streamed reply; the chunk is fetched while the page starts, so it is there
 * first. (A card that renders before it is shows nothing for that moment.)
 */
let cards: Promise<typeof Cards> | undefined;
const loadCards = () => (cards ??= import("./tool-cards"));
if (typeof window !== "undefined") void loadCards().catch(() => (cards = undefined));

function lazyCard<PROPS extends object>(name: string, pick: (module: typeof Cards) => ComponentType<PROPS>) {
  const Card = lazy(() => loadCards().then((module) => ({ default: pick(module) })));
  function LazyCard(props: PROPS) {
    return <Suspense fallback={null}>{createElement(Card, props)}</Suspense>;
  }
  LazyCard.displayName = name;
  return LazyCard;
}

export const OfferOptionsCard = lazyCard("OfferOptionsCard", (cards) => cards.OfferOptionsCard);
export const DeepDiveCard = lazyCard("DeepDiveCard", (cards) => cards.DeepDiveCard);
export const LookupCoursesCard = lazyCard("LookupCoursesCard", (cards) => cards.LookupCoursesCard);
export const StartCourseCard = lazyCard("StartCourseCard", (cards) => cards.StartCourseCard);
export const NotedChip = lazyCard("NotedChip", (cards) => cards.NotedChip);
