// Transitional: the route table lives in src/shell/routes.ts. This re-export serves only the
// build side (entry-server.tsx, scripts/bench.ts) until issue 13's build half imports the shell
// directly; then this file goes (test/node/architecture.test.ts says so when it is unused).
export * from "./shell/routes";
