import { describe, expect, it } from "vitest";
import { namespaceQualifiers, namespaceWords, numbered } from "../../generator/naming/qualifiers.ts";

const contract = "http://schemas.datacontract.org/2004/07/";

describe("namespaceWords", () => {
  it.each([
    [`${contract}Example.Shipping`, ["schemas", "datacontract", "org", "2004", "07", "Example", "Shipping"]],
    ["urn:example:billing:2024", ["example", "billing", "2024"]],
    ["https://www.example.com/orders/v2/", ["example", "com", "orders", "v2"]],
    ["", []],
  ])("%s", (namespace, words) => expect(namespaceWords(namespace)).toEqual(words));
});

describe("namespaceQualifiers", () => {
  it.each([
    // The last word tells them apart.
    [`${contract}Example.Shipping`, `${contract}Example.Billing`, "Shipping"],
    ["urn:vendor:common:v2", "urn:vendor:common:v1", "V2"],
    // The last word is the other's too: the last one that is not.
    ["urn:vendor:orders:v2", "urn:vendor:billing:v2", "Orders"],
    ["http://example.com/orders/2019/06", "http://example.com/orders/2020/06", "2019"],
    // Against a name of no namespace.
    ["urn:example:billing", "", "Billing"],
  ])("%s beside %s: %s first", (namespace, other, first) =>
    expect(namespaceQualifiers(namespace, other)[0]).toBe(first),
  );

  it("offers the words from there to the end after it, and one more word before them each time", () => {
    expect(namespaceQualifiers("urn:a:b:c", "urn:x:y:z")).toEqual(["C", "BC", "ABC"]);
    expect(namespaceQualifiers("urn:vendor:orders:v3", "urn:vendor:common:v3")).toEqual([
      "Orders",
      "OrdersV3",
      "VendorOrdersV3",
    ]);
  });

  it.each([
    ["urn:a", "urn:a"],
    // Every tail of the namespace ends the other's: only numbers tell them apart.
    ["urn:billing", "urn:x:billing"],
  ])("has none for %s beside %s", (namespace, other) =>
    expect(namespaceQualifiers(namespace, other)).toEqual([]),
  );
});

describe("numbered", () => {
  it.each([
    ["Address", 2, "Address2"],
    ["Item1", 2, "Item1_2"],
    ["value", 3, "value3"],
  ])("%s, %i -> %s", (name, number, expected) => expect(numbered(name, number)).toBe(expected));
});
