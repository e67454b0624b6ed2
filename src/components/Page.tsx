// Transitional: page loading lives in src/shell/load-page.ts. This re-export serves only
// entry-server.tsx until issue 13's build half imports the shell directly; then this file goes.
export { loadPage } from "../shell/load-page";
