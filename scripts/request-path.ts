/**
 * Turns a request target into a safe path inside the site, or says why not. The checks run on
 * the raw target and again on the decoded path, so encoded tricks (%2e%2e, %2f, %5c, %00) are
 * caught as surely as plain ones. The server still checks the resolved file against its root.
 */
const maxUrlBytes = 2048;

/** Files the build writes for hosts, not for visitors. */
const hidden = new Set(["_headers", "_redirects", "_security.json"]);

type PathCheck = { ok: true; path: string } | { ok: false; status: 400 | 404 | 414 };

export function checkRequestPath(target: string): PathCheck {
  if (Buffer.byteLength(target) > maxUrlBytes) return { ok: false, status: 414 };
  // Origin-form only: "*", "http://host/..." and friends are not for a static server.
  if (!target.startsWith("/")) return { ok: false, status: 400 };
  const raw = target.split(/[?#]/, 1)[0]!;
  // An encoded slash or backslash, or a NUL, has no business in a path to a file of ours.
  if (/\\|%5c|%2f|%00/i.test(raw)) return { ok: false, status: 400 };
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return { ok: false, status: 400 };
  }
  if (/[\x00-\x1f\x7f\\]/.test(path)) return { ok: false, status: 400 };
  const segments = path.split("/").filter(Boolean);
  if (segments.some((s) => s === ".." || s === ".")) return { ok: false, status: 400 };
  // Dotfiles (.git, .env, .nojekyll) and the host config files are not pages.
  if (segments.some((s) => s.startsWith("."))) return { ok: false, status: 404 };
  if (segments.length === 1 && hidden.has(segments[0]!)) return { ok: false, status: 404 };
  return { ok: true, path: "/" + segments.join("/") + (path.endsWith("/") && segments.length ? "/" : "") };
}
