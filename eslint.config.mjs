// ESLint flat config: Next.js (core-web-vitals + TypeScript) plus the
// bulletproof-react module boundaries.
//
//   shared layer  lib/ components/ hooks/ stores/  -> may import only shared code
//   features/<f>                                   -> shared code + itself, never another feature, never app/
//   app/                                           -> may import anything (composition root)
//
// Adding a feature: append its folder name to FEATURES (folders that already
// exist under features/ are picked up automatically as well).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import checkFile from "eslint-plugin-check-file";

const require = createRequire(import.meta.url);
const rootDir = path.dirname(fileURLToPath(import.meta.url));

/** Known features; one line per feature. */
const FEATURES = ["interview", "courses", "chat", "workspace", "practice"];

const featuresDir = path.join(rootDir, "features");
const discovered = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const allFeatures = [...new Set([...FEATURES, ...discovered])].sort();

const SHARED = ["./lib", "./components", "./hooks", "./stores"];

const boundaryZones = [
  // features/<a> must not import features/<b>: compose features in app/ instead.
  ...allFeatures.map((feature) => ({
    target: `./features/${feature}`,
    from: "./features",
    except: [`./${feature}`],
    message: `features/${feature} must not import another feature; compose features in app/ or move shared code to lib/, components/, hooks/ or stores/.`,
  })),
  // Shared layer is feature-agnostic.
  {
    target: SHARED,
    from: ["./features", "./app"],
    message: "Shared code (lib/, components/, hooks/, stores/) must not import from features/ or app/.",
  },
  // Features never reach up into routes.
  {
    target: "./features",
    from: "./app",
    message: "features/ must not import from app/; app/ composes features, not the other way round.",
  },
];

// Production code never imports test support (kits, fixtures, fake servers live in tests/support).
const PRODUCTION = ["./app", "./features", "./lib", "./components", "./hooks", "./stores"];
const testSupportZone = {
  target: PRODUCTION,
  from: "./tests",
  message: "Production code must not import tests/ (test kits and fixtures belong in tests/support and are for tests only).",
};

// Inside a feature, server-side code is layered: server/ (what runs a turn or a job, and the services
// composing them) may import agents/, tools/ and data/; tools/ reach the database through data/, never
// server/; agents/ never import server/; data/ (what queries and writes the database) imports none of
// agents/, tools/ or server/; lib/, prompts/, offline/ and the contract stay off both server folders.
const layerZones = allFeatures.flatMap((feature) => {
  const dir = `./features/${feature}`;
  return [
    {
      target: `${dir}/data`,
      from: [`${dir}/server`, `${dir}/agents`, `${dir}/tools`],
      message: `features/${feature}/data/ only queries and writes the database: it must not import server/, agents/ or tools/ (the caller in server/ or app/ composes them).`,
    },
    {
      target: [`${dir}/tools`, `${dir}/agents`],
      from: `${dir}/server`,
      message: `features/${feature}/tools/ and agents/ sit below server/: reach the database through data/, and let server/ run the agent.`,
    },
    {
      target: [`${dir}/lib`, `${dir}/prompts`, `${dir}/offline`, `${dir}/contract.ts`],
      from: [`${dir}/server`, `${dir}/data`],
      message: `features/${feature}/lib/, prompts/, offline/ and the contract are isomorphic: they must not import server/ or data/.`,
    },
  ];
});

// Browser code never reaches the server-only line: databases, secrets, models, a feature's server/ and data/.
const CLIENT_SIDE = [
  ...allFeatures.flatMap((feature) => [`./features/${feature}/components`, `./features/${feature}/hooks`, `./features/${feature}/api`]),
  "./components",
  "./hooks",
  "./stores",
];
/** Shared modules marked `import "server-only"` on their first line (the marker Next enforces at build time). */
function serverOnlyModules(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverOnlyModules(full);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    const firstLine = readFileSync(full, "utf8").split("\n", 1)[0].trim();
    return firstLine === 'import "server-only";' ? [`./${path.relative(rootDir, full)}`] : [];
  });
}

const SERVER_ONLY = [
  ...allFeatures.flatMap((feature) => [`./features/${feature}/server`, `./features/${feature}/data`]),
  ...serverOnlyModules(path.join(rootDir, "lib")),
];
const serverLineZone = {
  target: CLIENT_SIDE,
  from: SERVER_ONLY,
  message:
    "Browser code (components, hooks, api) must not import server-only modules (server/, data/, lib/db, env, identity, the model registry).",
};

const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx", "tests/**", "bench/**"];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    name: "nexusnote/ignores",
    ignores: [".next/**", "node_modules/**", "test-results/**", "playwright-report/**", ".data/**", "next-env.d.ts", "bench/results/**"],
  },
  {
    name: "nexusnote/boundaries",
    files: ["**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}"],
    settings: {
      // Never parse installed packages: the cycle check has nothing to find there, and
      // some bundles (PGlite's) overflow the parser.
      "import/ignore": ["node_modules"],
      // Same key eslint-config-next uses, so this replaces its typescript
      // resolver entry (adds the project) instead of adding a second one.
      "import/resolver": {
        [require.resolve("eslint-import-resolver-typescript")]: {
          alwaysTryTypes: true,
          project: path.join(rootDir, "tsconfig.json"),
        },
      },
    },
    rules: {
      "import/no-restricted-paths": ["error", { basePath: rootDir, zones: [...boundaryZones, serverLineZone] }],
      "import/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Production files: the same zones plus the layers inside a feature and the test-support fence (a later
    // block replaces the rule's options; tests may cross the layers to drive what they check).
    name: "nexusnote/production",
    files: ["{app,features,lib,components,hooks,stores}/**/*.{ts,tsx}"],
    ignores: TEST_FILES,
    rules: {
      "import/no-restricted-paths": [
        "error",
        { basePath: rootDir, zones: [...boundaryZones, ...layerZones, serverLineZone, testSupportZone] },
      ],
      // Split a file before it grows past ~250 lines; none may pass 300 (the review hook checks).
      "max-lines": ["warn", { max: 250 }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='JSON'][callee.property.name='parse']",
          message: "Parse JSON with parseJson/safeJsonParse from lib/safe-json.ts: untrusted text must not throw or come back as `any`.",
        },
        // RegExp modifier groups ("(?i:…)") throw a SyntaxError on Node 22 (V8 12.4, inside `engines`)
        // and older browsers: a tutor turn died on one.
        ...[
          "Literal[regex.pattern=/\\(\\?[ims]*-?[ims]+:/]",
          "Literal[value=/\\(\\?[ims]*-?[ims]+:/]",
          "TemplateElement[value.raw=/\\(\\?[ims]*-?[ims]+:/]",
        ].map((selector) => ({
          selector,
          message:
            "No RegExp modifier groups like (?i:…): Node 22 and older browsers reject them. Spell the cases out ([aA]) or use a flag.",
        })),
      ],
    },
  },
  {
    // The courses feature owns the courses and chapters tables; the others ask lib/course-scope.
    name: "nexusnote/course-scope",
    files: ["features/**/*.{ts,tsx}"],
    ignores: ["features/courses/**", ...TEST_FILES],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@/lib/db/schema",
              importNames: ["courses", "chapters"],
              message:
                "Only the courses feature reads its tables; ask lib/course-scope (requireOwnedCourse, readOwnedCourse, courseChapters).",
            },
          ],
        },
      ],
    },
  },
  {
    // A route handler is a wrapper of lib/http/route-context.ts: identity, params, body, database and
    // ownership are resolved there, in one order, never by the handler itself.
    name: "nexusnote/route-handlers",
    files: ["app/api/**/route.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ["@/lib/identity/guest-identity", "identity"],
            ["@/lib/db/database", "the database"],
            ["@/lib/http/parse-json-request", "the body"],
            ["@/lib/http/read-json-body", "the body"],
            ["@/lib/http/read-form-data", "the body"],
          ].map(([name, what]) => ({
            name,
            message: `Route handlers get ${what} from their wrapper (route, courseRoute, aiRoute, aiCourseRoute in lib/http).`,
          })),
        },
      ],
    },
  },
  {
    name: "nexusnote/safe-json",
    files: ["lib/safe-json.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    name: "nexusnote/file-names",
    files: ["{app,features,lib,components,hooks,stores,tests,bench,scripts}/**/*.{ts,tsx,mjs}"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": ["error", { "**/*.{ts,tsx,mjs}": "KEBAB_CASE" }, { ignoreMiddleExtensions: true }],
      "check-file/folder-naming-convention": [
        "error",
        { "{app,features,lib,components,hooks,stores,tests,bench}/**/": "NEXT_JS_APP_ROUTER_CASE" },
      ],
      // One meaning per suffix: `*-store.ts` is browser-side state (zustand, IndexedDB) in stores/, hooks/ and
      // a feature's hooks/ or lib/. A database module says what it is (*-queries, *-rows, *-storage).
      "check-file/filename-blocklist": [
        "error",
        {
          "{app,lib,components,bench,scripts,tests}/**/*-store.{ts,tsx}": "*-queries.ts",
          "features/*/!(hooks|lib)/**/*-store.{ts,tsx}": "*-queries.ts",
          "features/*/*-store.{ts,tsx}": "*-queries.ts",
        },
        {
          errorMessage:
            "{{ target }}: *-store.ts names browser-side state only (stores/, hooks/, a feature's hooks/ or lib/); name a database module *-queries, *-rows or *-storage, and a wired dependency for what it is.",
        },
      ],
    },
  },
];

export default config;
