/**
 * Text hard-coded in src/App.tsx, src/components, src/pages, src/shell and the JSON-LD (JSX text,
 * visible attributes such as aria-label, label/title properties), parsed from the source, so a
 * new button label is found without anyone listing it. Such words belong in
 * src/content/labels.json, where every language has them (test/node/translations.test.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseAst } from "rolldown/parseAst";


/** JSX attributes and object properties whose string values people see or hear. */
const visibleAttributes = new Set([
  "aria-label", "aria-roledescription", "title", "alt", "placeholder", "label", "closeLabel", "description",
  "submitLabel", "emailHint", "subtitle",
]);
const visibleProperties = new Set(["label", "name", "serviceType", "title", "closeLabel"]);

type AstNode = { type: string; [key: string]: unknown };

function isNode(v: unknown): v is AstNode {
  return !!v && typeof v === "object" && typeof (v as AstNode).type === "string";
}

function keyName(node: AstNode): string | undefined {
  const k = (node.key ?? node.name) as AstNode | undefined;
  if (!k) return undefined;
  if (k.type === "Identifier" || k.type === "JSXIdentifier") return k.name as string;
  if (k.type === "Literal") return String(k.value);
  return undefined;
}

export interface Fragment {
  text: string;
  file: string;
}

function fragmentsOf(source: string, file: string): Fragment[] {
  const out: Fragment[] = [];
  const add = (raw: string) => {
    const text = raw.replace(/\s+/g, " ").trim();
    if (/[A-Za-z]/.test(text)) out.push({ text, file });
  };
  const visit = (node: unknown, collecting: boolean, parent?: AstNode): void => {
    if (Array.isArray(node)) return node.forEach((n) => visit(n, collecting, parent));
    if (!isNode(node)) return;
    switch (node.type) {
      case "ImportDeclaration":
      case "ExportAllDeclaration":
      case "TSTypeAnnotation":
      case "TSInterfaceDeclaration":
      case "TSTypeAliasDeclaration":
        return;
      case "JSXText":
        return add(node.value as string);
      case "JSXAttribute":
        return visit(node.value, visibleAttributes.has(keyName(node) ?? ""), node);
      case "JSXExpressionContainer":
        // A child expression ({" "}, {cond ? "a" : "b"}) is text; an attribute's follows the attribute.
        return visit(node.expression, parent?.type === "JSXAttribute" ? collecting : true, node);
      case "Property":
        return visit(node.value, visibleProperties.has(keyName(node) ?? ""), node);
      case "CallExpression": {
        const callee = node.callee as AstNode;
        const object = callee.type === "MemberExpression" ? (callee.object as AstNode) : undefined;
        if (object?.type === "Identifier" && object.name === "console") return;
        break;
      }
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
    for (const [k, v] of Object.entries(node)) {
      if (k === "type" || k === "start" || k === "end") continue;
      // Inside an element, children are text again whatever the surrounding attribute was.
      visit(v, node.type === "JSXElement" || node.type === "JSXFragment" ? false : collecting, node);
    }
  };
  visit(parseAst(source, { lang: "tsx" }, file), false);
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
