/**
 * As-if-generated code for a small type family: what the emitter produces per type, written by hand to
 * prove the runtime API. One interface, one reader (member table), one serializer per type.
 *
 * @generated-shape MonetaryValue (decimal simple content + attribute), CalendarNote (attributes + child),
 * Booking (nillable dateTime, wrapped lists, renamed XML names), BookingWithStatus (extension, xsi:type),
 * BookResult (nillable complex member).
 */
import {
  attribute,
  complexType,
  element,
  list,
  text,
  type ComplexType,
} from "../../../generator/runtime/xml-reader.ts";
import {
  enumeration,
  xsDateTime,
  xsDecimal,
  xsInt,
  xsString,
  type XsDecimal,
} from "../../../generator/runtime/scalars.ts";
import { writeList, writeValue, type XmlWriter } from "../../../generator/runtime/xml-writer.ts";

/** Target namespace of the sample schema. */
export const NS = "http://xml.example.net/15/";

// ------------------------------------------------------------------------------------------- MonetaryValue

/** @generated from complexType {NS}MonetaryValue (simpleContent extension of xs:decimal) */
export interface MonetaryValue {
  /** The decimal content. */
  amount: XsDecimal;
  /** @generated from attribute currency */
  currency?: string;
}

/** @generated reader of complexType {NS}MonetaryValue */
export const MonetaryValue: ComplexType<MonetaryValue> = complexType<MonetaryValue>({
  ns: NS,
  name: "MonetaryValue",
  fields: {
    amount: text(xsDecimal),
    currency: attribute("currency", xsString),
  },
});

/** @generated serializer of complexType {NS}MonetaryValue */
export function writeMonetaryValue(w: XmlWriter, ns: string, local: string, value: MonetaryValue): void {
  w.start(ns, local);
  w.attribute("currency", value.currency);
  w.text(xsDecimal.format(value.amount));
  w.end();
}

// ------------------------------------------------------------------------------------------- CalendarNote

/** @generated from complexType {NS}CalendarNote */
export interface CalendarNote {
  /** @generated from element text */
  text?: string;
  /** @generated from attribute start_date */
  startDate: string;
  /** @generated from attribute end_date */
  endDate: string;
}

/** @generated reader of complexType {NS}CalendarNote */
export const CalendarNote: ComplexType<CalendarNote> = complexType<CalendarNote>({
  ns: NS,
  name: "CalendarNote",
  fields: {
    startDate: attribute("start_date", xsDateTime, { required: true }),
    endDate: attribute("end_date", xsDateTime, { required: true }),
    text: element(NS, "text", xsString),
  },
});

/** @generated serializer of complexType {NS}CalendarNote */
export function writeCalendarNote(w: XmlWriter, ns: string, local: string, value: CalendarNote): void {
  w.start(ns, local);
  w.attribute("start_date", xsDateTime.format(value.startDate));
  w.attribute("end_date", xsDateTime.format(value.endDate));
  writeValue(w, NS, "text", xsString, value.text);
  w.end();
}

// ------------------------------------------------------------------------------------------- Booking

/** @generated from complexType {NS}Booking */
export interface Booking {
  /** Set when `xsi:type` selected a derived type in a slot declared as Booking. */
  $type?: "BookingWithStatus";
  /** @generated from element bookingnumber */
  bookingnumber?: string;
  /** @generated from element hotel.id */
  hotelId: number;
  /** @generated from element prices (wrapped list of price) */
  prices?: MonetaryValue[];
  /** @generated from element earliestNonFreeCancellationDate.CET (nillable) */
  earliestNonFreeCancellationDateCet: string | null;
  /** @generated from element hotelNotes (wrapped list of hotelNote) */
  hotelNotes?: CalendarNote[];
  /** @generated from element remark (maxOccurs unbounded) */
  remark: string[];
}

/** @generated reader of complexType {NS}Booking */
export const Booking: ComplexType<Booking> = complexType<Booking>({
  ns: NS,
  name: "Booking",
  fields: {
    bookingnumber: element(NS, "bookingnumber", xsString),
    hotelId: element(NS, "hotel.id", xsInt, { required: true }),
    prices: list(NS, "prices", NS, "price", MonetaryValue),
    earliestNonFreeCancellationDateCet: element(NS, "earliestNonFreeCancellationDate.CET", xsDateTime, {
      required: true,
      nillable: true,
    }),
    hotelNotes: list(NS, "hotelNotes", NS, "hotelNote", CalendarNote),
    remark: element(NS, "remark", xsString, { repeated: true }),
  },
  derived: () => [BookingWithStatus],
});

function writeBookingMembers(w: XmlWriter, value: Booking): void {
  writeValue(w, NS, "bookingnumber", xsString, value.bookingnumber);
  writeValue(w, NS, "hotel.id", xsInt, value.hotelId);
  writeList(w, NS, "prices", value.prices, (w, item) => writeMonetaryValue(w, NS, "price", item));
  writeValue(
    w,
    NS,
    "earliestNonFreeCancellationDate.CET",
    xsDateTime,
    value.earliestNonFreeCancellationDateCet,
  );
  writeList(w, NS, "hotelNotes", value.hotelNotes, (w, item) => writeCalendarNote(w, NS, "hotelNote", item));
  for (const item of value.remark) writeValue(w, NS, "remark", xsString, item);
}

/** @generated serializer of complexType {NS}Booking: a derived value is written with xsi:type. */
export function writeBooking(w: XmlWriter, ns: string, local: string, value: Booking): void {
  if (value.$type === "BookingWithStatus") {
    writeBookingWithStatus(w, ns, local, value as BookingWithStatus, true);
    return;
  }
  w.start(ns, local);
  writeBookingMembers(w, value);
  w.end();
}

// ------------------------------------------------------------------------------------------- BookingWithStatus

/** @generated from simpleType {NS}BookingStatus */
export type BookingStatus = "NotActive" | "Active";

/** @generated codec of simpleType {NS}BookingStatus */
export const BookingStatus = enumeration<BookingStatus>("BookingStatus", ["NotActive", "Active"]);

/** @generated from complexType {NS}BookingWithStatus (extension of Booking) */
export interface BookingWithStatus extends Booking {
  /** @generated from element bookingStatus */
  bookingStatus: BookingStatus;
}

/** @generated reader of complexType {NS}BookingWithStatus */
export const BookingWithStatus: ComplexType<BookingWithStatus> = complexType<BookingWithStatus>({
  ns: NS,
  name: "BookingWithStatus",
  fields: {
    ...Booking.definition.fields,
    bookingStatus: element(NS, "bookingStatus", BookingStatus, { required: true }),
  },
});

/** @generated serializer of complexType {NS}BookingWithStatus */
export function writeBookingWithStatus(
  w: XmlWriter,
  ns: string,
  local: string,
  value: BookingWithStatus,
  xsiType = false,
): void {
  w.start(ns, local);
  if (xsiType) w.xsiType(NS, "BookingWithStatus");
  writeBookingMembers(w, value);
  writeValue(w, NS, "bookingStatus", BookingStatus, value.bookingStatus);
  w.end();
}

// ------------------------------------------------------------------------------------------- BookResult

/** @generated from complexType {NS}BookResult */
export interface BookResult {
  /** @generated from element booking (nillable) */
  booking: Booking | null;
}

/** @generated reader of complexType {NS}BookResult */
export const BookResult: ComplexType<BookResult> = complexType<BookResult>({
  ns: NS,
  name: "BookResult",
  fields: {
    booking: element(NS, "booking", () => Booking, { required: true, nillable: true }),
  },
});

/** @generated serializer of complexType {NS}BookResult */
export function writeBookResult(w: XmlWriter, ns: string, local: string, value: BookResult): void {
  w.start(ns, local);
  if (value.booking === null) w.nilElement(NS, "booking");
  else writeBooking(w, NS, "booking", value.booking);
  w.end();
}
