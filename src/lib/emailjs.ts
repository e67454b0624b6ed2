import type { Enquiry } from "./enquiry";
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

/** The variables a studio's EmailJS template can use: {{name}}, {{email}}, ... {{source}}. */
export interface TemplateParams {
  name: string;
  email: string;
  number: string;
  pin: string;
  city: string;
  budget: string;
  source: string;
  /** Only when the visitor gave them: the event's date, in words, and the occasion. */
  date?: string;
  occasion?: string;
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

export function templateParams(e: Enquiry): TemplateParams {
  const params: TemplateParams = { name: e.name, email: e.email, number: e.number, pin: e.pin, city: e.city, budget: e.budget, source: e.source };
  if (e.date) params.date = formatEventDate(e.date);
  if (e.occasion) params.occasion = e.occasion;
  return params;
}

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
    const res = await doFetch(sendUrl(s), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: requestBody(s, params),
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
