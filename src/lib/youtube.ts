// A film's YouTube video, however the owner pasted it: a share link (youtu.be/…), a watch, embed,
// shorts or live address, or the bare 11-character id. The player always loads from
// youtube-nocookie.com (no cookies until the visitor plays), and only once they tap play.

const idPattern = /^[A-Za-z0-9_-]{11}$/;
const hosts = /^(?:www\.|m\.|music\.)?(?:youtube\.com|youtube-nocookie\.com)$/;

/** The video id in a YouTube link or a bare id, or null when the text is neither. */
export function youtubeId(text: string): string | null {
  const value = text.trim();
  if (idPattern.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const path = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined;
  if (host === "youtu.be") id = path[0];
  else if (hosts.test(host)) id = path[0] === "watch" ? url.searchParams.get("v") : ["embed", "shorts", "live", "v"].includes(path[0] ?? "") ? path[1] : undefined;
  return id && idPattern.test(id) ? id : null;
}

/** The player's address: the privacy-enhanced host, playing at once (the visitor has just tapped play). */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0&playsinline=1`;
}

/** ISO 8601 duration for search engines: 4 min 32 s is "PT4M32S". */
export function isoDuration(minutes: number, seconds: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${seconds || (!h && !m) ? `${seconds}S` : ""}`;
}
