import type { ReactNode } from "react";
import { QueryProvider } from "@/lib/api/query-provider";

/** Every /courses page reads through TanStack Query; the provider lives here, not in the root layout (/chat and /create never load it). */
export default function CoursesLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
