"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

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

/**
 * Mounted by the layouts of the pages that read through TanStack Query
 * (app/courses/layout.tsx), not by the root layout: /chat and /create never
 * load it (docs/architecture.md, first load).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
