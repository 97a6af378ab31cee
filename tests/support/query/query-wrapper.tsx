import { notifyManager } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryProvider } from "@/lib/api/query-provider";

// The library hands its updates to React on a zero timeout; under fake timers that timer would only
// run on the next advance(), so tests hand them over on a microtask (still batched, still async).
notifyManager.setScheduler(queueMicrotask);

/** A fresh query cache per render (the app's defaults), so no test sees another's answers. */
export function QueryWrapper({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
