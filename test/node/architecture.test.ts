/**
 * Holds the structure ARCHITECTURE.md describes: which part may import which, no import circles,
 * and no route path written outside the route table. Imports are read from the sources as
 * esbuild sees them (type-only imports count: a type is a dependency too).
 */
import { describe, expect, it } from "vitest";
import { transform } from "esbuild";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, join, relative, resolve } from "node:path";
import { notFoundRoute, routes } from "../../src/shell/routes";

const root = resolve(__dirname, "../..");
const routeTable = "src/shell/routes.ts";
const pageLoader = "src/shell/load-page.ts";

type Part = "tooling" | "server-entry" | "app" | "shell" | "pages" | "components" | "hooks" | "lib" | "content" | "config" | "types" | "generated" | "styles";

/** Which part a file (path relative to the repository) belongs to. */
function partOf(file: string): Part | null {
  if (file === "build.ts" || file.startsWith("scripts/") || file.startsWith("tooling/")) return "tooling";
  if (file === "src/entry-server.tsx") return "server-entry";
  if (file === "src/App.tsx" || file === "src/entry-client.tsx") return "app";
  if (file === "src/config.ts") return "config";
  if (file === "src/types.ts") return "types";
  const dir = /^src\/(shell|pages|components|hooks|lib|content|generated|styles)\//.exec(file)?.[1];
  if (dir) return dir as Part;
  // Any other file at the top of src/ composes the app.
  return /^src\/[^/]+$/.test(file) ? "app" : null;
}

/** What each part may import (besides packages). Everything in src/ may import src/types.ts. */
const allowed: Record<Part, Part[]> = {
  tooling: ["tooling", "server-entry", "app", "shell", "pages", "components", "hooks", "lib", "content", "config", "types", "generated", "styles"],
  "server-entry": ["app", "shell", "components", "lib", "types", "config"],
  app: ["app", "shell", "components", "hooks", "lib", "content", "config", "types", "styles"],
  shell: ["shell", "pages", "components", "hooks", "lib", "content", "config", "types"],
  pages: ["shell", "components", "hooks", "lib", "content", "types"],
  components: ["shell", "components", "hooks", "lib", "content", "types"],
  hooks: ["hooks", "lib", "content", "types"],
  lib: ["lib", "config", "types"],
  content: ["content", "generated", "lib", "types"],
  config: ["types"],
  types: [],
  generated: [],
  styles: ["styles"],
};

function walk(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(join(root, path)).isDirectory() ? walk(path) : [path];
  });
}
const sources = [...walk("src"), ...walk("scripts"), ...walk("tooling"), "build.ts"].filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".d.ts"));

/** The file an import names, relative to the repository; null for a package. */
function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  // "./programs.json?titles" is a view of programs.json (tooling/content/browser-content.ts).
  const base = relative(root, resolve(root, dirname(from), spec.replace(/\?\w+$/, "")));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile()) return candidate;
  }
  throw new Error(`${from}: cannot resolve ${spec}`);
}

interface Scanned {
  file: string;
  imports: string[];
  /** The code as plain JavaScript: no comments, no types, JSX as calls. */
  js: string;
}

async function scan(file: string): Promise<Scanned> {
  const source = readFileSync(join(root, file), "utf8")
    // Keep type-only imports as imports, so they count as arrows.
    .replace(/\b(import|export)\s+type\s+(?=\{|\*|\w+\s+from\b)/g, "$1 ");
  const { code } = await transform(source, {
    loader: extname(file) === ".tsx" ? "tsx" : "ts",
    jsx: "automatic",
    legalComments: "none",
    tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
  });
  const specs = [
    ...code.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"/gms),
    ...code.matchAll(/^\s*import\s*"([^"]+)"/gm),
    ...code.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
  ].map((m) => m[1]!);
  const imports = [...new Set(specs.map((s) => resolveImport(file, s)).filter((f): f is string => f !== null))];
  return { file, imports, js: code };
}

const scanned = await Promise.all(sources.map(scan));
const graph = new Map(scanned.map((s) => [s.file, s.imports]));

/** Every import that breaks a rule, as "from -> to: why". */
function forbiddenArrows(files: Pick<Scanned, "file" | "imports">[] = scanned): string[] {
  const found: string[] = [];
  for (const { file, imports } of files) {
    const from = partOf(file);
    if (!from) continue;
    for (const target of imports) {
      const to = partOf(target);
      if (!to) continue;
      // A page or component importing its own stylesheet is no dependency on another part.
      if (target.endsWith(".css") && dirname(target) === dirname(file)) continue;
      if (!allowed[from].includes(to)) found.push(`${file} -> ${target}: ${from} may not import ${to}`);
      else if (target === routeTable && !["shell", "server-entry", "tooling"].includes(from))
        found.push(`${file} -> ${target}: only the shell imports the route table`);
      else if (target === pageLoader && !["shell", "app", "server-entry", "tooling"].includes(from))
        found.push(`${file} -> ${target}: only the shell and the entries load pages`);
    }
  }
  return found;
}

/** Every import circle (Tarjan's strongly connected components with more than one file, or a self-import). */
function circles(): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)!.includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** Route paths written as strings in code: any page's path, and "/" where it is used as an address. */
function routeLiterals(files: Pick<Scanned, "file" | "js">[] = scanned): string[] {
  // "/about/" as written, and "/about" without its slash too.
  const paths = [...routes, notFoundRoute].map((r) => r.path.replace(/\/$/, "")).filter((p) => p !== "");
  const escaped = paths.map((p) => p.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&")).join("|");
  const nonRoot = new RegExp(`["'\`](?:${escaped})(?:["'\`/?#])`, "g");
  const root = /\b(?:href|to|path|navigate|setLocation)\b\s*[:(=]\s*["'`]\/["'`?#]/g;
  const found: string[] = [];
  for (const { file, js } of files) {
    if (file === routeTable) continue;
    // The tooling handles URL paths of every kind, "/" among them: only page paths count there.
    const matches = partOf(file) === "tooling" ? js.matchAll(nonRoot) : [...js.matchAll(nonRoot), ...js.matchAll(root)];
    for (const m of matches) found.push(`${file}: ${m[0]}`);
  }
  return found;
}

describe("the architecture", () => {
  it("places every source file in a part", () => {
    expect(sources.filter((f) => !partOf(f))).toEqual([]);
  });

  it("reads the imports of every source file", () => {
    // A check that the reader works: the app's known arrows are found.
    expect(graph.get("src/App.tsx")).toContain("src/shell/Pages.tsx");
    expect(graph.get("src/shell/load-page.ts")).toContain("src/pages/Home.tsx");
    expect(graph.get("src/content/plans.ts")).toContain("src/content/load.ts");
  });

  it("has no import that breaks the rules of ARCHITECTURE.md", () => {
    expect(forbiddenArrows()).toEqual([]);
  });

  it("has no import circle", () => {
    expect(circles()).toEqual([]);
  });

  it("writes no route path outside the route table", () => {
    expect(routeLiterals()).toEqual([]);
  });

  it("gives every hook a test of its own in test/unit/hooks/", () => {
    const hooks = sources.filter((f) => /^src\/(hooks|shell)\/use\w+\.tsx?$/.test(f)).map((f) => f.replace(/^.*\/|\.tsx?$/g, ""));
    expect(hooks.length).toBeGreaterThan(20);
    const tests = new Set(readdirSync(join(root, "test/unit/hooks")).map((f) => f.replace(/\.test\.tsx?$/, "")));
    expect(hooks.filter((h) => !tests.has(h))).toEqual([]);
  });

  it("catches a forbidden arrow, a circle and a route path when there is one", () => {
    // The rules themselves, on made-up files, so a broken rule table cannot pass silently.
    const arrows = (file: string, target: string) => forbiddenArrows([{ file, imports: [target] }]);
    expect(arrows("src/lib/x.ts", "src/content/studio.ts")).toHaveLength(1);
    expect(arrows("src/lib/x.ts", "src/shell/links.ts")).toHaveLength(1);
    expect(arrows("src/hooks/useX.ts", "src/components/Photo.tsx")).toHaveLength(1);
    expect(arrows("src/content/x.ts", "src/hooks/useTimeout.ts")).toHaveLength(1);
    expect(arrows("src/components/X.tsx", "src/pages/Home.tsx")).toHaveLength(1);
    expect(arrows("src/components/X.tsx", routeTable)).toHaveLength(1);
    expect(arrows("src/App.tsx", routeTable)).toHaveLength(1);
    expect(arrows("src/hooks/useX.ts", pageLoader)).toHaveLength(1);
    expect(arrows("src/lib/x.ts", "scripts/seo.ts")).toHaveLength(1);
    expect(arrows("src/components/X.tsx", "src/shell/PageLink.tsx")).toEqual([]);
    expect(arrows("src/content/x.ts", "src/generated/photos.json")).toEqual([]);
    const literals = (js: string) => routeLiterals([{ file: "src/components/X.tsx", js }]);
    const pricing = routes.find((r) => r.id === "pricing")!.path;
    expect(literals(`navigate("${pricing}", { replace: true })`)).toHaveLength(1);
    expect(literals(`jsx(Link, { href: "/", children: "Home" })`)).toHaveLength(1);
    expect(literals(`id.split("/")`)).toEqual([]);
    graph.set("test/a.ts", ["test/b.ts"]);
    graph.set("test/b.ts", ["test/a.ts"]);
    try {
      expect(circles()).toEqual([["test/a.ts", "test/b.ts"]]);
    } finally {
      graph.delete("test/a.ts");
      graph.delete("test/b.ts");
    }
  });
});
