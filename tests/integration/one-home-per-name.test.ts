import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 27: a feature's wire shapes are declared once, in its contract, and
 * imported everywhere else. The contract re-exports nothing of the feature's own
 * lib/ (which imports the contract: the other way round, every name had two
 * homes); a name the contract declares, and a zod schema, is declared nowhere else
 * in the feature nor in lib/. Features may each have their own `AGENT` or `BLOCK`:
 * they never import each other.
 */
const ROOT = process.cwd();

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.(?:test|spec)\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const DECLARATION = /^export (?:const|let|function|async function|class|interface|type|enum) ([A-Za-z_$][\w$]*)/gm;

/** Every exported declaration of `files`, by name: the files that declare it. */
function declarations(files: readonly string[]): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const file of files) {
    for (const [, name] of readFileSync(path.join(ROOT, file), "utf8").matchAll(DECLARATION)) {
      byName.set(name!, [...(byName.get(name!) ?? []), file]);
    }
  }
  return byName;
}

const isContract = (file: string) => /^contract.*\.ts$/.test(path.basename(file));

/** The wire names of a feature (what its contract declares, and every zod schema) declared in more than one place. */
function wireNamesDeclaredTwice(feature: string, lib: Map<string, string[]>): string[] {
  const files = sourceFiles(path.join("features", feature));
  const contractNames = new Set([...declarations(files.filter(isContract)).keys()]);
  return [...declarations(files)]
    .filter(([name]) => contractNames.has(name) || name.endsWith("Schema"))
    .map(([name, where]) => [name, [...where, ...(lib.get(name) ?? [])]] as const)
    .filter(([, where]) => where.length > 1)
    .map(([name, where]) => `${name}: ${where.join(", ")}`);
}

const FEATURES = readdirSync(path.join(ROOT, "features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("one home per name", () => {
  it.each(FEATURES)("features/%s: the contract takes nothing from the feature's lib/", (feature) => {
    const contracts = readdirSync(path.join(ROOT, "features", feature)).filter((file) => /^contract.*\.ts$/.test(file));
    const fromLib = contracts.flatMap((file) =>
      [...readFileSync(path.join(ROOT, "features", feature, file), "utf8").matchAll(/from "(\.\/lib\/[^"]+|\.\.\/[^"]+)"/g)].map(
        ([, specifier]) => `${file}: ${specifier}`,
      ),
    );
    expect(fromLib).toEqual([]);
  });

  it.each(FEATURES)("features/%s declares each wire name once, apart from lib/", (feature) => {
    expect(wireNamesDeclaredTwice(feature, declarations(sourceFiles("lib")))).toEqual([]);
  });

  it("lib/ declares each schema once", () => {
    const twice = [...declarations(sourceFiles("lib"))].filter(([name, where]) => name.endsWith("Schema") && where.length > 1);
    expect(twice).toEqual([]);
  });
});
