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
 * XML name: `ArrayOfErrorAttribute`
 *
 * A wrapper of repeated `ErrorAttribute` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/14/}ArrayOfErrorAttribute
 */
export type ArrayOfErrorAttribute = (ErrorAttribute | null)[];
/**
 * XML name: `ArrayOfFeatureWithName`
 *
 * A wrapper of repeated `feature` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/14/}ArrayOfFeatureWithName
 */
export type ArrayOfFeatureWithName = (FeatureWithName | null)[];
/**
 * XML name: `ArrayOfRoomType`
 *
 * A wrapper of repeated `roomType` elements, represented as an array.
 * @generated from xs:complexType {http://xml.example.net/14/}ArrayOfRoomType
 */
export type ArrayOfRoomType = (RoomType | null)[];
/**
 * Base of results that report a failure inside the result rather than as a fault.
 *
 * XML name: `BaseResult`
 * @generated from xs:complexType {http://xml.example.net/14/}BaseResult
 */
export interface BaseResult {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/14/}BaseResult
     */
    $type?: "BaseResult";
    /**
     * The failure, when the operation failed.
     *
     * XML name: `Error`
     * @generated from xs:element {http://xml.example.net/14/}Error
     */
    error?: ErrorObject;
    /**
     * Key/value details of the failure.
     *
     * XML name: `ErrorAttributes`
     * @generated from xs:element {http://xml.example.net/14/}ErrorAttributes
     */
    errorAttributes?: ArrayOfErrorAttribute;
}
/**
 * Reader of `BaseResult`: one entry per member, in schema order.
 *
 * Base of results that report a failure inside the result rather than as a fault.
 * @generated from xs:complexType {http://xml.example.net/14/}BaseResult
 */
export declare const BaseResult: ComplexType<BaseResult>;
/**
 * Writes a value of `BaseResult` as element `{ns}local`, members in schema order; `null` as `xsi:nil`. A derived value (by `$type`) is written with `xsi:type`.
 *
 * Base of results that report a failure inside the result rather than as a fault.
 * @generated from xs:complexType {http://xml.example.net/14/}BaseResult
 */
export declare function writeBaseResult(w: XmlWriter, ns: string, local: string, value: BaseResult | GetRoomTypesResult | null, xsiType?: boolean): void;
/**
 * The markup of a value of `BaseResult` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeBaseResult` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once. A derived value (by `$type`) is written with `xsi:type`.
 *
 * Base of results that report a failure inside the result rather than as a fault.
 * @generated from xs:complexType {http://xml.example.net/14/}BaseResult
 */
export declare function markupBaseResult(name: string, value: BaseResult | GetRoomTypesResult | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `BaseResult` against the schema and returns every problem with its path (empty when valid).
 *
 * Base of results that report a failure inside the result rather than as a fault.
 * @generated from xs:complexType {http://xml.example.net/14/}BaseResult
 */
export declare function validateBaseResult(value: BaseResult | GetRoomTypesResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of CancelTransferBooking: cancels a transfer booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}CancelTransferBooking/element
 */
export interface CancelTransferBooking {
    /**
     * Login name of the registered reseller client (credentials travel in every request).
     *
     * XML name: `userName`
     * @generated from xs:element {http://xml.example.net/14/}userName
     */
    userName?: string;
    /**
     * Password of the reseller client.
     *
     * XML name: `password`
     * @generated from xs:element {http://xml.example.net/14/}password
     */
    password?: string;
    /**
     * Language of texts in the result; allowed values are not published.
     *
     * XML name: `language`
     * @generated from xs:element {http://xml.example.net/14/}language
     */
    language?: string;
    /**
     * XML name: `email`
     * @generated from xs:element {http://xml.example.net/14/}email
     */
    email?: string;
    /**
     * The transfer booking to cancel.
     *
     * XML name: `transferBookingID`
     * @generated from xs:element {http://xml.example.net/14/}transferBookingID
     */
    transferBookingID?: string;
}
/**
 * Reader of `CancelTransferBooking`: one entry per member, in schema order.
 *
 * Request of CancelTransferBooking: cancels a transfer booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}CancelTransferBooking/element
 */
export declare const CancelTransferBooking: ComplexType<CancelTransferBooking>;
/**
 * Writes a value of `CancelTransferBooking` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Request of CancelTransferBooking: cancels a transfer booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}CancelTransferBooking/element
 */
export declare function writeCancelTransferBooking(w: XmlWriter, ns: string, local: string, value: CancelTransferBooking | null): void;
/**
 * The markup of a value of `CancelTransferBooking` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeCancelTransferBooking` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Request of CancelTransferBooking: cancels a transfer booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}CancelTransferBooking/element
 */
export declare function markupCancelTransferBooking(name: string, value: CancelTransferBooking | null, start?: string, end?: string): string;
/**
 * Checks a value of `CancelTransferBooking` against the schema and returns every problem with its path (empty when valid).
 *
 * Request of CancelTransferBooking: cancels a transfer booking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}CancelTransferBooking/element
 */
export declare function validateCancelTransferBooking(value: CancelTransferBooking, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of CancelTransferBooking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}CancelTransferBookingResponse/element
 */
export interface CancelTransferBookingResponse {
    /**
     * XML name: `cancelTransferBookingResult`
     * @generated from xs:element {http://xml.example.net/14/}cancelTransferBookingResult
     */
    cancelTransferBookingResult?: CancelTransferBookingResult;
}
/**
 * Reader of `CancelTransferBookingResponse`: one entry per member, in schema order.
 *
 * Response of CancelTransferBooking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}CancelTransferBookingResponse/element
 */
export declare const CancelTransferBookingResponse: ComplexType<CancelTransferBookingResponse>;
/**
 * Writes a value of `CancelTransferBookingResponse` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Response of CancelTransferBooking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}CancelTransferBookingResponse/element
 */
export declare function writeCancelTransferBookingResponse(w: XmlWriter, ns: string, local: string, value: CancelTransferBookingResponse | null): void;
/**
 * The markup of a value of `CancelTransferBookingResponse` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeCancelTransferBookingResponse` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Response of CancelTransferBooking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}CancelTransferBookingResponse/element
 */
export declare function markupCancelTransferBookingResponse(name: string, value: CancelTransferBookingResponse | null, start?: string, end?: string): string;
/**
 * Checks a value of `CancelTransferBookingResponse` against the schema and returns every problem with its path (empty when valid).
 *
 * Response of CancelTransferBooking.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}CancelTransferBookingResponse/element
 */
export declare function validateCancelTransferBookingResponse(value: CancelTransferBookingResponse, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Outcome of a transfer booking cancellation, with the fee it costs.
 *
 * XML name: `CancelTransferBookingResult`
 * @generated from xs:complexType {http://xml.example.net/14/}CancelTransferBookingResult
 */
export interface CancelTransferBookingResult {
    /**
     * Cancellation fee in euros.
     *
     * XML name: `cancellationFeeInEuros`
     * @generated from xs:element {http://xml.example.net/14/}cancellationFeeInEuros
     */
    cancellationFeeInEuros: XsDecimal;
    /**
     * Cancellation fee in the local currency named by currency.
     *
     * XML name: `cancellationFeeInLocalCurrency`
     * @generated from xs:element {http://xml.example.net/14/}cancellationFeeInLocalCurrency
     */
    cancellationFeeInLocalCurrency: XsDecimal;
    /**
     * The local currency of cancellationFeeInLocalCurrency.
     *
     * XML name: `currency`
     * @generated from xs:element {http://xml.example.net/14/}currency
     */
    currency?: string;
    /**
     * Outcome code; its values and meanings are not published.
     *
     * XML name: `code`
     * @generated from xs:element {http://xml.example.net/14/}code
     */
    code: number;
}
/**
 * Reader of `CancelTransferBookingResult`: one entry per member, in schema order.
 *
 * Outcome of a transfer booking cancellation, with the fee it costs.
 * @generated from xs:complexType {http://xml.example.net/14/}CancelTransferBookingResult
 */
export declare const CancelTransferBookingResult: ComplexType<CancelTransferBookingResult>;
/**
 * Writes a value of `CancelTransferBookingResult` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Outcome of a transfer booking cancellation, with the fee it costs.
 * @generated from xs:complexType {http://xml.example.net/14/}CancelTransferBookingResult
 */
export declare function writeCancelTransferBookingResult(w: XmlWriter, ns: string, local: string, value: CancelTransferBookingResult | null): void;
/**
 * The markup of a value of `CancelTransferBookingResult` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeCancelTransferBookingResult` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Outcome of a transfer booking cancellation, with the fee it costs.
 * @generated from xs:complexType {http://xml.example.net/14/}CancelTransferBookingResult
 */
export declare function markupCancelTransferBookingResult(name: string, value: CancelTransferBookingResult | null, start?: string, end?: string): string;
/**
 * Checks a value of `CancelTransferBookingResult` against the schema and returns every problem with its path (empty when valid).
 *
 * Outcome of a transfer booking cancellation, with the fee it costs.
 * @generated from xs:complexType {http://xml.example.net/14/}CancelTransferBookingResult
 */
export declare function validateCancelTransferBookingResult(value: CancelTransferBookingResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * One key/value detail of a failure.
 *
 * XML name: `ErrorAttribute`
 * @generated from xs:complexType {http://xml.example.net/14/}ErrorAttribute
 */
export interface ErrorAttribute {
    /**
     * XML name: `Key`
     * @generated from xs:element {http://xml.example.net/14/}Key
     */
    key?: string;
    /**
     * XML name: `Value`
     * @generated from xs:element {http://xml.example.net/14/}Value
     */
    value?: string;
}
/**
 * Reader of `ErrorAttribute`: one entry per member, in schema order.
 *
 * One key/value detail of a failure.
 * @generated from xs:complexType {http://xml.example.net/14/}ErrorAttribute
 */
export declare const ErrorAttribute: ComplexType<ErrorAttribute>;
/**
 * Writes a value of `ErrorAttribute` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * One key/value detail of a failure.
 * @generated from xs:complexType {http://xml.example.net/14/}ErrorAttribute
 */
export declare function writeErrorAttribute(w: XmlWriter, ns: string, local: string, value: ErrorAttribute | null): void;
/**
 * The markup of a value of `ErrorAttribute` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeErrorAttribute` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * One key/value detail of a failure.
 * @generated from xs:complexType {http://xml.example.net/14/}ErrorAttribute
 */
export declare function markupErrorAttribute(name: string, value: ErrorAttribute | null, start?: string, end?: string): string;
/**
 * Checks a value of `ErrorAttribute` against the schema and returns every problem with its path (empty when valid).
 *
 * One key/value detail of a failure.
 * @generated from xs:complexType {http://xml.example.net/14/}ErrorAttribute
 */
export declare function validateErrorAttribute(value: ErrorAttribute, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A failure reported inside a result.
 *
 * XML name: `ErrorObject`
 * @generated from xs:complexType {http://xml.example.net/14/}ErrorObject
 */
export interface ErrorObject {
    /**
     * Kind of failure; its values are not published.
     *
     * XML name: `ErrorType`
     * @generated from xs:element {http://xml.example.net/14/}ErrorType
     */
    errorType?: string;
    /**
     * Human-readable description of the failure.
     *
     * XML name: `Message`
     * @generated from xs:element {http://xml.example.net/14/}Message
     */
    message?: string;
}
/**
 * Reader of `ErrorObject`: one entry per member, in schema order.
 *
 * A failure reported inside a result.
 * @generated from xs:complexType {http://xml.example.net/14/}ErrorObject
 */
export declare const ErrorObject: ComplexType<ErrorObject>;
/**
 * Writes a value of `ErrorObject` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A failure reported inside a result.
 * @generated from xs:complexType {http://xml.example.net/14/}ErrorObject
 */
export declare function writeErrorObject(w: XmlWriter, ns: string, local: string, value: ErrorObject | null): void;
/**
 * The markup of a value of `ErrorObject` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeErrorObject` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A failure reported inside a result.
 * @generated from xs:complexType {http://xml.example.net/14/}ErrorObject
 */
export declare function markupErrorObject(name: string, value: ErrorObject | null, start?: string, end?: string): string;
/**
 * Checks a value of `ErrorObject` against the schema and returns every problem with its path (empty when valid).
 *
 * A failure reported inside a result.
 * @generated from xs:complexType {http://xml.example.net/14/}ErrorObject
 */
export declare function validateErrorObject(value: ErrorObject, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A feature, by id.
 *
 * XML name: `Feature`
 * @generated from xs:complexType {http://xml.example.net/14/}Feature
 */
export interface Feature {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/14/}Feature
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
 * @generated from xs:complexType {http://xml.example.net/14/}Feature
 */
export declare const Feature: ComplexType<Feature>;
/**
 * Writes a value of `Feature` as element `{ns}local`, members in schema order; `null` as `xsi:nil`. A derived value (by `$type`) is written with `xsi:type`.
 *
 * A feature, by id.
 * @generated from xs:complexType {http://xml.example.net/14/}Feature
 */
export declare function writeFeature(w: XmlWriter, ns: string, local: string, value: Feature | FeatureWithName | null, xsiType?: boolean): void;
/**
 * The markup of a value of `Feature` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeFeature` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once. A derived value (by `$type`) is written with `xsi:type`.
 *
 * A feature, by id.
 * @generated from xs:complexType {http://xml.example.net/14/}Feature
 */
export declare function markupFeature(name: string, value: Feature | FeatureWithName | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `Feature` against the schema and returns every problem with its path (empty when valid).
 *
 * A feature, by id.
 * @generated from xs:complexType {http://xml.example.net/14/}Feature
 */
export declare function validateFeature(value: Feature | FeatureWithName, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A feature with its name.
 *
 * XML name: `FeatureWithName`
 *
 * Derived by extension from `Feature`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/14/}FeatureWithName
 */
export interface FeatureWithName {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/14/}FeatureWithName
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
 * @generated from xs:complexType {http://xml.example.net/14/}FeatureWithName
 */
export declare const FeatureWithName: ComplexType<FeatureWithName>;
/**
 * Writes a value of `FeatureWithName` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A feature with its name.
 * @generated from xs:complexType {http://xml.example.net/14/}FeatureWithName
 */
export declare function writeFeatureWithName(w: XmlWriter, ns: string, local: string, value: FeatureWithName | null, xsiType?: boolean): void;
/**
 * The markup of a value of `FeatureWithName` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeFeatureWithName` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A feature with its name.
 * @generated from xs:complexType {http://xml.example.net/14/}FeatureWithName
 */
export declare function markupFeatureWithName(name: string, value: FeatureWithName | null, start?: string, _end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `FeatureWithName` against the schema and returns every problem with its path (empty when valid).
 *
 * A feature with its name.
 * @generated from xs:complexType {http://xml.example.net/14/}FeatureWithName
 */
export declare function validateFeatureWithName(value: FeatureWithName, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of GetFeatures: reads the reference list of features.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetFeatures/element
 */
export interface GetFeatures {
    /**
     * Login name of the registered reseller client (credentials travel in every request).
     *
     * XML name: `userName`
     * @generated from xs:element {http://xml.example.net/14/}userName
     */
    userName?: string;
    /**
     * Password of the reseller client.
     *
     * XML name: `password`
     * @generated from xs:element {http://xml.example.net/14/}password
     */
    password?: string;
    /**
     * Language of texts in the result; allowed values are not published.
     *
     * XML name: `language`
     * @generated from xs:element {http://xml.example.net/14/}language
     */
    language?: string;
}
/**
 * Reader of `GetFeatures`: one entry per member, in schema order.
 *
 * Request of GetFeatures: reads the reference list of features.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetFeatures/element
 */
export declare const GetFeatures: ComplexType<GetFeatures>;
/**
 * Writes a value of `GetFeatures` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Request of GetFeatures: reads the reference list of features.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetFeatures/element
 */
export declare function writeGetFeatures(w: XmlWriter, ns: string, local: string, value: GetFeatures | null): void;
/**
 * The markup of a value of `GetFeatures` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetFeatures` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Request of GetFeatures: reads the reference list of features.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetFeatures/element
 */
export declare function markupGetFeatures(name: string, value: GetFeatures | null, start?: string, end?: string): string;
/**
 * Checks a value of `GetFeatures` against the schema and returns every problem with its path (empty when valid).
 *
 * Request of GetFeatures: reads the reference list of features.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetFeatures/element
 */
export declare function validateGetFeatures(value: GetFeatures, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of GetFeatures.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetFeaturesResponse/element
 */
export interface GetFeaturesResponse {
    /**
     * XML name: `getFeaturesResult`
     * @generated from xs:element {http://xml.example.net/14/}getFeaturesResult
     */
    getFeaturesResult?: GetFeaturesResult;
}
/**
 * Reader of `GetFeaturesResponse`: one entry per member, in schema order.
 *
 * Response of GetFeatures.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetFeaturesResponse/element
 */
export declare const GetFeaturesResponse: ComplexType<GetFeaturesResponse>;
/**
 * Writes a value of `GetFeaturesResponse` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Response of GetFeatures.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetFeaturesResponse/element
 */
export declare function writeGetFeaturesResponse(w: XmlWriter, ns: string, local: string, value: GetFeaturesResponse | null): void;
/**
 * The markup of a value of `GetFeaturesResponse` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetFeaturesResponse` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Response of GetFeatures.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetFeaturesResponse/element
 */
export declare function markupGetFeaturesResponse(name: string, value: GetFeaturesResponse | null, start?: string, end?: string): string;
/**
 * Checks a value of `GetFeaturesResponse` against the schema and returns every problem with its path (empty when valid).
 *
 * Response of GetFeatures.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetFeaturesResponse/element
 */
export declare function validateGetFeaturesResponse(value: GetFeaturesResponse, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Reference list of features.
 *
 * XML name: `GetFeaturesResult`
 * @generated from xs:complexType {http://xml.example.net/14/}GetFeaturesResult
 */
export interface GetFeaturesResult {
    /**
     * XML name: `features`
     * @generated from xs:element {http://xml.example.net/14/}features
     */
    features?: ArrayOfFeatureWithName;
}
/**
 * Reader of `GetFeaturesResult`: one entry per member, in schema order.
 *
 * Reference list of features.
 * @generated from xs:complexType {http://xml.example.net/14/}GetFeaturesResult
 */
export declare const GetFeaturesResult: ComplexType<GetFeaturesResult>;
/**
 * Writes a value of `GetFeaturesResult` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Reference list of features.
 * @generated from xs:complexType {http://xml.example.net/14/}GetFeaturesResult
 */
export declare function writeGetFeaturesResult(w: XmlWriter, ns: string, local: string, value: GetFeaturesResult | null): void;
/**
 * The markup of a value of `GetFeaturesResult` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetFeaturesResult` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Reference list of features.
 * @generated from xs:complexType {http://xml.example.net/14/}GetFeaturesResult
 */
export declare function markupGetFeaturesResult(name: string, value: GetFeaturesResult | null, start?: string, end?: string): string;
/**
 * Checks a value of `GetFeaturesResult` against the schema and returns every problem with its path (empty when valid).
 *
 * Reference list of features.
 * @generated from xs:complexType {http://xml.example.net/14/}GetFeaturesResult
 */
export declare function validateGetFeaturesResult(value: GetFeaturesResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Request of GetRoomTypes: reads the reference list of room types.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetRoomTypes/element
 */
export interface GetRoomTypes {
    /**
     * Login name of the registered reseller client (credentials travel in every request).
     *
     * XML name: `userName`
     * @generated from xs:element {http://xml.example.net/14/}userName
     */
    userName?: string;
    /**
     * Password of the reseller client.
     *
     * XML name: `password`
     * @generated from xs:element {http://xml.example.net/14/}password
     */
    password?: string;
    /**
     * Language of texts in the result; allowed values are not published.
     *
     * XML name: `language`
     * @generated from xs:element {http://xml.example.net/14/}language
     */
    language?: string;
}
/**
 * Reader of `GetRoomTypes`: one entry per member, in schema order.
 *
 * Request of GetRoomTypes: reads the reference list of room types.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetRoomTypes/element
 */
export declare const GetRoomTypes: ComplexType<GetRoomTypes>;
/**
 * Writes a value of `GetRoomTypes` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Request of GetRoomTypes: reads the reference list of room types.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetRoomTypes/element
 */
export declare function writeGetRoomTypes(w: XmlWriter, ns: string, local: string, value: GetRoomTypes | null): void;
/**
 * The markup of a value of `GetRoomTypes` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetRoomTypes` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Request of GetRoomTypes: reads the reference list of room types.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetRoomTypes/element
 */
export declare function markupGetRoomTypes(name: string, value: GetRoomTypes | null, start?: string, end?: string): string;
/**
 * Checks a value of `GetRoomTypes` against the schema and returns every problem with its path (empty when valid).
 *
 * Request of GetRoomTypes: reads the reference list of room types.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetRoomTypes/element
 */
export declare function validateGetRoomTypes(value: GetRoomTypes, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Response of GetRoomTypes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetRoomTypesResponse/element
 */
export interface GetRoomTypesResponse {
    /**
     * XML name: `getRoomTypesResult`
     * @generated from xs:element {http://xml.example.net/14/}getRoomTypesResult
     */
    getRoomTypesResult?: GetRoomTypesResult;
}
/**
 * Reader of `GetRoomTypesResponse`: one entry per member, in schema order.
 *
 * Response of GetRoomTypes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetRoomTypesResponse/element
 */
export declare const GetRoomTypesResponse: ComplexType<GetRoomTypesResponse>;
/**
 * Writes a value of `GetRoomTypesResponse` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Response of GetRoomTypes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetRoomTypesResponse/element
 */
export declare function writeGetRoomTypesResponse(w: XmlWriter, ns: string, local: string, value: GetRoomTypesResponse | null): void;
/**
 * The markup of a value of `GetRoomTypesResponse` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetRoomTypesResponse` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Response of GetRoomTypes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetRoomTypesResponse/element
 */
export declare function markupGetRoomTypesResponse(name: string, value: GetRoomTypesResponse | null, start?: string, end?: string): string;
/**
 * Checks a value of `GetRoomTypesResponse` against the schema and returns every problem with its path (empty when valid).
 *
 * Response of GetRoomTypes.
 * @generated from xs:complexType (anonymous) {http://xml.example.net/14/}GetRoomTypesResponse/element
 */
export declare function validateGetRoomTypesResponse(value: GetRoomTypesResponse, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Reference list of room types.
 *
 * XML name: `GetRoomTypesResult`
 *
 * Derived by extension from `BaseResult`; every inherited member is repeated here.
 * @generated from xs:complexType {http://xml.example.net/14/}GetRoomTypesResult
 */
export interface GetRoomTypesResult {
    /**
     * Set when the element carries `xsi:type`: the XSD name of the actual type. Absent means the declared type.
     * @generated from xs:complexType {http://xml.example.net/14/}GetRoomTypesResult
     */
    $type?: "GetRoomTypesResult";
    /**
     * The failure, when the operation failed.
     *
     * XML name: `Error`
     * @generated from xs:element {http://xml.example.net/14/}Error
     */
    error?: ErrorObject;
    /**
     * Key/value details of the failure.
     *
     * XML name: `ErrorAttributes`
     * @generated from xs:element {http://xml.example.net/14/}ErrorAttributes
     */
    errorAttributes?: ArrayOfErrorAttribute;
    /**
     * XML name: `roomTypes`
     * @generated from xs:element {http://xml.example.net/14/}roomTypes
     */
    roomTypes?: ArrayOfRoomType;
}
/**
 * Reader of `GetRoomTypesResult`: one entry per member, in schema order.
 *
 * Reference list of room types.
 * @generated from xs:complexType {http://xml.example.net/14/}GetRoomTypesResult
 */
export declare const GetRoomTypesResult: ComplexType<GetRoomTypesResult>;
/**
 * Writes a value of `GetRoomTypesResult` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * Reference list of room types.
 * @generated from xs:complexType {http://xml.example.net/14/}GetRoomTypesResult
 */
export declare function writeGetRoomTypesResult(w: XmlWriter, ns: string, local: string, value: GetRoomTypesResult | null, xsiType?: boolean): void;
/**
 * The markup of a value of `GetRoomTypesResult` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeGetRoomTypesResult` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * Reference list of room types.
 * @generated from xs:complexType {http://xml.example.net/14/}GetRoomTypesResult
 */
export declare function markupGetRoomTypesResult(name: string, value: GetRoomTypesResult | null, start?: string, end?: string, xsiType?: boolean): string;
/**
 * Checks a value of `GetRoomTypesResult` against the schema and returns every problem with its path (empty when valid).
 *
 * Reference list of room types.
 * @generated from xs:complexType {http://xml.example.net/14/}GetRoomTypesResult
 */
export declare function validateGetRoomTypesResult(value: GetRoomTypesResult, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * A room type of the reference list.
 *
 * XML name: `RoomType`
 * @generated from xs:complexType {http://xml.example.net/14/}RoomType
 */
export interface RoomType {
    /**
     * XML name: `id`
     * @generated from xs:element {http://xml.example.net/14/}id
     */
    id: number;
    /**
     * XML name: `name`
     * @generated from xs:element {http://xml.example.net/14/}name
     */
    name?: string;
    /**
     * XML name: `sharedRoom`
     * @generated from xs:element {http://xml.example.net/14/}sharedRoom
     */
    sharedRoom: number;
    /**
     * XML name: `sharedFacilities`
     * @generated from xs:element {http://xml.example.net/14/}sharedFacilities
     */
    sharedFacilities: number | null;
}
/**
 * Reader of `RoomType`: one entry per member, in schema order.
 *
 * A room type of the reference list.
 * @generated from xs:complexType {http://xml.example.net/14/}RoomType
 */
export declare const RoomType: ComplexType<RoomType>;
/**
 * Writes a value of `RoomType` as element `{ns}local`, members in schema order; `null` as `xsi:nil`.
 *
 * A room type of the reference list.
 * @generated from xs:complexType {http://xml.example.net/14/}RoomType
 */
export declare function writeRoomType(w: XmlWriter, ns: string, local: string, value: RoomType | null): void;
/**
 * The markup of a value of `RoomType` as element `name`, members in schema order; `null` as `xsi:nil`. Names are unprefixed and `xsi:` is the instance namespace: `writeRoomType` declares both in `start`, the start tag before its attributes (`<name` and declarations); `end` is the end tag. Callers writing many elements make both once.
 *
 * A room type of the reference list.
 * @generated from xs:complexType {http://xml.example.net/14/}RoomType
 */
export declare function markupRoomType(name: string, value: RoomType | null, start?: string, end?: string): string;
/**
 * Checks a value of `RoomType` against the schema and returns every problem with its path (empty when valid).
 *
 * A room type of the reference list.
 * @generated from xs:complexType {http://xml.example.net/14/}RoomType
 */
export declare function validateRoomType(value: RoomType, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
