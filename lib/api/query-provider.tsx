"use client";

import { isServer, QueryClient, QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { useContext, useState, type ReactNode } from "react";

/**
 * The browser's query cache, with the defaults of the hand-written hooks it
 * replaced: a failed request is not retried on its own (the page shows it with
 * a Retry), and nothing refetches on focus or reconnect unless the operation
 * asks for it (polling queries refresh when their tab is shown again).
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * One cache for the whole tab, so moving from the library to a course and back
 * shows what was already read; a server render gets a client of its own (never
 * one learner's answers in another's page).
 */
function pageQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}

/**
 * A fresh cache for what it wraps (tests: no test sees another's answers).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * What a page component that reads through TanStack Query renders around
 * itself: the client already above it (a test's, an enclosing page's), else the
 * tab's one cache. The page brings the library with it, so it loads with the
 * page's own chunk (see app/courses/_lazy/), not on the first load.
 */
export function PageQueries({ children }: { children: ReactNode }) {
  const enclosing = useContext(QueryClientContext);
  const [client] = useState(() => enclosing ?? pageQueryClient());
  if (enclosing) return children;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
