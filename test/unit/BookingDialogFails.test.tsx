import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { BookingProvider } from "../../src/components/BookingProvider";
import { Header } from "../../src/components/Header";
import { renderAt } from "./render";
import { labels } from "../../src/content/labels";

// A deploy copied over the site file by file (rsync onto nginx) can leave a page with chunks of two
// builds: the dialog's code arrives, but throws as it renders.
vi.mock("../../src/components/BookingDialog", () => ({
  BookingDialog: () => {
    throw new Error("Invalid hook call: two copies of React");
  },
  readLastEnquiry: () => null,
  mayHavePendingEnquiries: () => false,
  resumeDelivery: () => () => {},
}));

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  reload = vi.fn();
  vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload } as unknown as Location);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const renderSite = () =>
  renderAt(
    <BookingProvider>
      <Header />
    </BookingProvider>,
  );

async function pressBookNow() {
  await act(async () => {
    fireEvent.click(screen.getAllByRole("button", { name: labels.header.book })[0]!);
    await new Promise((ok) => setTimeout(ok, 50));
  });
}

describe("a booking dialog that throws as it renders", () => {
  it("loads the page afresh once, to reopen the dialog there", async () => {
    renderSite();
    await pressBookNow();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem("afterChunkReload")).toBe("booking");
  });

  it("right after such a reload, closes instead, so the visitor is never caught in a loop", async () => {
    sessionStorage.setItem("chunkReloadAt", String(Date.now()));
    renderSite();
    await pressBookNow();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("banner")).toBeTruthy();
  });
});
