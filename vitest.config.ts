import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      // Tests run server modules directly; outside React's server build `server-only` would throw by design.
      "server-only": fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)),
    },
  },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "tests/e2e/**", ".next/**"],
    environment: "node",
    setupFiles: ["tests/support/setup/register-offline-roles.ts"],
    // One known secret for every test (cookies, message signatures); no test writes .data/session-secret.
    env: { SESSION_SECRET: "vitest-session-secret-0123456789abcdef0123456789" },
    testTimeout: 20_000,
    // Opening PGlite (or a scratch PostgreSQL database) in a setup hook can take a while on a busy 2-core machine.
    hookTimeout: 60_000,
  },
});
