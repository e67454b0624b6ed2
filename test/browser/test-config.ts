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

/** Where the enquiry fault suite's fake EmailJS listens: a fixed loopback port, baked into its build. */
export const fakeEmailjsPort = Number(process.env.FAKE_EMAILJS_PORT ?? 47_391);

/** A build whose EmailJS ids point at the fake itself (no interception: keepalive requests from
 *  closed tabs must reach it too), and one without ids at all. */
export const faultsDistDir = process.env.TEST_DIST_FAULTS ?? ".cache/test-dist-faults";
export const noIdsDistDir = process.env.TEST_DIST_NOIDS ?? ".cache/test-dist-noids";

export const faultsConfig: SiteConfig = { ...testConfig, emailjs: { ...testConfig.emailjs, api: `http://127.0.0.1:${fakeEmailjsPort}` } };
export const noIdsConfig: SiteConfig = { ...testConfig, emailjs: { api: testConfig.emailjs.api, serviceId: "", templateId: "", leadTemplateId: "", publicKey: "" } };
