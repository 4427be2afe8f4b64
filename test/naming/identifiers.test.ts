import { describe, expect, it } from "vitest";
import { isIdentifier, toCamelCase, toPascalCase } from "../../generator/naming/identifiers.ts";

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
    // Any script: lowered and capitalized where it has case, kept where it has none.
    ["КонтактнаяИнформация", "контактнаяИнформация"],
    ["número_de_teléfono", "númeroDeTeléfono"],
    ["ΑΦΜ", "αφμ"],
    ["電話番号", "電話番号"],
    // .NET's escape of a space, decoded and split at.
    ["Order_x0020_Id", "orderId"],
    // A digit of another script cannot start an identifier either.
    ["٣rd", "_٣rd"],
    // NFC: a decomposed é is written composed.
    ["cafe\u0301", "caf\u00e9"],
  ])("%s -> %s", (xml, expected) => expect(toCamelCase(xml)).toBe(expected));
});

describe("toPascalCase", () => {
  it.each([
    ["ArrayOfMeal", "ArrayOfMeal"],
    ["cancellation_policy", "CancellationPolicy"],
    ["roomtype.ID", "RoomtypeID"],
    ["КонтактнаяИнформация", "КонтактнаяИнформация"],
    ["контактная_информация", "КонтактнаяИнформация"],
    ["Straße", "Straße"],
    ["電話番号", "電話番号"],
    ["Order_x0020_Id", "OrderId"],
    // A middle dot continues an identifier (Catalan `col·lecció`).
    ["col·lecció", "Col·lecció"],
    ["_", "_"],
  ])("%s -> %s", (xml, expected) => expect(toPascalCase(xml)).toBe(expected));
});

describe("isIdentifier", () => {
  it.each([
    ["Booking", true],
    ["КонтактнаяИнформация", true],
    ["電話番号", true],
    ["_1st", true],
    ["$type", true],
    ["1st", false],
    ["hotel.id", false],
    ["a-b", false],
    ["", false],
  ])("%s: %s", (name, expected) => expect(isIdentifier(name)).toBe(expected));
});
