import { describe, expect, it } from "vitest";
import { availabilityOf, dayIn } from "../../src/lib/availability";
import { bookedDays, studioTimeZone } from "../../src/content/availability";

describe("availability", () => {
  it("answers for the studio's calendar day, whatever the visitor's clock says", () => {
    // 19:00 UTC on 13 February: 00:30 on the 14th in India, 11:00 on the 13th in Los Angeles.
    const instant = new Date("2027-02-13T19:00:00Z");
    expect(dayIn("Asia/Kolkata", instant)).toBe("2027-02-14");
    expect(dayIn("America/Los_Angeles", instant)).toBe("2027-02-13");
    expect(dayIn("UTC", new Date("2026-12-31T23:59:59Z"))).toBe("2026-12-31");
  });

  it("says booked for a day in the list and free for any other, from today on", () => {
    const booked = ["2027-02-14", "2026-11-21"];
    expect(availabilityOf("2027-02-14", booked, "2026-11-27")).toBe("booked");
    expect(availabilityOf("2027-02-15", booked, "2026-11-27")).toBe("free");
    expect(availabilityOf("2026-11-27", booked, "2026-11-27")).toBe("free");
  });

  it("says nothing of a past day (a booked one included), an empty field or a malformed day", () => {
    const booked = ["2026-11-21"];
    expect(availabilityOf("2026-11-21", booked, "2026-11-27")).toBeNull();
    expect(availabilityOf("", booked, "2026-11-27")).toBeNull();
    expect(availabilityOf("14/02/2027", booked, "2026-11-27")).toBeNull();
  });

  it("reads the studio's booked days and time zone from the content", () => {
    expect(bookedDays.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    expect(() => dayIn(studioTimeZone, new Date())).not.toThrow();
  });
});
