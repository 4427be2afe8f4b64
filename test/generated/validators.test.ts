// The generated validators of v15, table-driven: a valid value with one or more edits, and the exact list
// of issues (path and message) the validator must return. Covers nested paths through wrapped lists and
// repeated elements, required members, nil only where nillable (members and items), int ranges, decimal
// and dateTime lexical forms, enumerations, xs:list items by index, types of values, `$type`, and every
// problem reported at once, in member order.
import { describe, expect, it } from "vitest";
import { validateComplex, type ValidationIssue } from "../../generator/runtime/validation.ts";
import { xsString } from "../../generator/runtime/scalars.ts";
import { complexType, element, list } from "../../generator/runtime/xml-reader.ts";
import {
  validateBookResult,
  validateBooking,
  validateHotel,
  validatePaymentMethodIdList,
  type BookResult,
  type Booking,
  type Hotel,
} from "../../generated/v15/src/index.ts";

const booking: Booking = {
  bookingnumber: "HB-2025-004711",
  hotelId: 120973,
  hotelName: "Hotel Strand & Spa",
  mealId: 2,
  adultGuests: ["Åsa Lindström", "Jean-Luc O'Neill"],
  checkindate: "2025-07-01T00:00:00",
  checkoutdate: "2025-07-08T00:00:00",
  prices: [
    { value: "1487.3300000000000001", currency: "EUR", paymentMethods: [1, 2, 17] },
    null,
    { value: "0", paymentMethods: [] },
  ],
  bookingdate: "2025-02-11T09:41:27.0871234+01:00",
  cancellationpolicies: [
    { deadline: 30, percentage: "0", text: "Free cancellation until 30 days before arrival." },
    { deadline: null, percentage: "100.00" },
  ],
  earliestNonFreeCancellationDateCET: "2025-06-01T00:00:00+02:00",
  earliestNonFreeCancellationDateLocal: null,
  transferbooked: 0,
  paymentmethod: { id: 1, name: "Credit card", property: [{ key: "cardType", value: "VISA" }] },
  hotelNotes: [{ startDate: "2025-06-15T00:00:00", endDate: "2025-08-31T23:59:59", text: "Pool bar" }],
};

const bookResult: BookResult = { booking };

const hotel: Hotel = {
  isPrioritized: true,
  hotelId: 7,
  destinationId: 3,
  resortId: 4,
  transfer: 0,
  review: { rating: "4.5", pricevalue: "3.9", count: 120, recommendCount: 98 },
  distance: Infinity,
  codes: [{ type: "GIATA", value: "12345" }, null],
};

/** An edit of a copy of the valid value: the path to a property and its new value (REMOVE deletes it). */
type Edit = readonly [path: readonly (string | number)[], value: unknown];
const REMOVE = Symbol("remove");

function edited<T>(value: T, edits: readonly Edit[]): T {
  const copy = structuredClone(value) as unknown;
  for (const [path, replacement] of edits) {
    let target = copy as Record<string | number, unknown>;
    for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>;
    const last = path.at(-1) ?? "";
    if (replacement === REMOVE) Reflect.deleteProperty(target, last);
    else target[last] = replacement;
  }
  return copy as T;
}

interface Row {
  readonly name: string;
  readonly edits: readonly Edit[];
  readonly issues: readonly ValidationIssue[];
}

const issue = (path: string, message: string): ValidationIssue => ({ path, message });
const INT_RANGE = "outside -2147483648..2147483647";

const bookResultRows: readonly Row[] = [
  { name: "the valid value", edits: [], issues: [] },
  {
    name: "a decimal that is no decimal, deep in a wrapped list",
    edits: [[["booking", "prices", 2, "value"], "1.2.3"]],
    issues: [issue("booking.prices[2].value", '"1.2.3" is not a valid decimal')],
  },
  {
    name: "a decimal given as a JavaScript number",
    edits: [[["booking", "prices", 0, "value"], 1487.33]],
    issues: [issue("booking.prices[0].value", "must be a string, got number")],
  },
  {
    name: "an xs:list attribute with bad items, each at its index",
    edits: [
      [
        ["booking", "prices", 0, "paymentMethods"],
        [1, "2", 3000000000, 2.5],
      ],
    ],
    issues: [
      issue("booking.prices[0].paymentMethods[1]", "must be a number, got string"),
      issue("booking.prices[0].paymentMethods[2]", `"3000000000" is not a valid int: ${INT_RANGE}`),
      issue("booking.prices[0].paymentMethods[3]", '"2.5" is not a valid int: not an integer'),
    ],
  },
  {
    name: "an xs:list attribute that is no array",
    edits: [[["booking", "prices", 0, "paymentMethods"], "1 2 17"]],
    issues: [issue("booking.prices[0].paymentMethods", "must be an array, got string")],
  },
  {
    name: "a required xs:list attribute missing",
    edits: [[["booking", "prices", 2, "paymentMethods"], REMOVE]],
    issues: [issue("booking.prices[2].paymentMethods", "is required")],
  },
  {
    name: "an int outside 32 bits, and one that is no integer",
    edits: [
      [["booking", "hotelId"], 3000000000],
      [["booking", "mealId"], -2147483649],
      [["booking", "transferbooked"], 0.5],
    ],
    issues: [
      issue("booking.hotelId", `"3000000000" is not a valid int: ${INT_RANGE}`),
      issue("booking.mealId", `"-2147483649" is not a valid int: ${INT_RANGE}`),
      issue("booking.transferbooked", '"0.5" is not a valid int: not an integer'),
    ],
  },
  {
    name: "required members missing: an element and an attribute",
    edits: [
      [["booking", "mealId"], REMOVE],
      [["booking", "paymentmethod", "id"], REMOVE],
    ],
    issues: [issue("booking.mealId", "is required"), issue("booking.paymentmethod.id", "is required")],
  },
  {
    name: "a required nillable member missing (nil is not absence)",
    edits: [[["booking", "earliestNonFreeCancellationDateLocal"], REMOVE]],
    issues: [issue("booking.earliestNonFreeCancellationDateLocal", "is required")],
  },
  {
    name: "null where the member is not nillable",
    edits: [
      [["booking", "bookingnumber"], null],
      [["booking", "cancellationpolicies", 0, "percentage"], null],
      [["booking", "paymentmethod"], null],
    ],
    issues: [
      issue("booking.bookingnumber", "must not be null (not nillable)"),
      issue("booking.cancellationpolicies[0].percentage", "must not be null (not nillable)"),
      issue("booking.paymentmethod", "must not be null (not nillable)"),
    ],
  },
  {
    name: "null items where the items are not nillable",
    edits: [
      [["booking", "cancellationpolicies", 1], null],
      [["booking", "paymentmethod", "property", 0], null],
    ],
    issues: [
      issue("booking.cancellationpolicies[1]", "must not be null (not nillable)"),
      issue("booking.paymentmethod.property[0]", "must not be null (not nillable)"),
    ],
  },
  {
    name: "null where nillable: members and items",
    edits: [
      [["booking", "earliestNonFreeCancellationDateCET"], null],
      [["booking", "prices", 0], null],
      [["booking", "cancellationpolicies", 0, "deadline"], null],
    ],
    issues: [],
  },
  {
    name: "null for the nillable booking itself",
    edits: [[["booking"], null]],
    issues: [],
  },
  {
    name: "dateTime lexical forms: a space for T, 30 February, an offset beyond 14:00, hour 25",
    edits: [
      [["booking", "checkindate"], "2025-07-01 00:00:00"],
      [["booking", "checkoutdate"], "2025-02-30T00:00:00"],
      [["booking", "bookingdate"], "2025-02-11T09:41:27+14:30"],
      [["booking", "hotelNotes", 0, "endDate"], "2025-08-31T25:00:00"],
    ],
    issues: [
      issue("booking.checkindate", '"2025-07-01 00:00:00" is not a valid dateTime'),
      issue("booking.checkoutdate", '"2025-02-30T00:00:00" is not a valid dateTime: day out of range'),
      issue(
        "booking.bookingdate",
        '"2025-02-11T09:41:27+14:30" is not a valid dateTime: offset out of range',
      ),
      issue(
        "booking.hotelNotes[0].endDate",
        '"2025-08-31T25:00:00" is not a valid dateTime: hour out of range',
      ),
    ],
  },
  {
    name: "an enumeration value outside the enumeration (a derived type named by $type)",
    edits: [
      [["booking", "$type"], "BookingWithStatus"],
      [["booking", "bookingStatus"], "Cancelled"],
      [["booking", "currentCancellationPolicyDeadline"], null],
    ],
    issues: [
      issue(
        "booking.bookingStatus",
        '"Cancelled" is not a valid BookingStatus: expected one of NotActive, Active',
      ),
    ],
  },
  {
    name: "a member of the derived type missing when $type names it",
    edits: [[["booking", "$type"], "BookingWithStatus"]],
    issues: [
      issue("booking.bookingStatus", "is required"),
      issue("booking.currentCancellationPolicyDeadline", "is required"),
    ],
  },
  {
    name: "a $type that names no type of the hierarchy",
    edits: [[["booking", "$type"], "BookingWithFees"]],
    issues: [
      issue(
        "booking.$type",
        'unknown type "BookingWithFees": expected Booking, BookingWithStatus, BookingWithStatusAndTaxesAndFees, BookingWithTaxesAndFees or none',
      ),
    ],
  },
  {
    name: "values of the wrong JavaScript type",
    edits: [
      [["booking", "hotelName"], 42],
      [["booking", "cancellationpolicies"], { deadline: 1, percentage: "1" }],
      [["booking", "adultGuests"], "Åsa Lindström"],
      [["booking", "paymentmethod", "property", 0], "cardType=VISA"],
    ],
    issues: [
      issue("booking.hotelName", "must be a string, got number"),
      issue("booking.adultGuests", "must be an array, got string"),
      issue("booking.cancellationpolicies", "must be an array, got object"),
      issue("booking.paymentmethod.property[0]", "must be an object, got string"),
    ],
  },
  {
    name: "every problem at once, in member order",
    edits: [
      [["booking", "prices", 2, "value"], "abc"],
      [["booking", "prices", 0, "paymentMethods", 1], "x"],
      [["booking", "hotelId"], 2 ** 31],
      [["booking", "mealId"], REMOVE],
      [["booking", "bookingnumber"], null],
      [["booking", "checkindate"], "2025-13-01T00:00:00"],
      [["booking", "cancellationpolicies", 1, "deadline"], "30"],
      [["booking", "paymentmethod", "property", 0, "key"], 1],
    ],
    issues: [
      issue("booking.bookingnumber", "must not be null (not nillable)"),
      issue("booking.hotelId", `"2147483648" is not a valid int: ${INT_RANGE}`),
      issue("booking.mealId", "is required"),
      issue("booking.checkindate", '"2025-13-01T00:00:00" is not a valid dateTime: month out of range'),
      issue("booking.prices[0].paymentMethods[1]", "must be a number, got string"),
      issue("booking.prices[2].value", '"abc" is not a valid decimal'),
      issue("booking.cancellationpolicies[1].deadline", "must be a number, got string"),
      issue("booking.paymentmethod.property[0].key", "must be a string, got number"),
    ],
  },
];

const hotelRows: readonly Row[] = [
  { name: "the valid value (distance INF)", edits: [], issues: [] },
  { name: "NaN for a double", edits: [[["distance"], NaN]], issues: [] },
  { name: "a nil double", edits: [[["distance"], null]], issues: [] },
  {
    name: "a double given as text, a boolean given as text",
    edits: [
      [["distance"], "12.5"],
      [["isPrioritized"], "true"],
    ],
    issues: [
      issue("isPrioritized", "must be a boolean, got string"),
      issue("distance", "must be a number, got string"),
    ],
  },
  {
    name: "decimals and ints inside a nested object, and an attribute of a nil-able item",
    edits: [
      [["review", "rating"], "4,5"],
      [["review", "count"], -2147483649],
      [["codes", 0, "type"], null],
    ],
    issues: [
      issue("review.rating", '"4,5" is not a valid decimal'),
      issue("review.count", `"-2147483649" is not a valid int: ${INT_RANGE}`),
      issue("codes[0].type", "must not be null (not nillable)"),
    ],
  },
  {
    name: "required members missing, the value's own $type wrong",
    edits: [
      [["hotelId"], REMOVE],
      [["distance"], REMOVE],
      [["$type"], "Motel"],
    ],
    issues: [
      issue("$type", 'unknown type "Motel": expected Hotel, StaticHotel or none'),
      issue("hotelId", "is required"),
      issue("distance", "is required"),
    ],
  },
];

describe("generated validators of v15", () => {
  it.each(bookResultRows.map((row) => [row.name, row] as const))("validateBookResult: %s", (_name, row) => {
    expect(validateBookResult(edited(bookResult, row.edits))).toEqual(row.issues);
  });

  it.each(hotelRows.map((row) => [row.name, row] as const))("validateHotel: %s", (_name, row) => {
    expect(validateHotel(edited(hotel, row.edits))).toEqual(row.issues);
  });

  it("prefix every path with the path it is given, and append to the issues it is given", () => {
    const issues: ValidationIssue[] = [issue("earlier", "kept")];
    const value = edited(booking, [
      [
        ["prices", 2, "paymentMethods"],
        [1, "2"],
      ],
    ]);
    expect(validateBooking(value, "bookResult.booking", issues)).toBe(issues);
    expect(issues).toEqual([
      issue("earlier", "kept"),
      issue("bookResult.booking.prices[2].paymentMethods[1]", "must be a number, got string"),
    ]);
  });

  it("check an xs:list type on its own, item by item", () => {
    expect(validatePaymentMethodIdList([1, 2, 3])).toEqual([]);
    expect(validatePaymentMethodIdList([1, null, "3"], "ids")).toEqual([
      issue("ids[1]", "must be a number, got null"),
      issue("ids[2]", "must be a number, got string"),
    ]);
    expect(validatePaymentMethodIdList(undefined, "ids")).toEqual([
      issue("ids", "must be an array, got undefined"),
    ]);
  });

  it("accept a repeated element left out by an untyped caller: it is written as zero occurrences, like []", () => {
    expect(validateBooking(edited(booking, [[["cancellationpolicies"], REMOVE]]))).toEqual([]);
  });
});

describe("occurrence bounds of repeated members, from the reader's member table", () => {
  interface Holder {
    items: string[];
    wrapped?: string[];
  }
  const Holder = complexType<Holder>({
    ns: "urn:test",
    name: "Holder",
    fields: {
      items: element("urn:test", "item", xsString, { repeated: true, minOccurs: 1, maxOccurs: 2 }),
      wrapped: list("urn:test", "wrapped", "urn:test", "item", xsString, {
        itemMinOccurs: 1,
        itemMaxOccurs: 2,
      }),
    },
  });
  const rows: readonly (readonly [string, unknown, readonly ValidationIssue[]])[] = [
    ["two items within 1..2", { items: ["a", "b"] }, []],
    ["no item below 1", { items: [] }, [issue("items", "has 0 items, needs at least 1")]],
    ["three items above 2", { items: ["a", "b", "c"] }, [issue("items", "has 3 items, allows at most 2")]],
    ["absent while at least one is required", {}, [issue("items", "is required (at least 1 items)")]],
    [
      "a nil item where items are not nillable",
      { items: ["a", null] },
      [issue("items[1]", "must not be null (not nillable)")],
    ],
    [
      "an empty wrapped list below 1",
      { items: ["a"], wrapped: [] },
      [issue("wrapped", "has 0 items, needs at least 1")],
    ],
    [
      "a wrapped list above 2",
      { items: ["a"], wrapped: ["a", "b", "c"] },
      [issue("wrapped", "has 3 items, allows at most 2")],
    ],
    [
      "a wrapped item of the wrong type",
      { items: ["a"], wrapped: ["a", 1] },
      [issue("wrapped[1]", "must be a string, got number")],
    ],
  ];

  it.each(rows)("%s", (_name, value, expected) => {
    expect(validateComplex(Holder, value, "", [])).toEqual(expected);
  });
});
