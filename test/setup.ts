import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";

// React 19 wants to be told it runs under a test harness, so act() flushes updates.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
