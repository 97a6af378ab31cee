"use client";

import { createContext, useContext, type ReactNode } from "react";

/** Whether the app runs on the offline model, from the layout (lib/ai/model-settings on the server), for the offline notice. */
const ModelStatusContext = createContext<{ offline: boolean }>({ offline: false });

export function ModelStatusProvider({ offline, children }: { offline: boolean; children: ReactNode }) {
  return <ModelStatusContext value={{ offline }}>{children}</ModelStatusContext>;
}

export const useModelOffline = () => useContext(ModelStatusContext).offline;
