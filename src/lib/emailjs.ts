import { formatEventDate } from "./format";

/**
 * The EmailJS REST API over plain fetch (no SDK): one POST per enquiry.
 * https://www.emailjs.com/docs/rest-api/send/
 */
export interface EmailjsSettings {
  /** Base URL, e.g. https://api.emailjs.com (no trailing slash). */
  api: string;
  serviceId: string;
  templateId: string;
  /** The account's public key, sent as user_id. */
  publicKey: string;
}

/** The variables a studio's EmailJS template can use: {{name}}, {{email}}, ... {{source}},
 *  {{language}} (of the page it came from), and {{enquiry_id}}, the same for every copy of one
 *  enquiry (put it in the subject). */
export interface TemplateParams {
  name: string;
  email: string;
  number: string;
  pin: string;
  city: string;
  budget: string;
  source: string;
  language: string;
  enquiry_id: string;
  [extra: string]: string;
}

export interface SendResult {
  ok: boolean;
  /** The HTTP status; 0 when no answer came (offline, dropped, timed out). */
  status: number;
  text: string;
}

export const sendTimeoutMs = 15_000;

export function isConfigured(s: EmailjsSettings): boolean {
  return Boolean(s.api && s.serviceId && s.templateId && s.publicKey);
}

/** Every field of the stored enquiry as it is (an older one may hold a budget no longer offered),
 *  the usual ones always present, the event's date in English words for the studio, and the
 *  enquiry's id. One stored before the site had languages came from an English page. */
export function templateParams(e: object, id: string): TemplateParams {
  const base = { name: "", email: "", number: "", pin: "", city: "", budget: "", source: "booking", language: "en" };
  const fields = e as Record<string, string>;
  const date: Record<string, string> = typeof fields.date === "string" && fields.date ? { date: formatEventDate(fields.date) } : {};
  return { ...base, ...fields, ...date, enquiry_id: id };
}

/** fetch's keepalive lets a request outlive its tab, for bodies up to 64 KiB in all. */
export const keepaliveLimit = 60_000;

export function sendUrl(s: EmailjsSettings): string {
  return `${s.api}/api/v1.0/email/send`;
}

export function requestBody(s: EmailjsSettings, params: TemplateParams): string {
  return JSON.stringify({ service_id: s.serviceId, template_id: s.templateId, user_id: s.publicKey, template_params: params });
}

/** Sends one email. Never throws: a network failure or a timeout comes back as status 0. */
export async function sendEmail(
  s: EmailjsSettings,
  params: TemplateParams,
  options: { timeoutMs?: number; fetch?: typeof fetch; log?: (...args: unknown[]) => void } = {},
): Promise<SendResult> {
  const doFetch = options.fetch ?? fetch;
  const log = options.log ?? console.info;
  const controller = new AbortController();
  // A plain timer rather than AbortSignal.timeout, so tests drive it with fake clocks.
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? sendTimeoutMs);
  let result: SendResult;
  try {
    const body = requestBody(s, params);
    const res = await doFetch(sendUrl(s), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      // A tab closed right after submit still completes the request.
      keepalive: body.length <= keepaliveLimit,
      signal: controller.signal,
    });
    result = { ok: res.ok, status: res.status, text: await res.text() };
  } catch (err) {
    result = { ok: false, status: 0, text: controller.signal.aborted ? "timed out" : String(err) };
  } finally {
    clearTimeout(timer);
  }
  log(result.ok ? "EmailJS SUCCESS" : "EmailJS FAILED", result.status, result.text);
  return result;
}
