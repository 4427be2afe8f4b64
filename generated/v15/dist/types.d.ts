import { type XsDateTime, type XsDecimal } from "./runtime/scalars.js";
import type { SimpleType } from "./runtime/simple-type.js";
import { type ValidationIssue } from "./runtime/validation.js";
import { ComplexType } from "./runtime/xml-reader.js";
import { XmlWriter } from "./runtime/xml-writer.js";
/**
 * Target namespace of this interface version's schema.
 * @generated from xs:schema targetNamespace http://xml.example.net/15/
 */
export declare const NAMESPACE = "http://xml.example.net/15/";
/**
 * Kind of accommodation.
 *
 * XML name: `AccommodationType`
 * @generated from xs:simpleType {http://xml.example.net/15/}AccommodationType
 */
export type AccommodationType = "Hotel" | "Apartment" | "Villa";
/**
 * Codec of `AccommodationType`: reads and writes its lexical form.
 *
 * Kind of accommodation.
 * @generated from xs:simpleType {http://xml.example.net/15/}AccommodationType
 */
export declare const AccommodationType: SimpleType<AccommodationType>;
/**
 * Checks a value of `AccommodationType`: its type, lexical space and facets.
 *
 * Kind of accommodation.
 * @generated from xs:simpleType {http://xml.example.net/15/}AccommodationType
 */
export declare function validateAccommodationType(value: unknown, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Outcome of an amendment price quote.
 *
 * XML name: `AmendmentBookingType`
 * @generated from xs:simpleType {http://xml.example.net/15/}AmendmentBookingType
 */
export type AmendmentBookingType = "FullPeriod" | "ExtraDays" | "NoAmendmentAvailable";
/**
 * Codec of `AmendmentBookingType`: reads and writes its lexical form.
 *
 * Outcome of an amendment price quote.
 * @generated from xs:simpleType {http://xml.example.net/15/}AmendmentBookingType
 */
export declare const AmendmentBookingType: SimpleType<AmendmentBookingType>;
/**
 * Checks a value of `AmendmentBookingType`: its type, lexical space and facets.
 *
 * Outcome of an amendment price quote.
 * @generated from xs:simpleType {http://xml.example.net/15/}AmendmentBookingType
 */
export declare function validateAmendmentBookingType(value: unknown, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * State of a booking.
 *
 * XML name: `BookingStatus`
 * @generated from xs:simpleType {http://xml.example.net/15/}BookingStatus
 */
export type BookingStatus = "NotActive" | "Active";
/**
 * Codec of `BookingStatus`: reads and writes its lexical form.
 *
 * State of a booking.
 * @generated from xs:simpleType {http://xml.example.net/15/}BookingStatus
 */
export declare const BookingStatus: SimpleType<BookingStatus>;
/**
 * Checks a value of `BookingStatus`: its type, lexical space and facets.
 *
 * State of a booking.
 * @generated from xs:simpleType {http://xml.example.net/15/}BookingStatus
 */
export declare function validateBookingStatus(value: unknown, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Whitespace-separated list of payment method ids.
 *
 * XML name: `PaymentMethodIdList`
 *
 * An `xs:list`: whitespace-separated items on the wire.
 * @generated from xs:simpleType {http://xml.example.net/15/}PaymentMethodIdList
 */
export type PaymentMethodIdList = number[];
/**
 * Codec of `PaymentMethodIdList`: reads and writes its lexical form.
 *
 * Whitespace-separated list of payment method ids.
 * @generated from xs:simpleType {http://xml.example.net/15/}PaymentMethodIdList
 */
export declare const PaymentMethodIdList: SimpleType<PaymentMethodIdList>;
/**
 * Checks a value of `PaymentMethodIdList`: its type, lexical space and facets.
 *
 * Whitespace-separated list of payment method ids.
 * @generated from xs:simpleType {http://xml.example.net/15/}PaymentMethodIdList
 */
export declare function validatePaymentMethodIdList(value: unknown, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of AmendmentPriceRequest: asks for a price quote for amending an existing booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}AmendmentPriceRequest/element
 */
export interface AmendmentPriceRequest {
    /**
     * Login name of the registered reseller client (credentials travel in every request).
     *
     * XML name: `userName`
     * @generated from xs:element {http://xml.example.net/15/}userName
     */
    userName?: string;
    /**
     * Password of the reseller client.
     *
     * XML name: `password`
     * @generated from xs:element {http://xml.example.net/15/}password
     */
    password?: string;
    /**
     * The existing booking to amend.
     *
     * XML name: `bookingID`
     * @generated from xs:element {http://xml.example.net/15/}bookingID
     */
    bookingID?: string;
    /**
     * Arrival date of the amended stay.
     *
     * XML name: `checkInDate`
     * @generated from xs:element {http://xml.example.net/15/}checkInDate
     */
    checkInDate: XsDateTime;
    /**
     * Departure date of the amended stay.
     *
     * XML name: `checkOutDate`
     * @generated from xs:element {http://xml.example.net/15/}checkOutDate
     */
    checkOutDate: XsDateTime;
    /**
     * Language of texts in the result; allowed values are not published.
     *
     * XML name: `language`
     * @generated from xs:element {http://xml.example.net/15/}language
     */
    language?: string;
}
/**
 * Reader of `AmendmentPriceRequest`: one entry per member, in schema order.
 *
 * Request of AmendmentPriceRequest: asks for a price quote for amending an existing booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}AmendmentPriceRequest/element
 */
export declare const AmendmentPriceRequest: ComplexType<AmendmentPriceRequest>;
/**
 * Writes a value of `AmendmentPriceRequest` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Request of AmendmentPriceRequest: asks for a price quote for amending an existing booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}AmendmentPriceRequest/element
 */
export declare function writeAmendmentPriceRequest(w: XmlWriter, ns: string, local: string, value: AmendmentPriceRequest | null): void;
/**
 * The markup of a value of `AmendmentPriceRequest` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeAmendmentPriceRequest` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Request of AmendmentPriceRequest: asks for a price quote for amending an existing booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}AmendmentPriceRequest/element
 */
export declare function markupAmendmentPriceRequest(name: string, value: AmendmentPriceRequest | null, start?: string, end?: string): string;
/**
 * Checks a value of `AmendmentPriceRequest` against the schema and returns every problem with its path (empty when valid).
 *
 * Request of AmendmentPriceRequest: asks for a price quote for amending an existing booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}AmendmentPriceRequest/element
 */
export declare function validateAmendmentPriceRequest(value: AmendmentPriceRequest, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of AmendmentPriceRequest.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}AmendmentPriceRequestResponse/element
 */
export interface AmendmentPriceRequestResponse {
    /**
     * XML name: `amendmentPriceRequestResult`
     * @generated from xs:element {http://xml.example.net/15/}amendmentPriceRequestResult
     */
    amendmentPriceRequestResult?: AmendmentPriceRequestResult;
}
/**
 * Reader of `AmendmentPriceRequestResponse`: one entry per member, in schema order.
 *
 * Response of AmendmentPriceRequest.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}AmendmentPriceRequestResponse/element
 */
export declare const AmendmentPriceRequestResponse: ComplexType<AmendmentPriceRequestResponse>;
/**
 * Writes a value of `AmendmentPriceRequestResponse` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Response of AmendmentPriceRequest.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}AmendmentPriceRequestResponse/element
 */
export declare function writeAmendmentPriceRequestResponse(w: XmlWriter, ns: string, local: string, value: AmendmentPriceRequestResponse | null): void;
/**
 * The markup of a value of `AmendmentPriceRequestResponse` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeAmendmentPriceRequestResponse` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Response of AmendmentPriceRequest.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}AmendmentPriceRequestResponse/element
 */
export declare function markupAmendmentPriceRequestResponse(name: string, value: AmendmentPriceRequestResponse | null, start?: string, end?: string): string;
/**
 * Checks a value of `AmendmentPriceRequestResponse` against the schema and returns every problem with its path (empty when valid).
 *
 * Response of AmendmentPriceRequest.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}AmendmentPriceRequestResponse/element
 */
export declare function validateAmendmentPriceRequestResponse(value: AmendmentPriceRequestResponse, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Price quote for amending a booking.
 *
 * XML name: `AmendmentPriceRequestResult`
 * @generated from xs:complexType {http://xml.example.net/15/}AmendmentPriceRequestResult
 */
export interface AmendmentPriceRequestResult {
    /**
     * Quoted price of the amendment, in the currency named by the attribute currency.
     *
     * XML name: `Price`
     * @generated from xs:element {http://xml.example.net/15/}Price
     */
    price?: MonetaryValue | DiscountAmountWithPaymentMethods | PriceWithPaymentMethods;
    /**
     * XML name: `RoomId`
     * @generated from xs:element {http://xml.example.net/15/}RoomId
     */
    roomId: number;
    /**
     * Hotel notes valid for the amended stay.
     *
     * XML name: `hotelnotes`
     * @generated from xs:element {http://xml.example.net/15/}hotelnotes
     */
    hotelnotes?: ArrayOfNote;
    /**
     * Room notes valid for the amended stay.
     *
     * XML name: `roomnotes`
     * @generated from xs:element {http://xml.example.net/15/}roomnotes
     */
    roomnotes?: ArrayOfNote;
    /**
     * XML name: `cancellation_policies`
     * @generated from xs:element {http://xml.example.net/15/}cancellation_policies
     */
    cancellationPolicies?: ArrayOfCancellationPolicy;
    /**
     * Outcome of the quote (not a booking state).
     *
     * XML name: `BookingType`
     * @generated from xs:element {http://xml.example.net/15/}BookingType
     */
    bookingType: AmendmentBookingType;
}
/**
 * Reader of `AmendmentPriceRequestResult`: one entry per member, in schema order.
 *
 * Price quote for amending a booking.
 * @generated from xs:complexType {http://xml.example.net/15/}AmendmentPriceRequestResult
 */
export declare const AmendmentPriceRequestResult: ComplexType<AmendmentPriceRequestResult>;
/**
 * Writes a value of `AmendmentPriceRequestResult` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Price quote for amending a booking.
 * @generated from xs:complexType {http://xml.example.net/15/}AmendmentPriceRequestResult
 */
export declare function writeAmendmentPriceRequestResult(w: XmlWriter, ns: string, local: string, value: AmendmentPriceRequestResult | null): void;
/**
 * The markup of a value of `AmendmentPriceRequestResult` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeAmendmentPriceRequestResult` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Price quote for amending a booking.
 * @generated from xs:complexType {http://xml.example.net/15/}AmendmentPriceRequestResult
 */
export declare function markupAmendmentPriceRequestResult(name: string, value: AmendmentPriceRequestResult | null, start?: string, end?: string): string;
/**
 * Checks a value of `AmendmentPriceRequestResult` against the schema and returns every problem with its path (empty when valid).
 *
 * Price quote for amending a booking.
 * @generated from xs:complexType {http://xml.example.net/15/}AmendmentPriceRequestResult
 */
export declare function validateAmendmentPriceRequestResult(value: AmendmentPriceRequestResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * XML name: `ArrayOfAdultGuest`
 *
 * A wrapper of repeated `adultGuest` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfAdultGuest
 */
export type ArrayOfAdultGuest = string[];
/**
 * XML name: `ArrayOfCancellationPolicy`
 *
 * A wrapper of repeated `cancellation_policy` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfCancellationPolicy
 */
export type ArrayOfCancellationPolicy = ((PercentageCancellationPolicy | StaticPercentageCancellationPolicy) | null)[];
/**
 * XML name: `ArrayOfChildGuest`
 *
 * A wrapper of repeated `childGuest` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfChildGuest
 */
export type ArrayOfChildGuest = string[];
/**
 * XML name: `ArrayOfCode`
 *
 * A wrapper of repeated `code` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfCode
 */
export type ArrayOfCode = (Code | null)[];
/**
 * XML name: `ArrayOfDiscountAmountWithPaymentMethods`
 *
 * A wrapper of repeated `amount` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfDiscountAmountWithPaymentMethods
 */
export type ArrayOfDiscountAmountWithPaymentMethods = (DiscountAmountWithPaymentMethods | null)[];
/**
 * XML name: `ArrayOfEnglishHotelNote`
 *
 * A wrapper of repeated `englishHotelNote` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfEnglishHotelNote
 */
export type ArrayOfEnglishHotelNote = (CalendarNote | null)[];
/**
 * XML name: `ArrayOfEnglishRoomNote`
 *
 * A wrapper of repeated `englishRoomNote` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfEnglishRoomNote
 */
export type ArrayOfEnglishRoomNote = (CalendarNote | null)[];
/**
 * XML name: `ArrayOfErrorAttribute`
 *
 * A wrapper of repeated `ErrorAttribute` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfErrorAttribute
 */
export type ArrayOfErrorAttribute = (ErrorAttribute | null)[];
/**
 * XML name: `ArrayOfFeature`
 *
 * A wrapper of repeated `feature` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfFeature
 */
export type ArrayOfFeature = ((Feature | FeatureWithName) | null)[];
/**
 * XML name: `ArrayOfFee`
 *
 * A wrapper of repeated `Fee` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfFee
 */
export type ArrayOfFee = (Fee | null)[];
/**
 * XML name: `ArrayOfHotel`
 *
 * A wrapper of repeated `hotel` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfHotel
 */
export type ArrayOfHotel = ((Hotel | StaticHotel) | null)[];
/**
 * XML name: `ArrayOfHotelNote`
 *
 * A wrapper of repeated `hotelNote` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfHotelNote
 */
export type ArrayOfHotelNote = (CalendarNote | null)[];
/**
 * XML name: `ArrayOfLabel`
 *
 * A wrapper of repeated `label` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfLabel
 */
export type ArrayOfLabel = (MealLabel | null)[];
/**
 * XML name: `ArrayOfLanguage`
 *
 * A wrapper of repeated `language` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfLanguage
 */
export type ArrayOfLanguage = (Language | null)[];
/**
 * XML name: `ArrayOfMeal`
 *
 * A wrapper of repeated `meal` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfMeal
 */
export type ArrayOfMeal = (Meal | null)[];
/**
 * XML name: `ArrayOfMonetaryValue`
 *
 * A wrapper of repeated `amount` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfMonetaryValue
 */
export type ArrayOfMonetaryValue = ((MonetaryValue | DiscountAmountWithPaymentMethods | PriceWithPaymentMethods) | null)[];
/**
 * XML name: `ArrayOfNote`
 *
 * A wrapper of repeated `note` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfNote
 */
export type ArrayOfNote = (CalendarNote | null)[];
/**
 * XML name: `ArrayOfNoteType`
 *
 * A wrapper of repeated `noteType` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfNoteType
 */
export type ArrayOfNoteType = (NoteType | null)[];
/**
 * XML name: `ArrayOfPrice`
 *
 * A wrapper of repeated `price` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfPrice
 */
export type ArrayOfPrice = (PriceWithPaymentMethods | null)[];
/**
 * XML name: `ArrayOfPriceWithPaymentMethods`
 *
 * A wrapper of repeated `fee` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfPriceWithPaymentMethods
 */
export type ArrayOfPriceWithPaymentMethods = (PriceWithPaymentMethods | null)[];
/**
 * XML name: `ArrayOfRoom`
 *
 * A wrapper of repeated `room` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfRoom
 */
export type ArrayOfRoom = ((Room | RoomWithFees | StaticRoom) | null)[];
/**
 * XML name: `ArrayOfRoomMeal`
 *
 * A wrapper of repeated `meal` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfRoomMeal
 */
export type ArrayOfRoomMeal = ((RoomMeal | RoomMealWithTaxes) | null)[];
/**
 * XML name: `ArrayOfRoomNote`
 *
 * A wrapper of repeated `roomNote` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfRoomNote
 */
export type ArrayOfRoomNote = (CalendarNote | null)[];
/**
 * XML name: `ArrayOfRoomPaymentMethod`
 *
 * A wrapper of repeated `paymentMethod` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfRoomPaymentMethod
 */
export type ArrayOfRoomPaymentMethod = ((RoomPaymentMethod | StaticPaymentMethod) | null)[];
/**
 * XML name: `ArrayOfRoomType`
 *
 * A wrapper of repeated `roomType` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfRoomType
 */
export type ArrayOfRoomType = (RoomType | null)[];
/**
 * XML name: `ArrayOfRoomTypeWithRooms`
 *
 * A wrapper of repeated `roomtype` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfRoomTypeWithRooms
 */
export type ArrayOfRoomTypeWithRooms = ((RoomTypeWithRooms | StaticRoomTypeWithRooms) | null)[];
/**
 * XML name: `ArrayOfTax`
 *
 * A wrapper of repeated `tax` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfTax
 */
export type ArrayOfTax = ((MonetaryValue | DiscountAmountWithPaymentMethods | PriceWithPaymentMethods) | null)[];
/**
 * XML name: `ArrayOfTheme`
 *
 * A wrapper of repeated `theme` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfTheme
 */
export type ArrayOfTheme = (Theme | null)[];
/**
 * Base of results that report a failure inside the result rather than as a fault.
 *
 * XML name: `BaseResult`
 * @generated from xs:complexType {http://xml.example.net/15/}BaseResult
 */
export interface BaseResult {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}BaseResult
     */
    $type?: "BaseResult";
    /**
     * The failure, when the operation failed.
     *
     * XML name: `Error`
     * @generated from xs:element {http://xml.example.net/15/}Error
     */
    error?: ErrorObject;
    /**
     * Key/value details of the failure.
     *
     * XML name: `ErrorAttributes`
     * @generated from xs:element {http://xml.example.net/15/}ErrorAttributes
     */
    errorAttributes?: ArrayOfErrorAttribute;
}
/**
 * Reader of `BaseResult`: one entry per member, in schema order.
 *
 * Base of results that report a failure inside the result rather than as a fault.
 * @generated from xs:complexType {http://xml.example.net/15/}BaseResult
 */
export declare const BaseResult: ComplexType<BaseResult>;
/**
 * Writes a value of `BaseResult` as element `{ns}local`, members in schema order; `null` as `xsi:nil`. A derived value (by `$type`) is written with `xsi:type`.
 *
 * Base of results that report a failure inside the result rather than as a fault.
 * @generated from xs:complexType {http://xml.example.net/15/}BaseResult
 */
export declare function writeBaseResult(w: XmlWriter, ns: string, local: string, value: BaseResult | BookResult | Booking | BookingWithStatus | BookingWithStatusAndTaxesAndFees | BookingWithTaxesAndFees | GetRoomTypesResult | SearchResult | null, xsiType?: boolean): void;
/**
 * The markup of a value of `BaseResult` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeBaseResult` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once. A derived value (by `$type`) is written with `xsi:type`.
 *
 * Base of results that report a failure inside the result rather than as a fault.
 * @generated from xs:complexType {http://xml.example.net/15/}BaseResult
 */
export declare function markupBaseResult(name: string, value: BaseResult | BookResult | Booking | BookingWithStatus | BookingWithStatusAndTaxesAndFees | BookingWithTaxesAndFees | GetRoomTypesResult | SearchResult | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `BaseResult` against the schema and returns every problem with its path (empty when valid).
 *
 * Base of results that report a failure inside the result rather than as a fault.
 * @generated from xs:complexType {http://xml.example.net/15/}BaseResult
 */
export declare function validateBaseResult(value: BaseResult | BookResult | Booking | BookingWithStatus | BookingWithStatusAndTaxesAndFees | BookingWithTaxesAndFees | GetRoomTypesResult | SearchResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Result of BookV2: the booking made, or a failure reported in Error.
 *
 * XML name: `BookResult`
 *
 * Derived by extension from `BaseResult`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}BookResult
 */
export interface BookResult {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}BookResult
     */
    $type?: "BookResult";
    /**
     * The failure, when the operation failed.
     *
     * XML name: `Error`
     * @generated from xs:element {http://xml.example.net/15/}Error
     */
    error?: ErrorObject;
    /**
     * Key/value details of the failure.
     *
     * XML name: `ErrorAttributes`
     * @generated from xs:element {http://xml.example.net/15/}ErrorAttributes
     */
    errorAttributes?: ArrayOfErrorAttribute;
    /**
     * XML name: `booking`
     * @generated from xs:element {http://xml.example.net/15/}booking
     */
    booking: (Booking | BookingWithStatus | BookingWithStatusAndTaxesAndFees | BookingWithTaxesAndFees) | null;
}
/**
 * Reader of `BookResult`: one entry per member, in schema order.
 *
 * Result of BookV2: the booking made, or a failure reported in Error.
 * @generated from xs:complexType {http://xml.example.net/15/}BookResult
 */
export declare const BookResult: ComplexType<BookResult>;
/**
 * Writes a value of `BookResult` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Result of BookV2: the booking made, or a failure reported in Error.
 * @generated from xs:complexType {http://xml.example.net/15/}BookResult
 */
export declare function writeBookResult(w: XmlWriter, ns: string, local: string, value: BookResult | null, xsiType?: boolean): void;
/**
 * The markup of a value of `BookResult` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeBookResult` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Result of BookV2: the booking made, or a failure reported in Error.
 * @generated from xs:complexType {http://xml.example.net/15/}BookResult
 */
export declare function markupBookResult(name: string, value: BookResult | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `BookResult` against the schema and returns every problem with its path (empty when valid).
 *
 * Result of BookV2: the booking made, or a failure reported in Error.
 * @generated from xs:complexType {http://xml.example.net/15/}BookResult
 */
export declare function validateBookResult(value: BookResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of BookV2: makes a hotel room booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}BookV2/element
 */
export interface BookV2 {
    /**
     * Login name of the registered reseller client (credentials travel in every request).
     *
     * XML name: `userName`
     * @generated from xs:element {http://xml.example.net/15/}userName
     */
    userName?: string;
    /**
     * Password of the reseller client.
     *
     * XML name: `password`
     * @generated from xs:element {http://xml.example.net/15/}password
     */
    password?: string;
    /**
     * Currency of the booking; allowed values are not published.
     *
     * XML name: `currency`
     * @generated from xs:element {http://xml.example.net/15/}currency
     */
    currency?: string;
    /**
     * Language of texts in the result; allowed values are not published.
     *
     * XML name: `language`
     * @generated from xs:element {http://xml.example.net/15/}language
     */
    language?: string;
    /**
     * XML name: `email`
     * @generated from xs:element {http://xml.example.net/15/}email
     */
    email?: string;
    /**
     * Arrival date.
     *
     * XML name: `checkInDate`
     * @generated from xs:element {http://xml.example.net/15/}checkInDate
     */
    checkInDate: XsDateTime;
    /**
     * Departure date.
     *
     * XML name: `checkOutDate`
     * @generated from xs:element {http://xml.example.net/15/}checkOutDate
     */
    checkOutDate: XsDateTime;
    /**
     * XML name: `roomId`
     * @generated from xs:element {http://xml.example.net/15/}roomId
     */
    roomId: number;
    /**
     * Number of rooms.
     *
     * XML name: `rooms`
     * @generated from xs:element {http://xml.example.net/15/}rooms
     */
    rooms: number;
    /**
     * Number of adults.
     *
     * XML name: `adults`
     * @generated from xs:element {http://xml.example.net/15/}adults
     */
    adults: number;
    /**
     * Number of children.
     *
     * XML name: `children`
     * @generated from xs:element {http://xml.example.net/15/}children
     */
    children: number;
    /**
     * Number of infants.
     *
     * XML name: `infant`
     * @generated from xs:element {http://xml.example.net/15/}infant
     */
    infant: number;
    /**
     * The client's own reference for the booking.
     *
     * XML name: `yourRef`
     * @generated from xs:element {http://xml.example.net/15/}yourRef
     */
    yourRef?: string;
    /**
     * Special-request text of the booking.
     *
     * XML name: `specialrequest`
     * @generated from xs:element {http://xml.example.net/15/}specialrequest
     */
    specialrequest?: string;
    /**
     * XML name: `mealId`
     * @generated from xs:element {http://xml.example.net/15/}mealId
     */
    mealId: number;
    /**
     * First name of adult guest 1 (slots 1 to 9, filled in order).
     *
     * XML name: `adultGuest1FirstName`
     * @generated from xs:element {http://xml.example.net/15/}adultGuest1FirstName
     */
    adultGuest1FirstName?: string;
    /**
     * Last name of adult guest 1 (slots 1 to 9, filled in order).
     *
     * XML name: `adultGuest1LastName`
     * @generated from xs:element {http://xml.example.net/15/}adultGuest1LastName
     */
    adultGuest1LastName?: string;
    /**
     * First name of adult guest 2 (slots 1 to 9, filled in order).
     *
     * XML name: `adultGuest2FirstName`
     * @generated from xs:element {http://xml.example.net/15/}adultGuest2FirstName
     */
    adultGuest2FirstName?: string;
    /**
     * Last name of adult guest 2 (slots 1 to 9, filled in order).
     *
     * XML name: `adultGuest2LastName`
     * @generated from xs:element {http://xml.example.net/15/}adultGuest2LastName
     */
    adultGuest2LastName?: string;
    /**
     * First name of adult guest 3 (slots 1 to 9, filled in order).
     *
     * XML name: `adultGuest3FirstName`
     * @generated from xs:element {http://xml.example.net/15/}adultGuest3FirstName
     */
    adultGuest3FirstName?: string;
    /**
     * Last name of adult guest 3 (slots 1 to 9, filled in order).
     *
     * XML name: `adultGuest3LastName`
     * @generated from xs:element {http://xml.example.net/15/}adultGuest3LastName
     */
    adultGuest3LastName?: string;
    /**
     * First name of adult guest 4 (slots 1 to 9, filled in order).
     *
     * XML name: `adultGuest4FirstName`
     * @generated from xs:element {http://xml.example.net/15/}adultGuest4FirstName
     */
    adultGuest4FirstName?: string;
    /**
     * Last name of adult guest 4 (slots 1 to 9, filled in order).
     *
     * XML name: `adultGuest4LastName`
     * @generated from xs:element {http://xml.example.net/15/}adultGuest4LastName
     */
    adultGuest4LastName?: string;
    /**
     * First name of adult guest 5 (slots 1 to 9, filled in order).
     *
     * XML name: `adultGuest5FirstName`
     * @generated from xs:element {http://xml.example.net/15/}adultGuest5FirstName
     */
    adultGuest5FirstName?: string;
    /**
     * Last name of adult guest 5 (slots 1 to 9, filled in order).
     *
     * XML name: `adultGuest5LastName`
     * @generated from xs:element {http://xml.example.net/15/}adultGuest5LastName
     */
    adultGuest5LastName?: string;
    /**
     * First name of adult guest 6 (slots 1 to 9, filled in order).
     *
     * XML name: `adultGuest6FirstName`
     * @generated from xs:element {http://xml.example.net/15/}adultGuest6FirstName
     */
    adultGuest6FirstName?: string;
    /**
     * Last name of adult guest 6 (slots 1 to 9, filled in order).
     *
     * XML name: `adultGuest6LastName`
     * @generated from xs:element {http://xml.example.net/15/}adultGuest6LastName
     */
    adultGuest6LastName?: string;
    /**
     * First name of adult guest 7 (slots 1 to 9, filled in order).
     *
     * XML name: `adultGuest7FirstName`
     * @generated from xs:element {http://xml.example.net/15/}adultGuest7FirstName
     */
    adultGuest7FirstName?: string;
    /**
     * Last name of adult guest 7 (slots 1 to 9, filled in order).
     *
     * XML name: `adultGuest7LastName`
     * @generated from xs:element {http://xml.example.net/15/}adultGuest7LastName
     */
    adultGuest7LastName?: string;
    /**
     * First name of adult guest 8 (slots 1 to 9, filled in order).
     *
     * XML name: `adultGuest8FirstName`
     * @generated from xs:element {http://xml.example.net/15/}adultGuest8FirstName
     */
    adultGuest8FirstName?: string;
    /**
     * Last name of adult guest 8 (slots 1 to 9, filled in order).
     *
     * XML name: `adultGuest8LastName`
     * @generated from xs:element {http://xml.example.net/15/}adultGuest8LastName
     */
    adultGuest8LastName?: string;
    /**
     * First name of adult guest 9 (slots 1 to 9, filled in order).
     *
     * XML name: `adultGuest9FirstName`
     * @generated from xs:element {http://xml.example.net/15/}adultGuest9FirstName
     */
    adultGuest9FirstName?: string;
    /**
     * Last name of adult guest 9 (slots 1 to 9, filled in order).
     *
     * XML name: `adultGuest9LastName`
     * @generated from xs:element {http://xml.example.net/15/}adultGuest9LastName
     */
    adultGuest9LastName?: string;
    /**
     * First name of child guest 1 (slots 1 to 9, filled in order).
     *
     * XML name: `childrenGuest1FirstName`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuest1FirstName
     */
    childrenGuest1FirstName?: string;
    /**
     * Last name of child guest 1 (slots 1 to 9, filled in order).
     *
     * XML name: `childrenGuest1LastName`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuest1LastName
     */
    childrenGuest1LastName?: string;
    /**
     * Age of child guest 1, as text.
     *
     * XML name: `childrenGuestAge1`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuestAge1
     */
    childrenGuestAge1?: string;
    /**
     * First name of child guest 2 (slots 1 to 9, filled in order).
     *
     * XML name: `childrenGuest2FirstName`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuest2FirstName
     */
    childrenGuest2FirstName?: string;
    /**
     * Last name of child guest 2 (slots 1 to 9, filled in order).
     *
     * XML name: `childrenGuest2LastName`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuest2LastName
     */
    childrenGuest2LastName?: string;
    /**
     * Age of child guest 2, as text.
     *
     * XML name: `childrenGuestAge2`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuestAge2
     */
    childrenGuestAge2?: string;
    /**
     * First name of child guest 3 (slots 1 to 9, filled in order).
     *
     * XML name: `childrenGuest3FirstName`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuest3FirstName
     */
    childrenGuest3FirstName?: string;
    /**
     * Last name of child guest 3 (slots 1 to 9, filled in order).
     *
     * XML name: `childrenGuest3LastName`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuest3LastName
     */
    childrenGuest3LastName?: string;
    /**
     * Age of child guest 3, as text.
     *
     * XML name: `childrenGuestAge3`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuestAge3
     */
    childrenGuestAge3?: string;
    /**
     * First name of child guest 4 (slots 1 to 9, filled in order).
     *
     * XML name: `childrenGuest4FirstName`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuest4FirstName
     */
    childrenGuest4FirstName?: string;
    /**
     * Last name of child guest 4 (slots 1 to 9, filled in order).
     *
     * XML name: `childrenGuest4LastName`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuest4LastName
     */
    childrenGuest4LastName?: string;
    /**
     * Age of child guest 4, as text.
     *
     * XML name: `childrenGuestAge4`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuestAge4
     */
    childrenGuestAge4?: string;
    /**
     * First name of child guest 5 (slots 1 to 9, filled in order).
     *
     * XML name: `childrenGuest5FirstName`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuest5FirstName
     */
    childrenGuest5FirstName?: string;
    /**
     * Last name of child guest 5 (slots 1 to 9, filled in order).
     *
     * XML name: `childrenGuest5LastName`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuest5LastName
     */
    childrenGuest5LastName?: string;
    /**
     * Age of child guest 5, as text.
     *
     * XML name: `childrenGuestAge5`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuestAge5
     */
    childrenGuestAge5?: string;
    /**
     * First name of child guest 6 (slots 1 to 9, filled in order).
     *
     * XML name: `childrenGuest6FirstName`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuest6FirstName
     */
    childrenGuest6FirstName?: string;
    /**
     * Last name of child guest 6 (slots 1 to 9, filled in order).
     *
     * XML name: `childrenGuest6LastName`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuest6LastName
     */
    childrenGuest6LastName?: string;
    /**
     * Age of child guest 6, as text.
     *
     * XML name: `childrenGuestAge6`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuestAge6
     */
    childrenGuestAge6?: string;
    /**
     * First name of child guest 7 (slots 1 to 9, filled in order).
     *
     * XML name: `childrenGuest7FirstName`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuest7FirstName
     */
    childrenGuest7FirstName?: string;
    /**
     * Last name of child guest 7 (slots 1 to 9, filled in order).
     *
     * XML name: `childrenGuest7LastName`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuest7LastName
     */
    childrenGuest7LastName?: string;
    /**
     * Age of child guest 7, as text.
     *
     * XML name: `childrenGuestAge7`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuestAge7
     */
    childrenGuestAge7?: string;
    /**
     * First name of child guest 8 (slots 1 to 9, filled in order).
     *
     * XML name: `childrenGuest8FirstName`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuest8FirstName
     */
    childrenGuest8FirstName?: string;
    /**
     * Last name of child guest 8 (slots 1 to 9, filled in order).
     *
     * XML name: `childrenGuest8LastName`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuest8LastName
     */
    childrenGuest8LastName?: string;
    /**
     * Age of child guest 8, as text.
     *
     * XML name: `childrenGuestAge8`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuestAge8
     */
    childrenGuestAge8?: string;
    /**
     * First name of child guest 9 (slots 1 to 9, filled in order).
     *
     * XML name: `childrenGuest9FirstName`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuest9FirstName
     */
    childrenGuest9FirstName?: string;
    /**
     * Last name of child guest 9 (slots 1 to 9, filled in order).
     *
     * XML name: `childrenGuest9LastName`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuest9LastName
     */
    childrenGuest9LastName?: string;
    /**
     * Age of child guest 9, as text.
     *
     * XML name: `childrenGuestAge9`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuestAge9
     */
    childrenGuestAge9?: string;
    /**
     * XML name: `paymentMethodId`
     * @generated from xs:element {http://xml.example.net/15/}paymentMethodId
     */
    paymentMethodId: number;
    /**
     * XML name: `creditCardType`
     * @generated from xs:element {http://xml.example.net/15/}creditCardType
     */
    creditCardType?: string;
    /**
     * XML name: `creditCardNumber`
     * @generated from xs:element {http://xml.example.net/15/}creditCardNumber
     */
    creditCardNumber?: string;
    /**
     * XML name: `creditCardHolder`
     * @generated from xs:element {http://xml.example.net/15/}creditCardHolder
     */
    creditCardHolder?: string;
    /**
     * XML name: `creditCardCVV2`
     * @generated from xs:element {http://xml.example.net/15/}creditCardCVV2
     */
    creditCardCVV2?: string;
    /**
     * XML name: `creditCardExpYear`
     * @generated from xs:element {http://xml.example.net/15/}creditCardExpYear
     */
    creditCardExpYear?: string;
    /**
     * XML name: `creditCardExpMonth`
     * @generated from xs:element {http://xml.example.net/15/}creditCardExpMonth
     */
    creditCardExpMonth?: string;
    /**
     * XML name: `customerEmail`
     * @generated from xs:element {http://xml.example.net/15/}customerEmail
     */
    customerEmail?: string;
    /**
     * XML name: `invoiceRef`
     * @generated from xs:element {http://xml.example.net/15/}invoiceRef
     */
    invoiceRef?: string;
    /**
     * XML name: `customerCountry`
     * @generated from xs:element {http://xml.example.net/15/}customerCountry
     */
    customerCountry?: string;
    /**
     * XML name: `b2c`
     * @generated from xs:element {http://xml.example.net/15/}b2c
     */
    b2c?: string;
    /**
     * XML name: `commissionAmountInHotelCurrency`
     * @generated from xs:element {http://xml.example.net/15/}commissionAmountInHotelCurrency
     */
    commissionAmountInHotelCurrency?: string;
    /**
     * XML name: `preBookCode`
     * @generated from xs:element {http://xml.example.net/15/}preBookCode
     */
    preBookCode?: string;
}
/**
 * Reader of `BookV2`: one entry per member, in schema order.
 *
 * Request of BookV2: makes a hotel room booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}BookV2/element
 */
export declare const BookV2: ComplexType<BookV2>;
/**
 * Writes a value of `BookV2` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Request of BookV2: makes a hotel room booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}BookV2/element
 */
export declare function writeBookV2(w: XmlWriter, ns: string, local: string, value: BookV2 | null): void;
/**
 * The markup of a value of `BookV2` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeBookV2` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Request of BookV2: makes a hotel room booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}BookV2/element
 */
export declare function markupBookV2(name: string, value: BookV2 | null, start?: string, end?: string): string;
/**
 * Checks a value of `BookV2` against the schema and returns every problem with its path (empty when valid).
 *
 * Request of BookV2: makes a hotel room booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}BookV2/element
 */
export declare function validateBookV2(value: BookV2, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of BookV2.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}BookV2Response/element
 */
export interface BookV2Response {
    /**
     * XML name: `bookResult`
     * @generated from xs:element {http://xml.example.net/15/}bookResult
     */
    bookResult: BookResult | null;
}
/**
 * Reader of `BookV2Response`: one entry per member, in schema order.
 *
 * Response of BookV2.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}BookV2Response/element
 */
export declare const BookV2Response: ComplexType<BookV2Response>;
/**
 * Writes a value of `BookV2Response` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Response of BookV2.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}BookV2Response/element
 */
export declare function writeBookV2Response(w: XmlWriter, ns: string, local: string, value: BookV2Response | null): void;
/**
 * The markup of a value of `BookV2Response` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeBookV2Response` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Response of BookV2.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}BookV2Response/element
 */
export declare function markupBookV2Response(name: string, value: BookV2Response | null, start?: string, end?: string): string;
/**
 * Checks a value of `BookV2Response` against the schema and returns every problem with its path (empty when valid).
 *
 * Response of BookV2.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}BookV2Response/element
 */
export declare function validateBookV2Response(value: BookV2Response, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A hotel booking.
 *
 * XML name: `Booking`
 *
 * Derived by extension from `BaseResult`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}Booking
 */
export interface Booking {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}Booking
     */
    $type?: "Booking";
    /**
     * The failure, when the operation failed.
     *
     * XML name: `Error`
     * @generated from xs:element {http://xml.example.net/15/}Error
     */
    error?: ErrorObject;
    /**
     * Key/value details of the failure.
     *
     * XML name: `ErrorAttributes`
     * @generated from xs:element {http://xml.example.net/15/}ErrorAttributes
     */
    errorAttributes?: ArrayOfErrorAttribute;
    /**
     * XML name: `bookingnumber`
     * @generated from xs:element {http://xml.example.net/15/}bookingnumber
     */
    bookingnumber?: string;
    /**
     * XML name: `hotel.id`
     * @generated from xs:element {http://xml.example.net/15/}hotel.id
     */
    hotelId: number;
    /**
     * XML name: `hotel.name`
     * @generated from xs:element {http://xml.example.net/15/}hotel.name
     */
    hotelName?: string;
    /**
     * XML name: `hotel.address`
     * @generated from xs:element {http://xml.example.net/15/}hotel.address
     */
    hotelAddress?: string;
    /**
     * XML name: `hotel.phone`
     * @generated from xs:element {http://xml.example.net/15/}hotel.phone
     */
    hotelPhone?: string;
    /**
     * XML name: `numberofrooms`
     * @generated from xs:element {http://xml.example.net/15/}numberofrooms
     */
    numberofrooms?: string;
    /**
     * XML name: `room.type`
     * @generated from xs:element {http://xml.example.net/15/}room.type
     */
    roomType?: string;
    /**
     * XML name: `room.englishType`
     * @generated from xs:element {http://xml.example.net/15/}room.englishType
     */
    roomEnglishType?: string;
    /**
     * XML name: `mealId`
     * @generated from xs:element {http://xml.example.net/15/}mealId
     */
    mealId: number;
    /**
     * XML name: `meal`
     * @generated from xs:element {http://xml.example.net/15/}meal
     */
    meal?: string;
    /**
     * XML name: `mealLabel`
     * @generated from xs:element {http://xml.example.net/15/}mealLabel
     */
    mealLabel?: string;
    /**
     * XML name: `englishMeal`
     * @generated from xs:element {http://xml.example.net/15/}englishMeal
     */
    englishMeal?: string;
    /**
     * XML name: `englishMealLabel`
     * @generated from xs:element {http://xml.example.net/15/}englishMealLabel
     */
    englishMealLabel?: string;
    /**
     * XML name: `adultGuests`
     * @generated from xs:element {http://xml.example.net/15/}adultGuests
     */
    adultGuests?: ArrayOfAdultGuest;
    /**
     * XML name: `childrenGuests`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuests
     */
    childrenGuests?: ArrayOfChildGuest;
    /**
     * Arrival date.
     *
     * XML name: `checkindate`
     * @generated from xs:element {http://xml.example.net/15/}checkindate
     */
    checkindate: XsDateTime;
    /**
     * Departure date.
     *
     * XML name: `checkoutdate`
     * @generated from xs:element {http://xml.example.net/15/}checkoutdate
     */
    checkoutdate: XsDateTime;
    /**
     * XML name: `prices`
     * @generated from xs:element {http://xml.example.net/15/}prices
     */
    prices?: ArrayOfPrice;
    /**
     * XML name: `currency`
     * @generated from xs:element {http://xml.example.net/15/}currency
     */
    currency?: string;
    /**
     * When the booking was made.
     *
     * XML name: `bookingdate`
     * @generated from xs:element {http://xml.example.net/15/}bookingdate
     */
    bookingdate: XsDateTime;
    /**
     * Time zone of bookingdate.
     *
     * XML name: `bookingdate.timezone`
     * @generated from xs:element {http://xml.example.net/15/}bookingdate.timezone
     */
    bookingdateTimezone?: string;
    /**
     * XML name: `cancellationpolicies`
     * @generated from xs:element {http://xml.example.net/15/}cancellationpolicies
     */
    cancellationpolicies: StaticPercentageCancellationPolicy[];
    /**
     * First moment from which a cancellation costs a fee, in Central European Time.
     *
     * XML name: `earliestNonFreeCancellationDate.CET`
     * @generated from xs:element {http://xml.example.net/15/}earliestNonFreeCancellationDate.CET
     */
    earliestNonFreeCancellationDateCET: XsDateTime | null;
    /**
     * First moment from which a cancellation costs a fee, in the hotel's local time.
     *
     * XML name: `earliestNonFreeCancellationDate.Local`
     * @generated from xs:element {http://xml.example.net/15/}earliestNonFreeCancellationDate.Local
     */
    earliestNonFreeCancellationDateLocal: XsDateTime | null;
    /**
     * The client's own reference for the booking.
     *
     * XML name: `yourref`
     * @generated from xs:element {http://xml.example.net/15/}yourref
     */
    yourref?: string;
    /**
     * XML name: `voucher`
     * @generated from xs:element {http://xml.example.net/15/}voucher
     */
    voucher?: string;
    /**
     * XML name: `bookedBy`
     * @generated from xs:element {http://xml.example.net/15/}bookedBy
     */
    bookedBy?: string;
    /**
     * XML name: `transferbooked`
     * @generated from xs:element {http://xml.example.net/15/}transferbooked
     */
    transferbooked: number;
    /**
     * XML name: `paymentmethod`
     * @generated from xs:element {http://xml.example.net/15/}paymentmethod
     */
    paymentmethod?: PaymentMethod;
    /**
     * XML name: `hotelNotes`
     * @generated from xs:element {http://xml.example.net/15/}hotelNotes
     */
    hotelNotes?: ArrayOfHotelNote;
    /**
     * XML name: `englishHotelNotes`
     * @generated from xs:element {http://xml.example.net/15/}englishHotelNotes
     */
    englishHotelNotes?: ArrayOfEnglishHotelNote;
    /**
     * XML name: `roomNotes`
     * @generated from xs:element {http://xml.example.net/15/}roomNotes
     */
    roomNotes?: ArrayOfRoomNote;
    /**
     * XML name: `englishRoomNotes`
     * @generated from xs:element {http://xml.example.net/15/}englishRoomNotes
     */
    englishRoomNotes?: ArrayOfEnglishRoomNote;
    /**
     * XML name: `invoiceref`
     * @generated from xs:element {http://xml.example.net/15/}invoiceref
     */
    invoiceref?: string;
}
/**
 * Reader of `Booking`: one entry per member, in schema order.
 *
 * A hotel booking.
 * @generated from xs:complexType {http://xml.example.net/15/}Booking
 */
export declare const Booking: ComplexType<Booking>;
/**
 * Writes a value of `Booking` as element `{ns}local`, members in schema order; `null` as `xsi:nil`. A derived value (by `$type`) is written with `xsi:type`.
 *
 * A hotel booking.
 * @generated from xs:complexType {http://xml.example.net/15/}Booking
 */
export declare function writeBooking(w: XmlWriter, ns: string, local: string, value: Booking | BookingWithStatus | BookingWithStatusAndTaxesAndFees | BookingWithTaxesAndFees | null, xsiType?: boolean): void;
/**
 * The markup of a value of `Booking` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeBooking` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once. A derived value (by `$type`) is written with `xsi:type`.
 *
 * A hotel booking.
 * @generated from xs:complexType {http://xml.example.net/15/}Booking
 */
export declare function markupBooking(name: string, value: Booking | BookingWithStatus | BookingWithStatusAndTaxesAndFees | BookingWithTaxesAndFees | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `Booking` against the schema and returns every problem with its path (empty when valid).
 *
 * A hotel booking.
 * @generated from xs:complexType {http://xml.example.net/15/}Booking
 */
export declare function validateBooking(value: Booking | BookingWithStatus | BookingWithStatusAndTaxesAndFees | BookingWithTaxesAndFees, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A booking with its state and its current cancellation fee.
 *
 * XML name: `BookingWithStatus`
 *
 * Derived by extension from `Booking`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}BookingWithStatus
 */
export interface BookingWithStatus {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}BookingWithStatus
     */
    $type?: "BookingWithStatus";
    /**
     * The failure, when the operation failed.
     *
     * XML name: `Error`
     * @generated from xs:element {http://xml.example.net/15/}Error
     */
    error?: ErrorObject;
    /**
     * Key/value details of the failure.
     *
     * XML name: `ErrorAttributes`
     * @generated from xs:element {http://xml.example.net/15/}ErrorAttributes
     */
    errorAttributes?: ArrayOfErrorAttribute;
    /**
     * XML name: `bookingnumber`
     * @generated from xs:element {http://xml.example.net/15/}bookingnumber
     */
    bookingnumber?: string;
    /**
     * XML name: `hotel.id`
     * @generated from xs:element {http://xml.example.net/15/}hotel.id
     */
    hotelId: number;
    /**
     * XML name: `hotel.name`
     * @generated from xs:element {http://xml.example.net/15/}hotel.name
     */
    hotelName?: string;
    /**
     * XML name: `hotel.address`
     * @generated from xs:element {http://xml.example.net/15/}hotel.address
     */
    hotelAddress?: string;
    /**
     * XML name: `hotel.phone`
     * @generated from xs:element {http://xml.example.net/15/}hotel.phone
     */
    hotelPhone?: string;
    /**
     * XML name: `numberofrooms`
     * @generated from xs:element {http://xml.example.net/15/}numberofrooms
     */
    numberofrooms?: string;
    /**
     * XML name: `room.type`
     * @generated from xs:element {http://xml.example.net/15/}room.type
     */
    roomType?: string;
    /**
     * XML name: `room.englishType`
     * @generated from xs:element {http://xml.example.net/15/}room.englishType
     */
    roomEnglishType?: string;
    /**
     * XML name: `mealId`
     * @generated from xs:element {http://xml.example.net/15/}mealId
     */
    mealId: number;
    /**
     * XML name: `meal`
     * @generated from xs:element {http://xml.example.net/15/}meal
     */
    meal?: string;
    /**
     * XML name: `mealLabel`
     * @generated from xs:element {http://xml.example.net/15/}mealLabel
     */
    mealLabel?: string;
    /**
     * XML name: `englishMeal`
     * @generated from xs:element {http://xml.example.net/15/}englishMeal
     */
    englishMeal?: string;
    /**
     * XML name: `englishMealLabel`
     * @generated from xs:element {http://xml.example.net/15/}englishMealLabel
     */
    englishMealLabel?: string;
    /**
     * XML name: `adultGuests`
     * @generated from xs:element {http://xml.example.net/15/}adultGuests
     */
    adultGuests?: ArrayOfAdultGuest;
    /**
     * XML name: `childrenGuests`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuests
     */
    childrenGuests?: ArrayOfChildGuest;
    /**
     * Arrival date.
     *
     * XML name: `checkindate`
     * @generated from xs:element {http://xml.example.net/15/}checkindate
     */
    checkindate: XsDateTime;
    /**
     * Departure date.
     *
     * XML name: `checkoutdate`
     * @generated from xs:element {http://xml.example.net/15/}checkoutdate
     */
    checkoutdate: XsDateTime;
    /**
     * XML name: `prices`
     * @generated from xs:element {http://xml.example.net/15/}prices
     */
    prices?: ArrayOfPrice;
    /**
     * XML name: `currency`
     * @generated from xs:element {http://xml.example.net/15/}currency
     */
    currency?: string;
    /**
     * When the booking was made.
     *
     * XML name: `bookingdate`
     * @generated from xs:element {http://xml.example.net/15/}bookingdate
     */
    bookingdate: XsDateTime;
    /**
     * Time zone of bookingdate.
     *
     * XML name: `bookingdate.timezone`
     * @generated from xs:element {http://xml.example.net/15/}bookingdate.timezone
     */
    bookingdateTimezone?: string;
    /**
     * XML name: `cancellationpolicies`
     * @generated from xs:element {http://xml.example.net/15/}cancellationpolicies
     */
    cancellationpolicies: StaticPercentageCancellationPolicy[];
    /**
     * First moment from which a cancellation costs a fee, in Central European Time.
     *
     * XML name: `earliestNonFreeCancellationDate.CET`
     * @generated from xs:element {http://xml.example.net/15/}earliestNonFreeCancellationDate.CET
     */
    earliestNonFreeCancellationDateCET: XsDateTime | null;
    /**
     * First moment from which a cancellation costs a fee, in the hotel's local time.
     *
     * XML name: `earliestNonFreeCancellationDate.Local`
     * @generated from xs:element {http://xml.example.net/15/}earliestNonFreeCancellationDate.Local
     */
    earliestNonFreeCancellationDateLocal: XsDateTime | null;
    /**
     * The client's own reference for the booking.
     *
     * XML name: `yourref`
     * @generated from xs:element {http://xml.example.net/15/}yourref
     */
    yourref?: string;
    /**
     * XML name: `voucher`
     * @generated from xs:element {http://xml.example.net/15/}voucher
     */
    voucher?: string;
    /**
     * XML name: `bookedBy`
     * @generated from xs:element {http://xml.example.net/15/}bookedBy
     */
    bookedBy?: string;
    /**
     * XML name: `transferbooked`
     * @generated from xs:element {http://xml.example.net/15/}transferbooked
     */
    transferbooked: number;
    /**
     * XML name: `paymentmethod`
     * @generated from xs:element {http://xml.example.net/15/}paymentmethod
     */
    paymentmethod?: PaymentMethod;
    /**
     * XML name: `hotelNotes`
     * @generated from xs:element {http://xml.example.net/15/}hotelNotes
     */
    hotelNotes?: ArrayOfHotelNote;
    /**
     * XML name: `englishHotelNotes`
     * @generated from xs:element {http://xml.example.net/15/}englishHotelNotes
     */
    englishHotelNotes?: ArrayOfEnglishHotelNote;
    /**
     * XML name: `roomNotes`
     * @generated from xs:element {http://xml.example.net/15/}roomNotes
     */
    roomNotes?: ArrayOfRoomNote;
    /**
     * XML name: `englishRoomNotes`
     * @generated from xs:element {http://xml.example.net/15/}englishRoomNotes
     */
    englishRoomNotes?: ArrayOfEnglishRoomNote;
    /**
     * XML name: `invoiceref`
     * @generated from xs:element {http://xml.example.net/15/}invoiceref
     */
    invoiceref?: string;
    /**
     * State of the booking.
     *
     * XML name: `bookingStatus`
     * @generated from xs:element {http://xml.example.net/15/}bookingStatus
     */
    bookingStatus: BookingStatus;
    /**
     * Fee that a cancellation would cost now.
     *
     * XML name: `currentCancellationPolicyFee`
     * @generated from xs:element {http://xml.example.net/15/}currentCancellationPolicyFee
     */
    currentCancellationPolicyFee?: ArrayOfPriceWithPaymentMethods;
    /**
     * Deadline of the cancellation policy that applies now.
     *
     * XML name: `currentCancellationPolicyDeadline`
     * @generated from xs:element {http://xml.example.net/15/}currentCancellationPolicyDeadline
     */
    currentCancellationPolicyDeadline: XsDateTime | null;
}
/**
 * Reader of `BookingWithStatus`: one entry per member, in schema order.
 *
 * A booking with its state and its current cancellation fee.
 * @generated from xs:complexType {http://xml.example.net/15/}BookingWithStatus
 */
export declare const BookingWithStatus: ComplexType<BookingWithStatus>;
/**
 * Writes a value of `BookingWithStatus` as element `{ns}local`, members in schema order; `null` as `xsi:nil`. A derived value (by `$type`) is written with `xsi:type`.
 *
 * A booking with its state and its current cancellation fee.
 * @generated from xs:complexType {http://xml.example.net/15/}BookingWithStatus
 */
export declare function writeBookingWithStatus(w: XmlWriter, ns: string, local: string, value: BookingWithStatus | BookingWithStatusAndTaxesAndFees | null, xsiType?: boolean): void;
/**
 * The markup of a value of `BookingWithStatus` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeBookingWithStatus` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once. A derived value (by `$type`) is written with `xsi:type`.
 *
 * A booking with its state and its current cancellation fee.
 * @generated from xs:complexType {http://xml.example.net/15/}BookingWithStatus
 */
export declare function markupBookingWithStatus(name: string, value: BookingWithStatus | BookingWithStatusAndTaxesAndFees | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `BookingWithStatus` against the schema and returns every problem with its path (empty when valid).
 *
 * A booking with its state and its current cancellation fee.
 * @generated from xs:complexType {http://xml.example.net/15/}BookingWithStatus
 */
export declare function validateBookingWithStatus(value: BookingWithStatus | BookingWithStatusAndTaxesAndFees, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A booking with its state, its current cancellation fee, its taxes and its fees.
 *
 * XML name: `BookingWithStatusAndTaxesAndFees`
 *
 * Derived by extension from `BookingWithStatus`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}BookingWithStatusAndTaxesAndFees
 */
export interface BookingWithStatusAndTaxesAndFees {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}BookingWithStatusAndTaxesAndFees
     */
    $type?: "BookingWithStatusAndTaxesAndFees";
    /**
     * The failure, when the operation failed.
     *
     * XML name: `Error`
     * @generated from xs:element {http://xml.example.net/15/}Error
     */
    error?: ErrorObject;
    /**
     * Key/value details of the failure.
     *
     * XML name: `ErrorAttributes`
     * @generated from xs:element {http://xml.example.net/15/}ErrorAttributes
     */
    errorAttributes?: ArrayOfErrorAttribute;
    /**
     * XML name: `bookingnumber`
     * @generated from xs:element {http://xml.example.net/15/}bookingnumber
     */
    bookingnumber?: string;
    /**
     * XML name: `hotel.id`
     * @generated from xs:element {http://xml.example.net/15/}hotel.id
     */
    hotelId: number;
    /**
     * XML name: `hotel.name`
     * @generated from xs:element {http://xml.example.net/15/}hotel.name
     */
    hotelName?: string;
    /**
     * XML name: `hotel.address`
     * @generated from xs:element {http://xml.example.net/15/}hotel.address
     */
    hotelAddress?: string;
    /**
     * XML name: `hotel.phone`
     * @generated from xs:element {http://xml.example.net/15/}hotel.phone
     */
    hotelPhone?: string;
    /**
     * XML name: `numberofrooms`
     * @generated from xs:element {http://xml.example.net/15/}numberofrooms
     */
    numberofrooms?: string;
    /**
     * XML name: `room.type`
     * @generated from xs:element {http://xml.example.net/15/}room.type
     */
    roomType?: string;
    /**
     * XML name: `room.englishType`
     * @generated from xs:element {http://xml.example.net/15/}room.englishType
     */
    roomEnglishType?: string;
    /**
     * XML name: `mealId`
     * @generated from xs:element {http://xml.example.net/15/}mealId
     */
    mealId: number;
    /**
     * XML name: `meal`
     * @generated from xs:element {http://xml.example.net/15/}meal
     */
    meal?: string;
    /**
     * XML name: `mealLabel`
     * @generated from xs:element {http://xml.example.net/15/}mealLabel
     */
    mealLabel?: string;
    /**
     * XML name: `englishMeal`
     * @generated from xs:element {http://xml.example.net/15/}englishMeal
     */
    englishMeal?: string;
    /**
     * XML name: `englishMealLabel`
     * @generated from xs:element {http://xml.example.net/15/}englishMealLabel
     */
    englishMealLabel?: string;
    /**
     * XML name: `adultGuests`
     * @generated from xs:element {http://xml.example.net/15/}adultGuests
     */
    adultGuests?: ArrayOfAdultGuest;
    /**
     * XML name: `childrenGuests`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuests
     */
    childrenGuests?: ArrayOfChildGuest;
    /**
     * Arrival date.
     *
     * XML name: `checkindate`
     * @generated from xs:element {http://xml.example.net/15/}checkindate
     */
    checkindate: XsDateTime;
    /**
     * Departure date.
     *
     * XML name: `checkoutdate`
     * @generated from xs:element {http://xml.example.net/15/}checkoutdate
     */
    checkoutdate: XsDateTime;
    /**
     * XML name: `prices`
     * @generated from xs:element {http://xml.example.net/15/}prices
     */
    prices?: ArrayOfPrice;
    /**
     * XML name: `currency`
     * @generated from xs:element {http://xml.example.net/15/}currency
     */
    currency?: string;
    /**
     * When the booking was made.
     *
     * XML name: `bookingdate`
     * @generated from xs:element {http://xml.example.net/15/}bookingdate
     */
    bookingdate: XsDateTime;
    /**
     * Time zone of bookingdate.
     *
     * XML name: `bookingdate.timezone`
     * @generated from xs:element {http://xml.example.net/15/}bookingdate.timezone
     */
    bookingdateTimezone?: string;
    /**
     * XML name: `cancellationpolicies`
     * @generated from xs:element {http://xml.example.net/15/}cancellationpolicies
     */
    cancellationpolicies: StaticPercentageCancellationPolicy[];
    /**
     * First moment from which a cancellation costs a fee, in Central European Time.
     *
     * XML name: `earliestNonFreeCancellationDate.CET`
     * @generated from xs:element {http://xml.example.net/15/}earliestNonFreeCancellationDate.CET
     */
    earliestNonFreeCancellationDateCET: XsDateTime | null;
    /**
     * First moment from which a cancellation costs a fee, in the hotel's local time.
     *
     * XML name: `earliestNonFreeCancellationDate.Local`
     * @generated from xs:element {http://xml.example.net/15/}earliestNonFreeCancellationDate.Local
     */
    earliestNonFreeCancellationDateLocal: XsDateTime | null;
    /**
     * The client's own reference for the booking.
     *
     * XML name: `yourref`
     * @generated from xs:element {http://xml.example.net/15/}yourref
     */
    yourref?: string;
    /**
     * XML name: `voucher`
     * @generated from xs:element {http://xml.example.net/15/}voucher
     */
    voucher?: string;
    /**
     * XML name: `bookedBy`
     * @generated from xs:element {http://xml.example.net/15/}bookedBy
     */
    bookedBy?: string;
    /**
     * XML name: `transferbooked`
     * @generated from xs:element {http://xml.example.net/15/}transferbooked
     */
    transferbooked: number;
    /**
     * XML name: `paymentmethod`
     * @generated from xs:element {http://xml.example.net/15/}paymentmethod
     */
    paymentmethod?: PaymentMethod;
    /**
     * XML name: `hotelNotes`
     * @generated from xs:element {http://xml.example.net/15/}hotelNotes
     */
    hotelNotes?: ArrayOfHotelNote;
    /**
     * XML name: `englishHotelNotes`
     * @generated from xs:element {http://xml.example.net/15/}englishHotelNotes
     */
    englishHotelNotes?: ArrayOfEnglishHotelNote;
    /**
     * XML name: `roomNotes`
     * @generated from xs:element {http://xml.example.net/15/}roomNotes
     */
    roomNotes?: ArrayOfRoomNote;
    /**
     * XML name: `englishRoomNotes`
     * @generated from xs:element {http://xml.example.net/15/}englishRoomNotes
     */
    englishRoomNotes?: ArrayOfEnglishRoomNote;
    /**
     * XML name: `invoiceref`
     * @generated from xs:element {http://xml.example.net/15/}invoiceref
     */
    invoiceref?: string;
    /**
     * State of the booking.
     *
     * XML name: `bookingStatus`
     * @generated from xs:element {http://xml.example.net/15/}bookingStatus
     */
    bookingStatus: BookingStatus;
    /**
     * Fee that a cancellation would cost now.
     *
     * XML name: `currentCancellationPolicyFee`
     * @generated from xs:element {http://xml.example.net/15/}currentCancellationPolicyFee
     */
    currentCancellationPolicyFee?: ArrayOfPriceWithPaymentMethods;
    /**
     * Deadline of the cancellation policy that applies now.
     *
     * XML name: `currentCancellationPolicyDeadline`
     * @generated from xs:element {http://xml.example.net/15/}currentCancellationPolicyDeadline
     */
    currentCancellationPolicyDeadline: XsDateTime | null;
    /**
     * XML name: `taxes`
     * @generated from xs:element {http://xml.example.net/15/}taxes
     */
    taxes?: ArrayOfTax;
    /**
     * XML name: `fees`
     * @generated from xs:element {http://xml.example.net/15/}fees
     */
    fees?: ArrayOfFee;
}
/**
 * Reader of `BookingWithStatusAndTaxesAndFees`: one entry per member, in schema order.
 *
 * A booking with its state, its current cancellation fee, its taxes and its fees.
 * @generated from xs:complexType {http://xml.example.net/15/}BookingWithStatusAndTaxesAndFees
 */
export declare const BookingWithStatusAndTaxesAndFees: ComplexType<BookingWithStatusAndTaxesAndFees>;
/**
 * Writes a value of `BookingWithStatusAndTaxesAndFees` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A booking with its state, its current cancellation fee, its taxes and its fees.
 * @generated from xs:complexType {http://xml.example.net/15/}BookingWithStatusAndTaxesAndFees
 */
export declare function writeBookingWithStatusAndTaxesAndFees(w: XmlWriter, ns: string, local: string, value: BookingWithStatusAndTaxesAndFees | null, xsiType?: boolean): void;
/**
 * The markup of a value of `BookingWithStatusAndTaxesAndFees` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeBookingWithStatusAndTaxesAndFees` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A booking with its state, its current cancellation fee, its taxes and its fees.
 * @generated from xs:complexType {http://xml.example.net/15/}BookingWithStatusAndTaxesAndFees
 */
export declare function markupBookingWithStatusAndTaxesAndFees(name: string, value: BookingWithStatusAndTaxesAndFees | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `BookingWithStatusAndTaxesAndFees` against the schema and returns every problem with its path (empty when valid).
 *
 * A booking with its state, its current cancellation fee, its taxes and its fees.
 * @generated from xs:complexType {http://xml.example.net/15/}BookingWithStatusAndTaxesAndFees
 */
export declare function validateBookingWithStatusAndTaxesAndFees(value: BookingWithStatusAndTaxesAndFees, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A booking with its taxes and fees.
 *
 * XML name: `BookingWithTaxesAndFees`
 *
 * Derived by extension from `Booking`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}BookingWithTaxesAndFees
 */
export interface BookingWithTaxesAndFees {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}BookingWithTaxesAndFees
     */
    $type?: "BookingWithTaxesAndFees";
    /**
     * The failure, when the operation failed.
     *
     * XML name: `Error`
     * @generated from xs:element {http://xml.example.net/15/}Error
     */
    error?: ErrorObject;
    /**
     * Key/value details of the failure.
     *
     * XML name: `ErrorAttributes`
     * @generated from xs:element {http://xml.example.net/15/}ErrorAttributes
     */
    errorAttributes?: ArrayOfErrorAttribute;
    /**
     * XML name: `bookingnumber`
     * @generated from xs:element {http://xml.example.net/15/}bookingnumber
     */
    bookingnumber?: string;
    /**
     * XML name: `hotel.id`
     * @generated from xs:element {http://xml.example.net/15/}hotel.id
     */
    hotelId: number;
    /**
     * XML name: `hotel.name`
     * @generated from xs:element {http://xml.example.net/15/}hotel.name
     */
    hotelName?: string;
    /**
     * XML name: `hotel.address`
     * @generated from xs:element {http://xml.example.net/15/}hotel.address
     */
    hotelAddress?: string;
    /**
     * XML name: `hotel.phone`
     * @generated from xs:element {http://xml.example.net/15/}hotel.phone
     */
    hotelPhone?: string;
    /**
     * XML name: `numberofrooms`
     * @generated from xs:element {http://xml.example.net/15/}numberofrooms
     */
    numberofrooms?: string;
    /**
     * XML name: `room.type`
     * @generated from xs:element {http://xml.example.net/15/}room.type
     */
    roomType?: string;
    /**
     * XML name: `room.englishType`
     * @generated from xs:element {http://xml.example.net/15/}room.englishType
     */
    roomEnglishType?: string;
    /**
     * XML name: `mealId`
     * @generated from xs:element {http://xml.example.net/15/}mealId
     */
    mealId: number;
    /**
     * XML name: `meal`
     * @generated from xs:element {http://xml.example.net/15/}meal
     */
    meal?: string;
    /**
     * XML name: `mealLabel`
     * @generated from xs:element {http://xml.example.net/15/}mealLabel
     */
    mealLabel?: string;
    /**
     * XML name: `englishMeal`
     * @generated from xs:element {http://xml.example.net/15/}englishMeal
     */
    englishMeal?: string;
    /**
     * XML name: `englishMealLabel`
     * @generated from xs:element {http://xml.example.net/15/}englishMealLabel
     */
    englishMealLabel?: string;
    /**
     * XML name: `adultGuests`
     * @generated from xs:element {http://xml.example.net/15/}adultGuests
     */
    adultGuests?: ArrayOfAdultGuest;
    /**
     * XML name: `childrenGuests`
     * @generated from xs:element {http://xml.example.net/15/}childrenGuests
     */
    childrenGuests?: ArrayOfChildGuest;
    /**
     * Arrival date.
     *
     * XML name: `checkindate`
     * @generated from xs:element {http://xml.example.net/15/}checkindate
     */
    checkindate: XsDateTime;
    /**
     * Departure date.
     *
     * XML name: `checkoutdate`
     * @generated from xs:element {http://xml.example.net/15/}checkoutdate
     */
    checkoutdate: XsDateTime;
    /**
     * XML name: `prices`
     * @generated from xs:element {http://xml.example.net/15/}prices
     */
    prices?: ArrayOfPrice;
    /**
     * XML name: `currency`
     * @generated from xs:element {http://xml.example.net/15/}currency
     */
    currency?: string;
    /**
     * When the booking was made.
     *
     * XML name: `bookingdate`
     * @generated from xs:element {http://xml.example.net/15/}bookingdate
     */
    bookingdate: XsDateTime;
    /**
     * Time zone of bookingdate.
     *
     * XML name: `bookingdate.timezone`
     * @generated from xs:element {http://xml.example.net/15/}bookingdate.timezone
     */
    bookingdateTimezone?: string;
    /**
     * XML name: `cancellationpolicies`
     * @generated from xs:element {http://xml.example.net/15/}cancellationpolicies
     */
    cancellationpolicies: StaticPercentageCancellationPolicy[];
    /**
     * First moment from which a cancellation costs a fee, in Central European Time.
     *
     * XML name: `earliestNonFreeCancellationDate.CET`
     * @generated from xs:element {http://xml.example.net/15/}earliestNonFreeCancellationDate.CET
     */
    earliestNonFreeCancellationDateCET: XsDateTime | null;
    /**
     * First moment from which a cancellation costs a fee, in the hotel's local time.
     *
     * XML name: `earliestNonFreeCancellationDate.Local`
     * @generated from xs:element {http://xml.example.net/15/}earliestNonFreeCancellationDate.Local
     */
    earliestNonFreeCancellationDateLocal: XsDateTime | null;
    /**
     * The client's own reference for the booking.
     *
     * XML name: `yourref`
     * @generated from xs:element {http://xml.example.net/15/}yourref
     */
    yourref?: string;
    /**
     * XML name: `voucher`
     * @generated from xs:element {http://xml.example.net/15/}voucher
     */
    voucher?: string;
    /**
     * XML name: `bookedBy`
     * @generated from xs:element {http://xml.example.net/15/}bookedBy
     */
    bookedBy?: string;
    /**
     * XML name: `transferbooked`
     * @generated from xs:element {http://xml.example.net/15/}transferbooked
     */
    transferbooked: number;
    /**
     * XML name: `paymentmethod`
     * @generated from xs:element {http://xml.example.net/15/}paymentmethod
     */
    paymentmethod?: PaymentMethod;
    /**
     * XML name: `hotelNotes`
     * @generated from xs:element {http://xml.example.net/15/}hotelNotes
     */
    hotelNotes?: ArrayOfHotelNote;
    /**
     * XML name: `englishHotelNotes`
     * @generated from xs:element {http://xml.example.net/15/}englishHotelNotes
     */
    englishHotelNotes?: ArrayOfEnglishHotelNote;
    /**
     * XML name: `roomNotes`
     * @generated from xs:element {http://xml.example.net/15/}roomNotes
     */
    roomNotes?: ArrayOfRoomNote;
    /**
     * XML name: `englishRoomNotes`
     * @generated from xs:element {http://xml.example.net/15/}englishRoomNotes
     */
    englishRoomNotes?: ArrayOfEnglishRoomNote;
    /**
     * XML name: `invoiceref`
     * @generated from xs:element {http://xml.example.net/15/}invoiceref
     */
    invoiceref?: string;
    /**
     * XML name: `taxes`
     * @generated from xs:element {http://xml.example.net/15/}taxes
     */
    taxes?: ArrayOfTax;
    /**
     * XML name: `fees`
     * @generated from xs:element {http://xml.example.net/15/}fees
     */
    fees?: ArrayOfFee;
}
/**
 * Reader of `BookingWithTaxesAndFees`: one entry per member, in schema order.
 *
 * A booking with its taxes and fees.
 * @generated from xs:complexType {http://xml.example.net/15/}BookingWithTaxesAndFees
 */
export declare const BookingWithTaxesAndFees: ComplexType<BookingWithTaxesAndFees>;
/**
 * Writes a value of `BookingWithTaxesAndFees` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A booking with its taxes and fees.
 * @generated from xs:complexType {http://xml.example.net/15/}BookingWithTaxesAndFees
 */
export declare function writeBookingWithTaxesAndFees(w: XmlWriter, ns: string, local: string, value: BookingWithTaxesAndFees | null, xsiType?: boolean): void;
/**
 * The markup of a value of `BookingWithTaxesAndFees` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeBookingWithTaxesAndFees` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A booking with its taxes and fees.
 * @generated from xs:complexType {http://xml.example.net/15/}BookingWithTaxesAndFees
 */
export declare function markupBookingWithTaxesAndFees(name: string, value: BookingWithTaxesAndFees | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `BookingWithTaxesAndFees` against the schema and returns every problem with its path (empty when valid).
 *
 * A booking with its taxes and fees.
 * @generated from xs:complexType {http://xml.example.net/15/}BookingWithTaxesAndFees
 */
export declare function validateBookingWithTaxesAndFees(value: BookingWithTaxesAndFees, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A note valid from start_date to end_date.
 *
 * XML name: `CalendarNote`
 * @generated from xs:complexType {http://xml.example.net/15/}CalendarNote
 */
export interface CalendarNote {
    /**
     * XML name: `@start_date`
     * @generated from xs:attribute {}start_date
     */
    startDate: XsDateTime;
    /**
     * XML name: `@end_date`
     * @generated from xs:attribute {}end_date
     */
    endDate: XsDateTime;
    /**
     * XML name: `text`
     * @generated from xs:element {http://xml.example.net/15/}text
     */
    text?: string;
}
/**
 * Reader of `CalendarNote`: one entry per member, in schema order.
 *
 * A note valid from start_date to end_date.
 * @generated from xs:complexType {http://xml.example.net/15/}CalendarNote
 */
export declare const CalendarNote: ComplexType<CalendarNote>;
/**
 * Writes a value of `CalendarNote` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A note valid from start_date to end_date.
 * @generated from xs:complexType {http://xml.example.net/15/}CalendarNote
 */
export declare function writeCalendarNote(w: XmlWriter, ns: string, local: string, value: CalendarNote | null): void;
/**
 * The markup of a value of `CalendarNote` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeCalendarNote` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A note valid from start_date to end_date.
 * @generated from xs:complexType {http://xml.example.net/15/}CalendarNote
 */
export declare function markupCalendarNote(name: string, value: CalendarNote | null, start?: string, end?: string): string;
/**
 * Checks a value of `CalendarNote` against the schema and returns every problem with its path (empty when valid).
 *
 * A note valid from start_date to end_date.
 * @generated from xs:complexType {http://xml.example.net/15/}CalendarNote
 */
export declare function validateCalendarNote(value: CalendarNote, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A typed code of a hotel.
 *
 * XML name: `Code`
 * @generated from xs:complexType {http://xml.example.net/15/}Code
 */
export interface Code {
    /**
     * XML name: `@type`
     * @generated from xs:attribute {}type
     */
    type?: string;
    /**
     * XML name: `@value`
     * @generated from xs:attribute {}value
     */
    value?: string;
}
/**
 * Reader of `Code`: one entry per member, in schema order.
 *
 * A typed code of a hotel.
 * @generated from xs:complexType {http://xml.example.net/15/}Code
 */
export declare const Code: ComplexType<Code>;
/**
 * Writes a value of `Code` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A typed code of a hotel.
 * @generated from xs:complexType {http://xml.example.net/15/}Code
 */
export declare function writeCode(w: XmlWriter, ns: string, local: string, value: Code | null): void;
/**
 * The markup of a value of `Code` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeCode` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A typed code of a hotel.
 * @generated from xs:complexType {http://xml.example.net/15/}Code
 */
export declare function markupCode(name: string, value: Code | null, start?: string, _end?: string): string;
/**
 * Checks a value of `Code` against the schema and returns every problem with its path (empty when valid).
 *
 * A typed code of a hotel.
 * @generated from xs:complexType {http://xml.example.net/15/}Code
 */
export declare function validateCode(value: Code, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A discount on a room meal.
 *
 * XML name: `Discount`
 * @generated from xs:complexType {http://xml.example.net/15/}Discount
 */
export interface Discount {
    /**
     * XML name: `typeId`
     * @generated from xs:element {http://xml.example.net/15/}typeId
     */
    typeId: number;
    /**
     * XML name: `amounts`
     * @generated from xs:element {http://xml.example.net/15/}amounts
     */
    amounts?: ArrayOfDiscountAmountWithPaymentMethods;
}
/**
 * Reader of `Discount`: one entry per member, in schema order.
 *
 * A discount on a room meal.
 * @generated from xs:complexType {http://xml.example.net/15/}Discount
 */
export declare const Discount: ComplexType<Discount>;
/**
 * Writes a value of `Discount` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A discount on a room meal.
 * @generated from xs:complexType {http://xml.example.net/15/}Discount
 */
export declare function writeDiscount(w: XmlWriter, ns: string, local: string, value: Discount | null): void;
/**
 * The markup of a value of `Discount` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeDiscount` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A discount on a room meal.
 * @generated from xs:complexType {http://xml.example.net/15/}Discount
 */
export declare function markupDiscount(name: string, value: Discount | null, start?: string, end?: string): string;
/**
 * Checks a value of `Discount` against the schema and returns every problem with its path (empty when valid).
 *
 * A discount on a room meal.
 * @generated from xs:complexType {http://xml.example.net/15/}Discount
 */
export declare function validateDiscount(value: Discount, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A discount amount that applies to the listed payment methods.
 *
 * XML name: `DiscountAmountWithPaymentMethods`
 *
 * Derived by extension from `MonetaryValue`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}DiscountAmountWithPaymentMethods
 */
export interface DiscountAmountWithPaymentMethods {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}DiscountAmountWithPaymentMethods
     */
    $type?: "DiscountAmountWithPaymentMethods";
    /**
     * Character data of the element (`xs:simpleContent` of type `DiscountAmountWithPaymentMethods`).
     * @generated from xs:complexType {http://xml.example.net/15/}DiscountAmountWithPaymentMethods
     */
    value: XsDecimal;
    /**
     * Currency of the amount (the spec does not list the codes).
     *
     * XML name: `@currency`
     * @generated from xs:attribute {}currency
     */
    currency?: string;
    /**
     * Ids of the payment methods this discount applies to.
     *
     * XML name: `@paymentMethods`
     * @generated from xs:attribute {}paymentMethods
     */
    paymentMethods: PaymentMethodIdList;
}
/**
 * Reader of `DiscountAmountWithPaymentMethods`: one entry per member, in schema order.
 *
 * A discount amount that applies to the listed payment methods.
 * @generated from xs:complexType {http://xml.example.net/15/}DiscountAmountWithPaymentMethods
 */
export declare const DiscountAmountWithPaymentMethods: ComplexType<DiscountAmountWithPaymentMethods>;
/**
 * Writes a value of `DiscountAmountWithPaymentMethods` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A discount amount that applies to the listed payment methods.
 * @generated from xs:complexType {http://xml.example.net/15/}DiscountAmountWithPaymentMethods
 */
export declare function writeDiscountAmountWithPaymentMethods(w: XmlWriter, ns: string, local: string, value: DiscountAmountWithPaymentMethods | null, xsiType?: boolean): void;
/**
 * The markup of a value of `DiscountAmountWithPaymentMethods` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeDiscountAmountWithPaymentMethods` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A discount amount that applies to the listed payment methods.
 * @generated from xs:complexType {http://xml.example.net/15/}DiscountAmountWithPaymentMethods
 */
export declare function markupDiscountAmountWithPaymentMethods(name: string, value: DiscountAmountWithPaymentMethods | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `DiscountAmountWithPaymentMethods` against the schema and returns every problem with its path (empty when valid).
 *
 * A discount amount that applies to the listed payment methods.
 * @generated from xs:complexType {http://xml.example.net/15/}DiscountAmountWithPaymentMethods
 */
export declare function validateDiscountAmountWithPaymentMethods(value: DiscountAmountWithPaymentMethods, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * One key/value detail of a failure.
 *
 * XML name: `ErrorAttribute`
 * @generated from xs:complexType {http://xml.example.net/15/}ErrorAttribute
 */
export interface ErrorAttribute {
    /**
     * XML name: `Key`
     * @generated from xs:element {http://xml.example.net/15/}Key
     */
    key?: string;
    /**
     * XML name: `Value`
     * @generated from xs:element {http://xml.example.net/15/}Value
     */
    value?: string;
}
/**
 * Reader of `ErrorAttribute`: one entry per member, in schema order.
 *
 * One key/value detail of a failure.
 * @generated from xs:complexType {http://xml.example.net/15/}ErrorAttribute
 */
export declare const ErrorAttribute: ComplexType<ErrorAttribute>;
/**
 * Writes a value of `ErrorAttribute` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * One key/value detail of a failure.
 * @generated from xs:complexType {http://xml.example.net/15/}ErrorAttribute
 */
export declare function writeErrorAttribute(w: XmlWriter, ns: string, local: string, value: ErrorAttribute | null): void;
/**
 * The markup of a value of `ErrorAttribute` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeErrorAttribute` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * One key/value detail of a failure.
 * @generated from xs:complexType {http://xml.example.net/15/}ErrorAttribute
 */
export declare function markupErrorAttribute(name: string, value: ErrorAttribute | null, start?: string, end?: string): string;
/**
 * Checks a value of `ErrorAttribute` against the schema and returns every problem with its path (empty when valid).
 *
 * One key/value detail of a failure.
 * @generated from xs:complexType {http://xml.example.net/15/}ErrorAttribute
 */
export declare function validateErrorAttribute(value: ErrorAttribute, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A failure reported inside a result.
 *
 * XML name: `ErrorObject`
 * @generated from xs:complexType {http://xml.example.net/15/}ErrorObject
 */
export interface ErrorObject {
    /**
     * Kind of failure; its values are not published.
     *
     * XML name: `ErrorType`
     * @generated from xs:element {http://xml.example.net/15/}ErrorType
     */
    errorType?: string;
    /**
     * Human-readable description of the failure.
     *
     * XML name: `Message`
     * @generated from xs:element {http://xml.example.net/15/}Message
     */
    message?: string;
}
/**
 * Reader of `ErrorObject`: one entry per member, in schema order.
 *
 * A failure reported inside a result.
 * @generated from xs:complexType {http://xml.example.net/15/}ErrorObject
 */
export declare const ErrorObject: ComplexType<ErrorObject>;
/**
 * Writes a value of `ErrorObject` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A failure reported inside a result.
 * @generated from xs:complexType {http://xml.example.net/15/}ErrorObject
 */
export declare function writeErrorObject(w: XmlWriter, ns: string, local: string, value: ErrorObject | null): void;
/**
 * The markup of a value of `ErrorObject` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeErrorObject` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A failure reported inside a result.
 * @generated from xs:complexType {http://xml.example.net/15/}ErrorObject
 */
export declare function markupErrorObject(name: string, value: ErrorObject | null, start?: string, end?: string): string;
/**
 * Checks a value of `ErrorObject` against the schema and returns every problem with its path (empty when valid).
 *
 * A failure reported inside a result.
 * @generated from xs:complexType {http://xml.example.net/15/}ErrorObject
 */
export declare function validateErrorObject(value: ErrorObject, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A feature, by id.
 *
 * XML name: `Feature`
 * @generated from xs:complexType {http://xml.example.net/15/}Feature
 */
export interface Feature {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}Feature
     */
    $type?: "Feature";
    /**
     * XML name: `@id`
     * @generated from xs:attribute {}id
     */
    id: number;
}
/**
 * Reader of `Feature`: one entry per member, in schema order.
 *
 * A feature, by id.
 * @generated from xs:complexType {http://xml.example.net/15/}Feature
 */
export declare const Feature: ComplexType<Feature>;
/**
 * Writes a value of `Feature` as element `{ns}local`, members in schema order; `null` as `xsi:nil`. A derived value (by `$type`) is written with `xsi:type`.
 *
 * A feature, by id.
 * @generated from xs:complexType {http://xml.example.net/15/}Feature
 */
export declare function writeFeature(w: XmlWriter, ns: string, local: string, value: Feature | FeatureWithName | null, xsiType?: boolean): void;
/**
 * The markup of a value of `Feature` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeFeature` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once. A derived value (by `$type`) is written with `xsi:type`.
 *
 * A feature, by id.
 * @generated from xs:complexType {http://xml.example.net/15/}Feature
 */
export declare function markupFeature(name: string, value: Feature | FeatureWithName | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `Feature` against the schema and returns every problem with its path (empty when valid).
 *
 * A feature, by id.
 * @generated from xs:complexType {http://xml.example.net/15/}Feature
 */
export declare function validateFeature(value: Feature | FeatureWithName, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A feature with its name.
 *
 * XML name: `FeatureWithName`
 *
 * Derived by extension from `Feature`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}FeatureWithName
 */
export interface FeatureWithName {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}FeatureWithName
     */
    $type?: "FeatureWithName";
    /**
     * XML name: `@id`
     * @generated from xs:attribute {}id
     */
    id: number;
    /**
     * XML name: `@name`
     * @generated from xs:attribute {}name
     */
    name?: string;
}
/**
 * Reader of `FeatureWithName`: one entry per member, in schema order.
 *
 * A feature with its name.
 * @generated from xs:complexType {http://xml.example.net/15/}FeatureWithName
 */
export declare const FeatureWithName: ComplexType<FeatureWithName>;
/**
 * Writes a value of `FeatureWithName` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A feature with its name.
 * @generated from xs:complexType {http://xml.example.net/15/}FeatureWithName
 */
export declare function writeFeatureWithName(w: XmlWriter, ns: string, local: string, value: FeatureWithName | null, xsiType?: boolean): void;
/**
 * The markup of a value of `FeatureWithName` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeFeatureWithName` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A feature with its name.
 * @generated from xs:complexType {http://xml.example.net/15/}FeatureWithName
 */
export declare function markupFeatureWithName(name: string, value: FeatureWithName | null, start?: string, _end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `FeatureWithName` against the schema and returns every problem with its path (empty when valid).
 *
 * A feature with its name.
 * @generated from xs:complexType {http://xml.example.net/15/}FeatureWithName
 */
export declare function validateFeatureWithName(value: FeatureWithName, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A fee, with its amounts and whether the price already includes it.
 *
 * XML name: `Fee`
 * @generated from xs:complexType {http://xml.example.net/15/}Fee
 */
export interface Fee {
    /**
     * XML name: `name`
     * @generated from xs:element {http://xml.example.net/15/}name
     */
    name?: string;
    /**
     * XML name: `amounts`
     * @generated from xs:element {http://xml.example.net/15/}amounts
     */
    amounts?: ArrayOfMonetaryValue;
    /**
     * Whether the price already includes this fee.
     *
     * XML name: `includedInPrice`
     * @generated from xs:element {http://xml.example.net/15/}includedInPrice
     */
    includedInPrice: boolean;
}
/**
 * Reader of `Fee`: one entry per member, in schema order.
 *
 * A fee, with its amounts and whether the price already includes it.
 * @generated from xs:complexType {http://xml.example.net/15/}Fee
 */
export declare const Fee: ComplexType<Fee>;
/**
 * Writes a value of `Fee` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A fee, with its amounts and whether the price already includes it.
 * @generated from xs:complexType {http://xml.example.net/15/}Fee
 */
export declare function writeFee(w: XmlWriter, ns: string, local: string, value: Fee | null): void;
/**
 * The markup of a value of `Fee` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeFee` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A fee, with its amounts and whether the price already includes it.
 * @generated from xs:complexType {http://xml.example.net/15/}Fee
 */
export declare function markupFee(name: string, value: Fee | null, start?: string, end?: string): string;
/**
 * Checks a value of `Fee` against the schema and returns every problem with its path (empty when valid).
 *
 * A fee, with its amounts and whether the price already includes it.
 * @generated from xs:complexType {http://xml.example.net/15/}Fee
 */
export declare function validateFee(value: Fee, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of GetHotelNoteTypes: reads the reference list of hotel note types.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetHotelNoteTypes/element
 */
export interface GetHotelNoteTypes {
    /**
     * Login name of the registered reseller client (credentials travel in every request).
     *
     * XML name: `userName`
     * @generated from xs:element {http://xml.example.net/15/}userName
     */
    userName?: string;
    /**
     * Password of the reseller client.
     *
     * XML name: `password`
     * @generated from xs:element {http://xml.example.net/15/}password
     */
    password?: string;
    /**
     * Language of texts in the result; allowed values are not published.
     *
     * XML name: `language`
     * @generated from xs:element {http://xml.example.net/15/}language
     */
    language?: string;
}
/**
 * Reader of `GetHotelNoteTypes`: one entry per member, in schema order.
 *
 * Request of GetHotelNoteTypes: reads the reference list of hotel note types.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetHotelNoteTypes/element
 */
export declare const GetHotelNoteTypes: ComplexType<GetHotelNoteTypes>;
/**
 * Writes a value of `GetHotelNoteTypes` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Request of GetHotelNoteTypes: reads the reference list of hotel note types.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetHotelNoteTypes/element
 */
export declare function writeGetHotelNoteTypes(w: XmlWriter, ns: string, local: string, value: GetHotelNoteTypes | null): void;
/**
 * The markup of a value of `GetHotelNoteTypes` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetHotelNoteTypes` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Request of GetHotelNoteTypes: reads the reference list of hotel note types.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetHotelNoteTypes/element
 */
export declare function markupGetHotelNoteTypes(name: string, value: GetHotelNoteTypes | null, start?: string, end?: string): string;
/**
 * Checks a value of `GetHotelNoteTypes` against the schema and returns every problem with its path (empty when valid).
 *
 * Request of GetHotelNoteTypes: reads the reference list of hotel note types.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetHotelNoteTypes/element
 */
export declare function validateGetHotelNoteTypes(value: GetHotelNoteTypes, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of GetHotelNoteTypes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetHotelNoteTypesResponse/element
 */
export interface GetHotelNoteTypesResponse {
    /**
     * XML name: `getHotelNoteTypesResult`
     * @generated from xs:element {http://xml.example.net/15/}getHotelNoteTypesResult
     */
    getHotelNoteTypesResult?: GetHotelNoteTypesResult;
}
/**
 * Reader of `GetHotelNoteTypesResponse`: one entry per member, in schema order.
 *
 * Response of GetHotelNoteTypes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetHotelNoteTypesResponse/element
 */
export declare const GetHotelNoteTypesResponse: ComplexType<GetHotelNoteTypesResponse>;
/**
 * Writes a value of `GetHotelNoteTypesResponse` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Response of GetHotelNoteTypes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetHotelNoteTypesResponse/element
 */
export declare function writeGetHotelNoteTypesResponse(w: XmlWriter, ns: string, local: string, value: GetHotelNoteTypesResponse | null): void;
/**
 * The markup of a value of `GetHotelNoteTypesResponse` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetHotelNoteTypesResponse` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Response of GetHotelNoteTypes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetHotelNoteTypesResponse/element
 */
export declare function markupGetHotelNoteTypesResponse(name: string, value: GetHotelNoteTypesResponse | null, start?: string, end?: string): string;
/**
 * Checks a value of `GetHotelNoteTypesResponse` against the schema and returns every problem with its path (empty when valid).
 *
 * Response of GetHotelNoteTypes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetHotelNoteTypesResponse/element
 */
export declare function validateGetHotelNoteTypesResponse(value: GetHotelNoteTypesResponse, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Reference list of hotel note types.
 *
 * XML name: `GetHotelNoteTypesResult`
 * @generated from xs:complexType {http://xml.example.net/15/}GetHotelNoteTypesResult
 */
export interface GetHotelNoteTypesResult {
    /**
     * XML name: `noteTypes`
     * @generated from xs:element {http://xml.example.net/15/}noteTypes
     */
    noteTypes?: ArrayOfNoteType;
}
/**
 * Reader of `GetHotelNoteTypesResult`: one entry per member, in schema order.
 *
 * Reference list of hotel note types.
 * @generated from xs:complexType {http://xml.example.net/15/}GetHotelNoteTypesResult
 */
export declare const GetHotelNoteTypesResult: ComplexType<GetHotelNoteTypesResult>;
/**
 * Writes a value of `GetHotelNoteTypesResult` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Reference list of hotel note types.
 * @generated from xs:complexType {http://xml.example.net/15/}GetHotelNoteTypesResult
 */
export declare function writeGetHotelNoteTypesResult(w: XmlWriter, ns: string, local: string, value: GetHotelNoteTypesResult | null): void;
/**
 * The markup of a value of `GetHotelNoteTypesResult` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetHotelNoteTypesResult` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Reference list of hotel note types.
 * @generated from xs:complexType {http://xml.example.net/15/}GetHotelNoteTypesResult
 */
export declare function markupGetHotelNoteTypesResult(name: string, value: GetHotelNoteTypesResult | null, start?: string, end?: string): string;
/**
 * Checks a value of `GetHotelNoteTypesResult` against the schema and returns every problem with its path (empty when valid).
 *
 * Reference list of hotel note types.
 * @generated from xs:complexType {http://xml.example.net/15/}GetHotelNoteTypesResult
 */
export declare function validateGetHotelNoteTypesResult(value: GetHotelNoteTypesResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of GetLanguages: reads the reference list of languages (no language parameter).
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetLanguages/element
 */
export interface GetLanguages {
    /**
     * Login name of the registered reseller client (credentials travel in every request).
     *
     * XML name: `userName`
     * @generated from xs:element {http://xml.example.net/15/}userName
     */
    userName?: string;
    /**
     * Password of the reseller client.
     *
     * XML name: `password`
     * @generated from xs:element {http://xml.example.net/15/}password
     */
    password?: string;
}
/**
 * Reader of `GetLanguages`: one entry per member, in schema order.
 *
 * Request of GetLanguages: reads the reference list of languages (no language parameter).
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetLanguages/element
 */
export declare const GetLanguages: ComplexType<GetLanguages>;
/**
 * Writes a value of `GetLanguages` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Request of GetLanguages: reads the reference list of languages (no language parameter).
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetLanguages/element
 */
export declare function writeGetLanguages(w: XmlWriter, ns: string, local: string, value: GetLanguages | null): void;
/**
 * The markup of a value of `GetLanguages` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetLanguages` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Request of GetLanguages: reads the reference list of languages (no language parameter).
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetLanguages/element
 */
export declare function markupGetLanguages(name: string, value: GetLanguages | null, start?: string, end?: string): string;
/**
 * Checks a value of `GetLanguages` against the schema and returns every problem with its path (empty when valid).
 *
 * Request of GetLanguages: reads the reference list of languages (no language parameter).
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetLanguages/element
 */
export declare function validateGetLanguages(value: GetLanguages, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of GetLanguages.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetLanguagesResponse/element
 */
export interface GetLanguagesResponse {
    /**
     * XML name: `getLanguagesResult`
     * @generated from xs:element {http://xml.example.net/15/}getLanguagesResult
     */
    getLanguagesResult?: GetLanguagesResult;
}
/**
 * Reader of `GetLanguagesResponse`: one entry per member, in schema order.
 *
 * Response of GetLanguages.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetLanguagesResponse/element
 */
export declare const GetLanguagesResponse: ComplexType<GetLanguagesResponse>;
/**
 * Writes a value of `GetLanguagesResponse` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Response of GetLanguages.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetLanguagesResponse/element
 */
export declare function writeGetLanguagesResponse(w: XmlWriter, ns: string, local: string, value: GetLanguagesResponse | null): void;
/**
 * The markup of a value of `GetLanguagesResponse` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetLanguagesResponse` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Response of GetLanguages.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetLanguagesResponse/element
 */
export declare function markupGetLanguagesResponse(name: string, value: GetLanguagesResponse | null, start?: string, end?: string): string;
/**
 * Checks a value of `GetLanguagesResponse` against the schema and returns every problem with its path (empty when valid).
 *
 * Response of GetLanguages.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetLanguagesResponse/element
 */
export declare function validateGetLanguagesResponse(value: GetLanguagesResponse, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Reference list of languages.
 *
 * XML name: `GetLanguagesResult`
 * @generated from xs:complexType {http://xml.example.net/15/}GetLanguagesResult
 */
export interface GetLanguagesResult {
    /**
     * XML name: `languages`
     * @generated from xs:element {http://xml.example.net/15/}languages
     */
    languages?: ArrayOfLanguage;
}
/**
 * Reader of `GetLanguagesResult`: one entry per member, in schema order.
 *
 * Reference list of languages.
 * @generated from xs:complexType {http://xml.example.net/15/}GetLanguagesResult
 */
export declare const GetLanguagesResult: ComplexType<GetLanguagesResult>;
/**
 * Writes a value of `GetLanguagesResult` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Reference list of languages.
 * @generated from xs:complexType {http://xml.example.net/15/}GetLanguagesResult
 */
export declare function writeGetLanguagesResult(w: XmlWriter, ns: string, local: string, value: GetLanguagesResult | null): void;
/**
 * The markup of a value of `GetLanguagesResult` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetLanguagesResult` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Reference list of languages.
 * @generated from xs:complexType {http://xml.example.net/15/}GetLanguagesResult
 */
export declare function markupGetLanguagesResult(name: string, value: GetLanguagesResult | null, start?: string, end?: string): string;
/**
 * Checks a value of `GetLanguagesResult` against the schema and returns every problem with its path (empty when valid).
 *
 * Reference list of languages.
 * @generated from xs:complexType {http://xml.example.net/15/}GetLanguagesResult
 */
export declare function validateGetLanguagesResult(value: GetLanguagesResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of GetMeals: reads the reference list of meals.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetMeals/element
 */
export interface GetMeals {
    /**
     * Login name of the registered reseller client (credentials travel in every request).
     *
     * XML name: `userName`
     * @generated from xs:element {http://xml.example.net/15/}userName
     */
    userName?: string;
    /**
     * Password of the reseller client.
     *
     * XML name: `password`
     * @generated from xs:element {http://xml.example.net/15/}password
     */
    password?: string;
    /**
     * Language of texts in the result; allowed values are not published.
     *
     * XML name: `language`
     * @generated from xs:element {http://xml.example.net/15/}language
     */
    language?: string;
}
/**
 * Reader of `GetMeals`: one entry per member, in schema order.
 *
 * Request of GetMeals: reads the reference list of meals.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetMeals/element
 */
export declare const GetMeals: ComplexType<GetMeals>;
/**
 * Writes a value of `GetMeals` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Request of GetMeals: reads the reference list of meals.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetMeals/element
 */
export declare function writeGetMeals(w: XmlWriter, ns: string, local: string, value: GetMeals | null): void;
/**
 * The markup of a value of `GetMeals` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetMeals` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Request of GetMeals: reads the reference list of meals.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetMeals/element
 */
export declare function markupGetMeals(name: string, value: GetMeals | null, start?: string, end?: string): string;
/**
 * Checks a value of `GetMeals` against the schema and returns every problem with its path (empty when valid).
 *
 * Request of GetMeals: reads the reference list of meals.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetMeals/element
 */
export declare function validateGetMeals(value: GetMeals, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of GetMeals.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetMealsResponse/element
 */
export interface GetMealsResponse {
    /**
     * XML name: `getMealsResult`
     * @generated from xs:element {http://xml.example.net/15/}getMealsResult
     */
    getMealsResult?: GetMealsResult;
}
/**
 * Reader of `GetMealsResponse`: one entry per member, in schema order.
 *
 * Response of GetMeals.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetMealsResponse/element
 */
export declare const GetMealsResponse: ComplexType<GetMealsResponse>;
/**
 * Writes a value of `GetMealsResponse` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Response of GetMeals.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetMealsResponse/element
 */
export declare function writeGetMealsResponse(w: XmlWriter, ns: string, local: string, value: GetMealsResponse | null): void;
/**
 * The markup of a value of `GetMealsResponse` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetMealsResponse` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Response of GetMeals.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetMealsResponse/element
 */
export declare function markupGetMealsResponse(name: string, value: GetMealsResponse | null, start?: string, end?: string): string;
/**
 * Checks a value of `GetMealsResponse` against the schema and returns every problem with its path (empty when valid).
 *
 * Response of GetMeals.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetMealsResponse/element
 */
export declare function validateGetMealsResponse(value: GetMealsResponse, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Reference list of meals.
 *
 * XML name: `GetMealsResult`
 * @generated from xs:complexType {http://xml.example.net/15/}GetMealsResult
 */
export interface GetMealsResult {
    /**
     * XML name: `meals`
     * @generated from xs:element {http://xml.example.net/15/}meals
     */
    meals?: ArrayOfMeal;
}
/**
 * Reader of `GetMealsResult`: one entry per member, in schema order.
 *
 * Reference list of meals.
 * @generated from xs:complexType {http://xml.example.net/15/}GetMealsResult
 */
export declare const GetMealsResult: ComplexType<GetMealsResult>;
/**
 * Writes a value of `GetMealsResult` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Reference list of meals.
 * @generated from xs:complexType {http://xml.example.net/15/}GetMealsResult
 */
export declare function writeGetMealsResult(w: XmlWriter, ns: string, local: string, value: GetMealsResult | null): void;
/**
 * The markup of a value of `GetMealsResult` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetMealsResult` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Reference list of meals.
 * @generated from xs:complexType {http://xml.example.net/15/}GetMealsResult
 */
export declare function markupGetMealsResult(name: string, value: GetMealsResult | null, start?: string, end?: string): string;
/**
 * Checks a value of `GetMealsResult` against the schema and returns every problem with its path (empty when valid).
 *
 * Reference list of meals.
 * @generated from xs:complexType {http://xml.example.net/15/}GetMealsResult
 */
export declare function validateGetMealsResult(value: GetMealsResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of GetRoomNoteTypes: reads the reference list of room note types.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetRoomNoteTypes/element
 */
export interface GetRoomNoteTypes {
    /**
     * Login name of the registered reseller client (credentials travel in every request).
     *
     * XML name: `userName`
     * @generated from xs:element {http://xml.example.net/15/}userName
     */
    userName?: string;
    /**
     * Password of the reseller client.
     *
     * XML name: `password`
     * @generated from xs:element {http://xml.example.net/15/}password
     */
    password?: string;
    /**
     * Language of texts in the result; allowed values are not published.
     *
     * XML name: `language`
     * @generated from xs:element {http://xml.example.net/15/}language
     */
    language?: string;
}
/**
 * Reader of `GetRoomNoteTypes`: one entry per member, in schema order.
 *
 * Request of GetRoomNoteTypes: reads the reference list of room note types.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetRoomNoteTypes/element
 */
export declare const GetRoomNoteTypes: ComplexType<GetRoomNoteTypes>;
/**
 * Writes a value of `GetRoomNoteTypes` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Request of GetRoomNoteTypes: reads the reference list of room note types.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetRoomNoteTypes/element
 */
export declare function writeGetRoomNoteTypes(w: XmlWriter, ns: string, local: string, value: GetRoomNoteTypes | null): void;
/**
 * The markup of a value of `GetRoomNoteTypes` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetRoomNoteTypes` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Request of GetRoomNoteTypes: reads the reference list of room note types.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetRoomNoteTypes/element
 */
export declare function markupGetRoomNoteTypes(name: string, value: GetRoomNoteTypes | null, start?: string, end?: string): string;
/**
 * Checks a value of `GetRoomNoteTypes` against the schema and returns every problem with its path (empty when valid).
 *
 * Request of GetRoomNoteTypes: reads the reference list of room note types.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetRoomNoteTypes/element
 */
export declare function validateGetRoomNoteTypes(value: GetRoomNoteTypes, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of GetRoomNoteTypes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetRoomNoteTypesResponse/element
 */
export interface GetRoomNoteTypesResponse {
    /**
     * XML name: `getRoomNoteTypesResult`
     * @generated from xs:element {http://xml.example.net/15/}getRoomNoteTypesResult
     */
    getRoomNoteTypesResult?: GetRoomNoteTypesResult;
}
/**
 * Reader of `GetRoomNoteTypesResponse`: one entry per member, in schema order.
 *
 * Response of GetRoomNoteTypes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetRoomNoteTypesResponse/element
 */
export declare const GetRoomNoteTypesResponse: ComplexType<GetRoomNoteTypesResponse>;
/**
 * Writes a value of `GetRoomNoteTypesResponse` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Response of GetRoomNoteTypes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetRoomNoteTypesResponse/element
 */
export declare function writeGetRoomNoteTypesResponse(w: XmlWriter, ns: string, local: string, value: GetRoomNoteTypesResponse | null): void;
/**
 * The markup of a value of `GetRoomNoteTypesResponse` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetRoomNoteTypesResponse` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Response of GetRoomNoteTypes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetRoomNoteTypesResponse/element
 */
export declare function markupGetRoomNoteTypesResponse(name: string, value: GetRoomNoteTypesResponse | null, start?: string, end?: string): string;
/**
 * Checks a value of `GetRoomNoteTypesResponse` against the schema and returns every problem with its path (empty when valid).
 *
 * Response of GetRoomNoteTypes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetRoomNoteTypesResponse/element
 */
export declare function validateGetRoomNoteTypesResponse(value: GetRoomNoteTypesResponse, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Reference list of room note types.
 *
 * XML name: `GetRoomNoteTypesResult`
 * @generated from xs:complexType {http://xml.example.net/15/}GetRoomNoteTypesResult
 */
export interface GetRoomNoteTypesResult {
    /**
     * XML name: `noteTypes`
     * @generated from xs:element {http://xml.example.net/15/}noteTypes
     */
    noteTypes?: ArrayOfNoteType;
}
/**
 * Reader of `GetRoomNoteTypesResult`: one entry per member, in schema order.
 *
 * Reference list of room note types.
 * @generated from xs:complexType {http://xml.example.net/15/}GetRoomNoteTypesResult
 */
export declare const GetRoomNoteTypesResult: ComplexType<GetRoomNoteTypesResult>;
/**
 * Writes a value of `GetRoomNoteTypesResult` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Reference list of room note types.
 * @generated from xs:complexType {http://xml.example.net/15/}GetRoomNoteTypesResult
 */
export declare function writeGetRoomNoteTypesResult(w: XmlWriter, ns: string, local: string, value: GetRoomNoteTypesResult | null): void;
/**
 * The markup of a value of `GetRoomNoteTypesResult` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetRoomNoteTypesResult` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Reference list of room note types.
 * @generated from xs:complexType {http://xml.example.net/15/}GetRoomNoteTypesResult
 */
export declare function markupGetRoomNoteTypesResult(name: string, value: GetRoomNoteTypesResult | null, start?: string, end?: string): string;
/**
 * Checks a value of `GetRoomNoteTypesResult` against the schema and returns every problem with its path (empty when valid).
 *
 * Reference list of room note types.
 * @generated from xs:complexType {http://xml.example.net/15/}GetRoomNoteTypesResult
 */
export declare function validateGetRoomNoteTypesResult(value: GetRoomNoteTypesResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Reference list of room types.
 *
 * XML name: `GetRoomTypesResult`
 *
 * Derived by extension from `BaseResult`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}GetRoomTypesResult
 */
export interface GetRoomTypesResult {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}GetRoomTypesResult
     */
    $type?: "GetRoomTypesResult";
    /**
     * The failure, when the operation failed.
     *
     * XML name: `Error`
     * @generated from xs:element {http://xml.example.net/15/}Error
     */
    error?: ErrorObject;
    /**
     * Key/value details of the failure.
     *
     * XML name: `ErrorAttributes`
     * @generated from xs:element {http://xml.example.net/15/}ErrorAttributes
     */
    errorAttributes?: ArrayOfErrorAttribute;
    /**
     * XML name: `roomTypes`
     * @generated from xs:element {http://xml.example.net/15/}roomTypes
     */
    roomTypes?: ArrayOfRoomType;
}
/**
 * Reader of `GetRoomTypesResult`: one entry per member, in schema order.
 *
 * Reference list of room types.
 * @generated from xs:complexType {http://xml.example.net/15/}GetRoomTypesResult
 */
export declare const GetRoomTypesResult: ComplexType<GetRoomTypesResult>;
/**
 * Writes a value of `GetRoomTypesResult` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Reference list of room types.
 * @generated from xs:complexType {http://xml.example.net/15/}GetRoomTypesResult
 */
export declare function writeGetRoomTypesResult(w: XmlWriter, ns: string, local: string, value: GetRoomTypesResult | null, xsiType?: boolean): void;
/**
 * The markup of a value of `GetRoomTypesResult` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetRoomTypesResult` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Reference list of room types.
 * @generated from xs:complexType {http://xml.example.net/15/}GetRoomTypesResult
 */
export declare function markupGetRoomTypesResult(name: string, value: GetRoomTypesResult | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `GetRoomTypesResult` against the schema and returns every problem with its path (empty when valid).
 *
 * Reference list of room types.
 * @generated from xs:complexType {http://xml.example.net/15/}GetRoomTypesResult
 */
export declare function validateGetRoomTypesResult(value: GetRoomTypesResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of GetThemes: reads the reference list of themes (no language parameter).
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetThemes/element
 */
export interface GetThemes {
    /**
     * Login name of the registered reseller client (credentials travel in every request).
     *
     * XML name: `userName`
     * @generated from xs:element {http://xml.example.net/15/}userName
     */
    userName?: string;
    /**
     * Password of the reseller client.
     *
     * XML name: `password`
     * @generated from xs:element {http://xml.example.net/15/}password
     */
    password?: string;
}
/**
 * Reader of `GetThemes`: one entry per member, in schema order.
 *
 * Request of GetThemes: reads the reference list of themes (no language parameter).
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetThemes/element
 */
export declare const GetThemes: ComplexType<GetThemes>;
/**
 * Writes a value of `GetThemes` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Request of GetThemes: reads the reference list of themes (no language parameter).
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetThemes/element
 */
export declare function writeGetThemes(w: XmlWriter, ns: string, local: string, value: GetThemes | null): void;
/**
 * The markup of a value of `GetThemes` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetThemes` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Request of GetThemes: reads the reference list of themes (no language parameter).
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetThemes/element
 */
export declare function markupGetThemes(name: string, value: GetThemes | null, start?: string, end?: string): string;
/**
 * Checks a value of `GetThemes` against the schema and returns every problem with its path (empty when valid).
 *
 * Request of GetThemes: reads the reference list of themes (no language parameter).
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetThemes/element
 */
export declare function validateGetThemes(value: GetThemes, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of GetThemes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetThemesResponse/element
 */
export interface GetThemesResponse {
    /**
     * XML name: `getThemesResult`
     * @generated from xs:element {http://xml.example.net/15/}getThemesResult
     */
    getThemesResult?: GetThemesResult;
}
/**
 * Reader of `GetThemesResponse`: one entry per member, in schema order.
 *
 * Response of GetThemes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetThemesResponse/element
 */
export declare const GetThemesResponse: ComplexType<GetThemesResponse>;
/**
 * Writes a value of `GetThemesResponse` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Response of GetThemes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetThemesResponse/element
 */
export declare function writeGetThemesResponse(w: XmlWriter, ns: string, local: string, value: GetThemesResponse | null): void;
/**
 * The markup of a value of `GetThemesResponse` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetThemesResponse` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Response of GetThemes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetThemesResponse/element
 */
export declare function markupGetThemesResponse(name: string, value: GetThemesResponse | null, start?: string, end?: string): string;
/**
 * Checks a value of `GetThemesResponse` against the schema and returns every problem with its path (empty when valid).
 *
 * Response of GetThemes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetThemesResponse/element
 */
export declare function validateGetThemesResponse(value: GetThemesResponse, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Reference list of themes.
 *
 * XML name: `GetThemesResult`
 * @generated from xs:complexType {http://xml.example.net/15/}GetThemesResult
 */
export interface GetThemesResult {
    /**
     * XML name: `themes`
     * @generated from xs:element {http://xml.example.net/15/}themes
     */
    themes?: ArrayOfTheme;
}
/**
 * Reader of `GetThemesResult`: one entry per member, in schema order.
 *
 * Reference list of themes.
 * @generated from xs:complexType {http://xml.example.net/15/}GetThemesResult
 */
export declare const GetThemesResult: ComplexType<GetThemesResult>;
/**
 * Writes a value of `GetThemesResult` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Reference list of themes.
 * @generated from xs:complexType {http://xml.example.net/15/}GetThemesResult
 */
export declare function writeGetThemesResult(w: XmlWriter, ns: string, local: string, value: GetThemesResult | null): void;
/**
 * The markup of a value of `GetThemesResult` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetThemesResult` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Reference list of themes.
 * @generated from xs:complexType {http://xml.example.net/15/}GetThemesResult
 */
export declare function markupGetThemesResult(name: string, value: GetThemesResult | null, start?: string, end?: string): string;
/**
 * Checks a value of `GetThemesResult` against the schema and returns every problem with its path (empty when valid).
 *
 * Reference list of themes.
 * @generated from xs:complexType {http://xml.example.net/15/}GetThemesResult
 */
export declare function validateGetThemesResult(value: GetThemesResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A hotel with its room types.
 *
 * XML name: `Hotel`
 * @generated from xs:complexType {http://xml.example.net/15/}Hotel
 */
export interface Hotel {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}Hotel
     */
    $type?: "Hotel";
    /**
     * XML name: `@isPrioritized`
     * @generated from xs:attribute {}isPrioritized
     */
    isPrioritized: boolean;
    /**
     * XML name: `hotel.id`
     * @generated from xs:element {http://xml.example.net/15/}hotel.id
     */
    hotelId: number;
    /**
     * XML name: `destination_id`
     * @generated from xs:element {http://xml.example.net/15/}destination_id
     */
    destinationId: number;
    /**
     * XML name: `resort_id`
     * @generated from xs:element {http://xml.example.net/15/}resort_id
     */
    resortId: number;
    /**
     * XML name: `transfer`
     * @generated from xs:element {http://xml.example.net/15/}transfer
     */
    transfer: number;
    /**
     * XML name: `roomtypes`
     * @generated from xs:element {http://xml.example.net/15/}roomtypes
     */
    roomtypes?: ArrayOfRoomTypeWithRooms;
    /**
     * XML name: `review`
     * @generated from xs:element {http://xml.example.net/15/}review
     */
    review?: ReviewValues;
    /**
     * XML name: `notes`
     * @generated from xs:element {http://xml.example.net/15/}notes
     */
    notes?: ArrayOfNote;
    /**
     * XML name: `distance`
     * @generated from xs:element {http://xml.example.net/15/}distance
     */
    distance: number | null;
    /**
     * XML name: `codes`
     * @generated from xs:element {http://xml.example.net/15/}codes
     */
    codes?: ArrayOfCode;
}
/**
 * Reader of `Hotel`: one entry per member, in schema order.
 *
 * A hotel with its room types.
 * @generated from xs:complexType {http://xml.example.net/15/}Hotel
 */
export declare const Hotel: ComplexType<Hotel>;
/**
 * Writes a value of `Hotel` as element `{ns}local`, members in schema order; `null` as `xsi:nil`. A derived value (by `$type`) is written with `xsi:type`.
 *
 * A hotel with its room types.
 * @generated from xs:complexType {http://xml.example.net/15/}Hotel
 */
export declare function writeHotel(w: XmlWriter, ns: string, local: string, value: Hotel | StaticHotel | null, xsiType?: boolean): void;
/**
 * The markup of a value of `Hotel` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeHotel` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once. A derived value (by `$type`) is written with `xsi:type`.
 *
 * A hotel with its room types.
 * @generated from xs:complexType {http://xml.example.net/15/}Hotel
 */
export declare function markupHotel(name: string, value: Hotel | StaticHotel | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `Hotel` against the schema and returns every problem with its path (empty when valid).
 *
 * A hotel with its room types.
 * @generated from xs:complexType {http://xml.example.net/15/}Hotel
 */
export declare function validateHotel(value: Hotel | StaticHotel, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A language of the reference list.
 *
 * XML name: `Language`
 * @generated from xs:complexType {http://xml.example.net/15/}Language
 */
export interface Language {
    /**
     * ISO code of the language.
     *
     * XML name: `isoCode`
     * @generated from xs:element {http://xml.example.net/15/}isoCode
     */
    isoCode?: string;
    /**
     * XML name: `name`
     * @generated from xs:element {http://xml.example.net/15/}name
     */
    name?: string;
}
/**
 * Reader of `Language`: one entry per member, in schema order.
 *
 * A language of the reference list.
 * @generated from xs:complexType {http://xml.example.net/15/}Language
 */
export declare const Language: ComplexType<Language>;
/**
 * Writes a value of `Language` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A language of the reference list.
 * @generated from xs:complexType {http://xml.example.net/15/}Language
 */
export declare function writeLanguage(w: XmlWriter, ns: string, local: string, value: Language | null): void;
/**
 * The markup of a value of `Language` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeLanguage` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A language of the reference list.
 * @generated from xs:complexType {http://xml.example.net/15/}Language
 */
export declare function markupLanguage(name: string, value: Language | null, start?: string, end?: string): string;
/**
 * Checks a value of `Language` against the schema and returns every problem with its path (empty when valid).
 *
 * A language of the reference list.
 * @generated from xs:complexType {http://xml.example.net/15/}Language
 */
export declare function validateLanguage(value: Language, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A meal of the reference list.
 *
 * XML name: `Meal`
 * @generated from xs:complexType {http://xml.example.net/15/}Meal
 */
export interface Meal {
    /**
     * XML name: `id`
     * @generated from xs:element {http://xml.example.net/15/}id
     */
    id: number;
    /**
     * XML name: `name`
     * @generated from xs:element {http://xml.example.net/15/}name
     */
    name?: string;
    /**
     * XML name: `labels`
     * @generated from xs:element {http://xml.example.net/15/}labels
     */
    labels?: ArrayOfLabel;
}
/**
 * Reader of `Meal`: one entry per member, in schema order.
 *
 * A meal of the reference list.
 * @generated from xs:complexType {http://xml.example.net/15/}Meal
 */
export declare const Meal: ComplexType<Meal>;
/**
 * Writes a value of `Meal` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A meal of the reference list.
 * @generated from xs:complexType {http://xml.example.net/15/}Meal
 */
export declare function writeMeal(w: XmlWriter, ns: string, local: string, value: Meal | null): void;
/**
 * The markup of a value of `Meal` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeMeal` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A meal of the reference list.
 * @generated from xs:complexType {http://xml.example.net/15/}Meal
 */
export declare function markupMeal(name: string, value: Meal | null, start?: string, end?: string): string;
/**
 * Checks a value of `Meal` against the schema and returns every problem with its path (empty when valid).
 *
 * A meal of the reference list.
 * @generated from xs:complexType {http://xml.example.net/15/}Meal
 */
export declare function validateMeal(value: Meal, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A label of a meal (the shape is not published: an id and a text, see schema/README.md).
 *
 * XML name: `MealLabel`
 * @generated from xs:complexType {http://xml.example.net/15/}MealLabel
 */
export interface MealLabel {
    /**
     * XML name: `id`
     * @generated from xs:element {http://xml.example.net/15/}id
     */
    id: number;
    /**
     * XML name: `text`
     * @generated from xs:element {http://xml.example.net/15/}text
     */
    text?: string;
}
/**
 * Reader of `MealLabel`: one entry per member, in schema order.
 *
 * A label of a meal (the shape is not published: an id and a text, see schema/README.md).
 * @generated from xs:complexType {http://xml.example.net/15/}MealLabel
 */
export declare const MealLabel: ComplexType<MealLabel>;
/**
 * Writes a value of `MealLabel` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A label of a meal (the shape is not published: an id and a text, see schema/README.md).
 * @generated from xs:complexType {http://xml.example.net/15/}MealLabel
 */
export declare function writeMealLabel(w: XmlWriter, ns: string, local: string, value: MealLabel | null): void;
/**
 * The markup of a value of `MealLabel` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeMealLabel` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A label of a meal (the shape is not published: an id and a text, see schema/README.md).
 * @generated from xs:complexType {http://xml.example.net/15/}MealLabel
 */
export declare function markupMealLabel(name: string, value: MealLabel | null, start?: string, end?: string): string;
/**
 * Checks a value of `MealLabel` against the schema and returns every problem with its path (empty when valid).
 *
 * A label of a meal (the shape is not published: an id and a text, see schema/README.md).
 * @generated from xs:complexType {http://xml.example.net/15/}MealLabel
 */
export declare function validateMealLabel(value: MealLabel, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * An amount of money.
 *
 * XML name: `MonetaryValue`
 * @generated from xs:complexType {http://xml.example.net/15/}MonetaryValue
 */
export interface MonetaryValue {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}MonetaryValue
     */
    $type?: "MonetaryValue";
    /**
     * Character data of the element (`xs:simpleContent` of type `MonetaryValue`).
     * @generated from xs:complexType {http://xml.example.net/15/}MonetaryValue
     */
    value: XsDecimal;
    /**
     * Currency of the amount (the spec does not list the codes).
     *
     * XML name: `@currency`
     * @generated from xs:attribute {}currency
     */
    currency?: string;
}
/**
 * Reader of `MonetaryValue`: one entry per member, in schema order.
 *
 * An amount of money.
 * @generated from xs:complexType {http://xml.example.net/15/}MonetaryValue
 */
export declare const MonetaryValue: ComplexType<MonetaryValue>;
/**
 * Writes a value of `MonetaryValue` as element `{ns}local`, members in schema order; `null` as `xsi:nil`. A derived value (by `$type`) is written with `xsi:type`.
 *
 * An amount of money.
 * @generated from xs:complexType {http://xml.example.net/15/}MonetaryValue
 */
export declare function writeMonetaryValue(w: XmlWriter, ns: string, local: string, value: MonetaryValue | DiscountAmountWithPaymentMethods | PriceWithPaymentMethods | null, xsiType?: boolean): void;
/**
 * The markup of a value of `MonetaryValue` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeMonetaryValue` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once. A derived value (by `$type`) is written with `xsi:type`.
 *
 * An amount of money.
 * @generated from xs:complexType {http://xml.example.net/15/}MonetaryValue
 */
export declare function markupMonetaryValue(name: string, value: MonetaryValue | DiscountAmountWithPaymentMethods | PriceWithPaymentMethods | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `MonetaryValue` against the schema and returns every problem with its path (empty when valid).
 *
 * An amount of money.
 * @generated from xs:complexType {http://xml.example.net/15/}MonetaryValue
 */
export declare function validateMonetaryValue(value: MonetaryValue | DiscountAmountWithPaymentMethods | PriceWithPaymentMethods, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A note type of the reference list (hotel notes or room notes).
 *
 * XML name: `NoteType`
 * @generated from xs:complexType {http://xml.example.net/15/}NoteType
 */
export interface NoteType {
    /**
     * XML name: `@id`
     * @generated from xs:attribute {}id
     */
    id: number;
    /**
     * XML name: `@text`
     * @generated from xs:attribute {}text
     */
    text?: string;
}
/**
 * Reader of `NoteType`: one entry per member, in schema order.
 *
 * A note type of the reference list (hotel notes or room notes).
 * @generated from xs:complexType {http://xml.example.net/15/}NoteType
 */
export declare const NoteType: ComplexType<NoteType>;
/**
 * Writes a value of `NoteType` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A note type of the reference list (hotel notes or room notes).
 * @generated from xs:complexType {http://xml.example.net/15/}NoteType
 */
export declare function writeNoteType(w: XmlWriter, ns: string, local: string, value: NoteType | null): void;
/**
 * The markup of a value of `NoteType` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeNoteType` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A note type of the reference list (hotel notes or room notes).
 * @generated from xs:complexType {http://xml.example.net/15/}NoteType
 */
export declare function markupNoteType(name: string, value: NoteType | null, start?: string, _end?: string): string;
/**
 * Checks a value of `NoteType` against the schema and returns every problem with its path (empty when valid).
 *
 * A note type of the reference list (hotel notes or room notes).
 * @generated from xs:complexType {http://xml.example.net/15/}NoteType
 */
export declare function validateNoteType(value: NoteType, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * The payment method of a booking.
 *
 * XML name: `PaymentMethod`
 * @generated from xs:complexType {http://xml.example.net/15/}PaymentMethod
 */
export interface PaymentMethod {
    /**
     * XML name: `@id`
     * @generated from xs:attribute {}id
     */
    id: number;
    /**
     * XML name: `@name`
     * @generated from xs:attribute {}name
     */
    name?: string;
    /**
     * XML name: `property`
     * @generated from xs:element {http://xml.example.net/15/}property
     */
    property: PaymentMethodProperty[];
}
/**
 * Reader of `PaymentMethod`: one entry per member, in schema order.
 *
 * The payment method of a booking.
 * @generated from xs:complexType {http://xml.example.net/15/}PaymentMethod
 */
export declare const PaymentMethod: ComplexType<PaymentMethod>;
/**
 * Writes a value of `PaymentMethod` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * The payment method of a booking.
 * @generated from xs:complexType {http://xml.example.net/15/}PaymentMethod
 */
export declare function writePaymentMethod(w: XmlWriter, ns: string, local: string, value: PaymentMethod | null): void;
/**
 * The markup of a value of `PaymentMethod` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writePaymentMethod` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * The payment method of a booking.
 * @generated from xs:complexType {http://xml.example.net/15/}PaymentMethod
 */
export declare function markupPaymentMethod(name: string, value: PaymentMethod | null, start?: string, end?: string): string;
/**
 * Checks a value of `PaymentMethod` against the schema and returns every problem with its path (empty when valid).
 *
 * The payment method of a booking.
 * @generated from xs:complexType {http://xml.example.net/15/}PaymentMethod
 */
export declare function validatePaymentMethod(value: PaymentMethod, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * One key/value property of a payment method.
 *
 * XML name: `PaymentMethodProperty`
 * @generated from xs:complexType {http://xml.example.net/15/}PaymentMethodProperty
 */
export interface PaymentMethodProperty {
    /**
     * XML name: `@key`
     * @generated from xs:attribute {}key
     */
    key?: string;
    /**
     * XML name: `@value`
     * @generated from xs:attribute {}value
     */
    value?: string;
}
/**
 * Reader of `PaymentMethodProperty`: one entry per member, in schema order.
 *
 * One key/value property of a payment method.
 * @generated from xs:complexType {http://xml.example.net/15/}PaymentMethodProperty
 */
export declare const PaymentMethodProperty: ComplexType<PaymentMethodProperty>;
/**
 * Writes a value of `PaymentMethodProperty` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * One key/value property of a payment method.
 * @generated from xs:complexType {http://xml.example.net/15/}PaymentMethodProperty
 */
export declare function writePaymentMethodProperty(w: XmlWriter, ns: string, local: string, value: PaymentMethodProperty | null): void;
/**
 * The markup of a value of `PaymentMethodProperty` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writePaymentMethodProperty` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * One key/value property of a payment method.
 * @generated from xs:complexType {http://xml.example.net/15/}PaymentMethodProperty
 */
export declare function markupPaymentMethodProperty(name: string, value: PaymentMethodProperty | null, start?: string, _end?: string): string;
/**
 * Checks a value of `PaymentMethodProperty` against the schema and returns every problem with its path (empty when valid).
 *
 * One key/value property of a payment method.
 * @generated from xs:complexType {http://xml.example.net/15/}PaymentMethodProperty
 */
export declare function validatePaymentMethodProperty(value: PaymentMethodProperty, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A cancellation policy: the percentage charged from the deadline on.
 *
 * XML name: `PercentageCancellationPolicy`
 * @generated from xs:complexType {http://xml.example.net/15/}PercentageCancellationPolicy
 */
export interface PercentageCancellationPolicy {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}PercentageCancellationPolicy
     */
    $type?: "PercentageCancellationPolicy";
    /**
     * XML name: `deadline`
     * @generated from xs:element {http://xml.example.net/15/}deadline
     */
    deadline: number | null;
    /**
     * XML name: `percentage`
     * @generated from xs:element {http://xml.example.net/15/}percentage
     */
    percentage: XsDecimal;
}
/**
 * Reader of `PercentageCancellationPolicy`: one entry per member, in schema order.
 *
 * A cancellation policy: the percentage charged from the deadline on.
 * @generated from xs:complexType {http://xml.example.net/15/}PercentageCancellationPolicy
 */
export declare const PercentageCancellationPolicy: ComplexType<PercentageCancellationPolicy>;
/**
 * Writes a value of `PercentageCancellationPolicy` as element `{ns}local`, members in schema order; `null` as `xsi:nil`. A derived value (by `$type`) is written with `xsi:type`.
 *
 * A cancellation policy: the percentage charged from the deadline on.
 * @generated from xs:complexType {http://xml.example.net/15/}PercentageCancellationPolicy
 */
export declare function writePercentageCancellationPolicy(w: XmlWriter, ns: string, local: string, value: PercentageCancellationPolicy | StaticPercentageCancellationPolicy | null, xsiType?: boolean): void;
/**
 * The markup of a value of `PercentageCancellationPolicy` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writePercentageCancellationPolicy` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once. A derived value (by `$type`) is written with `xsi:type`.
 *
 * A cancellation policy: the percentage charged from the deadline on.
 * @generated from xs:complexType {http://xml.example.net/15/}PercentageCancellationPolicy
 */
export declare function markupPercentageCancellationPolicy(name: string, value: PercentageCancellationPolicy | StaticPercentageCancellationPolicy | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `PercentageCancellationPolicy` against the schema and returns every problem with its path (empty when valid).
 *
 * A cancellation policy: the percentage charged from the deadline on.
 * @generated from xs:complexType {http://xml.example.net/15/}PercentageCancellationPolicy
 */
export declare function validatePercentageCancellationPolicy(value: PercentageCancellationPolicy | StaticPercentageCancellationPolicy, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A price that applies to the listed payment methods.
 *
 * XML name: `PriceWithPaymentMethods`
 *
 * Derived by extension from `MonetaryValue`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}PriceWithPaymentMethods
 */
export interface PriceWithPaymentMethods {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}PriceWithPaymentMethods
     */
    $type?: "PriceWithPaymentMethods";
    /**
     * Character data of the element (`xs:simpleContent` of type `PriceWithPaymentMethods`).
     * @generated from xs:complexType {http://xml.example.net/15/}PriceWithPaymentMethods
     */
    value: XsDecimal;
    /**
     * Currency of the amount (the spec does not list the codes).
     *
     * XML name: `@currency`
     * @generated from xs:attribute {}currency
     */
    currency?: string;
    /**
     * Ids of the payment methods this price applies to.
     *
     * XML name: `@paymentMethods`
     * @generated from xs:attribute {}paymentMethods
     */
    paymentMethods: PaymentMethodIdList;
}
/**
 * Reader of `PriceWithPaymentMethods`: one entry per member, in schema order.
 *
 * A price that applies to the listed payment methods.
 * @generated from xs:complexType {http://xml.example.net/15/}PriceWithPaymentMethods
 */
export declare const PriceWithPaymentMethods: ComplexType<PriceWithPaymentMethods>;
/**
 * Writes a value of `PriceWithPaymentMethods` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A price that applies to the listed payment methods.
 * @generated from xs:complexType {http://xml.example.net/15/}PriceWithPaymentMethods
 */
export declare function writePriceWithPaymentMethods(w: XmlWriter, ns: string, local: string, value: PriceWithPaymentMethods | null, xsiType?: boolean): void;
/**
 * The markup of a value of `PriceWithPaymentMethods` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writePriceWithPaymentMethods` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A price that applies to the listed payment methods.
 * @generated from xs:complexType {http://xml.example.net/15/}PriceWithPaymentMethods
 */
export declare function markupPriceWithPaymentMethods(name: string, value: PriceWithPaymentMethods | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `PriceWithPaymentMethods` against the schema and returns every problem with its path (empty when valid).
 *
 * A price that applies to the listed payment methods.
 * @generated from xs:complexType {http://xml.example.net/15/}PriceWithPaymentMethods
 */
export declare function validatePriceWithPaymentMethods(value: PriceWithPaymentMethods, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Review figures of a hotel.
 *
 * XML name: `ReviewValues`
 * @generated from xs:complexType {http://xml.example.net/15/}ReviewValues
 */
export interface ReviewValues {
    /**
     * XML name: `rating`
     * @generated from xs:element {http://xml.example.net/15/}rating
     */
    rating: XsDecimal;
    /**
     * XML name: `pricevalue`
     * @generated from xs:element {http://xml.example.net/15/}pricevalue
     */
    pricevalue: XsDecimal;
    /**
     * XML name: `count`
     * @generated from xs:element {http://xml.example.net/15/}count
     */
    count: number;
    /**
     * XML name: `recommendCount`
     * @generated from xs:element {http://xml.example.net/15/}recommendCount
     */
    recommendCount: number;
}
/**
 * Reader of `ReviewValues`: one entry per member, in schema order.
 *
 * Review figures of a hotel.
 * @generated from xs:complexType {http://xml.example.net/15/}ReviewValues
 */
export declare const ReviewValues: ComplexType<ReviewValues>;
/**
 * Writes a value of `ReviewValues` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Review figures of a hotel.
 * @generated from xs:complexType {http://xml.example.net/15/}ReviewValues
 */
export declare function writeReviewValues(w: XmlWriter, ns: string, local: string, value: ReviewValues | null): void;
/**
 * The markup of a value of `ReviewValues` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeReviewValues` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Review figures of a hotel.
 * @generated from xs:complexType {http://xml.example.net/15/}ReviewValues
 */
export declare function markupReviewValues(name: string, value: ReviewValues | null, start?: string, end?: string): string;
/**
 * Checks a value of `ReviewValues` against the schema and returns every problem with its path (empty when valid).
 *
 * Review figures of a hotel.
 * @generated from xs:complexType {http://xml.example.net/15/}ReviewValues
 */
export declare function validateReviewValues(value: ReviewValues, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A bookable room.
 *
 * XML name: `Room`
 * @generated from xs:complexType {http://xml.example.net/15/}Room
 */
export interface Room {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}Room
     */
    $type?: "Room";
    /**
     * XML name: `id`
     * @generated from xs:element {http://xml.example.net/15/}id
     */
    id: number;
    /**
     * Number of beds.
     *
     * XML name: `beds`
     * @generated from xs:element {http://xml.example.net/15/}beds
     */
    beds: number;
    /**
     * Number of extra beds.
     *
     * XML name: `extrabeds`
     * @generated from xs:element {http://xml.example.net/15/}extrabeds
     */
    extrabeds: number;
    /**
     * XML name: `meals`
     * @generated from xs:element {http://xml.example.net/15/}meals
     */
    meals?: ArrayOfRoomMeal;
    /**
     * XML name: `cancellation_policies`
     * @generated from xs:element {http://xml.example.net/15/}cancellation_policies
     */
    cancellationPolicies?: ArrayOfCancellationPolicy;
    /**
     * XML name: `notes`
     * @generated from xs:element {http://xml.example.net/15/}notes
     */
    notes?: ArrayOfNote;
    /**
     * XML name: `isSuperDeal`
     * @generated from xs:element {http://xml.example.net/15/}isSuperDeal
     */
    isSuperDeal: boolean;
    /**
     * XML name: `isBestBuy`
     * @generated from xs:element {http://xml.example.net/15/}isBestBuy
     */
    isBestBuy: boolean;
    /**
     * XML name: `paymentMethods`
     * @generated from xs:element {http://xml.example.net/15/}paymentMethods
     */
    paymentMethods?: ArrayOfRoomPaymentMethod;
}
/**
 * Reader of `Room`: one entry per member, in schema order.
 *
 * A bookable room.
 * @generated from xs:complexType {http://xml.example.net/15/}Room
 */
export declare const Room: ComplexType<Room>;
/**
 * Writes a value of `Room` as element `{ns}local`, members in schema order; `null` as `xsi:nil`. A derived value (by `$type`) is written with `xsi:type`.
 *
 * A bookable room.
 * @generated from xs:complexType {http://xml.example.net/15/}Room
 */
export declare function writeRoom(w: XmlWriter, ns: string, local: string, value: Room | RoomWithFees | StaticRoom | null, xsiType?: boolean): void;
/**
 * The markup of a value of `Room` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeRoom` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once. A derived value (by `$type`) is written with `xsi:type`.
 *
 * A bookable room.
 * @generated from xs:complexType {http://xml.example.net/15/}Room
 */
export declare function markupRoom(name: string, value: Room | RoomWithFees | StaticRoom | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `Room` against the schema and returns every problem with its path (empty when valid).
 *
 * A bookable room.
 * @generated from xs:complexType {http://xml.example.net/15/}Room
 */
export declare function validateRoom(value: Room | RoomWithFees | StaticRoom, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A meal offered with a room, with its prices and discount.
 *
 * XML name: `RoomMeal`
 * @generated from xs:complexType {http://xml.example.net/15/}RoomMeal
 */
export interface RoomMeal {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}RoomMeal
     */
    $type?: "RoomMeal";
    /**
     * XML name: `id`
     * @generated from xs:element {http://xml.example.net/15/}id
     */
    id: number;
    /**
     * XML name: `labelId`
     * @generated from xs:element {http://xml.example.net/15/}labelId
     */
    labelId: number | null;
    /**
     * XML name: `prices`
     * @generated from xs:element {http://xml.example.net/15/}prices
     */
    prices?: ArrayOfPrice;
    /**
     * XML name: `discount`
     * @generated from xs:element {http://xml.example.net/15/}discount
     */
    discount: Discount | null;
}
/**
 * Reader of `RoomMeal`: one entry per member, in schema order.
 *
 * A meal offered with a room, with its prices and discount.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomMeal
 */
export declare const RoomMeal: ComplexType<RoomMeal>;
/**
 * Writes a value of `RoomMeal` as element `{ns}local`, members in schema order; `null` as `xsi:nil`. A derived value (by `$type`) is written with `xsi:type`.
 *
 * A meal offered with a room, with its prices and discount.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomMeal
 */
export declare function writeRoomMeal(w: XmlWriter, ns: string, local: string, value: RoomMeal | RoomMealWithTaxes | null, xsiType?: boolean): void;
/**
 * The markup of a value of `RoomMeal` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeRoomMeal` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once. A derived value (by `$type`) is written with `xsi:type`.
 *
 * A meal offered with a room, with its prices and discount.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomMeal
 */
export declare function markupRoomMeal(name: string, value: RoomMeal | RoomMealWithTaxes | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `RoomMeal` against the schema and returns every problem with its path (empty when valid).
 *
 * A meal offered with a room, with its prices and discount.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomMeal
 */
export declare function validateRoomMeal(value: RoomMeal | RoomMealWithTaxes, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A room meal with its taxes.
 *
 * XML name: `RoomMealWithTaxes`
 *
 * Derived by extension from `RoomMeal`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomMealWithTaxes
 */
export interface RoomMealWithTaxes {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}RoomMealWithTaxes
     */
    $type?: "RoomMealWithTaxes";
    /**
     * XML name: `id`
     * @generated from xs:element {http://xml.example.net/15/}id
     */
    id: number;
    /**
     * XML name: `labelId`
     * @generated from xs:element {http://xml.example.net/15/}labelId
     */
    labelId: number | null;
    /**
     * XML name: `prices`
     * @generated from xs:element {http://xml.example.net/15/}prices
     */
    prices?: ArrayOfPrice;
    /**
     * XML name: `discount`
     * @generated from xs:element {http://xml.example.net/15/}discount
     */
    discount: Discount | null;
    /**
     * XML name: `taxes`
     * @generated from xs:element {http://xml.example.net/15/}taxes
     */
    taxes?: ArrayOfTax;
}
/**
 * Reader of `RoomMealWithTaxes`: one entry per member, in schema order.
 *
 * A room meal with its taxes.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomMealWithTaxes
 */
export declare const RoomMealWithTaxes: ComplexType<RoomMealWithTaxes>;
/**
 * Writes a value of `RoomMealWithTaxes` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A room meal with its taxes.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomMealWithTaxes
 */
export declare function writeRoomMealWithTaxes(w: XmlWriter, ns: string, local: string, value: RoomMealWithTaxes | null, xsiType?: boolean): void;
/**
 * The markup of a value of `RoomMealWithTaxes` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeRoomMealWithTaxes` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A room meal with its taxes.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomMealWithTaxes
 */
export declare function markupRoomMealWithTaxes(name: string, value: RoomMealWithTaxes | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `RoomMealWithTaxes` against the schema and returns every problem with its path (empty when valid).
 *
 * A room meal with its taxes.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomMealWithTaxes
 */
export declare function validateRoomMealWithTaxes(value: RoomMealWithTaxes, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A payment method accepted for a room.
 *
 * XML name: `RoomPaymentMethod`
 * @generated from xs:complexType {http://xml.example.net/15/}RoomPaymentMethod
 */
export interface RoomPaymentMethod {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}RoomPaymentMethod
     */
    $type?: "RoomPaymentMethod";
    /**
     * XML name: `@id`
     * @generated from xs:attribute {}id
     */
    id: number;
    /**
     * XML name: `property`
     * @generated from xs:element {http://xml.example.net/15/}property
     */
    property: PaymentMethodProperty[];
}
/**
 * Reader of `RoomPaymentMethod`: one entry per member, in schema order.
 *
 * A payment method accepted for a room.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomPaymentMethod
 */
export declare const RoomPaymentMethod: ComplexType<RoomPaymentMethod>;
/**
 * Writes a value of `RoomPaymentMethod` as element `{ns}local`, members in schema order; `null` as `xsi:nil`. A derived value (by `$type`) is written with `xsi:type`.
 *
 * A payment method accepted for a room.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomPaymentMethod
 */
export declare function writeRoomPaymentMethod(w: XmlWriter, ns: string, local: string, value: RoomPaymentMethod | StaticPaymentMethod | null, xsiType?: boolean): void;
/**
 * The markup of a value of `RoomPaymentMethod` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeRoomPaymentMethod` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once. A derived value (by `$type`) is written with `xsi:type`.
 *
 * A payment method accepted for a room.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomPaymentMethod
 */
export declare function markupRoomPaymentMethod(name: string, value: RoomPaymentMethod | StaticPaymentMethod | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `RoomPaymentMethod` against the schema and returns every problem with its path (empty when valid).
 *
 * A payment method accepted for a room.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomPaymentMethod
 */
export declare function validateRoomPaymentMethod(value: RoomPaymentMethod | StaticPaymentMethod, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A room type of the reference list.
 *
 * XML name: `RoomType`
 * @generated from xs:complexType {http://xml.example.net/15/}RoomType
 */
export interface RoomType {
    /**
     * XML name: `id`
     * @generated from xs:element {http://xml.example.net/15/}id
     */
    id: number;
    /**
     * XML name: `name`
     * @generated from xs:element {http://xml.example.net/15/}name
     */
    name?: string;
    /**
     * XML name: `sharedRoom`
     * @generated from xs:element {http://xml.example.net/15/}sharedRoom
     */
    sharedRoom: number;
    /**
     * XML name: `sharedFacilities`
     * @generated from xs:element {http://xml.example.net/15/}sharedFacilities
     */
    sharedFacilities: number | null;
}
/**
 * Reader of `RoomType`: one entry per member, in schema order.
 *
 * A room type of the reference list.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomType
 */
export declare const RoomType: ComplexType<RoomType>;
/**
 * Writes a value of `RoomType` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A room type of the reference list.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomType
 */
export declare function writeRoomType(w: XmlWriter, ns: string, local: string, value: RoomType | null): void;
/**
 * The markup of a value of `RoomType` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeRoomType` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A room type of the reference list.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomType
 */
export declare function markupRoomType(name: string, value: RoomType | null, start?: string, end?: string): string;
/**
 * Checks a value of `RoomType` against the schema and returns every problem with its path (empty when valid).
 *
 * A room type of the reference list.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomType
 */
export declare function validateRoomType(value: RoomType, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A room type of a hotel with its rooms.
 *
 * XML name: `RoomTypeWithRooms`
 * @generated from xs:complexType {http://xml.example.net/15/}RoomTypeWithRooms
 */
export interface RoomTypeWithRooms {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}RoomTypeWithRooms
     */
    $type?: "RoomTypeWithRooms";
    /**
     * XML name: `roomtype.ID`
     * @generated from xs:element {http://xml.example.net/15/}roomtype.ID
     */
    roomtypeID: number;
    /**
     * XML name: `roomtype.Name`
     * @generated from xs:element {http://xml.example.net/15/}roomtype.Name
     */
    roomtypeName?: string;
    /**
     * XML name: `rooms`
     * @generated from xs:element {http://xml.example.net/15/}rooms
     */
    rooms?: ArrayOfRoom;
}
/**
 * Reader of `RoomTypeWithRooms`: one entry per member, in schema order.
 *
 * A room type of a hotel with its rooms.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomTypeWithRooms
 */
export declare const RoomTypeWithRooms: ComplexType<RoomTypeWithRooms>;
/**
 * Writes a value of `RoomTypeWithRooms` as element `{ns}local`, members in schema order; `null` as `xsi:nil`. A derived value (by `$type`) is written with `xsi:type`.
 *
 * A room type of a hotel with its rooms.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomTypeWithRooms
 */
export declare function writeRoomTypeWithRooms(w: XmlWriter, ns: string, local: string, value: RoomTypeWithRooms | StaticRoomTypeWithRooms | null, xsiType?: boolean): void;
/**
 * The markup of a value of `RoomTypeWithRooms` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeRoomTypeWithRooms` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once. A derived value (by `$type`) is written with `xsi:type`.
 *
 * A room type of a hotel with its rooms.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomTypeWithRooms
 */
export declare function markupRoomTypeWithRooms(name: string, value: RoomTypeWithRooms | StaticRoomTypeWithRooms | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `RoomTypeWithRooms` against the schema and returns every problem with its path (empty when valid).
 *
 * A room type of a hotel with its rooms.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomTypeWithRooms
 */
export declare function validateRoomTypeWithRooms(value: RoomTypeWithRooms | StaticRoomTypeWithRooms, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A room with its fees.
 *
 * XML name: `RoomWithFees`
 *
 * Derived by extension from `Room`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomWithFees
 */
export interface RoomWithFees {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}RoomWithFees
     */
    $type?: "RoomWithFees";
    /**
     * XML name: `id`
     * @generated from xs:element {http://xml.example.net/15/}id
     */
    id: number;
    /**
     * Number of beds.
     *
     * XML name: `beds`
     * @generated from xs:element {http://xml.example.net/15/}beds
     */
    beds: number;
    /**
     * Number of extra beds.
     *
     * XML name: `extrabeds`
     * @generated from xs:element {http://xml.example.net/15/}extrabeds
     */
    extrabeds: number;
    /**
     * XML name: `meals`
     * @generated from xs:element {http://xml.example.net/15/}meals
     */
    meals?: ArrayOfRoomMeal;
    /**
     * XML name: `cancellation_policies`
     * @generated from xs:element {http://xml.example.net/15/}cancellation_policies
     */
    cancellationPolicies?: ArrayOfCancellationPolicy;
    /**
     * XML name: `notes`
     * @generated from xs:element {http://xml.example.net/15/}notes
     */
    notes?: ArrayOfNote;
    /**
     * XML name: `isSuperDeal`
     * @generated from xs:element {http://xml.example.net/15/}isSuperDeal
     */
    isSuperDeal: boolean;
    /**
     * XML name: `isBestBuy`
     * @generated from xs:element {http://xml.example.net/15/}isBestBuy
     */
    isBestBuy: boolean;
    /**
     * XML name: `paymentMethods`
     * @generated from xs:element {http://xml.example.net/15/}paymentMethods
     */
    paymentMethods?: ArrayOfRoomPaymentMethod;
    /**
     * XML name: `fees`
     * @generated from xs:element {http://xml.example.net/15/}fees
     */
    fees?: ArrayOfFee;
}
/**
 * Reader of `RoomWithFees`: one entry per member, in schema order.
 *
 * A room with its fees.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomWithFees
 */
export declare const RoomWithFees: ComplexType<RoomWithFees>;
/**
 * Writes a value of `RoomWithFees` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A room with its fees.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomWithFees
 */
export declare function writeRoomWithFees(w: XmlWriter, ns: string, local: string, value: RoomWithFees | null, xsiType?: boolean): void;
/**
 * The markup of a value of `RoomWithFees` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeRoomWithFees` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A room with its fees.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomWithFees
 */
export declare function markupRoomWithFees(name: string, value: RoomWithFees | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `RoomWithFees` against the schema and returns every problem with its path (empty when valid).
 *
 * A room with its fees.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomWithFees
 */
export declare function validateRoomWithFees(value: RoomWithFees, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Hotels found by a search (the operation returning it is not published).
 *
 * XML name: `SearchResult`
 *
 * Derived by extension from `BaseResult`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}SearchResult
 */
export interface SearchResult {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}SearchResult
     */
    $type?: "SearchResult";
    /**
     * The failure, when the operation failed.
     *
     * XML name: `Error`
     * @generated from xs:element {http://xml.example.net/15/}Error
     */
    error?: ErrorObject;
    /**
     * Key/value details of the failure.
     *
     * XML name: `ErrorAttributes`
     * @generated from xs:element {http://xml.example.net/15/}ErrorAttributes
     */
    errorAttributes?: ArrayOfErrorAttribute;
    /**
     * XML name: `hotels`
     * @generated from xs:element {http://xml.example.net/15/}hotels
     */
    hotels?: ArrayOfHotel;
}
/**
 * Reader of `SearchResult`: one entry per member, in schema order.
 *
 * Hotels found by a search (the operation returning it is not published).
 * @generated from xs:complexType {http://xml.example.net/15/}SearchResult
 */
export declare const SearchResult: ComplexType<SearchResult>;
/**
 * Writes a value of `SearchResult` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Hotels found by a search (the operation returning it is not published).
 * @generated from xs:complexType {http://xml.example.net/15/}SearchResult
 */
export declare function writeSearchResult(w: XmlWriter, ns: string, local: string, value: SearchResult | null, xsiType?: boolean): void;
/**
 * The markup of a value of `SearchResult` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeSearchResult` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Hotels found by a search (the operation returning it is not published).
 * @generated from xs:complexType {http://xml.example.net/15/}SearchResult
 */
export declare function markupSearchResult(name: string, value: SearchResult | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `SearchResult` against the schema and returns every problem with its path (empty when valid).
 *
 * Hotels found by a search (the operation returning it is not published).
 * @generated from xs:complexType {http://xml.example.net/15/}SearchResult
 */
export declare function validateSearchResult(value: SearchResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A hotel with its static data (the spec shows only some of its further fields).
 *
 * XML name: `StaticHotel`
 *
 * Derived by extension from `Hotel`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticHotel
 */
export interface StaticHotel {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}StaticHotel
     */
    $type?: "StaticHotel";
    /**
     * XML name: `@isPrioritized`
     * @generated from xs:attribute {}isPrioritized
     */
    isPrioritized: boolean;
    /**
     * XML name: `hotel.id`
     * @generated from xs:element {http://xml.example.net/15/}hotel.id
     */
    hotelId: number;
    /**
     * XML name: `destination_id`
     * @generated from xs:element {http://xml.example.net/15/}destination_id
     */
    destinationId: number;
    /**
     * XML name: `resort_id`
     * @generated from xs:element {http://xml.example.net/15/}resort_id
     */
    resortId: number;
    /**
     * XML name: `transfer`
     * @generated from xs:element {http://xml.example.net/15/}transfer
     */
    transfer: number;
    /**
     * XML name: `roomtypes`
     * @generated from xs:element {http://xml.example.net/15/}roomtypes
     */
    roomtypes?: ArrayOfRoomTypeWithRooms;
    /**
     * XML name: `review`
     * @generated from xs:element {http://xml.example.net/15/}review
     */
    review?: ReviewValues;
    /**
     * XML name: `notes`
     * @generated from xs:element {http://xml.example.net/15/}notes
     */
    notes?: ArrayOfNote;
    /**
     * XML name: `distance`
     * @generated from xs:element {http://xml.example.net/15/}distance
     */
    distance: number | null;
    /**
     * XML name: `codes`
     * @generated from xs:element {http://xml.example.net/15/}codes
     */
    codes?: ArrayOfCode;
    /**
     * Kind of accommodation.
     *
     * XML name: `type`
     * @generated from xs:element {http://xml.example.net/15/}type
     */
    type: AccommodationType;
    /**
     * XML name: `name`
     * @generated from xs:element {http://xml.example.net/15/}name
     */
    name?: string;
    /**
     * XML name: `hotel.addr.1`
     * @generated from xs:element {http://xml.example.net/15/}hotel.addr.1
     */
    hotelAddr1?: string;
    /**
     * XML name: `hotel.addr.2`
     * @generated from xs:element {http://xml.example.net/15/}hotel.addr.2
     */
    hotelAddr2?: string;
    /**
     * XML name: `hotel.addr.zip`
     * @generated from xs:element {http://xml.example.net/15/}hotel.addr.zip
     */
    hotelAddrZip?: string;
    /**
     * XML name: `hotel.addr.city`
     * @generated from xs:element {http://xml.example.net/15/}hotel.addr.city
     */
    hotelAddrCity?: string;
    /**
     * XML name: `hotel.addr.state`
     * @generated from xs:element {http://xml.example.net/15/}hotel.addr.state
     */
    hotelAddrState?: string;
}
/**
 * Reader of `StaticHotel`: one entry per member, in schema order.
 *
 * A hotel with its static data (the spec shows only some of its further fields).
 * @generated from xs:complexType {http://xml.example.net/15/}StaticHotel
 */
export declare const StaticHotel: ComplexType<StaticHotel>;
/**
 * Writes a value of `StaticHotel` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A hotel with its static data (the spec shows only some of its further fields).
 * @generated from xs:complexType {http://xml.example.net/15/}StaticHotel
 */
export declare function writeStaticHotel(w: XmlWriter, ns: string, local: string, value: StaticHotel | null, xsiType?: boolean): void;
/**
 * The markup of a value of `StaticHotel` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeStaticHotel` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A hotel with its static data (the spec shows only some of its further fields).
 * @generated from xs:complexType {http://xml.example.net/15/}StaticHotel
 */
export declare function markupStaticHotel(name: string, value: StaticHotel | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `StaticHotel` against the schema and returns every problem with its path (empty when valid).
 *
 * A hotel with its static data (the spec shows only some of its further fields).
 * @generated from xs:complexType {http://xml.example.net/15/}StaticHotel
 */
export declare function validateStaticHotel(value: StaticHotel, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A payment method accepted for a room, with its name.
 *
 * XML name: `StaticPaymentMethod`
 *
 * Derived by extension from `RoomPaymentMethod`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticPaymentMethod
 */
export interface StaticPaymentMethod {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}StaticPaymentMethod
     */
    $type?: "StaticPaymentMethod";
    /**
     * XML name: `@id`
     * @generated from xs:attribute {}id
     */
    id: number;
    /**
     * XML name: `@name`
     * @generated from xs:attribute {}name
     */
    name?: string;
    /**
     * XML name: `property`
     * @generated from xs:element {http://xml.example.net/15/}property
     */
    property: PaymentMethodProperty[];
}
/**
 * Reader of `StaticPaymentMethod`: one entry per member, in schema order.
 *
 * A payment method accepted for a room, with its name.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticPaymentMethod
 */
export declare const StaticPaymentMethod: ComplexType<StaticPaymentMethod>;
/**
 * Writes a value of `StaticPaymentMethod` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A payment method accepted for a room, with its name.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticPaymentMethod
 */
export declare function writeStaticPaymentMethod(w: XmlWriter, ns: string, local: string, value: StaticPaymentMethod | null, xsiType?: boolean): void;
/**
 * The markup of a value of `StaticPaymentMethod` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeStaticPaymentMethod` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A payment method accepted for a room, with its name.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticPaymentMethod
 */
export declare function markupStaticPaymentMethod(name: string, value: StaticPaymentMethod | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `StaticPaymentMethod` against the schema and returns every problem with its path (empty when valid).
 *
 * A payment method accepted for a room, with its name.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticPaymentMethod
 */
export declare function validateStaticPaymentMethod(value: StaticPaymentMethod, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A cancellation policy with its text.
 *
 * XML name: `StaticPercentageCancellationPolicy`
 *
 * Derived by extension from `PercentageCancellationPolicy`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticPercentageCancellationPolicy
 */
export interface StaticPercentageCancellationPolicy {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}StaticPercentageCancellationPolicy
     */
    $type?: "StaticPercentageCancellationPolicy";
    /**
     * XML name: `deadline`
     * @generated from xs:element {http://xml.example.net/15/}deadline
     */
    deadline: number | null;
    /**
     * XML name: `percentage`
     * @generated from xs:element {http://xml.example.net/15/}percentage
     */
    percentage: XsDecimal;
    /**
     * XML name: `text`
     * @generated from xs:element {http://xml.example.net/15/}text
     */
    text?: string;
}
/**
 * Reader of `StaticPercentageCancellationPolicy`: one entry per member, in schema order.
 *
 * A cancellation policy with its text.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticPercentageCancellationPolicy
 */
export declare const StaticPercentageCancellationPolicy: ComplexType<StaticPercentageCancellationPolicy>;
/**
 * Writes a value of `StaticPercentageCancellationPolicy` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A cancellation policy with its text.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticPercentageCancellationPolicy
 */
export declare function writeStaticPercentageCancellationPolicy(w: XmlWriter, ns: string, local: string, value: StaticPercentageCancellationPolicy | null, xsiType?: boolean): void;
/**
 * The markup of a value of `StaticPercentageCancellationPolicy` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeStaticPercentageCancellationPolicy` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A cancellation policy with its text.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticPercentageCancellationPolicy
 */
export declare function markupStaticPercentageCancellationPolicy(name: string, value: StaticPercentageCancellationPolicy | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `StaticPercentageCancellationPolicy` against the schema and returns every problem with its path (empty when valid).
 *
 * A cancellation policy with its text.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticPercentageCancellationPolicy
 */
export declare function validateStaticPercentageCancellationPolicy(value: StaticPercentageCancellationPolicy, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A room with its features and themes, as static data.
 *
 * XML name: `StaticRoom`
 *
 * Derived by extension from `Room`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticRoom
 */
export interface StaticRoom {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}StaticRoom
     */
    $type?: "StaticRoom";
    /**
     * XML name: `id`
     * @generated from xs:element {http://xml.example.net/15/}id
     */
    id: number;
    /**
     * Number of beds.
     *
     * XML name: `beds`
     * @generated from xs:element {http://xml.example.net/15/}beds
     */
    beds: number;
    /**
     * Number of extra beds.
     *
     * XML name: `extrabeds`
     * @generated from xs:element {http://xml.example.net/15/}extrabeds
     */
    extrabeds: number;
    /**
     * XML name: `meals`
     * @generated from xs:element {http://xml.example.net/15/}meals
     */
    meals?: ArrayOfRoomMeal;
    /**
     * XML name: `cancellation_policies`
     * @generated from xs:element {http://xml.example.net/15/}cancellation_policies
     */
    cancellationPolicies?: ArrayOfCancellationPolicy;
    /**
     * XML name: `notes`
     * @generated from xs:element {http://xml.example.net/15/}notes
     */
    notes?: ArrayOfNote;
    /**
     * XML name: `isSuperDeal`
     * @generated from xs:element {http://xml.example.net/15/}isSuperDeal
     */
    isSuperDeal: boolean;
    /**
     * XML name: `isBestBuy`
     * @generated from xs:element {http://xml.example.net/15/}isBestBuy
     */
    isBestBuy: boolean;
    /**
     * XML name: `paymentMethods`
     * @generated from xs:element {http://xml.example.net/15/}paymentMethods
     */
    paymentMethods?: ArrayOfRoomPaymentMethod;
    /**
     * XML name: `features`
     * @generated from xs:element {http://xml.example.net/15/}features
     */
    features?: ArrayOfFeature;
    /**
     * XML name: `themes`
     * @generated from xs:element {http://xml.example.net/15/}themes
     */
    themes?: ArrayOfTheme;
}
/**
 * Reader of `StaticRoom`: one entry per member, in schema order.
 *
 * A room with its features and themes, as static data.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticRoom
 */
export declare const StaticRoom: ComplexType<StaticRoom>;
/**
 * Writes a value of `StaticRoom` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A room with its features and themes, as static data.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticRoom
 */
export declare function writeStaticRoom(w: XmlWriter, ns: string, local: string, value: StaticRoom | null, xsiType?: boolean): void;
/**
 * The markup of a value of `StaticRoom` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeStaticRoom` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A room with its features and themes, as static data.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticRoom
 */
export declare function markupStaticRoom(name: string, value: StaticRoom | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `StaticRoom` against the schema and returns every problem with its path (empty when valid).
 *
 * A room with its features and themes, as static data.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticRoom
 */
export declare function validateStaticRoom(value: StaticRoom, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A room type of a hotel with its rooms, as static data.
 *
 * XML name: `StaticRoomTypeWithRooms`
 *
 * Derived by extension from `RoomTypeWithRooms`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticRoomTypeWithRooms
 */
export interface StaticRoomTypeWithRooms {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/15/}StaticRoomTypeWithRooms
     */
    $type?: "StaticRoomTypeWithRooms";
    /**
     * XML name: `roomtype.ID`
     * @generated from xs:element {http://xml.example.net/15/}roomtype.ID
     */
    roomtypeID: number;
    /**
     * XML name: `roomtype.Name`
     * @generated from xs:element {http://xml.example.net/15/}roomtype.Name
     */
    roomtypeName?: string;
    /**
     * XML name: `rooms`
     * @generated from xs:element {http://xml.example.net/15/}rooms
     */
    rooms?: ArrayOfRoom;
    /**
     * XML name: `room.type`
     * @generated from xs:element {http://xml.example.net/15/}room.type
     */
    roomType?: string;
    /**
     * XML name: `sharedRoom`
     * @generated from xs:element {http://xml.example.net/15/}sharedRoom
     */
    sharedRoom: boolean;
    /**
     * XML name: `sharedFacilities`
     * @generated from xs:element {http://xml.example.net/15/}sharedFacilities
     */
    sharedFacilities: boolean | null;
}
/**
 * Reader of `StaticRoomTypeWithRooms`: one entry per member, in schema order.
 *
 * A room type of a hotel with its rooms, as static data.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticRoomTypeWithRooms
 */
export declare const StaticRoomTypeWithRooms: ComplexType<StaticRoomTypeWithRooms>;
/**
 * Writes a value of `StaticRoomTypeWithRooms` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A room type of a hotel with its rooms, as static data.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticRoomTypeWithRooms
 */
export declare function writeStaticRoomTypeWithRooms(w: XmlWriter, ns: string, local: string, value: StaticRoomTypeWithRooms | null, xsiType?: boolean): void;
/**
 * The markup of a value of `StaticRoomTypeWithRooms` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeStaticRoomTypeWithRooms` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A room type of a hotel with its rooms, as static data.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticRoomTypeWithRooms
 */
export declare function markupStaticRoomTypeWithRooms(name: string, value: StaticRoomTypeWithRooms | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `StaticRoomTypeWithRooms` against the schema and returns every problem with its path (empty when valid).
 *
 * A room type of a hotel with its rooms, as static data.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticRoomTypeWithRooms
 */
export declare function validateStaticRoomTypeWithRooms(value: StaticRoomTypeWithRooms, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A theme, with its name and image.
 *
 * XML name: `Theme`
 * @generated from xs:complexType {http://xml.example.net/15/}Theme
 */
export interface Theme {
    /**
     * XML name: `@id`
     * @generated from xs:attribute {}id
     */
    id: number;
    /**
     * XML name: `@name`
     * @generated from xs:attribute {}name
     */
    name?: string;
    /**
     * XML name: `@image`
     * @generated from xs:attribute {}image
     */
    image?: string;
}
/**
 * Reader of `Theme`: one entry per member, in schema order.
 *
 * A theme, with its name and image.
 * @generated from xs:complexType {http://xml.example.net/15/}Theme
 */
export declare const Theme: ComplexType<Theme>;
/**
 * Writes a value of `Theme` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A theme, with its name and image.
 * @generated from xs:complexType {http://xml.example.net/15/}Theme
 */
export declare function writeTheme(w: XmlWriter, ns: string, local: string, value: Theme | null): void;
/**
 * The markup of a value of `Theme` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeTheme` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A theme, with its name and image.
 * @generated from xs:complexType {http://xml.example.net/15/}Theme
 */
export declare function markupTheme(name: string, value: Theme | null, start?: string, _end?: string): string;
/**
 * Checks a value of `Theme` against the schema and returns every problem with its path (empty when valid).
 *
 * A theme, with its name and image.
 * @generated from xs:complexType {http://xml.example.net/15/}Theme
 */
export declare function validateTheme(value: Theme, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of UpdateSpecialRequest: replaces the special-request text of a booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}UpdateSpecialRequest/element
 */
export interface UpdateSpecialRequest {
    /**
     * Login name of the registered reseller client (credentials travel in every request).
     *
     * XML name: `userName`
     * @generated from xs:element {http://xml.example.net/15/}userName
     */
    userName?: string;
    /**
     * Password of the reseller client.
     *
     * XML name: `password`
     * @generated from xs:element {http://xml.example.net/15/}password
     */
    password?: string;
    /**
     * The booking whose special request is updated.
     *
     * XML name: `bookingId`
     * @generated from xs:element {http://xml.example.net/15/}bookingId
     */
    bookingId: number;
    /**
     * The new special-request text.
     *
     * XML name: `text`
     * @generated from xs:element {http://xml.example.net/15/}text
     */
    text?: string;
}
/**
 * Reader of `UpdateSpecialRequest`: one entry per member, in schema order.
 *
 * Request of UpdateSpecialRequest: replaces the special-request text of a booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}UpdateSpecialRequest/element
 */
export declare const UpdateSpecialRequest: ComplexType<UpdateSpecialRequest>;
/**
 * Writes a value of `UpdateSpecialRequest` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Request of UpdateSpecialRequest: replaces the special-request text of a booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}UpdateSpecialRequest/element
 */
export declare function writeUpdateSpecialRequest(w: XmlWriter, ns: string, local: string, value: UpdateSpecialRequest | null): void;
/**
 * The markup of a value of `UpdateSpecialRequest` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeUpdateSpecialRequest` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Request of UpdateSpecialRequest: replaces the special-request text of a booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}UpdateSpecialRequest/element
 */
export declare function markupUpdateSpecialRequest(name: string, value: UpdateSpecialRequest | null, start?: string, end?: string): string;
/**
 * Checks a value of `UpdateSpecialRequest` against the schema and returns every problem with its path (empty when valid).
 *
 * Request of UpdateSpecialRequest: replaces the special-request text of a booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}UpdateSpecialRequest/element
 */
export declare function validateUpdateSpecialRequest(value: UpdateSpecialRequest, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of UpdateSpecialRequest.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}UpdateSpecialRequestResponse/element
 */
export interface UpdateSpecialRequestResponse {
    /**
     * XML name: `updateSpecialRequestResult`
     * @generated from xs:element {http://xml.example.net/15/}updateSpecialRequestResult
     */
    updateSpecialRequestResult?: UpdateSpecialRequestResult;
}
/**
 * Reader of `UpdateSpecialRequestResponse`: one entry per member, in schema order.
 *
 * Response of UpdateSpecialRequest.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}UpdateSpecialRequestResponse/element
 */
export declare const UpdateSpecialRequestResponse: ComplexType<UpdateSpecialRequestResponse>;
/**
 * Writes a value of `UpdateSpecialRequestResponse` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Response of UpdateSpecialRequest.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}UpdateSpecialRequestResponse/element
 */
export declare function writeUpdateSpecialRequestResponse(w: XmlWriter, ns: string, local: string, value: UpdateSpecialRequestResponse | null): void;
/**
 * The markup of a value of `UpdateSpecialRequestResponse` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeUpdateSpecialRequestResponse` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Response of UpdateSpecialRequest.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}UpdateSpecialRequestResponse/element
 */
export declare function markupUpdateSpecialRequestResponse(name: string, value: UpdateSpecialRequestResponse | null, start?: string, end?: string): string;
/**
 * Checks a value of `UpdateSpecialRequestResponse` against the schema and returns every problem with its path (empty when valid).
 *
 * Response of UpdateSpecialRequest.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}UpdateSpecialRequestResponse/element
 */
export declare function validateUpdateSpecialRequestResponse(value: UpdateSpecialRequestResponse, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Outcome of UpdateSpecialRequest.
 *
 * XML name: `UpdateSpecialRequestResult`
 * @generated from xs:complexType {http://xml.example.net/15/}UpdateSpecialRequestResult
 */
export interface UpdateSpecialRequestResult {
    /**
     * Outcome code; its values and meanings are not published.
     *
     * XML name: `resultCode`
     * @generated from xs:element {http://xml.example.net/15/}resultCode
     */
    resultCode: number;
    /**
     * Outcome text.
     *
     * XML name: `resultMessage`
     * @generated from xs:element {http://xml.example.net/15/}resultMessage
     */
    resultMessage?: string;
}
/**
 * Reader of `UpdateSpecialRequestResult`: one entry per member, in schema order.
 *
 * Outcome of UpdateSpecialRequest.
 * @generated from xs:complexType {http://xml.example.net/15/}UpdateSpecialRequestResult
 */
export declare const UpdateSpecialRequestResult: ComplexType<UpdateSpecialRequestResult>;
/**
 * Writes a value of `UpdateSpecialRequestResult` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Outcome of UpdateSpecialRequest.
 * @generated from xs:complexType {http://xml.example.net/15/}UpdateSpecialRequestResult
 */
export declare function writeUpdateSpecialRequestResult(w: XmlWriter, ns: string, local: string, value: UpdateSpecialRequestResult | null): void;
/**
 * The markup of a value of `UpdateSpecialRequestResult` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeUpdateSpecialRequestResult` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Outcome of UpdateSpecialRequest.
 * @generated from xs:complexType {http://xml.example.net/15/}UpdateSpecialRequestResult
 */
export declare function markupUpdateSpecialRequestResult(name: string, value: UpdateSpecialRequestResult | null, start?: string, end?: string): string;
/**
 * Checks a value of `UpdateSpecialRequestResult` against the schema and returns every problem with its path (empty when valid).
 *
 * Outcome of UpdateSpecialRequest.
 * @generated from xs:complexType {http://xml.example.net/15/}UpdateSpecialRequestResult
 */
export declare function validateUpdateSpecialRequestResult(value: UpdateSpecialRequestResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
