// /admin/: whether the owner's last saved change is on the site. Each save is a commit; the build
// writes the commit it was made from to /admin/build.json; GitHub says where the branch is now. A
// build the content's check stopped leaves the two apart, and its log is a host's page the owner
// never opens: this says so where they edit.

/** What the build wrote: the commit it was made from and where the editor saves. */
export interface LiveBuild {
  commit: string;
  repo: string;
  branch: string;
  /** The branch the build was made from, where the host says: another one's (a deploy preview's)
   *  is not the site the editor's saves go to, and would always look behind. */
  builtFrom?: string;
}

/** The branch's newest commit: its id and when it was made (ISO 8601). */
export interface BranchHead {
  sha: string;
  date: string;
}

/** A host builds and publishes a change within this; longer, and the build has most likely stopped. */
export const buildMinutes = 15;

function ago(minutes: number): string {
  const [n, unit] = minutes < 120 ? [minutes, "minute"] : minutes < 2880 ? [Math.floor(minutes / 60), "hour"] : [Math.floor(minutes / 1440), "day"];
  return n < 1 ? "just now" : `${n} ${unit}${n === 1 ? "" : "s"} ago`;
}

/** Empty when the site shows the branch's newest commit, or nothing can be said. `now` is the
 *  server's clock where it can be had: a phone's own may be hours out. */
export function liveChangeNote(built: string, head: BranchHead | undefined, now: number): string {
  const saved = Date.parse(head?.date ?? "");
  if (!built || !head || head.sha === built || Number.isNaN(saved)) return "";
  const minutes = Math.max(0, Math.round((now - saved) / 60_000));
  if (minutes < buildMinutes) return `Your change saved ${ago(minutes)} is being built: it goes live in a few minutes.`;
  return `Your change saved ${ago(minutes)} is not live: its build most likely stopped on a mistake. The host's build log names it and its file (Netlify: Deploys; Cloudflare: Deployments): mend it here and save again.`;
}

const checkEvery = 120_000;

/** The GitHub token the editor keeps once the owner has signed in; null signed out or elsewhere. */
function gitHubToken(): string | null {
  try {
    const user = JSON.parse(localStorage.getItem("sveltia-cms.user") ?? "null") as { backendName?: string; token?: string } | null;
    return user?.backendName === "github" && user.token ? user.token : null;
  } catch {
    return null;
  }
}

async function check(show: (text: string) => void): Promise<void> {
  const token = gitHubToken();
  if (!token) return show("");
  try {
    // Asked afresh each time: a deploy while the page is open changes it.
    const res = await fetch("/admin/build.json", { cache: "no-store" });
    const build = (await res.json()) as LiveBuild;
    if (build.builtFrom && build.builtFrom !== build.branch) return show("");
    const now = Date.parse(res.headers.get("Date") ?? "") || Date.now();
    const api = await fetch(`https://api.github.com/repos/${build.repo}/commits/${encodeURIComponent(build.branch)}`, {
      cache: "no-store",
      headers: { Accept: "application/vnd.github+json", Authorization: `Bearer ${token}` },
    });
    if (!api.ok) return show("");
    const head = (await api.json()) as { sha?: string; commit?: { committer?: { date?: string } } };
    show(liveChangeNote(build.commit, head.sha ? { sha: head.sha, date: head.commit?.committer?.date ?? "" } : undefined, now));
  } catch {
    // Offline, or GitHub unreachable: nothing is known, so nothing is said.
  }
}

/** Fills #live-note on load, every two minutes while the page is in view, and on coming back to it. */
export function watchLiveChange(): () => void {
  const note = document.getElementById("live-note");
  if (!note) return () => {};
  const show = (text: string) => {
    note.textContent = text;
    note.hidden = !text;
    // The editor's foot stays above the notes, however many lines they take.
    const notes = note.parentElement!;
    document.body.style.setProperty("--notes-height", `${notes.offsetHeight}px`);
  };
  // Only the latest check's answer shows: one begun on coming back may end before the timer's.
  let latest = 0;
  const run = () => {
    const mine = ++latest;
    if (document.visibilityState === "visible") void check((text) => mine === latest && show(text));
  };
  run();
  const timer = setInterval(run, checkEvery);
  document.addEventListener("visibilitychange", run);
  return () => {
    clearInterval(timer);
    document.removeEventListener("visibilitychange", run);
  };
}
