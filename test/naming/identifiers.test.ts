import { describe, expect, it } from "vitest";
import { toCamelCase, toPascalCase, toTypeName } from "../../generator/naming/identifiers.ts";

describe("toCamelCase", () => {
  it.each([
    ["hotel.id", "hotelId"],
    ["earliestNonFreeCancellationDate.CET", "earliestNonFreeCancellationDateCET"],
    ["roomtype.ID", "roomtypeID"],
    ["cancellation_policies", "cancellationPolicies"],
    ["ErrorType", "errorType"],
    ["ID", "id"],
    ["URLPath", "urlPath"],
    ["hotel.addr.1", "hotelAddr1"],
    ["start_date", "startDate"],
    ["1st", "_1st"],
    ["class", "class"],
  ])("%s -> %s", (xml, expected) => expect(toCamelCase(xml)).toBe(expected));
});

describe("toPascalCase and toTypeName", () => {
  it.each([
    ["ArrayOfMeal", "ArrayOfMeal"],
    ["cancellation_policy", "CancellationPolicy"],
    ["roomtype.ID", "RoomtypeID"],
  ])("%s -> %s", (xml, expected) => expect(toPascalCase(xml)).toBe(expected));

  it("gives a type named after a global a suffix instead of shadowing it", () => {
    expect(toTypeName("Error")).toBe("ErrorType");
    expect(toTypeName("Date")).toBe("DateType");
    expect(toTypeName("Booking")).toBe("Booking");
  });
});
