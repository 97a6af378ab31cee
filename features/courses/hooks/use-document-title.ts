"use client";

import { useEffect } from "react";

/** "Kubernetes · NexusNote" in the tab once the course is known (the route's metadata can't know it: it loads client-side). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · NexusNote`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
