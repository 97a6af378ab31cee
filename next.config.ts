import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Keep the server-only database drivers out of the bundle (see TOOLCHAIN.md).
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
};

export default nextConfig;
