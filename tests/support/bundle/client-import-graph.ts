/**
 * The static import graph a route sends to the browser, read from the sources:
 * from a page (and the root layout) down through server components to every
 * "use client" module, then everything those import statically. Type-only
 * imports are erased by the compiler and dynamic import() is a later chunk, so
 * neither counts; what is left is what the route's first load carries.
 * Used to keep packages the route must not load up front (zod, the AI SDK) out.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

export interface ModuleImports {
  /** Imports that run when the module runs (side-effect imports and value bindings). */
  runtime: string[];
  /** import("…") calls: loaded later, in their own chunk. */
  dynamic: string[];
  client: boolean;
}

export function readImports(file: string): ModuleImports {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const runtime: string[] = [];
  const dynamic: string[] = [];
  const first = source.statements[0];
  const client =
    !!first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text === "use client";
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const valueNamed = bindings && ts.isNamedImports(bindings) ? bindings.elements.some((element) => !element.isTypeOnly) : !!bindings;
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !valueNamed));
      if (!typeOnly) runtime.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.exportClause;
      const valueNamed = !clause || !ts.isNamedExports(clause) || clause.elements.some((element) => !element.isTypeOnly);
      if (!statement.isTypeOnly && valueNamed) runtime.push(statement.moduleSpecifier.text);
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) dynamic.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { runtime, dynamic, client };
}

/** A repository file for a specifier (stylesheets too), or null for a package. */
export function resolveLocal(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${path.relative(root, from)}`);
}

export interface ClientGraph {
  /** Repository files that run in the browser on first load (relative paths). */
  clientFiles: Set<string>;
  /** Package specifiers those files import statically, each with the chain that reaches it. */
  packages: Map<string, string[]>;
  /** Specifiers the client files import dynamically (relative file path → specifiers). */
  deferred: Map<string, string[]>;
}

export function clientGraph(root: string, entries: string[]): ClientGraph {
  const graph: ClientGraph = { clientFiles: new Set(), packages: new Map(), deferred: new Map() };
  const seen = new Set<string>();
  const walk = (file: string, inClient: boolean, chain: string[]) => {
    const key = `${inClient}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    const imports = readImports(file);
    const client = inClient || imports.client;
    const relative = path.relative(root, file);
    const here = [...chain, relative];
    if (client) {
      graph.clientFiles.add(relative);
      if (imports.dynamic.length) graph.deferred.set(relative, imports.dynamic);
    }
    for (const specifier of imports.runtime) {
      const target = resolveLocal(root, file, specifier);
      if (target && /\.(tsx?|m?js)$/.test(target)) walk(target, client, here);
      else if (client && !graph.packages.has(specifier)) graph.packages.set(specifier, here);
    }
  };
  for (const entry of entries) walk(path.join(root, entry), false, []);
  return graph;
}
