/** Build-time settings, injected by build.ts from the environment (see .env.example). */
export interface SiteConfig {
  /** Public URL of the site, for canonical links and share previews, without a trailing slash. */
  siteUrl: string;
  emailjs: {
    /** Base URL of the EmailJS REST API; tests point it at a local fake. */
    api: string;
    serviceId: string;
    /** Template for the booking popup. */
    templateId: string;
    /** Template for the pricing lead popup; the booking template when not set. */
    leadTemplateId: string;
    publicKey: string;
  };
}

declare const __SITE_CONFIG__: SiteConfig | undefined;

export const defaultConfig: SiteConfig = {
  siteUrl: "http://localhost:3000",
  emailjs: { api: "https://api.emailjs.com", serviceId: "", templateId: "", leadTemplateId: "", publicKey: "" },
};

export const config: SiteConfig = typeof __SITE_CONFIG__ === "object" && __SITE_CONFIG__ ? __SITE_CONFIG__ : defaultConfig;

/** Reads the settings from environment variables (build.ts only). */
export function configFromEnv(env: Record<string, string | undefined>): SiteConfig {
  const templateId = env.EMAILJS_TEMPLATE_ID ?? "";
  return {
    siteUrl: (env.SITE_URL || defaultConfig.siteUrl).replace(/\/+$/, ""),
    emailjs: {
      api: (env.EMAILJS_API || defaultConfig.emailjs.api).replace(/\/+$/, ""),
      serviceId: env.EMAILJS_SERVICE_ID ?? "",
      templateId,
      leadTemplateId: env.EMAILJS_LEAD_TEMPLATE_ID || templateId,
      publicKey: env.EMAILJS_PUBLIC_KEY ?? "",
    },
  };
}
