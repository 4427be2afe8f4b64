/**
 * The spec's operations table (service-interface.md, "Operations"), transcribed by hand: the schema
 * must place exactly these operations, with exactly these parameters, in exactly these WSDLs.
 * BookV2 is left out: the spec gives it no path and no service ("types only").
 */
export interface SpecOperation {
  /** Operation name. */
  readonly name: string;
  /** The endpoint (`<svc>`) that exposes it. */
  readonly service: "NonStaticXMLAPI" | "StaticXMLAPI";
  /** The interface version (`<ver>`) that exposes it. */
  readonly version: "14" | "15";
  /** Parameters in order, each with its XML Schema type in SOAP. */
  readonly parameters: readonly (readonly [name: string, type: "string" | "int" | "dateTime"])[];
  /** The result element inside `<Op>Response` and root of the plain HTTP response. */
  readonly result: string;
}

const credentials = [
  ["userName", "string"],
  ["password", "string"],
] as const;

export const specOperations: readonly SpecOperation[] = [
  {
    name: "AmendmentPriceRequest",
    service: "NonStaticXMLAPI",
    version: "15",
    parameters: [
      ...credentials,
      ["bookingID", "string"],
      ["checkInDate", "dateTime"],
      ["checkOutDate", "dateTime"],
      ["language", "string"],
    ],
    result: "amendmentPriceRequestResult",
  },
  {
    name: "GetMeals",
    service: "NonStaticXMLAPI",
    version: "15",
    parameters: [...credentials, ["language", "string"]],
    result: "getMealsResult",
  },
  {
    name: "GetRoomTypes",
    service: "StaticXMLAPI",
    version: "14",
    parameters: [...credentials, ["language", "string"]],
    result: "getRoomTypesResult",
  },
  {
    name: "CancelTransferBooking",
    service: "NonStaticXMLAPI",
    version: "14",
    parameters: [...credentials, ["language", "string"], ["email", "string"], ["transferBookingID", "string"]],
    result: "cancelTransferBookingResult",
  },
  {
    name: "GetLanguages",
    service: "NonStaticXMLAPI",
    version: "15",
    parameters: [...credentials],
    result: "getLanguagesResult",
  },
  {
    name: "GetHotelNoteTypes",
    service: "NonStaticXMLAPI",
    version: "15",
    parameters: [...credentials, ["language", "string"]],
    result: "getHotelNoteTypesResult",
  },
  {
    name: "GetRoomNoteTypes",
    service: "NonStaticXMLAPI",
    version: "15",
    parameters: [...credentials, ["language", "string"]],
    result: "getRoomNoteTypesResult",
  },
  {
    name: "GetThemes",
    service: "NonStaticXMLAPI",
    version: "15",
    parameters: [...credentials],
    result: "getThemesResult",
  },
  {
    name: "GetFeatures",
    service: "NonStaticXMLAPI",
    version: "14",
    parameters: [...credentials, ["language", "string"]],
    result: "getFeaturesResult",
  },
  {
    name: "UpdateSpecialRequest",
    service: "StaticXMLAPI",
    version: "15",
    parameters: [...credentials, ["bookingId", "int"], ["text", "string"]],
    result: "updateSpecialRequestResult",
  },
];

/** The four WSDL documents: every (version, service) pair. */
export const specEndpoints = [
  { version: "14", service: "NonStaticXMLAPI" },
  { version: "14", service: "StaticXMLAPI" },
  { version: "15", service: "NonStaticXMLAPI" },
  { version: "15", service: "StaticXMLAPI" },
] as const;

/** The placeholder base address of every port. */
export const baseUrl = "http://xml.example.net";
