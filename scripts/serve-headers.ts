// _headers and _redirects read back as Cloudflare Pages reads them.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { HostPolicy } from "../tooling/hosts";

/** "! Name" lines only matter where rules join values, and the build's rules replace them. */
export function parseHeaders(text: string): HostPolicy["headers"] {
  const rules: HostPolicy["headers"] = [];
  for (const line of text.split("\n")) {
    if (/^\s*(#|$)/.test(line)) continue;
    const header = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), values: {} });
    else if (header && rules.length) rules[rules.length - 1]!.values[header[1]!] = header[2]!;
  }
  return rules;
}

export function parseRedirects(text: string): Map<string, string> {
  const lines = text.split("\n").filter((l) => !/^\s*(#|$)/.test(l));
  return new Map(lines.map((l) => l.trim().split(/\s+/) as [string, string]));
}

/** Read on every request (two small files): the dev server rebuilds them. */
export async function hostFiles(root: string) {
  const read = (name: string) => readFile(join(root, name), "utf8").catch(() => "");
  return { headers: parseHeaders(await read("_headers")), redirects: parseRedirects(await read("_redirects")) };
}
