import { afterAll, afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { clearToasts } from "../src/lib/toast-store";

// React 19 wants to be told it runs under a test harness, so act() flushes updates.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A lazy part can take more than the default second to appear on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Runs after a test file's own after-hooks: what is still drawn is unmounted before the toast
// store it listens to is emptied.
afterEach(() => {
  cleanup();
  clearToasts();
  localStorage.clear();
  sessionStorage.clear();
});

// Each file runs in a context of its own on a shared worker: a lazy chunk a file's last test asked
// for can arrive while the next file runs. Once the file is over, that is no test's business.
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
