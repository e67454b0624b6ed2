/**
 * Text hard-coded in src/App.tsx, src/components, src/pages, src/shell and the JSON-LD (JSX text,
 * visible attributes such as aria-label, label/title properties), parsed from the source, so a
 * new button label is found without anyone listing it. Such words belong in
 * src/content/labels.json, where every language has them (test/node/translations.test.ts).
 *
 * esbuild strips the types and turns each JSX element into a call, `jsx(type, props, ...children)`,
 * and acorn parses the plain JavaScript that leaves: the element's children are text, its props are
 * attributes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { transformSync } from "esbuild";
import { parse } from "acorn";

/** JSX attributes and object properties whose string values people see or hear. */
const visibleAttributes = new Set([
  "aria-label", "aria-roledescription", "title", "alt", "placeholder", "label", "closeLabel", "description",
  "submitLabel", "emailHint", "subtitle",
]);
const visibleProperties = new Set(["label", "name", "serviceType", "title", "closeLabel"]);
/** The factory esbuild calls for each element: a name no source uses. */
const factory = "__element";

type AstNode = { type: string; [key: string]: unknown };

function isNode(v: unknown): v is AstNode {
  return !!v && typeof v === "object" && typeof (v as AstNode).type === "string";
}

function keyName(node: AstNode): string | undefined {
  const k = node.key as AstNode | undefined;
  if (k?.type === "Identifier") return k.name as string;
  if (k?.type === "Literal") return String(k.value);
  return undefined;
}

export interface Fragment {
  text: string;
  file: string;
}

/** The visible strings of one source file (.ts or .tsx). */
export function fragmentsOf(source: string, file: string): Fragment[] {
  const out: Fragment[] = [];
  const add = (raw: string) => {
    const text = raw.replace(/\s+/g, " ").trim();
    if (/[A-Za-z]/.test(text)) out.push({ text, file });
  };
  const visit = (node: unknown, collecting: boolean): void => {
    if (Array.isArray(node)) return node.forEach((n) => visit(n, collecting));
    if (!isNode(node)) return;
    switch (node.type) {
      case "ImportDeclaration":
      case "ExportAllDeclaration":
        return;
      case "CallExpression": {
        const callee = node.callee as AstNode;
        const [, props, ...children] = node.arguments as AstNode[];
        if (callee.type === "Identifier" && callee.name === factory) {
          // An element: its children are text whatever surrounds it; its props are attributes.
          for (const p of (props?.type === "ObjectExpression" ? props.properties : []) as AstNode[]) {
            visit(p.type === "Property" ? p.value : p, p.type === "Property" && visibleAttributes.has(keyName(p) ?? ""));
          }
          return visit(children, true);
        }
        const object = callee.type === "MemberExpression" ? (callee.object as AstNode) : undefined;
        if (object?.type === "Identifier" && object.name === "console") return;
        break;
      }
      case "Property":
        return visit(node.value, visibleProperties.has(keyName(node) ?? ""));
      case "BinaryExpression":
        // `state === "paused"` compares; its strings are not shown.
        if (["===", "!==", "==", "!="].includes(node.operator as string)) return;
        break;
      case "Literal":
        if (collecting && typeof node.value === "string") add(node.value);
        return;
      case "TemplateElement":
        if (collecting) add((node.value as { cooked: string }).cooked);
        return;
    }
    for (const [k, v] of Object.entries(node)) if (k !== "type") visit(v, collecting);
  };
  const { code } = transformSync(source, { loader: extname(file) === ".tsx" ? "tsx" : "ts", jsx: "transform", jsxFactory: factory, jsxFragment: "null", target: "esnext", sourcefile: file });
  visit(parse(code, { ecmaVersion: "latest", sourceType: "module" }), false);
  return out;
}

/** Source files whose hard-coded strings reach a visitor. */
export function interfaceFiles(root = "src"): string[] {
  const dir = (d: string) => readdirSync(join(root, d)).filter((f) => f.endsWith(".tsx")).map((f) => join(root, d, f));
  return [join(root, "App.tsx"), ...dir("components"), ...dir("pages"), ...dir("shell"), join(root, "../tooling/structured-data.ts")];
}

export function interfaceFragments(root = "src"): Fragment[] {
  return interfaceFiles(root).flatMap((f) => fragmentsOf(readFileSync(f, "utf8"), f));
}
