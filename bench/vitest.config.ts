import { defineConfig } from "vitest/config";

// The bench's own tests, not the site's (whose config is the one above this folder).
export default defineConfig({ test: { include: ["test/**/*.test.ts"], environment: "node" } });
