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
 * @generated from xs:simpleType {http://xml.example.net/15/}AccommodationType
 */
export type AccommodationType = "Hotel" | "Apartment" | "Villa";
/** Codec of `AccommodationType`: reads and writes its lexical form. */
export declare const AccommodationType: SimpleType<AccommodationType>;
/** Checks a value of `AccommodationType`. */
export declare function validateAccommodationType(value: unknown, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Outcome of an amendment price quote.
 * @generated from xs:simpleType {http://xml.example.net/15/}AmendmentBookingType
 */
export type AmendmentBookingType = "FullPeriod" | "ExtraDays" | "NoAmendmentAvailable";
/** Codec of `AmendmentBookingType`: reads and writes its lexical form. */
export declare const AmendmentBookingType: SimpleType<AmendmentBookingType>;
/** Checks a value of `AmendmentBookingType`. */
export declare function validateAmendmentBookingType(value: unknown, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * State of a booking.
 * @generated from xs:simpleType {http://xml.example.net/15/}BookingStatus
 */
export type BookingStatus = "NotActive" | "Active";
/** Codec of `BookingStatus`: reads and writes its lexical form. */
export declare const BookingStatus: SimpleType<BookingStatus>;
/** Checks a value of `BookingStatus`. */
export declare function validateBookingStatus(value: unknown, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Whitespace-separated list of payment method ids.
 *
 * An `xs:list`: whitespace-separated items on the wire.
 * @generated from xs:simpleType {http://xml.example.net/15/}PaymentMethodIdList
 */
export type PaymentMethodIdList = number[];
/** Codec of `PaymentMethodIdList`: reads and writes its lexical form. */
export declare const PaymentMethodIdList: SimpleType<PaymentMethodIdList>;
/** Checks a value of `PaymentMethodIdList`. */
export declare function validatePaymentMethodIdList(value: unknown, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of AmendmentPriceRequest: asks for a price quote for amending an existing booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}AmendmentPriceRequest/element
 */
export interface AmendmentPriceRequest {
    /** Login name of the registered reseller client (credentials travel in every request). */
    userName?: string;
    /** Password of the reseller client. */
    password?: string;
    /** The existing booking to amend. */
    bookingID?: string;
    /** Arrival date of the amended stay. */
    checkInDate: XsDateTime;
    /** Departure date of the amended stay. */
    checkOutDate: XsDateTime;
    /** Language of texts in the result; allowed values are not published. */
    language?: string;
}
/** Reader of `AmendmentPriceRequest`. */
export declare const AmendmentPriceRequest: ComplexType<AmendmentPriceRequest>;
/** Writer of `AmendmentPriceRequest`. */
export declare function writeAmendmentPriceRequest(w: XmlWriter, ns: string, local: string, value: AmendmentPriceRequest | null): void;
/** Markup of `AmendmentPriceRequest`. */
export declare function markupAmendmentPriceRequest(name: string, value: AmendmentPriceRequest | null, start?: string, end?: string): string;
/** Checks a value of `AmendmentPriceRequest`. */
export declare function validateAmendmentPriceRequest(value: AmendmentPriceRequest, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of AmendmentPriceRequest.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}AmendmentPriceRequestResponse/element
 */
export interface AmendmentPriceRequestResponse {
    amendmentPriceRequestResult?: AmendmentPriceRequestResult;
}
/** Reader of `AmendmentPriceRequestResponse`. */
export declare const AmendmentPriceRequestResponse: ComplexType<AmendmentPriceRequestResponse>;
/** Writer of `AmendmentPriceRequestResponse`. */
export declare function writeAmendmentPriceRequestResponse(w: XmlWriter, ns: string, local: string, value: AmendmentPriceRequestResponse | null): void;
/** Markup of `AmendmentPriceRequestResponse`. */
export declare function markupAmendmentPriceRequestResponse(name: string, value: AmendmentPriceRequestResponse | null, start?: string, end?: string): string;
/** Checks a value of `AmendmentPriceRequestResponse`. */
export declare function validateAmendmentPriceRequestResponse(value: AmendmentPriceRequestResponse, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Price quote for amending a booking.
 * @generated from xs:complexType {http://xml.example.net/15/}AmendmentPriceRequestResult
 */
export interface AmendmentPriceRequestResult {
    /**
     * Quoted price of the amendment, in the currency named by the attribute currency.
     *
     * XML name: `Price`
     */
    price?: MonetaryValue | DiscountAmountWithPaymentMethods | PriceWithPaymentMethods;
    /** XML name: `RoomId` */
    roomId: number;
    /** Hotel notes valid for the amended stay. */
    hotelnotes?: ArrayOfNote;
    /** Room notes valid for the amended stay. */
    roomnotes?: ArrayOfNote;
    /** XML name: `cancellation_policies` */
    cancellationPolicies?: ArrayOfCancellationPolicy;
    /**
     * Outcome of the quote (not a booking state).
     *
     * XML name: `BookingType`
     */
    bookingType: AmendmentBookingType;
}
/** Reader of `AmendmentPriceRequestResult`. */
export declare const AmendmentPriceRequestResult: ComplexType<AmendmentPriceRequestResult>;
/** Writer of `AmendmentPriceRequestResult`. */
export declare function writeAmendmentPriceRequestResult(w: XmlWriter, ns: string, local: string, value: AmendmentPriceRequestResult | null): void;
/** Markup of `AmendmentPriceRequestResult`. */
export declare function markupAmendmentPriceRequestResult(name: string, value: AmendmentPriceRequestResult | null, start?: string, end?: string): string;
/** Checks a value of `AmendmentPriceRequestResult`. */
export declare function validateAmendmentPriceRequestResult(value: AmendmentPriceRequestResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A wrapper of repeated `adultGuest` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfAdultGuest
 */
export type ArrayOfAdultGuest = string[];
/**
 * A wrapper of repeated `cancellation_policy` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfCancellationPolicy
 */
export type ArrayOfCancellationPolicy = ((PercentageCancellationPolicy | StaticPercentageCancellationPolicy) | null)[];
/**
 * A wrapper of repeated `childGuest` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfChildGuest
 */
export type ArrayOfChildGuest = string[];
/**
 * A wrapper of repeated `code` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfCode
 */
export type ArrayOfCode = (Code | null)[];
/**
 * A wrapper of repeated `amount` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfDiscountAmountWithPaymentMethods
 */
export type ArrayOfDiscountAmountWithPaymentMethods = (DiscountAmountWithPaymentMethods | null)[];
/**
 * A wrapper of repeated `englishHotelNote` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfEnglishHotelNote
 */
export type ArrayOfEnglishHotelNote = (CalendarNote | null)[];
/**
 * A wrapper of repeated `englishRoomNote` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfEnglishRoomNote
 */
export type ArrayOfEnglishRoomNote = (CalendarNote | null)[];
/**
 * A wrapper of repeated `ErrorAttribute` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfErrorAttribute
 */
export type ArrayOfErrorAttribute = (ErrorAttribute | null)[];
/**
 * A wrapper of repeated `feature` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfFeature
 */
export type ArrayOfFeature = ((Feature | FeatureWithName) | null)[];
/**
 * A wrapper of repeated `Fee` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfFee
 */
export type ArrayOfFee = (Fee | null)[];
/**
 * A wrapper of repeated `hotel` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfHotel
 */
export type ArrayOfHotel = ((Hotel | StaticHotel) | null)[];
/**
 * A wrapper of repeated `hotelNote` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfHotelNote
 */
export type ArrayOfHotelNote = (CalendarNote | null)[];
/**
 * A wrapper of repeated `label` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfLabel
 */
export type ArrayOfLabel = (MealLabel | null)[];
/**
 * A wrapper of repeated `language` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfLanguage
 */
export type ArrayOfLanguage = (Language | null)[];
/**
 * A wrapper of repeated `meal` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfMeal
 */
export type ArrayOfMeal = (Meal | null)[];
/**
 * A wrapper of repeated `amount` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfMonetaryValue
 */
export type ArrayOfMonetaryValue = ((MonetaryValue | DiscountAmountWithPaymentMethods | PriceWithPaymentMethods) | null)[];
/**
 * A wrapper of repeated `note` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfNote
 */
export type ArrayOfNote = (CalendarNote | null)[];
/**
 * A wrapper of repeated `noteType` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfNoteType
 */
export type ArrayOfNoteType = (NoteType | null)[];
/**
 * A wrapper of repeated `price` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfPrice
 */
export type ArrayOfPrice = (PriceWithPaymentMethods | null)[];
/**
 * A wrapper of repeated `fee` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfPriceWithPaymentMethods
 */
export type ArrayOfPriceWithPaymentMethods = (PriceWithPaymentMethods | null)[];
/**
 * A wrapper of repeated `room` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfRoom
 */
export type ArrayOfRoom = ((Room | RoomWithFees | StaticRoom) | null)[];
/**
 * A wrapper of repeated `meal` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfRoomMeal
 */
export type ArrayOfRoomMeal = ((RoomMeal | RoomMealWithTaxes) | null)[];
/**
 * A wrapper of repeated `roomNote` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfRoomNote
 */
export type ArrayOfRoomNote = (CalendarNote | null)[];
/**
 * A wrapper of repeated `paymentMethod` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfRoomPaymentMethod
 */
export type ArrayOfRoomPaymentMethod = ((RoomPaymentMethod | StaticPaymentMethod) | null)[];
/**
 * A wrapper of repeated `roomType` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfRoomType
 */
export type ArrayOfRoomType = (RoomType | null)[];
/**
 * A wrapper of repeated `roomtype` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfRoomTypeWithRooms
 */
export type ArrayOfRoomTypeWithRooms = ((RoomTypeWithRooms | StaticRoomTypeWithRooms) | null)[];
/**
 * A wrapper of repeated `tax` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfTax
 */
export type ArrayOfTax = ((MonetaryValue | DiscountAmountWithPaymentMethods | PriceWithPaymentMethods) | null)[];
/**
 * A wrapper of repeated `theme` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/15/}ArrayOfTheme
 */
export type ArrayOfTheme = (Theme | null)[];
/**
 * Base of results that report a failure inside the result rather than as a fault.
 * @generated from xs:complexType {http://xml.example.net/15/}BaseResult
 */
export interface BaseResult {
    $type?: "BaseResult";
    /**
     * The failure, when the operation failed.
     *
     * XML name: `Error`
     */
    error?: ErrorObject;
    /**
     * Key/value details of the failure.
     *
     * XML name: `ErrorAttributes`
     */
    errorAttributes?: ArrayOfErrorAttribute;
}
/** Reader of `BaseResult`. */
export declare const BaseResult: ComplexType<BaseResult>;
/** Writer of `BaseResult`. */
export declare function writeBaseResult(w: XmlWriter, ns: string, local: string, value: BaseResult | BookResult | Booking | BookingWithStatus | BookingWithStatusAndTaxesAndFees | BookingWithTaxesAndFees | GetRoomTypesResult | SearchResult | null, xsiType?: boolean): void;
/** Markup of `BaseResult`. */
export declare function markupBaseResult(name: string, value: BaseResult | BookResult | Booking | BookingWithStatus | BookingWithStatusAndTaxesAndFees | BookingWithTaxesAndFees | GetRoomTypesResult | SearchResult | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `BaseResult`. */
export declare function validateBaseResult(value: BaseResult | BookResult | Booking | BookingWithStatus | BookingWithStatusAndTaxesAndFees | BookingWithTaxesAndFees | GetRoomTypesResult | SearchResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Result of BookV2: the booking made, or a failure reported in Error.
 *
 * Derived by extension from `BaseResult`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}BookResult
 */
export interface BookResult {
    $type?: "BookResult";
    /**
     * The failure, when the operation failed.
     *
     * XML name: `Error`
     */
    error?: ErrorObject;
    /**
     * Key/value details of the failure.
     *
     * XML name: `ErrorAttributes`
     */
    errorAttributes?: ArrayOfErrorAttribute;
    booking: (Booking | BookingWithStatus | BookingWithStatusAndTaxesAndFees | BookingWithTaxesAndFees) | null;
}
/** Reader of `BookResult`. */
export declare const BookResult: ComplexType<BookResult>;
/** Writer of `BookResult`. */
export declare function writeBookResult(w: XmlWriter, ns: string, local: string, value: BookResult | null, xsiType?: boolean): void;
/** Markup of `BookResult`. */
export declare function markupBookResult(name: string, value: BookResult | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `BookResult`. */
export declare function validateBookResult(value: BookResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of BookV2: makes a hotel room booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}BookV2/element
 */
export interface BookV2 {
    /** Login name of the registered reseller client (credentials travel in every request). */
    userName?: string;
    /** Password of the reseller client. */
    password?: string;
    /** Currency of the booking; allowed values are not published. */
    currency?: string;
    /** Language of texts in the result; allowed values are not published. */
    language?: string;
    email?: string;
    /** Arrival date. */
    checkInDate: XsDateTime;
    /** Departure date. */
    checkOutDate: XsDateTime;
    roomId: number;
    /** Number of rooms. */
    rooms: number;
    /** Number of adults. */
    adults: number;
    /** Number of children. */
    children: number;
    /** Number of infants. */
    infant: number;
    /** The client's own reference for the booking. */
    yourRef?: string;
    /** Special-request text of the booking. */
    specialrequest?: string;
    mealId: number;
    /** First name of adult guest 1 (slots 1 to 9, filled in order). */
    adultGuest1FirstName?: string;
    /** Last name of adult guest 1 (slots 1 to 9, filled in order). */
    adultGuest1LastName?: string;
    /** First name of adult guest 2 (slots 1 to 9, filled in order). */
    adultGuest2FirstName?: string;
    /** Last name of adult guest 2 (slots 1 to 9, filled in order). */
    adultGuest2LastName?: string;
    /** First name of adult guest 3 (slots 1 to 9, filled in order). */
    adultGuest3FirstName?: string;
    /** Last name of adult guest 3 (slots 1 to 9, filled in order). */
    adultGuest3LastName?: string;
    /** First name of adult guest 4 (slots 1 to 9, filled in order). */
    adultGuest4FirstName?: string;
    /** Last name of adult guest 4 (slots 1 to 9, filled in order). */
    adultGuest4LastName?: string;
    /** First name of adult guest 5 (slots 1 to 9, filled in order). */
    adultGuest5FirstName?: string;
    /** Last name of adult guest 5 (slots 1 to 9, filled in order). */
    adultGuest5LastName?: string;
    /** First name of adult guest 6 (slots 1 to 9, filled in order). */
    adultGuest6FirstName?: string;
    /** Last name of adult guest 6 (slots 1 to 9, filled in order). */
    adultGuest6LastName?: string;
    /** First name of adult guest 7 (slots 1 to 9, filled in order). */
    adultGuest7FirstName?: string;
    /** Last name of adult guest 7 (slots 1 to 9, filled in order). */
    adultGuest7LastName?: string;
    /** First name of adult guest 8 (slots 1 to 9, filled in order). */
    adultGuest8FirstName?: string;
    /** Last name of adult guest 8 (slots 1 to 9, filled in order). */
    adultGuest8LastName?: string;
    /** First name of adult guest 9 (slots 1 to 9, filled in order). */
    adultGuest9FirstName?: string;
    /** Last name of adult guest 9 (slots 1 to 9, filled in order). */
    adultGuest9LastName?: string;
    /** First name of child guest 1 (slots 1 to 9, filled in order). */
    childrenGuest1FirstName?: string;
    /** Last name of child guest 1 (slots 1 to 9, filled in order). */
    childrenGuest1LastName?: string;
    /** Age of child guest 1, as text. */
    childrenGuestAge1?: string;
    /** First name of child guest 2 (slots 1 to 9, filled in order). */
    childrenGuest2FirstName?: string;
    /** Last name of child guest 2 (slots 1 to 9, filled in order). */
    childrenGuest2LastName?: string;
    /** Age of child guest 2, as text. */
    childrenGuestAge2?: string;
    /** First name of child guest 3 (slots 1 to 9, filled in order). */
    childrenGuest3FirstName?: string;
    /** Last name of child guest 3 (slots 1 to 9, filled in order). */
    childrenGuest3LastName?: string;
    /** Age of child guest 3, as text. */
    childrenGuestAge3?: string;
    /** First name of child guest 4 (slots 1 to 9, filled in order). */
    childrenGuest4FirstName?: string;
    /** Last name of child guest 4 (slots 1 to 9, filled in order). */
    childrenGuest4LastName?: string;
    /** Age of child guest 4, as text. */
    childrenGuestAge4?: string;
    /** First name of child guest 5 (slots 1 to 9, filled in order). */
    childrenGuest5FirstName?: string;
    /** Last name of child guest 5 (slots 1 to 9, filled in order). */
    childrenGuest5LastName?: string;
    /** Age of child guest 5, as text. */
    childrenGuestAge5?: string;
    /** First name of child guest 6 (slots 1 to 9, filled in order). */
    childrenGuest6FirstName?: string;
    /** Last name of child guest 6 (slots 1 to 9, filled in order). */
    childrenGuest6LastName?: string;
    /** Age of child guest 6, as text. */
    childrenGuestAge6?: string;
    /** First name of child guest 7 (slots 1 to 9, filled in order). */
    childrenGuest7FirstName?: string;
    /** Last name of child guest 7 (slots 1 to 9, filled in order). */
    childrenGuest7LastName?: string;
    /** Age of child guest 7, as text. */
    childrenGuestAge7?: string;
    /** First name of child guest 8 (slots 1 to 9, filled in order). */
    childrenGuest8FirstName?: string;
    /** Last name of child guest 8 (slots 1 to 9, filled in order). */
    childrenGuest8LastName?: string;
    /** Age of child guest 8, as text. */
    childrenGuestAge8?: string;
    /** First name of child guest 9 (slots 1 to 9, filled in order). */
    childrenGuest9FirstName?: string;
    /** Last name of child guest 9 (slots 1 to 9, filled in order). */
    childrenGuest9LastName?: string;
    /** Age of child guest 9, as text. */
    childrenGuestAge9?: string;
    paymentMethodId: number;
    creditCardType?: string;
    creditCardNumber?: string;
    creditCardHolder?: string;
    creditCardCVV2?: string;
    creditCardExpYear?: string;
    creditCardExpMonth?: string;
    customerEmail?: string;
    invoiceRef?: string;
    customerCountry?: string;
    b2c?: string;
    commissionAmountInHotelCurrency?: string;
    preBookCode?: string;
}
/** Reader of `BookV2`. */
export declare const BookV2: ComplexType<BookV2>;
/** Writer of `BookV2`. */
export declare function writeBookV2(w: XmlWriter, ns: string, local: string, value: BookV2 | null): void;
/** Markup of `BookV2`. */
export declare function markupBookV2(name: string, value: BookV2 | null, start?: string, end?: string): string;
/** Checks a value of `BookV2`. */
export declare function validateBookV2(value: BookV2, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of BookV2.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}BookV2Response/element
 */
export interface BookV2Response {
    bookResult: BookResult | null;
}
/** Reader of `BookV2Response`. */
export declare const BookV2Response: ComplexType<BookV2Response>;
/** Writer of `BookV2Response`. */
export declare function writeBookV2Response(w: XmlWriter, ns: string, local: string, value: BookV2Response | null): void;
/** Markup of `BookV2Response`. */
export declare function markupBookV2Response(name: string, value: BookV2Response | null, start?: string, end?: string): string;
/** Checks a value of `BookV2Response`. */
export declare function validateBookV2Response(value: BookV2Response, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A hotel booking.
 *
 * Derived by extension from `BaseResult`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}Booking
 */
export interface Booking {
    $type?: "Booking";
    /**
     * The failure, when the operation failed.
     *
     * XML name: `Error`
     */
    error?: ErrorObject;
    /**
     * Key/value details of the failure.
     *
     * XML name: `ErrorAttributes`
     */
    errorAttributes?: ArrayOfErrorAttribute;
    bookingnumber?: string;
    /** XML name: `hotel.id` */
    hotelId: number;
    /** XML name: `hotel.name` */
    hotelName?: string;
    /** XML name: `hotel.address` */
    hotelAddress?: string;
    /** XML name: `hotel.phone` */
    hotelPhone?: string;
    numberofrooms?: string;
    /** XML name: `room.type` */
    roomType?: string;
    /** XML name: `room.englishType` */
    roomEnglishType?: string;
    mealId: number;
    meal?: string;
    mealLabel?: string;
    englishMeal?: string;
    englishMealLabel?: string;
    adultGuests?: ArrayOfAdultGuest;
    childrenGuests?: ArrayOfChildGuest;
    /** Arrival date. */
    checkindate: XsDateTime;
    /** Departure date. */
    checkoutdate: XsDateTime;
    prices?: ArrayOfPrice;
    currency?: string;
    /** When the booking was made. */
    bookingdate: XsDateTime;
    /**
     * Time zone of bookingdate.
     *
     * XML name: `bookingdate.timezone`
     */
    bookingdateTimezone?: string;
    cancellationpolicies: StaticPercentageCancellationPolicy[];
    /**
     * First moment from which a cancellation costs a fee, in Central European Time.
     *
     * XML name: `earliestNonFreeCancellationDate.CET`
     */
    earliestNonFreeCancellationDateCET: XsDateTime | null;
    /**
     * First moment from which a cancellation costs a fee, in the hotel's local time.
     *
     * XML name: `earliestNonFreeCancellationDate.Local`
     */
    earliestNonFreeCancellationDateLocal: XsDateTime | null;
    /** The client's own reference for the booking. */
    yourref?: string;
    voucher?: string;
    bookedBy?: string;
    transferbooked: number;
    paymentmethod?: PaymentMethod;
    hotelNotes?: ArrayOfHotelNote;
    englishHotelNotes?: ArrayOfEnglishHotelNote;
    roomNotes?: ArrayOfRoomNote;
    englishRoomNotes?: ArrayOfEnglishRoomNote;
    invoiceref?: string;
}
/** Reader of `Booking`. */
export declare const Booking: ComplexType<Booking>;
/** Writer of `Booking`. */
export declare function writeBooking(w: XmlWriter, ns: string, local: string, value: Booking | BookingWithStatus | BookingWithStatusAndTaxesAndFees | BookingWithTaxesAndFees | null, xsiType?: boolean): void;
/** Markup of `Booking`. */
export declare function markupBooking(name: string, value: Booking | BookingWithStatus | BookingWithStatusAndTaxesAndFees | BookingWithTaxesAndFees | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `Booking`. */
export declare function validateBooking(value: Booking | BookingWithStatus | BookingWithStatusAndTaxesAndFees | BookingWithTaxesAndFees, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A booking with its state and its current cancellation fee.
 *
 * Derived by extension from `Booking`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}BookingWithStatus
 */
export interface BookingWithStatus {
    $type?: "BookingWithStatus";
    /**
     * The failure, when the operation failed.
     *
     * XML name: `Error`
     */
    error?: ErrorObject;
    /**
     * Key/value details of the failure.
     *
     * XML name: `ErrorAttributes`
     */
    errorAttributes?: ArrayOfErrorAttribute;
    bookingnumber?: string;
    /** XML name: `hotel.id` */
    hotelId: number;
    /** XML name: `hotel.name` */
    hotelName?: string;
    /** XML name: `hotel.address` */
    hotelAddress?: string;
    /** XML name: `hotel.phone` */
    hotelPhone?: string;
    numberofrooms?: string;
    /** XML name: `room.type` */
    roomType?: string;
    /** XML name: `room.englishType` */
    roomEnglishType?: string;
    mealId: number;
    meal?: string;
    mealLabel?: string;
    englishMeal?: string;
    englishMealLabel?: string;
    adultGuests?: ArrayOfAdultGuest;
    childrenGuests?: ArrayOfChildGuest;
    /** Arrival date. */
    checkindate: XsDateTime;
    /** Departure date. */
    checkoutdate: XsDateTime;
    prices?: ArrayOfPrice;
    currency?: string;
    /** When the booking was made. */
    bookingdate: XsDateTime;
    /**
     * Time zone of bookingdate.
     *
     * XML name: `bookingdate.timezone`
     */
    bookingdateTimezone?: string;
    cancellationpolicies: StaticPercentageCancellationPolicy[];
    /**
     * First moment from which a cancellation costs a fee, in Central European Time.
     *
     * XML name: `earliestNonFreeCancellationDate.CET`
     */
    earliestNonFreeCancellationDateCET: XsDateTime | null;
    /**
     * First moment from which a cancellation costs a fee, in the hotel's local time.
     *
     * XML name: `earliestNonFreeCancellationDate.Local`
     */
    earliestNonFreeCancellationDateLocal: XsDateTime | null;
    /** The client's own reference for the booking. */
    yourref?: string;
    voucher?: string;
    bookedBy?: string;
    transferbooked: number;
    paymentmethod?: PaymentMethod;
    hotelNotes?: ArrayOfHotelNote;
    englishHotelNotes?: ArrayOfEnglishHotelNote;
    roomNotes?: ArrayOfRoomNote;
    englishRoomNotes?: ArrayOfEnglishRoomNote;
    invoiceref?: string;
    /** State of the booking. */
    bookingStatus: BookingStatus;
    /** Fee that a cancellation would cost now. */
    currentCancellationPolicyFee?: ArrayOfPriceWithPaymentMethods;
    /** Deadline of the cancellation policy that applies now. */
    currentCancellationPolicyDeadline: XsDateTime | null;
}
/** Reader of `BookingWithStatus`. */
export declare const BookingWithStatus: ComplexType<BookingWithStatus>;
/** Writer of `BookingWithStatus`. */
export declare function writeBookingWithStatus(w: XmlWriter, ns: string, local: string, value: BookingWithStatus | BookingWithStatusAndTaxesAndFees | null, xsiType?: boolean): void;
/** Markup of `BookingWithStatus`. */
export declare function markupBookingWithStatus(name: string, value: BookingWithStatus | BookingWithStatusAndTaxesAndFees | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `BookingWithStatus`. */
export declare function validateBookingWithStatus(value: BookingWithStatus | BookingWithStatusAndTaxesAndFees, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A booking with its state, its current cancellation fee, its taxes and its fees.
 *
 * Derived by extension from `BookingWithStatus`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}BookingWithStatusAndTaxesAndFees
 */
export interface BookingWithStatusAndTaxesAndFees {
    $type?: "BookingWithStatusAndTaxesAndFees";
    /**
     * The failure, when the operation failed.
     *
     * XML name: `Error`
     */
    error?: ErrorObject;
    /**
     * Key/value details of the failure.
     *
     * XML name: `ErrorAttributes`
     */
    errorAttributes?: ArrayOfErrorAttribute;
    bookingnumber?: string;
    /** XML name: `hotel.id` */
    hotelId: number;
    /** XML name: `hotel.name` */
    hotelName?: string;
    /** XML name: `hotel.address` */
    hotelAddress?: string;
    /** XML name: `hotel.phone` */
    hotelPhone?: string;
    numberofrooms?: string;
    /** XML name: `room.type` */
    roomType?: string;
    /** XML name: `room.englishType` */
    roomEnglishType?: string;
    mealId: number;
    meal?: string;
    mealLabel?: string;
    englishMeal?: string;
    englishMealLabel?: string;
    adultGuests?: ArrayOfAdultGuest;
    childrenGuests?: ArrayOfChildGuest;
    /** Arrival date. */
    checkindate: XsDateTime;
    /** Departure date. */
    checkoutdate: XsDateTime;
    prices?: ArrayOfPrice;
    currency?: string;
    /** When the booking was made. */
    bookingdate: XsDateTime;
    /**
     * Time zone of bookingdate.
     *
     * XML name: `bookingdate.timezone`
     */
    bookingdateTimezone?: string;
    cancellationpolicies: StaticPercentageCancellationPolicy[];
    /**
     * First moment from which a cancellation costs a fee, in Central European Time.
     *
     * XML name: `earliestNonFreeCancellationDate.CET`
     */
    earliestNonFreeCancellationDateCET: XsDateTime | null;
    /**
     * First moment from which a cancellation costs a fee, in the hotel's local time.
     *
     * XML name: `earliestNonFreeCancellationDate.Local`
     */
    earliestNonFreeCancellationDateLocal: XsDateTime | null;
    /** The client's own reference for the booking. */
    yourref?: string;
    voucher?: string;
    bookedBy?: string;
    transferbooked: number;
    paymentmethod?: PaymentMethod;
    hotelNotes?: ArrayOfHotelNote;
    englishHotelNotes?: ArrayOfEnglishHotelNote;
    roomNotes?: ArrayOfRoomNote;
    englishRoomNotes?: ArrayOfEnglishRoomNote;
    invoiceref?: string;
    /** State of the booking. */
    bookingStatus: BookingStatus;
    /** Fee that a cancellation would cost now. */
    currentCancellationPolicyFee?: ArrayOfPriceWithPaymentMethods;
    /** Deadline of the cancellation policy that applies now. */
    currentCancellationPolicyDeadline: XsDateTime | null;
    taxes?: ArrayOfTax;
    fees?: ArrayOfFee;
}
/** Reader of `BookingWithStatusAndTaxesAndFees`. */
export declare const BookingWithStatusAndTaxesAndFees: ComplexType<BookingWithStatusAndTaxesAndFees>;
/** Writer of `BookingWithStatusAndTaxesAndFees`. */
export declare function writeBookingWithStatusAndTaxesAndFees(w: XmlWriter, ns: string, local: string, value: BookingWithStatusAndTaxesAndFees | null, xsiType?: boolean): void;
/** Markup of `BookingWithStatusAndTaxesAndFees`. */
export declare function markupBookingWithStatusAndTaxesAndFees(name: string, value: BookingWithStatusAndTaxesAndFees | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `BookingWithStatusAndTaxesAndFees`. */
export declare function validateBookingWithStatusAndTaxesAndFees(value: BookingWithStatusAndTaxesAndFees, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A booking with its taxes and fees.
 *
 * Derived by extension from `Booking`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}BookingWithTaxesAndFees
 */
export interface BookingWithTaxesAndFees {
    $type?: "BookingWithTaxesAndFees";
    /**
     * The failure, when the operation failed.
     *
     * XML name: `Error`
     */
    error?: ErrorObject;
    /**
     * Key/value details of the failure.
     *
     * XML name: `ErrorAttributes`
     */
    errorAttributes?: ArrayOfErrorAttribute;
    bookingnumber?: string;
    /** XML name: `hotel.id` */
    hotelId: number;
    /** XML name: `hotel.name` */
    hotelName?: string;
    /** XML name: `hotel.address` */
    hotelAddress?: string;
    /** XML name: `hotel.phone` */
    hotelPhone?: string;
    numberofrooms?: string;
    /** XML name: `room.type` */
    roomType?: string;
    /** XML name: `room.englishType` */
    roomEnglishType?: string;
    mealId: number;
    meal?: string;
    mealLabel?: string;
    englishMeal?: string;
    englishMealLabel?: string;
    adultGuests?: ArrayOfAdultGuest;
    childrenGuests?: ArrayOfChildGuest;
    /** Arrival date. */
    checkindate: XsDateTime;
    /** Departure date. */
    checkoutdate: XsDateTime;
    prices?: ArrayOfPrice;
    currency?: string;
    /** When the booking was made. */
    bookingdate: XsDateTime;
    /**
     * Time zone of bookingdate.
     *
     * XML name: `bookingdate.timezone`
     */
    bookingdateTimezone?: string;
    cancellationpolicies: StaticPercentageCancellationPolicy[];
    /**
     * First moment from which a cancellation costs a fee, in Central European Time.
     *
     * XML name: `earliestNonFreeCancellationDate.CET`
     */
    earliestNonFreeCancellationDateCET: XsDateTime | null;
    /**
     * First moment from which a cancellation costs a fee, in the hotel's local time.
     *
     * XML name: `earliestNonFreeCancellationDate.Local`
     */
    earliestNonFreeCancellationDateLocal: XsDateTime | null;
    /** The client's own reference for the booking. */
    yourref?: string;
    voucher?: string;
    bookedBy?: string;
    transferbooked: number;
    paymentmethod?: PaymentMethod;
    hotelNotes?: ArrayOfHotelNote;
    englishHotelNotes?: ArrayOfEnglishHotelNote;
    roomNotes?: ArrayOfRoomNote;
    englishRoomNotes?: ArrayOfEnglishRoomNote;
    invoiceref?: string;
    taxes?: ArrayOfTax;
    fees?: ArrayOfFee;
}
/** Reader of `BookingWithTaxesAndFees`. */
export declare const BookingWithTaxesAndFees: ComplexType<BookingWithTaxesAndFees>;
/** Writer of `BookingWithTaxesAndFees`. */
export declare function writeBookingWithTaxesAndFees(w: XmlWriter, ns: string, local: string, value: BookingWithTaxesAndFees | null, xsiType?: boolean): void;
/** Markup of `BookingWithTaxesAndFees`. */
export declare function markupBookingWithTaxesAndFees(name: string, value: BookingWithTaxesAndFees | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `BookingWithTaxesAndFees`. */
export declare function validateBookingWithTaxesAndFees(value: BookingWithTaxesAndFees, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A note valid from start_date to end_date.
 * @generated from xs:complexType {http://xml.example.net/15/}CalendarNote
 */
export interface CalendarNote {
    /** XML name: `@start_date` */
    startDate: XsDateTime;
    /** XML name: `@end_date` */
    endDate: XsDateTime;
    text?: string;
}
/** Reader of `CalendarNote`. */
export declare const CalendarNote: ComplexType<CalendarNote>;
/** Writer of `CalendarNote`. */
export declare function writeCalendarNote(w: XmlWriter, ns: string, local: string, value: CalendarNote | null): void;
/** Markup of `CalendarNote`. */
export declare function markupCalendarNote(name: string, value: CalendarNote | null, start?: string, end?: string): string;
/** Checks a value of `CalendarNote`. */
export declare function validateCalendarNote(value: CalendarNote, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A typed code of a hotel.
 * @generated from xs:complexType {http://xml.example.net/15/}Code
 */
export interface Code {
    type?: string;
    value?: string;
}
/** Reader of `Code`. */
export declare const Code: ComplexType<Code>;
/** Writer of `Code`. */
export declare function writeCode(w: XmlWriter, ns: string, local: string, value: Code | null): void;
/** Markup of `Code`. */
export declare function markupCode(name: string, value: Code | null, start?: string, _end?: string): string;
/** Checks a value of `Code`. */
export declare function validateCode(value: Code, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A discount on a room meal.
 * @generated from xs:complexType {http://xml.example.net/15/}Discount
 */
export interface Discount {
    typeId: number;
    amounts?: ArrayOfDiscountAmountWithPaymentMethods;
}
/** Reader of `Discount`. */
export declare const Discount: ComplexType<Discount>;
/** Writer of `Discount`. */
export declare function writeDiscount(w: XmlWriter, ns: string, local: string, value: Discount | null): void;
/** Markup of `Discount`. */
export declare function markupDiscount(name: string, value: Discount | null, start?: string, end?: string): string;
/** Checks a value of `Discount`. */
export declare function validateDiscount(value: Discount, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A discount amount that applies to the listed payment methods.
 *
 * Derived by extension from `MonetaryValue`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}DiscountAmountWithPaymentMethods
 */
export interface DiscountAmountWithPaymentMethods {
    $type?: "DiscountAmountWithPaymentMethods";
    /** Character data of the element (`xs:simpleContent` of type `DiscountAmountWithPaymentMethods`). */
    value: XsDecimal;
    /** Currency of the amount (the spec does not list the codes). */
    currency?: string;
    /** Ids of the payment methods this discount applies to. */
    paymentMethods: PaymentMethodIdList;
}
/** Reader of `DiscountAmountWithPaymentMethods`. */
export declare const DiscountAmountWithPaymentMethods: ComplexType<DiscountAmountWithPaymentMethods>;
/** Writer of `DiscountAmountWithPaymentMethods`. */
export declare function writeDiscountAmountWithPaymentMethods(w: XmlWriter, ns: string, local: string, value: DiscountAmountWithPaymentMethods | null, xsiType?: boolean): void;
/** Markup of `DiscountAmountWithPaymentMethods`. */
export declare function markupDiscountAmountWithPaymentMethods(name: string, value: DiscountAmountWithPaymentMethods | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `DiscountAmountWithPaymentMethods`. */
export declare function validateDiscountAmountWithPaymentMethods(value: DiscountAmountWithPaymentMethods, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * One key/value detail of a failure.
 * @generated from xs:complexType {http://xml.example.net/15/}ErrorAttribute
 */
export interface ErrorAttribute {
    /** XML name: `Key` */
    key?: string;
    /** XML name: `Value` */
    value?: string;
}
/** Reader of `ErrorAttribute`. */
export declare const ErrorAttribute: ComplexType<ErrorAttribute>;
/** Writer of `ErrorAttribute`. */
export declare function writeErrorAttribute(w: XmlWriter, ns: string, local: string, value: ErrorAttribute | null): void;
/** Markup of `ErrorAttribute`. */
export declare function markupErrorAttribute(name: string, value: ErrorAttribute | null, start?: string, end?: string): string;
/** Checks a value of `ErrorAttribute`. */
export declare function validateErrorAttribute(value: ErrorAttribute, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A failure reported inside a result.
 * @generated from xs:complexType {http://xml.example.net/15/}ErrorObject
 */
export interface ErrorObject {
    /**
     * Kind of failure; its values are not published.
     *
     * XML name: `ErrorType`
     */
    errorType?: string;
    /**
     * Human-readable description of the failure.
     *
     * XML name: `Message`
     */
    message?: string;
}
/** Reader of `ErrorObject`. */
export declare const ErrorObject: ComplexType<ErrorObject>;
/** Writer of `ErrorObject`. */
export declare function writeErrorObject(w: XmlWriter, ns: string, local: string, value: ErrorObject | null): void;
/** Markup of `ErrorObject`. */
export declare function markupErrorObject(name: string, value: ErrorObject | null, start?: string, end?: string): string;
/** Checks a value of `ErrorObject`. */
export declare function validateErrorObject(value: ErrorObject, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A feature, by id.
 * @generated from xs:complexType {http://xml.example.net/15/}Feature
 */
export interface Feature {
    $type?: "Feature";
    id: number;
}
/** Reader of `Feature`. */
export declare const Feature: ComplexType<Feature>;
/** Writer of `Feature`. */
export declare function writeFeature(w: XmlWriter, ns: string, local: string, value: Feature | FeatureWithName | null, xsiType?: boolean): void;
/** Markup of `Feature`. */
export declare function markupFeature(name: string, value: Feature | FeatureWithName | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `Feature`. */
export declare function validateFeature(value: Feature | FeatureWithName, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A feature with its name.
 *
 * Derived by extension from `Feature`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}FeatureWithName
 */
export interface FeatureWithName {
    $type?: "FeatureWithName";
    id: number;
    name?: string;
}
/** Reader of `FeatureWithName`. */
export declare const FeatureWithName: ComplexType<FeatureWithName>;
/** Writer of `FeatureWithName`. */
export declare function writeFeatureWithName(w: XmlWriter, ns: string, local: string, value: FeatureWithName | null, xsiType?: boolean): void;
/** Markup of `FeatureWithName`. */
export declare function markupFeatureWithName(name: string, value: FeatureWithName | null, start?: string, _end?: string, xsiType?: boolean): string;
/** Checks a value of `FeatureWithName`. */
export declare function validateFeatureWithName(value: FeatureWithName, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A fee, with its amounts and whether the price already includes it.
 * @generated from xs:complexType {http://xml.example.net/15/}Fee
 */
export interface Fee {
    name?: string;
    amounts?: ArrayOfMonetaryValue;
    /** Whether the price already includes this fee. */
    includedInPrice: boolean;
}
/** Reader of `Fee`. */
export declare const Fee: ComplexType<Fee>;
/** Writer of `Fee`. */
export declare function writeFee(w: XmlWriter, ns: string, local: string, value: Fee | null): void;
/** Markup of `Fee`. */
export declare function markupFee(name: string, value: Fee | null, start?: string, end?: string): string;
/** Checks a value of `Fee`. */
export declare function validateFee(value: Fee, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of GetHotelNoteTypes: reads the reference list of hotel note types.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetHotelNoteTypes/element
 */
export interface GetHotelNoteTypes {
    /** Login name of the registered reseller client (credentials travel in every request). */
    userName?: string;
    /** Password of the reseller client. */
    password?: string;
    /** Language of texts in the result; allowed values are not published. */
    language?: string;
}
/** Reader of `GetHotelNoteTypes`. */
export declare const GetHotelNoteTypes: ComplexType<GetHotelNoteTypes>;
/** Writer of `GetHotelNoteTypes`. */
export declare function writeGetHotelNoteTypes(w: XmlWriter, ns: string, local: string, value: GetHotelNoteTypes | null): void;
/** Markup of `GetHotelNoteTypes`. */
export declare function markupGetHotelNoteTypes(name: string, value: GetHotelNoteTypes | null, start?: string, end?: string): string;
/** Checks a value of `GetHotelNoteTypes`. */
export declare function validateGetHotelNoteTypes(value: GetHotelNoteTypes, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of GetHotelNoteTypes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetHotelNoteTypesResponse/element
 */
export interface GetHotelNoteTypesResponse {
    getHotelNoteTypesResult?: GetHotelNoteTypesResult;
}
/** Reader of `GetHotelNoteTypesResponse`. */
export declare const GetHotelNoteTypesResponse: ComplexType<GetHotelNoteTypesResponse>;
/** Writer of `GetHotelNoteTypesResponse`. */
export declare function writeGetHotelNoteTypesResponse(w: XmlWriter, ns: string, local: string, value: GetHotelNoteTypesResponse | null): void;
/** Markup of `GetHotelNoteTypesResponse`. */
export declare function markupGetHotelNoteTypesResponse(name: string, value: GetHotelNoteTypesResponse | null, start?: string, end?: string): string;
/** Checks a value of `GetHotelNoteTypesResponse`. */
export declare function validateGetHotelNoteTypesResponse(value: GetHotelNoteTypesResponse, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Reference list of hotel note types.
 * @generated from xs:complexType {http://xml.example.net/15/}GetHotelNoteTypesResult
 */
export interface GetHotelNoteTypesResult {
    noteTypes?: ArrayOfNoteType;
}
/** Reader of `GetHotelNoteTypesResult`. */
export declare const GetHotelNoteTypesResult: ComplexType<GetHotelNoteTypesResult>;
/** Writer of `GetHotelNoteTypesResult`. */
export declare function writeGetHotelNoteTypesResult(w: XmlWriter, ns: string, local: string, value: GetHotelNoteTypesResult | null): void;
/** Markup of `GetHotelNoteTypesResult`. */
export declare function markupGetHotelNoteTypesResult(name: string, value: GetHotelNoteTypesResult | null, start?: string, end?: string): string;
/** Checks a value of `GetHotelNoteTypesResult`. */
export declare function validateGetHotelNoteTypesResult(value: GetHotelNoteTypesResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of GetLanguages: reads the reference list of languages (no language parameter).
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetLanguages/element
 */
export interface GetLanguages {
    /** Login name of the registered reseller client (credentials travel in every request). */
    userName?: string;
    /** Password of the reseller client. */
    password?: string;
}
/** Reader of `GetLanguages`. */
export declare const GetLanguages: ComplexType<GetLanguages>;
/** Writer of `GetLanguages`. */
export declare function writeGetLanguages(w: XmlWriter, ns: string, local: string, value: GetLanguages | null): void;
/** Markup of `GetLanguages`. */
export declare function markupGetLanguages(name: string, value: GetLanguages | null, start?: string, end?: string): string;
/** Checks a value of `GetLanguages`. */
export declare function validateGetLanguages(value: GetLanguages, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of GetLanguages.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetLanguagesResponse/element
 */
export interface GetLanguagesResponse {
    getLanguagesResult?: GetLanguagesResult;
}
/** Reader of `GetLanguagesResponse`. */
export declare const GetLanguagesResponse: ComplexType<GetLanguagesResponse>;
/** Writer of `GetLanguagesResponse`. */
export declare function writeGetLanguagesResponse(w: XmlWriter, ns: string, local: string, value: GetLanguagesResponse | null): void;
/** Markup of `GetLanguagesResponse`. */
export declare function markupGetLanguagesResponse(name: string, value: GetLanguagesResponse | null, start?: string, end?: string): string;
/** Checks a value of `GetLanguagesResponse`. */
export declare function validateGetLanguagesResponse(value: GetLanguagesResponse, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Reference list of languages.
 * @generated from xs:complexType {http://xml.example.net/15/}GetLanguagesResult
 */
export interface GetLanguagesResult {
    languages?: ArrayOfLanguage;
}
/** Reader of `GetLanguagesResult`. */
export declare const GetLanguagesResult: ComplexType<GetLanguagesResult>;
/** Writer of `GetLanguagesResult`. */
export declare function writeGetLanguagesResult(w: XmlWriter, ns: string, local: string, value: GetLanguagesResult | null): void;
/** Markup of `GetLanguagesResult`. */
export declare function markupGetLanguagesResult(name: string, value: GetLanguagesResult | null, start?: string, end?: string): string;
/** Checks a value of `GetLanguagesResult`. */
export declare function validateGetLanguagesResult(value: GetLanguagesResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of GetMeals: reads the reference list of meals.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetMeals/element
 */
export interface GetMeals {
    /** Login name of the registered reseller client (credentials travel in every request). */
    userName?: string;
    /** Password of the reseller client. */
    password?: string;
    /** Language of texts in the result; allowed values are not published. */
    language?: string;
}
/** Reader of `GetMeals`. */
export declare const GetMeals: ComplexType<GetMeals>;
/** Writer of `GetMeals`. */
export declare function writeGetMeals(w: XmlWriter, ns: string, local: string, value: GetMeals | null): void;
/** Markup of `GetMeals`. */
export declare function markupGetMeals(name: string, value: GetMeals | null, start?: string, end?: string): string;
/** Checks a value of `GetMeals`. */
export declare function validateGetMeals(value: GetMeals, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of GetMeals.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetMealsResponse/element
 */
export interface GetMealsResponse {
    getMealsResult?: GetMealsResult;
}
/** Reader of `GetMealsResponse`. */
export declare const GetMealsResponse: ComplexType<GetMealsResponse>;
/** Writer of `GetMealsResponse`. */
export declare function writeGetMealsResponse(w: XmlWriter, ns: string, local: string, value: GetMealsResponse | null): void;
/** Markup of `GetMealsResponse`. */
export declare function markupGetMealsResponse(name: string, value: GetMealsResponse | null, start?: string, end?: string): string;
/** Checks a value of `GetMealsResponse`. */
export declare function validateGetMealsResponse(value: GetMealsResponse, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Reference list of meals.
 * @generated from xs:complexType {http://xml.example.net/15/}GetMealsResult
 */
export interface GetMealsResult {
    meals?: ArrayOfMeal;
}
/** Reader of `GetMealsResult`. */
export declare const GetMealsResult: ComplexType<GetMealsResult>;
/** Writer of `GetMealsResult`. */
export declare function writeGetMealsResult(w: XmlWriter, ns: string, local: string, value: GetMealsResult | null): void;
/** Markup of `GetMealsResult`. */
export declare function markupGetMealsResult(name: string, value: GetMealsResult | null, start?: string, end?: string): string;
/** Checks a value of `GetMealsResult`. */
export declare function validateGetMealsResult(value: GetMealsResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of GetRoomNoteTypes: reads the reference list of room note types.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetRoomNoteTypes/element
 */
export interface GetRoomNoteTypes {
    /** Login name of the registered reseller client (credentials travel in every request). */
    userName?: string;
    /** Password of the reseller client. */
    password?: string;
    /** Language of texts in the result; allowed values are not published. */
    language?: string;
}
/** Reader of `GetRoomNoteTypes`. */
export declare const GetRoomNoteTypes: ComplexType<GetRoomNoteTypes>;
/** Writer of `GetRoomNoteTypes`. */
export declare function writeGetRoomNoteTypes(w: XmlWriter, ns: string, local: string, value: GetRoomNoteTypes | null): void;
/** Markup of `GetRoomNoteTypes`. */
export declare function markupGetRoomNoteTypes(name: string, value: GetRoomNoteTypes | null, start?: string, end?: string): string;
/** Checks a value of `GetRoomNoteTypes`. */
export declare function validateGetRoomNoteTypes(value: GetRoomNoteTypes, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of GetRoomNoteTypes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetRoomNoteTypesResponse/element
 */
export interface GetRoomNoteTypesResponse {
    getRoomNoteTypesResult?: GetRoomNoteTypesResult;
}
/** Reader of `GetRoomNoteTypesResponse`. */
export declare const GetRoomNoteTypesResponse: ComplexType<GetRoomNoteTypesResponse>;
/** Writer of `GetRoomNoteTypesResponse`. */
export declare function writeGetRoomNoteTypesResponse(w: XmlWriter, ns: string, local: string, value: GetRoomNoteTypesResponse | null): void;
/** Markup of `GetRoomNoteTypesResponse`. */
export declare function markupGetRoomNoteTypesResponse(name: string, value: GetRoomNoteTypesResponse | null, start?: string, end?: string): string;
/** Checks a value of `GetRoomNoteTypesResponse`. */
export declare function validateGetRoomNoteTypesResponse(value: GetRoomNoteTypesResponse, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Reference list of room note types.
 * @generated from xs:complexType {http://xml.example.net/15/}GetRoomNoteTypesResult
 */
export interface GetRoomNoteTypesResult {
    noteTypes?: ArrayOfNoteType;
}
/** Reader of `GetRoomNoteTypesResult`. */
export declare const GetRoomNoteTypesResult: ComplexType<GetRoomNoteTypesResult>;
/** Writer of `GetRoomNoteTypesResult`. */
export declare function writeGetRoomNoteTypesResult(w: XmlWriter, ns: string, local: string, value: GetRoomNoteTypesResult | null): void;
/** Markup of `GetRoomNoteTypesResult`. */
export declare function markupGetRoomNoteTypesResult(name: string, value: GetRoomNoteTypesResult | null, start?: string, end?: string): string;
/** Checks a value of `GetRoomNoteTypesResult`. */
export declare function validateGetRoomNoteTypesResult(value: GetRoomNoteTypesResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Reference list of room types.
 *
 * Derived by extension from `BaseResult`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}GetRoomTypesResult
 */
export interface GetRoomTypesResult {
    $type?: "GetRoomTypesResult";
    /**
     * The failure, when the operation failed.
     *
     * XML name: `Error`
     */
    error?: ErrorObject;
    /**
     * Key/value details of the failure.
     *
     * XML name: `ErrorAttributes`
     */
    errorAttributes?: ArrayOfErrorAttribute;
    roomTypes?: ArrayOfRoomType;
}
/** Reader of `GetRoomTypesResult`. */
export declare const GetRoomTypesResult: ComplexType<GetRoomTypesResult>;
/** Writer of `GetRoomTypesResult`. */
export declare function writeGetRoomTypesResult(w: XmlWriter, ns: string, local: string, value: GetRoomTypesResult | null, xsiType?: boolean): void;
/** Markup of `GetRoomTypesResult`. */
export declare function markupGetRoomTypesResult(name: string, value: GetRoomTypesResult | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `GetRoomTypesResult`. */
export declare function validateGetRoomTypesResult(value: GetRoomTypesResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of GetThemes: reads the reference list of themes (no language parameter).
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetThemes/element
 */
export interface GetThemes {
    /** Login name of the registered reseller client (credentials travel in every request). */
    userName?: string;
    /** Password of the reseller client. */
    password?: string;
}
/** Reader of `GetThemes`. */
export declare const GetThemes: ComplexType<GetThemes>;
/** Writer of `GetThemes`. */
export declare function writeGetThemes(w: XmlWriter, ns: string, local: string, value: GetThemes | null): void;
/** Markup of `GetThemes`. */
export declare function markupGetThemes(name: string, value: GetThemes | null, start?: string, end?: string): string;
/** Checks a value of `GetThemes`. */
export declare function validateGetThemes(value: GetThemes, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of GetThemes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}GetThemesResponse/element
 */
export interface GetThemesResponse {
    getThemesResult?: GetThemesResult;
}
/** Reader of `GetThemesResponse`. */
export declare const GetThemesResponse: ComplexType<GetThemesResponse>;
/** Writer of `GetThemesResponse`. */
export declare function writeGetThemesResponse(w: XmlWriter, ns: string, local: string, value: GetThemesResponse | null): void;
/** Markup of `GetThemesResponse`. */
export declare function markupGetThemesResponse(name: string, value: GetThemesResponse | null, start?: string, end?: string): string;
/** Checks a value of `GetThemesResponse`. */
export declare function validateGetThemesResponse(value: GetThemesResponse, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Reference list of themes.
 * @generated from xs:complexType {http://xml.example.net/15/}GetThemesResult
 */
export interface GetThemesResult {
    themes?: ArrayOfTheme;
}
/** Reader of `GetThemesResult`. */
export declare const GetThemesResult: ComplexType<GetThemesResult>;
/** Writer of `GetThemesResult`. */
export declare function writeGetThemesResult(w: XmlWriter, ns: string, local: string, value: GetThemesResult | null): void;
/** Markup of `GetThemesResult`. */
export declare function markupGetThemesResult(name: string, value: GetThemesResult | null, start?: string, end?: string): string;
/** Checks a value of `GetThemesResult`. */
export declare function validateGetThemesResult(value: GetThemesResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A hotel with its room types.
 * @generated from xs:complexType {http://xml.example.net/15/}Hotel
 */
export interface Hotel {
    $type?: "Hotel";
    isPrioritized: boolean;
    /** XML name: `hotel.id` */
    hotelId: number;
    /** XML name: `destination_id` */
    destinationId: number;
    /** XML name: `resort_id` */
    resortId: number;
    transfer: number;
    roomtypes?: ArrayOfRoomTypeWithRooms;
    review?: ReviewValues;
    notes?: ArrayOfNote;
    distance: number | null;
    codes?: ArrayOfCode;
}
/** Reader of `Hotel`. */
export declare const Hotel: ComplexType<Hotel>;
/** Writer of `Hotel`. */
export declare function writeHotel(w: XmlWriter, ns: string, local: string, value: Hotel | StaticHotel | null, xsiType?: boolean): void;
/** Markup of `Hotel`. */
export declare function markupHotel(name: string, value: Hotel | StaticHotel | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `Hotel`. */
export declare function validateHotel(value: Hotel | StaticHotel, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A language of the reference list.
 * @generated from xs:complexType {http://xml.example.net/15/}Language
 */
export interface Language {
    /** ISO code of the language. */
    isoCode?: string;
    name?: string;
}
/** Reader of `Language`. */
export declare const Language: ComplexType<Language>;
/** Writer of `Language`. */
export declare function writeLanguage(w: XmlWriter, ns: string, local: string, value: Language | null): void;
/** Markup of `Language`. */
export declare function markupLanguage(name: string, value: Language | null, start?: string, end?: string): string;
/** Checks a value of `Language`. */
export declare function validateLanguage(value: Language, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A meal of the reference list.
 * @generated from xs:complexType {http://xml.example.net/15/}Meal
 */
export interface Meal {
    id: number;
    name?: string;
    labels?: ArrayOfLabel;
}
/** Reader of `Meal`. */
export declare const Meal: ComplexType<Meal>;
/** Writer of `Meal`. */
export declare function writeMeal(w: XmlWriter, ns: string, local: string, value: Meal | null): void;
/** Markup of `Meal`. */
export declare function markupMeal(name: string, value: Meal | null, start?: string, end?: string): string;
/** Checks a value of `Meal`. */
export declare function validateMeal(value: Meal, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A label of a meal (the shape is not published: an id and a text, see schema/README.md).
 * @generated from xs:complexType {http://xml.example.net/15/}MealLabel
 */
export interface MealLabel {
    id: number;
    text?: string;
}
/** Reader of `MealLabel`. */
export declare const MealLabel: ComplexType<MealLabel>;
/** Writer of `MealLabel`. */
export declare function writeMealLabel(w: XmlWriter, ns: string, local: string, value: MealLabel | null): void;
/** Markup of `MealLabel`. */
export declare function markupMealLabel(name: string, value: MealLabel | null, start?: string, end?: string): string;
/** Checks a value of `MealLabel`. */
export declare function validateMealLabel(value: MealLabel, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * An amount of money.
 * @generated from xs:complexType {http://xml.example.net/15/}MonetaryValue
 */
export interface MonetaryValue {
    $type?: "MonetaryValue";
    /** Character data of the element (`xs:simpleContent` of type `MonetaryValue`). */
    value: XsDecimal;
    /** Currency of the amount (the spec does not list the codes). */
    currency?: string;
}
/** Reader of `MonetaryValue`. */
export declare const MonetaryValue: ComplexType<MonetaryValue>;
/** Writer of `MonetaryValue`. */
export declare function writeMonetaryValue(w: XmlWriter, ns: string, local: string, value: MonetaryValue | DiscountAmountWithPaymentMethods | PriceWithPaymentMethods | null, xsiType?: boolean): void;
/** Markup of `MonetaryValue`. */
export declare function markupMonetaryValue(name: string, value: MonetaryValue | DiscountAmountWithPaymentMethods | PriceWithPaymentMethods | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `MonetaryValue`. */
export declare function validateMonetaryValue(value: MonetaryValue | DiscountAmountWithPaymentMethods | PriceWithPaymentMethods, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A note type of the reference list (hotel notes or room notes).
 * @generated from xs:complexType {http://xml.example.net/15/}NoteType
 */
export interface NoteType {
    id: number;
    text?: string;
}
/** Reader of `NoteType`. */
export declare const NoteType: ComplexType<NoteType>;
/** Writer of `NoteType`. */
export declare function writeNoteType(w: XmlWriter, ns: string, local: string, value: NoteType | null): void;
/** Markup of `NoteType`. */
export declare function markupNoteType(name: string, value: NoteType | null, start?: string, _end?: string): string;
/** Checks a value of `NoteType`. */
export declare function validateNoteType(value: NoteType, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * The payment method of a booking.
 * @generated from xs:complexType {http://xml.example.net/15/}PaymentMethod
 */
export interface PaymentMethod {
    id: number;
    name?: string;
    property: PaymentMethodProperty[];
}
/** Reader of `PaymentMethod`. */
export declare const PaymentMethod: ComplexType<PaymentMethod>;
/** Writer of `PaymentMethod`. */
export declare function writePaymentMethod(w: XmlWriter, ns: string, local: string, value: PaymentMethod | null): void;
/** Markup of `PaymentMethod`. */
export declare function markupPaymentMethod(name: string, value: PaymentMethod | null, start?: string, end?: string): string;
/** Checks a value of `PaymentMethod`. */
export declare function validatePaymentMethod(value: PaymentMethod, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * One key/value property of a payment method.
 * @generated from xs:complexType {http://xml.example.net/15/}PaymentMethodProperty
 */
export interface PaymentMethodProperty {
    key?: string;
    value?: string;
}
/** Reader of `PaymentMethodProperty`. */
export declare const PaymentMethodProperty: ComplexType<PaymentMethodProperty>;
/** Writer of `PaymentMethodProperty`. */
export declare function writePaymentMethodProperty(w: XmlWriter, ns: string, local: string, value: PaymentMethodProperty | null): void;
/** Markup of `PaymentMethodProperty`. */
export declare function markupPaymentMethodProperty(name: string, value: PaymentMethodProperty | null, start?: string, _end?: string): string;
/** Checks a value of `PaymentMethodProperty`. */
export declare function validatePaymentMethodProperty(value: PaymentMethodProperty, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A cancellation policy: the percentage charged from the deadline on.
 * @generated from xs:complexType {http://xml.example.net/15/}PercentageCancellationPolicy
 */
export interface PercentageCancellationPolicy {
    $type?: "PercentageCancellationPolicy";
    deadline: number | null;
    percentage: XsDecimal;
}
/** Reader of `PercentageCancellationPolicy`. */
export declare const PercentageCancellationPolicy: ComplexType<PercentageCancellationPolicy>;
/** Writer of `PercentageCancellationPolicy`. */
export declare function writePercentageCancellationPolicy(w: XmlWriter, ns: string, local: string, value: PercentageCancellationPolicy | StaticPercentageCancellationPolicy | null, xsiType?: boolean): void;
/** Markup of `PercentageCancellationPolicy`. */
export declare function markupPercentageCancellationPolicy(name: string, value: PercentageCancellationPolicy | StaticPercentageCancellationPolicy | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `PercentageCancellationPolicy`. */
export declare function validatePercentageCancellationPolicy(value: PercentageCancellationPolicy | StaticPercentageCancellationPolicy, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A price that applies to the listed payment methods.
 *
 * Derived by extension from `MonetaryValue`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}PriceWithPaymentMethods
 */
export interface PriceWithPaymentMethods {
    $type?: "PriceWithPaymentMethods";
    /** Character data of the element (`xs:simpleContent` of type `PriceWithPaymentMethods`). */
    value: XsDecimal;
    /** Currency of the amount (the spec does not list the codes). */
    currency?: string;
    /** Ids of the payment methods this price applies to. */
    paymentMethods: PaymentMethodIdList;
}
/** Reader of `PriceWithPaymentMethods`. */
export declare const PriceWithPaymentMethods: ComplexType<PriceWithPaymentMethods>;
/** Writer of `PriceWithPaymentMethods`. */
export declare function writePriceWithPaymentMethods(w: XmlWriter, ns: string, local: string, value: PriceWithPaymentMethods | null, xsiType?: boolean): void;
/** Markup of `PriceWithPaymentMethods`. */
export declare function markupPriceWithPaymentMethods(name: string, value: PriceWithPaymentMethods | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `PriceWithPaymentMethods`. */
export declare function validatePriceWithPaymentMethods(value: PriceWithPaymentMethods, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Review figures of a hotel.
 * @generated from xs:complexType {http://xml.example.net/15/}ReviewValues
 */
export interface ReviewValues {
    rating: XsDecimal;
    pricevalue: XsDecimal;
    count: number;
    recommendCount: number;
}
/** Reader of `ReviewValues`. */
export declare const ReviewValues: ComplexType<ReviewValues>;
/** Writer of `ReviewValues`. */
export declare function writeReviewValues(w: XmlWriter, ns: string, local: string, value: ReviewValues | null): void;
/** Markup of `ReviewValues`. */
export declare function markupReviewValues(name: string, value: ReviewValues | null, start?: string, end?: string): string;
/** Checks a value of `ReviewValues`. */
export declare function validateReviewValues(value: ReviewValues, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A bookable room.
 * @generated from xs:complexType {http://xml.example.net/15/}Room
 */
export interface Room {
    $type?: "Room";
    id: number;
    /** Number of beds. */
    beds: number;
    /** Number of extra beds. */
    extrabeds: number;
    meals?: ArrayOfRoomMeal;
    /** XML name: `cancellation_policies` */
    cancellationPolicies?: ArrayOfCancellationPolicy;
    notes?: ArrayOfNote;
    isSuperDeal: boolean;
    isBestBuy: boolean;
    paymentMethods?: ArrayOfRoomPaymentMethod;
}
/** Reader of `Room`. */
export declare const Room: ComplexType<Room>;
/** Writer of `Room`. */
export declare function writeRoom(w: XmlWriter, ns: string, local: string, value: Room | RoomWithFees | StaticRoom | null, xsiType?: boolean): void;
/** Markup of `Room`. */
export declare function markupRoom(name: string, value: Room | RoomWithFees | StaticRoom | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `Room`. */
export declare function validateRoom(value: Room | RoomWithFees | StaticRoom, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A meal offered with a room, with its prices and discount.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomMeal
 */
export interface RoomMeal {
    $type?: "RoomMeal";
    id: number;
    labelId: number | null;
    prices?: ArrayOfPrice;
    discount: Discount | null;
}
/** Reader of `RoomMeal`. */
export declare const RoomMeal: ComplexType<RoomMeal>;
/** Writer of `RoomMeal`. */
export declare function writeRoomMeal(w: XmlWriter, ns: string, local: string, value: RoomMeal | RoomMealWithTaxes | null, xsiType?: boolean): void;
/** Markup of `RoomMeal`. */
export declare function markupRoomMeal(name: string, value: RoomMeal | RoomMealWithTaxes | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `RoomMeal`. */
export declare function validateRoomMeal(value: RoomMeal | RoomMealWithTaxes, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A room meal with its taxes.
 *
 * Derived by extension from `RoomMeal`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomMealWithTaxes
 */
export interface RoomMealWithTaxes {
    $type?: "RoomMealWithTaxes";
    id: number;
    labelId: number | null;
    prices?: ArrayOfPrice;
    discount: Discount | null;
    taxes?: ArrayOfTax;
}
/** Reader of `RoomMealWithTaxes`. */
export declare const RoomMealWithTaxes: ComplexType<RoomMealWithTaxes>;
/** Writer of `RoomMealWithTaxes`. */
export declare function writeRoomMealWithTaxes(w: XmlWriter, ns: string, local: string, value: RoomMealWithTaxes | null, xsiType?: boolean): void;
/** Markup of `RoomMealWithTaxes`. */
export declare function markupRoomMealWithTaxes(name: string, value: RoomMealWithTaxes | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `RoomMealWithTaxes`. */
export declare function validateRoomMealWithTaxes(value: RoomMealWithTaxes, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A payment method accepted for a room.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomPaymentMethod
 */
export interface RoomPaymentMethod {
    $type?: "RoomPaymentMethod";
    id: number;
    property: PaymentMethodProperty[];
}
/** Reader of `RoomPaymentMethod`. */
export declare const RoomPaymentMethod: ComplexType<RoomPaymentMethod>;
/** Writer of `RoomPaymentMethod`. */
export declare function writeRoomPaymentMethod(w: XmlWriter, ns: string, local: string, value: RoomPaymentMethod | StaticPaymentMethod | null, xsiType?: boolean): void;
/** Markup of `RoomPaymentMethod`. */
export declare function markupRoomPaymentMethod(name: string, value: RoomPaymentMethod | StaticPaymentMethod | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `RoomPaymentMethod`. */
export declare function validateRoomPaymentMethod(value: RoomPaymentMethod | StaticPaymentMethod, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A room type of the reference list.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomType
 */
export interface RoomType {
    id: number;
    name?: string;
    sharedRoom: number;
    sharedFacilities: number | null;
}
/** Reader of `RoomType`. */
export declare const RoomType: ComplexType<RoomType>;
/** Writer of `RoomType`. */
export declare function writeRoomType(w: XmlWriter, ns: string, local: string, value: RoomType | null): void;
/** Markup of `RoomType`. */
export declare function markupRoomType(name: string, value: RoomType | null, start?: string, end?: string): string;
/** Checks a value of `RoomType`. */
export declare function validateRoomType(value: RoomType, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A room type of a hotel with its rooms.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomTypeWithRooms
 */
export interface RoomTypeWithRooms {
    $type?: "RoomTypeWithRooms";
    /** XML name: `roomtype.ID` */
    roomtypeID: number;
    /** XML name: `roomtype.Name` */
    roomtypeName?: string;
    rooms?: ArrayOfRoom;
}
/** Reader of `RoomTypeWithRooms`. */
export declare const RoomTypeWithRooms: ComplexType<RoomTypeWithRooms>;
/** Writer of `RoomTypeWithRooms`. */
export declare function writeRoomTypeWithRooms(w: XmlWriter, ns: string, local: string, value: RoomTypeWithRooms | StaticRoomTypeWithRooms | null, xsiType?: boolean): void;
/** Markup of `RoomTypeWithRooms`. */
export declare function markupRoomTypeWithRooms(name: string, value: RoomTypeWithRooms | StaticRoomTypeWithRooms | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `RoomTypeWithRooms`. */
export declare function validateRoomTypeWithRooms(value: RoomTypeWithRooms | StaticRoomTypeWithRooms, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A room with its fees.
 *
 * Derived by extension from `Room`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}RoomWithFees
 */
export interface RoomWithFees {
    $type?: "RoomWithFees";
    id: number;
    /** Number of beds. */
    beds: number;
    /** Number of extra beds. */
    extrabeds: number;
    meals?: ArrayOfRoomMeal;
    /** XML name: `cancellation_policies` */
    cancellationPolicies?: ArrayOfCancellationPolicy;
    notes?: ArrayOfNote;
    isSuperDeal: boolean;
    isBestBuy: boolean;
    paymentMethods?: ArrayOfRoomPaymentMethod;
    fees?: ArrayOfFee;
}
/** Reader of `RoomWithFees`. */
export declare const RoomWithFees: ComplexType<RoomWithFees>;
/** Writer of `RoomWithFees`. */
export declare function writeRoomWithFees(w: XmlWriter, ns: string, local: string, value: RoomWithFees | null, xsiType?: boolean): void;
/** Markup of `RoomWithFees`. */
export declare function markupRoomWithFees(name: string, value: RoomWithFees | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `RoomWithFees`. */
export declare function validateRoomWithFees(value: RoomWithFees, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Hotels found by a search (the operation returning it is not published).
 *
 * Derived by extension from `BaseResult`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}SearchResult
 */
export interface SearchResult {
    $type?: "SearchResult";
    /**
     * The failure, when the operation failed.
     *
     * XML name: `Error`
     */
    error?: ErrorObject;
    /**
     * Key/value details of the failure.
     *
     * XML name: `ErrorAttributes`
     */
    errorAttributes?: ArrayOfErrorAttribute;
    hotels?: ArrayOfHotel;
}
/** Reader of `SearchResult`. */
export declare const SearchResult: ComplexType<SearchResult>;
/** Writer of `SearchResult`. */
export declare function writeSearchResult(w: XmlWriter, ns: string, local: string, value: SearchResult | null, xsiType?: boolean): void;
/** Markup of `SearchResult`. */
export declare function markupSearchResult(name: string, value: SearchResult | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `SearchResult`. */
export declare function validateSearchResult(value: SearchResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A hotel with its static data (the spec shows only some of its further fields).
 *
 * Derived by extension from `Hotel`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticHotel
 */
export interface StaticHotel {
    $type?: "StaticHotel";
    isPrioritized: boolean;
    /** XML name: `hotel.id` */
    hotelId: number;
    /** XML name: `destination_id` */
    destinationId: number;
    /** XML name: `resort_id` */
    resortId: number;
    transfer: number;
    roomtypes?: ArrayOfRoomTypeWithRooms;
    review?: ReviewValues;
    notes?: ArrayOfNote;
    distance: number | null;
    codes?: ArrayOfCode;
    /** Kind of accommodation. */
    type: AccommodationType;
    name?: string;
    /** XML name: `hotel.addr.1` */
    hotelAddr1?: string;
    /** XML name: `hotel.addr.2` */
    hotelAddr2?: string;
    /** XML name: `hotel.addr.zip` */
    hotelAddrZip?: string;
    /** XML name: `hotel.addr.city` */
    hotelAddrCity?: string;
    /** XML name: `hotel.addr.state` */
    hotelAddrState?: string;
}
/** Reader of `StaticHotel`. */
export declare const StaticHotel: ComplexType<StaticHotel>;
/** Writer of `StaticHotel`. */
export declare function writeStaticHotel(w: XmlWriter, ns: string, local: string, value: StaticHotel | null, xsiType?: boolean): void;
/** Markup of `StaticHotel`. */
export declare function markupStaticHotel(name: string, value: StaticHotel | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `StaticHotel`. */
export declare function validateStaticHotel(value: StaticHotel, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A payment method accepted for a room, with its name.
 *
 * Derived by extension from `RoomPaymentMethod`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticPaymentMethod
 */
export interface StaticPaymentMethod {
    $type?: "StaticPaymentMethod";
    id: number;
    name?: string;
    property: PaymentMethodProperty[];
}
/** Reader of `StaticPaymentMethod`. */
export declare const StaticPaymentMethod: ComplexType<StaticPaymentMethod>;
/** Writer of `StaticPaymentMethod`. */
export declare function writeStaticPaymentMethod(w: XmlWriter, ns: string, local: string, value: StaticPaymentMethod | null, xsiType?: boolean): void;
/** Markup of `StaticPaymentMethod`. */
export declare function markupStaticPaymentMethod(name: string, value: StaticPaymentMethod | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `StaticPaymentMethod`. */
export declare function validateStaticPaymentMethod(value: StaticPaymentMethod, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A cancellation policy with its text.
 *
 * Derived by extension from `PercentageCancellationPolicy`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticPercentageCancellationPolicy
 */
export interface StaticPercentageCancellationPolicy {
    $type?: "StaticPercentageCancellationPolicy";
    deadline: number | null;
    percentage: XsDecimal;
    text?: string;
}
/** Reader of `StaticPercentageCancellationPolicy`. */
export declare const StaticPercentageCancellationPolicy: ComplexType<StaticPercentageCancellationPolicy>;
/** Writer of `StaticPercentageCancellationPolicy`. */
export declare function writeStaticPercentageCancellationPolicy(w: XmlWriter, ns: string, local: string, value: StaticPercentageCancellationPolicy | null, xsiType?: boolean): void;
/** Markup of `StaticPercentageCancellationPolicy`. */
export declare function markupStaticPercentageCancellationPolicy(name: string, value: StaticPercentageCancellationPolicy | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `StaticPercentageCancellationPolicy`. */
export declare function validateStaticPercentageCancellationPolicy(value: StaticPercentageCancellationPolicy, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A room with its features and themes, as static data.
 *
 * Derived by extension from `Room`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticRoom
 */
export interface StaticRoom {
    $type?: "StaticRoom";
    id: number;
    /** Number of beds. */
    beds: number;
    /** Number of extra beds. */
    extrabeds: number;
    meals?: ArrayOfRoomMeal;
    /** XML name: `cancellation_policies` */
    cancellationPolicies?: ArrayOfCancellationPolicy;
    notes?: ArrayOfNote;
    isSuperDeal: boolean;
    isBestBuy: boolean;
    paymentMethods?: ArrayOfRoomPaymentMethod;
    features?: ArrayOfFeature;
    themes?: ArrayOfTheme;
}
/** Reader of `StaticRoom`. */
export declare const StaticRoom: ComplexType<StaticRoom>;
/** Writer of `StaticRoom`. */
export declare function writeStaticRoom(w: XmlWriter, ns: string, local: string, value: StaticRoom | null, xsiType?: boolean): void;
/** Markup of `StaticRoom`. */
export declare function markupStaticRoom(name: string, value: StaticRoom | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `StaticRoom`. */
export declare function validateStaticRoom(value: StaticRoom, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A room type of a hotel with its rooms, as static data.
 *
 * Derived by extension from `RoomTypeWithRooms`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/15/}StaticRoomTypeWithRooms
 */
export interface StaticRoomTypeWithRooms {
    $type?: "StaticRoomTypeWithRooms";
    /** XML name: `roomtype.ID` */
    roomtypeID: number;
    /** XML name: `roomtype.Name` */
    roomtypeName?: string;
    rooms?: ArrayOfRoom;
    /** XML name: `room.type` */
    roomType?: string;
    sharedRoom: boolean;
    sharedFacilities: boolean | null;
}
/** Reader of `StaticRoomTypeWithRooms`. */
export declare const StaticRoomTypeWithRooms: ComplexType<StaticRoomTypeWithRooms>;
/** Writer of `StaticRoomTypeWithRooms`. */
export declare function writeStaticRoomTypeWithRooms(w: XmlWriter, ns: string, local: string, value: StaticRoomTypeWithRooms | null, xsiType?: boolean): void;
/** Markup of `StaticRoomTypeWithRooms`. */
export declare function markupStaticRoomTypeWithRooms(name: string, value: StaticRoomTypeWithRooms | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `StaticRoomTypeWithRooms`. */
export declare function validateStaticRoomTypeWithRooms(value: StaticRoomTypeWithRooms, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A theme, with its name and image.
 * @generated from xs:complexType {http://xml.example.net/15/}Theme
 */
export interface Theme {
    id: number;
    name?: string;
    image?: string;
}
/** Reader of `Theme`. */
export declare const Theme: ComplexType<Theme>;
/** Writer of `Theme`. */
export declare function writeTheme(w: XmlWriter, ns: string, local: string, value: Theme | null): void;
/** Markup of `Theme`. */
export declare function markupTheme(name: string, value: Theme | null, start?: string, _end?: string): string;
/** Checks a value of `Theme`. */
export declare function validateTheme(value: Theme, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of UpdateSpecialRequest: replaces the special-request text of a booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}UpdateSpecialRequest/element
 */
export interface UpdateSpecialRequest {
    /** Login name of the registered reseller client (credentials travel in every request). */
    userName?: string;
    /** Password of the reseller client. */
    password?: string;
    /** The booking whose special request is updated. */
    bookingId: number;
    /** The new special-request text. */
    text?: string;
}
/** Reader of `UpdateSpecialRequest`. */
export declare const UpdateSpecialRequest: ComplexType<UpdateSpecialRequest>;
/** Writer of `UpdateSpecialRequest`. */
export declare function writeUpdateSpecialRequest(w: XmlWriter, ns: string, local: string, value: UpdateSpecialRequest | null): void;
/** Markup of `UpdateSpecialRequest`. */
export declare function markupUpdateSpecialRequest(name: string, value: UpdateSpecialRequest | null, start?: string, end?: string): string;
/** Checks a value of `UpdateSpecialRequest`. */
export declare function validateUpdateSpecialRequest(value: UpdateSpecialRequest, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of UpdateSpecialRequest.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/15/}UpdateSpecialRequestResponse/element
 */
export interface UpdateSpecialRequestResponse {
    updateSpecialRequestResult?: UpdateSpecialRequestResult;
}
/** Reader of `UpdateSpecialRequestResponse`. */
export declare const UpdateSpecialRequestResponse: ComplexType<UpdateSpecialRequestResponse>;
/** Writer of `UpdateSpecialRequestResponse`. */
export declare function writeUpdateSpecialRequestResponse(w: XmlWriter, ns: string, local: string, value: UpdateSpecialRequestResponse | null): void;
/** Markup of `UpdateSpecialRequestResponse`. */
export declare function markupUpdateSpecialRequestResponse(name: string, value: UpdateSpecialRequestResponse | null, start?: string, end?: string): string;
/** Checks a value of `UpdateSpecialRequestResponse`. */
export declare function validateUpdateSpecialRequestResponse(value: UpdateSpecialRequestResponse, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Outcome of UpdateSpecialRequest.
 * @generated from xs:complexType {http://xml.example.net/15/}UpdateSpecialRequestResult
 */
export interface UpdateSpecialRequestResult {
    /** Outcome code; its values and meanings are not published. */
    resultCode: number;
    /** Outcome text. */
    resultMessage?: string;
}
/** Reader of `UpdateSpecialRequestResult`. */
export declare const UpdateSpecialRequestResult: ComplexType<UpdateSpecialRequestResult>;
/** Writer of `UpdateSpecialRequestResult`. */
export declare function writeUpdateSpecialRequestResult(w: XmlWriter, ns: string, local: string, value: UpdateSpecialRequestResult | null): void;
/** Markup of `UpdateSpecialRequestResult`. */
export declare function markupUpdateSpecialRequestResult(name: string, value: UpdateSpecialRequestResult | null, start?: string, end?: string): string;
/** Checks a value of `UpdateSpecialRequestResult`. */
export declare function validateUpdateSpecialRequestResult(value: UpdateSpecialRequestResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
