import type { SiteConfig } from "../../src/config";

/** The build the browser suite runs against: test ids, and EmailJS at a host the tests intercept. */
export const testDistDir = process.env.TEST_DIST ?? ".cache/test-dist";

export const testConfig: SiteConfig = {
  siteUrl: "https://studio.test",
  emailjs: {
    api: "https://api.emailjs.com",
    serviceId: "service_test",
    templateId: "template_booking",
    leadTemplateId: "template_lead",
    publicKey: "public_key_test",
  },
};
