import { type XsDecimal } from "./runtime/scalars.js";
import { type ValidationIssue } from "./runtime/validation.js";
import { ComplexType } from "./runtime/xml-reader.js";
import { XmlWriter } from "./runtime/xml-writer.js";
/**
 * Target namespace of this interface version's schema.
 * @generated from xs:schema targetNamespace http://xml.example.net/14/
 */
export declare const NAMESPACE = "http://xml.example.net/14/";
/**
 * A wrapper of repeated `ErrorAttribute` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/14/}ArrayOfErrorAttribute
 */
export type ArrayOfErrorAttribute = (ErrorAttribute | null)[];
/**
 * A wrapper of repeated `feature` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/14/}ArrayOfFeatureWithName
 */
export type ArrayOfFeatureWithName = (FeatureWithName | null)[];
/**
 * A wrapper of repeated `roomType` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/14/}ArrayOfRoomType
 */
export type ArrayOfRoomType = (RoomType | null)[];
/**
 * Base of results that report a failure inside the result rather than as a fault.
 * @generated from xs:complexType {http://xml.example.net/14/}BaseResult
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
export declare function writeBaseResult(w: XmlWriter, ns: string, local: string, value: BaseResult | GetRoomTypesResult | null, xsiType?: boolean): void;
/** Markup of `BaseResult`. */
export declare function markupBaseResult(name: string, value: BaseResult | GetRoomTypesResult | null, start?: string, end?: string, xsiType?: boolean): string;
/** Checks a value of `BaseResult`. */
export declare function validateBaseResult(value: BaseResult | GetRoomTypesResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of CancelTransferBooking: cancels a transfer booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}CancelTransferBooking/element
 */
export interface CancelTransferBooking {
    /** Login name of the registered reseller client (credentials travel in every request). */
    userName?: string;
    /** Password of the reseller client. */
    password?: string;
    /** Language of texts in the result; allowed values are not published. */
    language?: string;
    email?: string;
    /** The transfer booking to cancel. */
    transferBookingID?: string;
}
/** Reader of `CancelTransferBooking`. */
export declare const CancelTransferBooking: ComplexType<CancelTransferBooking>;
/** Writer of `CancelTransferBooking`. */
export declare function writeCancelTransferBooking(w: XmlWriter, ns: string, local: string, value: CancelTransferBooking | null): void;
/** Markup of `CancelTransferBooking`. */
export declare function markupCancelTransferBooking(name: string, value: CancelTransferBooking | null, start?: string, end?: string): string;
/** Checks a value of `CancelTransferBooking`. */
export declare function validateCancelTransferBooking(value: CancelTransferBooking, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of CancelTransferBooking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}CancelTransferBookingResponse/element
 */
export interface CancelTransferBookingResponse {
    cancelTransferBookingResult?: CancelTransferBookingResult;
}
/** Reader of `CancelTransferBookingResponse`. */
export declare const CancelTransferBookingResponse: ComplexType<CancelTransferBookingResponse>;
/** Writer of `CancelTransferBookingResponse`. */
export declare function writeCancelTransferBookingResponse(w: XmlWriter, ns: string, local: string, value: CancelTransferBookingResponse | null): void;
/** Markup of `CancelTransferBookingResponse`. */
export declare function markupCancelTransferBookingResponse(name: string, value: CancelTransferBookingResponse | null, start?: string, end?: string): string;
/** Checks a value of `CancelTransferBookingResponse`. */
export declare function validateCancelTransferBookingResponse(value: CancelTransferBookingResponse, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Outcome of a transfer booking cancellation, with the fee it costs.
 * @generated from xs:complexType {http://xml.example.net/14/}CancelTransferBookingResult
 */
export interface CancelTransferBookingResult {
    /** Cancellation fee in euros. */
    cancellationFeeInEuros: XsDecimal;
    /** Cancellation fee in the local currency named by currency. */
    cancellationFeeInLocalCurrency: XsDecimal;
    /** The local currency of cancellationFeeInLocalCurrency. */
    currency?: string;
    /** Outcome code; its values and meanings are not published. */
    code: number;
}
/** Reader of `CancelTransferBookingResult`. */
export declare const CancelTransferBookingResult: ComplexType<CancelTransferBookingResult>;
/** Writer of `CancelTransferBookingResult`. */
export declare function writeCancelTransferBookingResult(w: XmlWriter, ns: string, local: string, value: CancelTransferBookingResult | null): void;
/** Markup of `CancelTransferBookingResult`. */
export declare function markupCancelTransferBookingResult(name: string, value: CancelTransferBookingResult | null, start?: string, end?: string): string;
/** Checks a value of `CancelTransferBookingResult`. */
export declare function validateCancelTransferBookingResult(value: CancelTransferBookingResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * One key/value detail of a failure.
 * @generated from xs:complexType {http://xml.example.net/14/}ErrorAttribute
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
 * @generated from xs:complexType {http://xml.example.net/14/}ErrorObject
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
 * @generated from xs:complexType {http://xml.example.net/14/}Feature
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
 * @generated from xs:complexType {http://xml.example.net/14/}FeatureWithName
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
 * Request of GetFeatures: reads the reference list of features.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetFeatures/element
 */
export interface GetFeatures {
    /** Login name of the registered reseller client (credentials travel in every request). */
    userName?: string;
    /** Password of the reseller client. */
    password?: string;
    /** Language of texts in the result; allowed values are not published. */
    language?: string;
}
/** Reader of `GetFeatures`. */
export declare const GetFeatures: ComplexType<GetFeatures>;
/** Writer of `GetFeatures`. */
export declare function writeGetFeatures(w: XmlWriter, ns: string, local: string, value: GetFeatures | null): void;
/** Markup of `GetFeatures`. */
export declare function markupGetFeatures(name: string, value: GetFeatures | null, start?: string, end?: string): string;
/** Checks a value of `GetFeatures`. */
export declare function validateGetFeatures(value: GetFeatures, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of GetFeatures.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetFeaturesResponse/element
 */
export interface GetFeaturesResponse {
    getFeaturesResult?: GetFeaturesResult;
}
/** Reader of `GetFeaturesResponse`. */
export declare const GetFeaturesResponse: ComplexType<GetFeaturesResponse>;
/** Writer of `GetFeaturesResponse`. */
export declare function writeGetFeaturesResponse(w: XmlWriter, ns: string, local: string, value: GetFeaturesResponse | null): void;
/** Markup of `GetFeaturesResponse`. */
export declare function markupGetFeaturesResponse(name: string, value: GetFeaturesResponse | null, start?: string, end?: string): string;
/** Checks a value of `GetFeaturesResponse`. */
export declare function validateGetFeaturesResponse(value: GetFeaturesResponse, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Reference list of features.
 * @generated from xs:complexType {http://xml.example.net/14/}GetFeaturesResult
 */
export interface GetFeaturesResult {
    features?: ArrayOfFeatureWithName;
}
/** Reader of `GetFeaturesResult`. */
export declare const GetFeaturesResult: ComplexType<GetFeaturesResult>;
/** Writer of `GetFeaturesResult`. */
export declare function writeGetFeaturesResult(w: XmlWriter, ns: string, local: string, value: GetFeaturesResult | null): void;
/** Markup of `GetFeaturesResult`. */
export declare function markupGetFeaturesResult(name: string, value: GetFeaturesResult | null, start?: string, end?: string): string;
/** Checks a value of `GetFeaturesResult`. */
export declare function validateGetFeaturesResult(value: GetFeaturesResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of GetRoomTypes: reads the reference list of room types.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetRoomTypes/element
 */
export interface GetRoomTypes {
    /** Login name of the registered reseller client (credentials travel in every request). */
    userName?: string;
    /** Password of the reseller client. */
    password?: string;
    /** Language of texts in the result; allowed values are not published. */
    language?: string;
}
/** Reader of `GetRoomTypes`. */
export declare const GetRoomTypes: ComplexType<GetRoomTypes>;
/** Writer of `GetRoomTypes`. */
export declare function writeGetRoomTypes(w: XmlWriter, ns: string, local: string, value: GetRoomTypes | null): void;
/** Markup of `GetRoomTypes`. */
export declare function markupGetRoomTypes(name: string, value: GetRoomTypes | null, start?: string, end?: string): string;
/** Checks a value of `GetRoomTypes`. */
export declare function validateGetRoomTypes(value: GetRoomTypes, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of GetRoomTypes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetRoomTypesResponse/element
 */
export interface GetRoomTypesResponse {
    getRoomTypesResult?: GetRoomTypesResult;
}
/** Reader of `GetRoomTypesResponse`. */
export declare const GetRoomTypesResponse: ComplexType<GetRoomTypesResponse>;
/** Writer of `GetRoomTypesResponse`. */
export declare function writeGetRoomTypesResponse(w: XmlWriter, ns: string, local: string, value: GetRoomTypesResponse | null): void;
/** Markup of `GetRoomTypesResponse`. */
export declare function markupGetRoomTypesResponse(name: string, value: GetRoomTypesResponse | null, start?: string, end?: string): string;
/** Checks a value of `GetRoomTypesResponse`. */
export declare function validateGetRoomTypesResponse(value: GetRoomTypesResponse, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Reference list of room types.
 *
 * Derived by extension from `BaseResult`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/14/}GetRoomTypesResult
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
 * A room type of the reference list.
 * @generated from xs:complexType {http://xml.example.net/14/}RoomType
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
