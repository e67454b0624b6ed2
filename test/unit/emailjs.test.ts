import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sendEmail, templateParams, type EmailjsSettings } from "../../src/lib/emailjs";
import type { Enquiry } from "../../src/lib/enquiry";
import { shapeError, startFakeEmailjs, type FakeEmailjs } from "../fake-emailjs";

const enquiry: Enquiry = { name: "Asha Patil", email: "asha@example.com", number: "9876543210", pin: "411001", city: "Pune", budget: "1,30,000", source: "pricing" };

let fake: FakeEmailjs;
let settings: EmailjsSettings;
const log = vi.fn();

beforeAll(async () => {
  fake = await startFakeEmailjs();
  settings = { api: fake.url, serviceId: "service_x", templateId: "template_y", publicKey: "key_z" };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setMode("ok");
  log.mockClear();
});

describe("the EmailJS client (real fetch against the local fake)", () => {
  it("POSTs JSON to /api/v1.0/email/send with the ids, the seven template variables, the page's language and the enquiry_id", async () => {
    const result = await sendEmail(settings, templateParams(enquiry, "enq-1"), { log });
    expect(result).toEqual({ ok: true, status: 200, text: "OK" });
    expect(fake.requests).toEqual([
      {
        method: "POST",
        path: "/api/v1.0/email/send",
        contentType: "application/json",
        answer: 200,
        body: {
          service_id: "service_x",
          template_id: "template_y",
          user_id: "key_z",
          template_params: { name: "Asha Patil", email: "asha@example.com", number: "9876543210", pin: "411001", city: "Pune", budget: "1,30,000", source: "pricing", language: "en", enquiry_id: "enq-1" },
        },
      },
    ]);
    expect(log).toHaveBeenCalledWith("EmailJS SUCCESS", 200, "OK");
  });

  it.each([
    ["400", 400, "The template ID is invalid"],
    ["429", 429, "Too Many Requests"],
    ["500", 500, "Internal Server Error"],
  ] as const)("reports a %s with its status and text, and logs it", async (mode, status, text) => {
    fake.setMode(mode);
    const result = await sendEmail(settings, templateParams(enquiry, "enq-1"), { log });
    expect(result).toEqual({ ok: false, status, text });
    expect(log).toHaveBeenCalledWith("EmailJS FAILED", status, text);
  });

  it("asks for keepalive, so a tab closed right after submit still completes its request", async () => {
    const spy = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response("OK"));
    await sendEmail(settings, templateParams(enquiry, "enq-1"), { log, fetch: spy });
    expect(spy.mock.calls[0]![1]!.keepalive).toBe(true);
    // Past keepalive's 64 KiB (an old enquiry with a huge paste): sent all the same, without it.
    await sendEmail(settings, templateParams({ ...enquiry, name: "x".repeat(70_000) }, "enq-2"), { log, fetch: spy });
    expect(spy.mock.calls[1]![1]!.keepalive).toBe(false);
  });

  it("turns a dropped connection into status 0 instead of throwing", async () => {
    fake.setMode("drop");
    const result = await sendEmail(settings, templateParams(enquiry, "enq-1"), { log });
    expect(result.ok).toBe(false);
    expect(result.status).toBe(0);
    expect(fake.requests.map((r) => r.answer)).toEqual(["drop"]);
  });

  it("gives up on a server that never answers after the timeout", async () => {
    fake.setMode("hang");
    const started = Date.now();
    const result = await sendEmail(settings, templateParams(enquiry, "enq-1"), { log, timeoutMs: 300 });
    expect(result).toEqual({ ok: false, status: 0, text: "timed out" });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("the fake refuses what EmailJS would refuse", () => {
    const body = JSON.stringify({ service_id: "s", template_id: "t", user_id: "u", template_params: {} });
    expect(shapeError("POST", "/api/v1.0/email/send", "application/json", body)).toBeNull();
    expect(shapeError("GET", "/api/v1.0/email/send", "application/json", body)).toBe("Method not allowed");
    expect(shapeError("POST", "/api/v1.0/email/send-form", "application/json", body)).toBe("Not found");
    expect(shapeError("POST", "/api/v1.0/email/send", "text/plain", body)).toMatch(/Content-Type/);
    expect(shapeError("POST", "/api/v1.0/email/send", "application/json", "{")).toMatch(/JSON/);
    expect(shapeError("POST", "/api/v1.0/email/send", "application/json", JSON.stringify({ service_id: "s", template_id: "t", template_params: {} }))).toBe(
      "The user_id parameter is required",
    );
    expect(shapeError("POST", "/api/v1.0/email/send", "application/json", JSON.stringify({ service_id: "s", template_id: "t", user_id: "u", template_params: "x" }))).toMatch(
      /template_params/,
    );
  });
});
