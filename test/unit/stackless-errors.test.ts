import { afterEach, expect, it, vi } from "vitest";

const NativeError = globalThis.Error;
afterEach(() => {
  globalThis.Error = NativeError;
  vi.resetModules();
});

it("while the modules initialise, an error keeps its message, cause and type but carries no stack; after, errors have stacks again", async () => {
  const { restoreErrorStacks } = await import("../../src/shell/stackless-errors");
  const called = Error("React error #460");
  const constructed = new Error("failed", { cause: "offline" });
  for (const error of [called, constructed]) {
    expect(error).toBeInstanceOf(NativeError);
    expect(error.stack).toBeUndefined();
  }
  expect(called.message).toBe("React error #460");
  expect(constructed.cause).toBe("offline");
  expect(String(constructed)).toBe("Error: failed");
  expect(typeof Error.captureStackTrace).toBe("function");

  restoreErrorStacks();
  expect(globalThis.Error).toBe(NativeError);
  expect(new Error("later").stack).toContain("later");
});
