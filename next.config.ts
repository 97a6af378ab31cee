import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Keep the server-only database drivers out of the bundle (PGlite and pg are native or WebAssembly packages).
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-pgvector", "pg"],
};

export default nextConfig;
