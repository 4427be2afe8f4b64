// Reads our own schema/ and walks the model against the tables of the service specification.
import { describe, expect, it } from "vitest";
import { defaultSchemaRoot, readConfig } from "../../generator/config.ts";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import type { Model } from "../../generator/model/index.ts";
import { readInterfaceVersion } from "../../generator/read.ts";
import { complexType, elementsOf, shape, typeName } from "./model-walk.ts";

const models = new Map<string, Model>();
async function model(version: "14" | "15"): Promise<Model> {
  const cached = models.get(version);
  if (cached !== undefined) return cached;
  const result = await readInterfaceVersion(await readConfig(defaultSchemaRoot), version);
  expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
  if (result.model === undefined) throw new Error(`no model for ${version}`);
  models.set(version, result.model);
  return result.model;
}
const ns = (version: string) => `http://xml.example.net/${version}/`;
const id = (version: string, local: string) => `{${ns(version)}}${local}`;

/** The spec's operations table: operation, service, version, parameters in order. */
const operations = [
  [
    "AmendmentPriceRequest",
    "NonStaticXMLAPI",
    "15",
    ["userName", "password", "bookingID", "checkInDate", "checkOutDate", "language"],
  ],
  ["GetMeals", "NonStaticXMLAPI", "15", ["userName", "password", "language"]],
  ["GetRoomTypes", "StaticXMLAPI", "14", ["userName", "password", "language"]],
  [
    "CancelTransferBooking",
    "NonStaticXMLAPI",
    "14",
    ["userName", "password", "language", "email", "transferBookingID"],
  ],
  ["GetLanguages", "NonStaticXMLAPI", "15", ["userName", "password"]],
  ["GetHotelNoteTypes", "NonStaticXMLAPI", "15", ["userName", "password", "language"]],
  ["GetRoomNoteTypes", "NonStaticXMLAPI", "15", ["userName", "password", "language"]],
  ["GetThemes", "NonStaticXMLAPI", "15", ["userName", "password"]],
  ["GetFeatures", "NonStaticXMLAPI", "14", ["userName", "password", "language"]],
  ["UpdateSpecialRequest", "StaticXMLAPI", "15", ["userName", "password", "bookingId", "text"]],
] as const;

describe("schema/ read against the spec", () => {
  it.each(["14", "15"] as const)(
    "version %s exposes exactly the spec's operations per service",
    async (version) => {
      const read = await model(version);
      for (const service of ["NonStaticXMLAPI", "StaticXMLAPI"]) {
        const expected = operations
          .filter(([, svc, ver]) => svc === service && ver === version)
          .map(([name]) => name)
          .sort();
        const found = read.services.find((item) => item.name === service && item.namespace === ns(version));
        expect(found?.operations.map((operation) => operation.name)).toEqual(expected);
        expect(found?.ports.map((port) => port.protocol)).toEqual([
          "soap11",
          "soap12",
          "httpGet",
          "httpPost",
        ]);
      }
    },
  );

  it.each(operations)(
    "%s (%s, v%s): bindings, parameters in order, result element",
    async (name, service, version, parameters) => {
      const read = await model(version);
      const operation = read.services
        .find((item) => item.name === service)
        ?.operations.find((item) => item.name === name);
      expect(operation?.namespace).toBe(ns(version));
      const soap = operation?.bindings.filter((binding) => binding.kind === "soapBinding") ?? [];
      expect(
        soap.map((binding) => `${binding.protocol} ${binding.soapAction} ${binding.style} ${binding.use}`),
      ).toEqual([
        `soap11 ${ns(version)}${name} document literal`,
        `soap12 ${ns(version)}${name} document literal`,
      ]);
      const http = operation?.bindings.filter((binding) => binding.kind === "httpBinding") ?? [];
      expect(
        http.map((binding) => `${binding.protocol} ${binding.location} ${binding.inputEncoding}`),
      ).toEqual([`httpGet /${name} urlEncoded`, `httpPost /${name} application/x-www-form-urlencoded`]);
      for (const binding of http)
        expect(
          binding.inputMessage?.parts.map(
            (part) => `${part.name}:${part.type === undefined ? "" : typeName(part.type)}`,
          ),
        ).toEqual(parameters.map((parameter) => `${parameter}:string`));
      expect(operation?.input.parts.map((part) => part.element)).toEqual([
        { namespace: ns(version), local: name },
      ]);
      const request = read.elements.find((element) => element.name.local === name);
      const requestType = request?.type.kind === "defined" ? complexType(read, request.type.id) : undefined;
      expect(
        requestType === undefined ? [] : elementsOf(requestType).map((element) => element.name.local),
      ).toEqual(parameters);
      const response = read.elements.find((element) => element.name.local === `${name}Response`);
      const responseType =
        response?.type.kind === "defined" ? complexType(read, response.type.id) : undefined;
      const resultName = `${name.charAt(0).toLowerCase()}${name.slice(1)}Result`;
      expect(
        responseType === undefined ? [] : elementsOf(responseType).map((element) => element.name.local),
      ).toEqual([resultName]);
    },
  );

  it("BaseResult and Booking: field names, order, occurrence, nillability; Booking's variants derive from it", async () => {
    const read = await model("15");
    expect(elementsOf(complexType(read, id("15", "BaseResult"))).map(shape)).toEqual([
      "Error:0..1",
      "ErrorAttributes:0..1",
    ]);
    const booking = complexType(read, id("15", "Booking"));
    expect(booking.derivation).toEqual({
      method: "extension",
      base: { kind: "defined", id: id("15", "BaseResult") },
    });
    const required = new Set([
      "hotel.id",
      "mealId",
      "checkindate",
      "checkoutdate",
      "bookingdate",
      "earliestNonFreeCancellationDate.CET",
      "earliestNonFreeCancellationDate.Local",
      "transferbooked",
    ]);
    const nillable = new Set([
      "earliestNonFreeCancellationDate.CET",
      "earliestNonFreeCancellationDate.Local",
    ]);
    const fields = [
      "bookingnumber",
      "hotel.id",
      "hotel.name",
      "hotel.address",
      "hotel.phone",
      "numberofrooms",
      "room.type",
      "room.englishType",
      "mealId",
      "meal",
      "mealLabel",
      "englishMeal",
      "englishMealLabel",
      "adultGuests",
      "childrenGuests",
      "checkindate",
      "checkoutdate",
      "prices",
      "currency",
      "bookingdate",
      "bookingdate.timezone",
      "cancellationpolicies",
      "earliestNonFreeCancellationDate.CET",
      "earliestNonFreeCancellationDate.Local",
      "yourref",
      "voucher",
      "bookedBy",
      "transferbooked",
      "paymentmethod",
      "hotelNotes",
      "englishHotelNotes",
      "roomNotes",
      "englishRoomNotes",
      "invoiceref",
    ];
    const elements = elementsOf(booking);
    expect(elements.map((element) => element.name.local)).toEqual(["Error", "ErrorAttributes", ...fields]);
    for (const element of elements.slice(2)) {
      const local = element.name.local;
      expect(`${local} ${element.minOccurs > 0 ? "R" : "O"}${element.nillable ? " nillable" : ""}`).toBe(
        `${local} ${required.has(local) ? "R" : "O"}${nillable.has(local) ? " nillable" : ""}`,
      );
    }
    expect(elements.find((element) => element.name.local === "cancellationpolicies")?.maxOccurs).toBe(
      "unbounded",
    );
    expect(booking.derivedTypes).toEqual(
      ["BookingWithStatus", "BookingWithStatusAndTaxesAndFees", "BookingWithTaxesAndFees"].map((local) =>
        id("15", local),
      ),
    );
    const withStatus = complexType(read, id("15", "BookingWithStatus"));
    expect(elementsOf(withStatus, false).map(shape)).toEqual([
      "bookingStatus:1..1",
      "currentCancellationPolicyFee:0..1",
      "currentCancellationPolicyDeadline:1..1!nil",
    ]);
  });

  it("BookV2 request: the spec's field order, 18 adult and 27 children guest slots", async () => {
    const read = await model("15");
    const element = read.elements.find((item) => item.name.local === "BookV2");
    const fields = elementsOf(complexType(read, element?.type.kind === "defined" ? element.type.id : "")).map(
      (item) => item.name.local,
    );
    const adults = Array.from({ length: 9 }, (_, index) => [
      `adultGuest${index + 1}FirstName`,
      `adultGuest${index + 1}LastName`,
    ]).flat();
    const children = Array.from({ length: 9 }, (_, index) => [
      `childrenGuest${index + 1}FirstName`,
      `childrenGuest${index + 1}LastName`,
      `childrenGuestAge${index + 1}`,
    ]).flat();
    expect(fields).toEqual([
      "userName",
      "password",
      "currency",
      "language",
      "email",
      "checkInDate",
      "checkOutDate",
      "roomId",
      "rooms",
      "adults",
      "children",
      "infant",
      "yourRef",
      "specialrequest",
      "mealId",
      ...adults,
      ...children,
      "paymentMethodId",
      "creditCardType",
      "creditCardNumber",
      "creditCardHolder",
      "creditCardCVV2",
      "creditCardExpYear",
      "creditCardExpMonth",
      "customerEmail",
      "invoiceRef",
      "customerCountry",
      "b2c",
      "commissionAmountInHotelCurrency",
      "preBookCode",
    ]);
  });

  it("shared value types: simple content, attributes, lists and enumerations", async () => {
    const read = await model("15");
    const money = complexType(read, id("15", "MonetaryValue"));
    expect(money.content).toMatchObject({ kind: "simple", valueType: { kind: "builtin", name: "decimal" } });
    expect(
      money.attributes.map(
        (attribute) => `${attribute.name.local}:${typeName(attribute.type)}:${attribute.use}`,
      ),
    ).toEqual(["currency:string:optional"]);
    const price = complexType(read, id("15", "PriceWithPaymentMethods"));
    expect(price.content).toMatchObject({ kind: "simple", valueType: { kind: "builtin", name: "decimal" } });
    expect(
      price.attributes.map(
        (attribute) => `${attribute.name.local}:${typeName(attribute.type)}:${attribute.use}`,
      ),
    ).toEqual(["currency:string:optional", "paymentMethods:PaymentMethodIdList:required"]);
    const list = read.types.find((type) => type.id === id("15", "PaymentMethodIdList"));
    expect(list?.kind === "simpleType" ? list.variety : undefined).toEqual({
      kind: "list",
      itemType: { kind: "builtin", name: "int" },
      facets: {},
    });
    const status = read.types.find((type) => type.id === id("15", "BookingStatus"));
    expect(
      status?.kind === "simpleType" && status.variety.kind === "atomic"
        ? status.variety.facets.enumeration?.map((item) => item.value)
        : [],
    ).toEqual(["NotActive", "Active"]);
    const note = complexType(read, id("15", "CalendarNote"));
    expect(elementsOf(note).map(shape)).toEqual(["text:0..1"]);
    expect(
      note.attributes.map(
        (attribute) => `${attribute.name.local}:${typeName(attribute.type)}:${attribute.use}`,
      ),
    ).toEqual(["start_date:dateTime:required", "end_date:dateTime:required"]);
    expect(
      elementsOf(complexType(read, id("15", "RoomType"))).map(
        (element) => `${shape(element)}:${typeName(element.type)}`,
      ),
    ).toEqual(["id:1..1:int", "name:0..1:string", "sharedRoom:1..1:int", "sharedFacilities:1..1!nil:int"]);
    const payment = complexType(read, id("15", "PaymentMethod"));
    expect(
      payment.attributes.map(
        (attribute) => `${attribute.name.local}:${typeName(attribute.type)}:${attribute.use}`,
      ),
    ).toEqual(["id:int:required", "name:string:optional"]);
    expect(elementsOf(payment).map(shape)).toEqual(["property:0..unbounded"]);
  });
});
