import type { NextConfig } from "next";
import { PROXY_BODY_BUFFER_BYTES } from "./lib/http/api-routes";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  experimental: {
    // Next clones every body the proxy sees and passes on only this much of it (10 MB by default),
    // silently. Uploads skip the proxy (proxy.ts); this keeps any body it does see from being cut to
    // a size its route would accept (lib/http/api-routes.ts).
    proxyClientMaxBodySize: PROXY_BODY_BUFFER_BYTES,
  },
  // Keep the server-only database drivers out of the bundle (PGlite and pg are native or WebAssembly packages).
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@electric-sql/pglite-pgvector",
    "pg",
    "unpdf",
    "mammoth",
    "linkedom",
    "@mozilla/readability",
  ],
};

export default nextConfig;
