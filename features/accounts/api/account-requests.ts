import { lazyModule } from "@/lib/api/api-client";

/** The feature's schemas, fetched once when a form or the menu first needs an answer read. */
export const accountSchemas = lazyModule(() => import("../contract"));
