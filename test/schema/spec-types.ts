/**
 * Every type of the spec's resource tables and of its operations table (service-interface.md,
 * "Resources and their fields" and "Operations"), transcribed by hand, member by member. Where the spec
 * is silent the expectation follows the ASMX conventions and the decisions of schema/README.md, and
 * says so in a comment: R/O and "nillable" as the spec writes them; a "list of x" is an `ArrayOf...`
 * wrapper (its name from the README's naming rule) of `x` items `0..unbounded`, nillable when the item
 * type is complex; "0..n" is a repeated element without wrapper. Nothing here is read from schema/.
 */

/** One member, in the notation the walk renders the model into (see `test/read/schema.test.ts`). */
export type SpecMember = string;

/** A complex type of the spec: its base and the members it declares itself, in order. */
export interface SpecComplexType {
  readonly kind: "complex";
  /** Type name; for the anonymous type of a global element, the element's name. */
  readonly name: string;
  /** True when `name` is a global element with an anonymous type (BookV2, BookV2Response). */
  readonly anonymous?: true;
  /** Versions whose namespace holds it. */
  readonly versions: readonly Version[];
  /** Extension base: a type of this table, or a built-in for simple content. */
  readonly base?: string;
  /** Simple content: the built-in type of the character data. */
  readonly text?: string;
  /** Elements (in order) and attributes this type declares itself. */
  readonly members: readonly SpecMember[];
  /** Field names whose meaning the spec explains: each must carry documentation. */
  readonly documented?: readonly string[];
}

/** A simple type of the spec: an enumeration or a list. */
export interface SpecSimpleType {
  readonly kind: "simple";
  readonly name: string;
  readonly versions: readonly Version[];
  /** `enumeration of string: A, B` or `list of int`. */
  readonly shape: string;
}

export type SpecType = SpecComplexType | SpecSimpleType;
export type Version = "14" | "15";

const builtins = new Set(["string", "int", "decimal", "double", "boolean", "dateTime"]);

/** Required element (spec R): `minOccurs="1"`. */
export const R = (name: string, type: string): SpecMember => `${name}: ${type} 1..1`;
/** Optional element (spec O): `minOccurs="0"`. */
export const O = (name: string, type: string): SpecMember => `${name}: ${type} 0..1`;
/** Required and nillable (spec "nillable, R"). */
export const RN = (name: string, type: string): SpecMember => `${name}: ${type} 1..1 nillable`;
/** "list of item": an optional wrapper element holding `item` elements. */
export const list = (name: string, wrapper: string, item: string, itemType: string): SpecMember =>
  `${name}: ${wrapper} 0..1 [${item}: ${itemType} 0..unbounded${builtins.has(itemType) ? "" : " nillable"}]`;
/** "0..n": the element repeated, no wrapper. */
export const repeated = (name: string, type: string): SpecMember => `${name}: ${type} 0..unbounded`;
/** An attribute with its `use`. */
export const attribute = (name: string, type: string, use: "required" | "optional"): SpecMember =>
  `@${name}: ${type} ${use}`;

const both: readonly Version[] = ["14", "15"];
const v15: readonly Version[] = ["15"];
const v14: readonly Version[] = ["14"];

const complex = (
  name: string,
  versions: readonly Version[],
  members: readonly SpecMember[],
  extra: Partial<Omit<SpecComplexType, "kind" | "name" | "versions" | "members">> = {},
): SpecComplexType => ({ kind: "complex", name, versions, members, ...extra });

/** The spec's guest slots: adult guests 1 to 9 first, then children guests 1 to 9 (first, last, age). */
const guestSlots: SpecMember[] = [
  ...Array.from({ length: 9 }, (_, index) => [
    O(`adultGuest${index + 1}FirstName`, "string"),
    O(`adultGuest${index + 1}LastName`, "string"),
  ]).flat(),
  ...Array.from({ length: 9 }, (_, index) => [
    O(`childrenGuest${index + 1}FirstName`, "string"),
    O(`childrenGuest${index + 1}LastName`, "string"),
    O(`childrenGuestAge${index + 1}`, "string"),
  ]).flat(),
];

// Shared lists (README "Array type names" and "Item types of untyped lists").
const taxes = list("taxes", "ArrayOfTax", "tax", "MonetaryValue");
const fees = list("fees", "ArrayOfFee", "Fee", "Fee"); // README "`fees` item name": items named Fee
const notes = (name: string) => list(name, "ArrayOfNote", "note", "CalendarNote");
const cancellationPolicies = list(
  "cancellation_policies",
  "ArrayOfCancellationPolicy",
  "cancellation_policy",
  "PercentageCancellationPolicy",
);
const property = repeated("property", "PaymentMethodProperty"); // "0..n child property"

export const specTypes: readonly SpecType[] = [
  // ----- BookV2 request and response (types only) -----
  complex(
    "BookV2",
    v15,
    [
      O("userName", "string"),
      O("password", "string"),
      O("currency", "string"),
      O("language", "string"),
      O("email", "string"),
      R("checkInDate", "dateTime"),
      R("checkOutDate", "dateTime"),
      R("roomId", "int"),
      R("rooms", "int"),
      R("adults", "int"),
      R("children", "int"),
      R("infant", "int"),
      O("yourRef", "string"),
      O("specialrequest", "string"),
      R("mealId", "int"),
      ...guestSlots,
      R("paymentMethodId", "int"),
      O("creditCardType", "string"),
      O("creditCardNumber", "string"),
      O("creditCardHolder", "string"),
      O("creditCardCVV2", "string"),
      O("creditCardExpYear", "string"),
      O("creditCardExpMonth", "string"),
      O("customerEmail", "string"),
      O("invoiceRef", "string"),
      O("customerCountry", "string"),
      O("b2c", "string"),
      O("commissionAmountInHotelCurrency", "string"),
      O("preBookCode", "string"),
    ],
    {
      anonymous: true,
      documented: [
        "userName",
        "password",
        "currency",
        "language",
        "specialrequest",
        ...guestSlots.map((slot) => slot.slice(0, slot.indexOf(":"))),
      ],
    },
  ),
  complex("BookV2Response", v15, [RN("bookResult", "BookResult")], { anonymous: true }),
  complex("BookResult", v15, [RN("booking", "Booking")], { base: "BaseResult" }),

  // ----- BaseResult -----
  complex(
    "BaseResult",
    both,
    [
      O("Error", "ErrorObject"),
      list("ErrorAttributes", "ArrayOfErrorAttribute", "ErrorAttribute", "ErrorAttribute"),
    ],
    { documented: ["Error", "ErrorAttributes"] },
  ),
  complex("ErrorObject", both, [O("ErrorType", "string"), O("Message", "string")], {
    documented: ["ErrorType", "Message"],
  }),
  complex("ErrorAttribute", both, [O("Key", "string"), O("Value", "string")]),

  // ----- Booking and its variants -----
  complex(
    "Booking",
    v15,
    [
      O("bookingnumber", "string"),
      R("hotel.id", "int"),
      O("hotel.name", "string"),
      O("hotel.address", "string"),
      O("hotel.phone", "string"),
      O("numberofrooms", "string"),
      O("room.type", "string"),
      O("room.englishType", "string"),
      R("mealId", "int"),
      O("meal", "string"),
      O("mealLabel", "string"),
      O("englishMeal", "string"),
      O("englishMealLabel", "string"),
      list("adultGuests", "ArrayOfAdultGuest", "adultGuest", "string"),
      list("childrenGuests", "ArrayOfChildGuest", "childGuest", "string"),
      R("checkindate", "dateTime"),
      R("checkoutdate", "dateTime"),
      list("prices", "ArrayOfPrice", "price", "PriceWithPaymentMethods"),
      O("currency", "string"),
      R("bookingdate", "dateTime"),
      O("bookingdate.timezone", "string"),
      repeated("cancellationpolicies", "StaticPercentageCancellationPolicy"),
      RN("earliestNonFreeCancellationDate.CET", "dateTime"),
      RN("earliestNonFreeCancellationDate.Local", "dateTime"),
      O("yourref", "string"),
      O("voucher", "string"),
      O("bookedBy", "string"),
      R("transferbooked", "int"),
      O("paymentmethod", "PaymentMethod"),
      list("hotelNotes", "ArrayOfHotelNote", "hotelNote", "CalendarNote"),
      list("englishHotelNotes", "ArrayOfEnglishHotelNote", "englishHotelNote", "CalendarNote"),
      list("roomNotes", "ArrayOfRoomNote", "roomNote", "CalendarNote"),
      list("englishRoomNotes", "ArrayOfEnglishRoomNote", "englishRoomNote", "CalendarNote"),
      O("invoiceref", "string"),
    ],
    { base: "BaseResult" },
  ),
  complex(
    "BookingWithStatus",
    v15,
    [
      R("bookingStatus", "BookingStatus"),
      // "fee" clashes with "Fee": the wrapper is named after the item type (README "Array type names").
      list(
        "currentCancellationPolicyFee",
        "ArrayOfPriceWithPaymentMethods",
        "fee",
        "PriceWithPaymentMethods",
      ),
      RN("currentCancellationPolicyDeadline", "dateTime"),
    ],
    { base: "Booking", documented: ["bookingStatus"] },
  ),
  complex("BookingWithTaxesAndFees", v15, [taxes, fees], { base: "Booking" }),
  complex("BookingWithStatusAndTaxesAndFees", v15, [taxes, fees], { base: "BookingWithStatus" }),

  // ----- Shared value types -----
  complex("MonetaryValue", v15, [attribute("currency", "string", "optional")], {
    base: "decimal",
    text: "decimal",
    documented: ["@currency"],
  }),
  complex("PriceWithPaymentMethods", v15, [attribute("paymentMethods", "PaymentMethodIdList", "required")], {
    base: "MonetaryValue",
    text: "decimal",
    documented: ["@paymentMethods"],
  }),
  complex(
    "DiscountAmountWithPaymentMethods",
    v15,
    [attribute("paymentMethods", "PaymentMethodIdList", "required")],
    { base: "MonetaryValue", text: "decimal", documented: ["@paymentMethods"] },
  ),
  // README "`paymentMethods` attribute": a named xs:list of int.
  { kind: "simple", name: "PaymentMethodIdList", versions: v15, shape: "list of int" },
  complex("PercentageCancellationPolicy", v15, [RN("deadline", "int"), R("percentage", "decimal")]),
  complex("StaticPercentageCancellationPolicy", v15, [O("text", "string")], {
    base: "PercentageCancellationPolicy",
  }),
  complex("PaymentMethod", v15, [
    property,
    attribute("id", "int", "required"),
    attribute("name", "string", "optional"),
  ]),
  // README "`property` of payment methods": attributes key and value, both strings, optional.
  complex("PaymentMethodProperty", v15, [
    attribute("key", "string", "optional"),
    attribute("value", "string", "optional"),
  ]),
  complex("CalendarNote", v15, [
    O("text", "string"),
    attribute("start_date", "dateTime", "required"),
    attribute("end_date", "dateTime", "required"),
  ]),
  complex("Fee", v15, [
    O("name", "string"),
    list("amounts", "ArrayOfMonetaryValue", "amount", "MonetaryValue"),
    R("includedInPrice", "boolean"),
  ]),
  { kind: "simple", name: "BookingStatus", versions: v15, shape: "enumeration of string: NotActive, Active" },
  // Required-ness of Code's attributes is not given: strings are optional (README conventions).
  complex("Code", v15, [attribute("type", "string", "optional"), attribute("value", "string", "optional")]),
  complex("ReviewValues", v15, [
    R("rating", "decimal"),
    R("pricevalue", "decimal"),
    R("count", "int"),
    R("recommendCount", "int"),
  ]),

  // ----- Room-type and room records -----
  complex("RoomType", both, [
    R("id", "int"),
    O("name", "string"),
    R("sharedRoom", "int"),
    RN("sharedFacilities", "int"),
  ]),
  complex("RoomTypeWithRooms", v15, [
    R("roomtype.ID", "int"),
    O("roomtype.Name", "string"),
    list("rooms", "ArrayOfRoom", "room", "Room"),
  ]),
  complex(
    "StaticRoomTypeWithRooms",
    v15,
    [O("room.type", "string"), R("sharedRoom", "boolean"), RN("sharedFacilities", "boolean")],
    { base: "RoomTypeWithRooms" },
  ),
  complex("Room", v15, [
    R("id", "int"),
    R("beds", "int"),
    R("extrabeds", "int"),
    list("meals", "ArrayOfRoomMeal", "meal", "RoomMeal"),
    cancellationPolicies,
    notes("notes"),
    R("isSuperDeal", "boolean"),
    R("isBestBuy", "boolean"),
    list("paymentMethods", "ArrayOfRoomPaymentMethod", "paymentMethod", "RoomPaymentMethod"),
  ]),
  complex("RoomPaymentMethod", v15, [property, attribute("id", "int", "required")]),
  complex("StaticPaymentMethod", v15, [attribute("name", "string", "optional")], {
    base: "RoomPaymentMethod",
  }),
  complex("RoomMeal", v15, [
    R("id", "int"),
    RN("labelId", "int"),
    list("prices", "ArrayOfPrice", "price", "PriceWithPaymentMethods"),
    RN("discount", "Discount"),
  ]),
  complex("Discount", v15, [
    R("typeId", "int"),
    list("amounts", "ArrayOfDiscountAmountWithPaymentMethods", "amount", "DiscountAmountWithPaymentMethods"),
  ]),
  complex("RoomMealWithTaxes", v15, [taxes], { base: "RoomMeal" }),
  complex(
    "StaticRoom",
    v15,
    [
      list("features", "ArrayOfFeature", "feature", "Feature"),
      list("themes", "ArrayOfTheme", "theme", "Theme"),
    ],
    { base: "Room" },
  ),
  complex("RoomWithFees", v15, [fees], { base: "Room" }),
  complex("Feature", both, [attribute("id", "int", "required")]),
  complex("FeatureWithName", both, [attribute("name", "string", "optional")], { base: "Feature" }),
  complex("Theme", v15, [
    attribute("id", "int", "required"),
    attribute("name", "string", "optional"),
    attribute("image", "string", "optional"),
  ]),

  // ----- Hotel records -----
  complex("SearchResult", v15, [list("hotels", "ArrayOfHotel", "hotel", "Hotel")], { base: "BaseResult" }),
  complex("Hotel", v15, [
    R("hotel.id", "int"),
    R("destination_id", "int"),
    R("resort_id", "int"),
    R("transfer", "int"),
    // "roomtype" clashes with GetRoomTypesResult's "roomType": the wrapper is named after the item type.
    list("roomtypes", "ArrayOfRoomTypeWithRooms", "roomtype", "RoomTypeWithRooms"),
    O("review", "ReviewValues"),
    notes("notes"),
    RN("distance", "double"),
    list("codes", "ArrayOfCode", "code", "Code"),
    // R/O not given: a boolean is a value type (README "isPrioritized of Hotel").
    attribute("isPrioritized", "boolean", "required"),
  ]),
  complex(
    "StaticHotel",
    v15,
    [
      R("type", "AccommodationType"),
      O("name", "string"),
      O("hotel.addr.1", "string"),
      O("hotel.addr.2", "string"),
      O("hotel.addr.zip", "string"),
      O("hotel.addr.city", "string"),
      O("hotel.addr.state", "string"),
    ],
    { base: "Hotel", documented: ["type"] },
  ),
  // The real service's values (issue 2; the spec: "not shown").
  {
    kind: "simple",
    name: "AccommodationType",
    versions: v15,
    shape: "enumeration of string: Hotel, Apartment, Villa",
  },
  complex("GetRoomTypesResult", both, [list("roomTypes", "ArrayOfRoomType", "roomType", "RoomType")], {
    base: "BaseResult",
  }),

  // ----- Results of the operations table (one result type per operation, README) -----
  complex(
    "AmendmentPriceRequestResult",
    v15,
    [
      // README "AmendmentPriceRequest `Price`": a MonetaryValue.
      O("Price", "MonetaryValue"),
      R("RoomId", "int"),
      notes("hotelnotes"),
      notes("roomnotes"),
      cancellationPolicies,
      R("BookingType", "AmendmentBookingType"),
    ],
    { documented: ["Price", "BookingType"] },
  ),
  {
    kind: "simple",
    name: "AmendmentBookingType",
    versions: v15,
    shape: "enumeration of string: FullPeriod, ExtraDays, NoAmendmentAvailable",
  },
  complex("GetMealsResult", v15, [list("meals", "ArrayOfMeal", "meal", "Meal")]),
  complex("Meal", v15, [
    R("id", "int"),
    O("name", "string"),
    list("labels", "ArrayOfLabel", "label", "MealLabel"),
  ]),
  // README "GetMeals labels": an id (int) and a text (string).
  complex("MealLabel", v15, [R("id", "int"), O("text", "string")]),
  complex("GetLanguagesResult", v15, [list("languages", "ArrayOfLanguage", "language", "Language")]),
  complex("Language", v15, [O("isoCode", "string"), O("name", "string")]),
  complex("GetHotelNoteTypesResult", v15, [list("noteTypes", "ArrayOfNoteType", "noteType", "NoteType")]),
  complex("GetRoomNoteTypesResult", v15, [list("noteTypes", "ArrayOfNoteType", "noteType", "NoteType")]),
  complex("NoteType", v15, [attribute("id", "int", "required"), attribute("text", "string", "optional")]),
  complex("GetThemesResult", v15, [list("themes", "ArrayOfTheme", "theme", "Theme")]),
  complex("UpdateSpecialRequestResult", v15, [R("resultCode", "int"), O("resultMessage", "string")], {
    documented: ["resultCode", "resultMessage"],
  }),
  complex(
    "CancelTransferBookingResult",
    v14,
    [
      R("cancellationFeeInEuros", "decimal"),
      R("cancellationFeeInLocalCurrency", "decimal"),
      O("currency", "string"),
      R("code", "int"),
    ],
    { documented: ["cancellationFeeInEuros", "cancellationFeeInLocalCurrency", "currency", "code"] },
  ),
  // README "GetFeatures items": FeatureWithName items.
  complex("GetFeaturesResult", v14, [
    list("features", "ArrayOfFeatureWithName", "feature", "FeatureWithName"),
  ]),
];

/** The spec's types in `version`. */
export function specTypesOf(version: Version): SpecType[] {
  return specTypes.filter((type) => type.versions.includes(version));
}

/** A complex type of the table by name. */
export function specComplexType(name: string): SpecComplexType {
  const found = specTypes.find((type) => type.name === name);
  if (found?.kind !== "complex") throw new Error(`no complex type ${name} in the spec table`);
  return found;
}

/**
 * Every member of `name` along its extension chain, base first (what an instance carries). Attributes
 * come after elements, the order the walk renders them in.
 */
export function effectiveMembers(name: string): SpecMember[] {
  const type = specComplexType(name);
  const inherited = type.base === undefined || builtins.has(type.base) ? [] : effectiveMembers(type.base);
  const all = [...inherited, ...type.members];
  return [
    ...all.filter((member) => !member.startsWith("@")),
    ...all.filter((member) => member.startsWith("@")),
  ];
}

/** The `ArrayOf...` wrapper types the table's lists name, each with its one item member. */
export function wrappersOf(version: Version): Map<string, SpecMember> {
  const wrappers = new Map<string, SpecMember>();
  for (const type of specTypesOf(version))
    if (type.kind === "complex")
      for (const member of type.members) {
        const match = /^[^:]+: (ArrayOf\w+) 0\.\.1 \[(.*)\]$/.exec(member);
        if (match?.[1] !== undefined && match[2] !== undefined) wrappers.set(match[1], match[2]);
      }
  return wrappers;
}
