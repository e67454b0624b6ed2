import { describe, expect, it, vi } from "vitest";
import { budgetOf } from "../../../src/lib/enquiry";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { BookingContext, useBooking } from "../../../src/hooks/useBooking";
import { plans } from "../../../src/content/plans";

describe("useBooking", () => {
  it("hands every BOOK NOW the provider's action, with the budget a plan preselects", () => {
    const openBooking = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => <BookingContext.Provider value={{ openBooking }}>{children}</BookingContext.Provider>;
    const { result } = renderHook(() => useBooking(), { wrapper });
    const plan = plans[0]!;
    result.current.openBooking({ budget: budgetOf(plan.price) });
    expect(openBooking).toHaveBeenCalledWith({ budget: budgetOf(plan.price) });
  });

  it("is a harmless no-op outside the provider (a component rendered alone)", () => {
    const { result } = renderHook(() => useBooking());
    expect(() => result.current.openBooking()).not.toThrow();
  });
});
