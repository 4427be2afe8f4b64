import { type ElementField, type XmlReadOptions } from "./runtime/xml-reader.js";
import { CancelTransferBooking, CancelTransferBookingResponse, CancelTransferBookingResult, GetFeatures, GetFeaturesResponse, GetFeaturesResult, GetRoomTypes, GetRoomTypesResponse, GetRoomTypesResult } from "./types.js";
/**
 * Descriptor of element `CancelTransferBooking`: its name and reader, as SOAP bodies and transports use it.
 *
 * Request of CancelTransferBooking: cancels a transfer booking.
 *
 * XML name: `CancelTransferBooking`
 * @generated from xs:element {http://xml.example.net/14/}CancelTransferBooking
 */
export declare const CancelTransferBookingElement: ElementField<CancelTransferBooking>;
/**
 * Reads a document whose root is `CancelTransferBooking`; throws `XmlReadError` with line and column.
 *
 * Request of CancelTransferBooking: cancels a transfer booking.
 * @generated from xs:element {http://xml.example.net/14/}CancelTransferBooking
 */
export declare function parseCancelTransferBooking(xml: string | Uint8Array, options?: XmlReadOptions): CancelTransferBooking;
/**
 * Writes a document whose root is `CancelTransferBooking`, the target namespace as the default namespace.
 *
 * Request of CancelTransferBooking: cancels a transfer booking.
 * @generated from xs:element {http://xml.example.net/14/}CancelTransferBooking
 */
export declare function serializeCancelTransferBooking(value: CancelTransferBooking, declaration?: boolean): string;
/**
 * Descriptor of element `CancelTransferBookingResponse`: its name and reader, as SOAP bodies and transports use it.
 *
 * Response of CancelTransferBooking.
 *
 * XML name: `CancelTransferBookingResponse`
 * @generated from xs:element {http://xml.example.net/14/}CancelTransferBookingResponse
 */
export declare const CancelTransferBookingResponseElement: ElementField<CancelTransferBookingResponse>;
/**
 * Reads a document whose root is `CancelTransferBookingResponse`; throws `XmlReadError` with line and column.
 *
 * Response of CancelTransferBooking.
 * @generated from xs:element {http://xml.example.net/14/}CancelTransferBookingResponse
 */
export declare function parseCancelTransferBookingResponse(xml: string | Uint8Array, options?: XmlReadOptions): CancelTransferBookingResponse;
/**
 * Writes a document whose root is `CancelTransferBookingResponse`, the target namespace as the default namespace.
 *
 * Response of CancelTransferBooking.
 * @generated from xs:element {http://xml.example.net/14/}CancelTransferBookingResponse
 */
export declare function serializeCancelTransferBookingResponse(value: CancelTransferBookingResponse, declaration?: boolean): string;
/**
 * Descriptor of element `cancelTransferBookingResult`: its name and reader, as SOAP bodies and transports use it.
 *
 * Root element of the plain HTTP GET/POST response of CancelTransferBooking.
 *
 * XML name: `cancelTransferBookingResult`
 * @generated from xs:element {http://xml.example.net/14/}cancelTransferBookingResult
 */
export declare const CancelTransferBookingResultElement: ElementField<CancelTransferBookingResult | null>;
/**
 * Reads a document whose root is `cancelTransferBookingResult`; throws `XmlReadError` with line and column.
 *
 * Root element of the plain HTTP GET/POST response of CancelTransferBooking.
 * @generated from xs:element {http://xml.example.net/14/}cancelTransferBookingResult
 */
export declare function parseCancelTransferBookingResult(xml: string | Uint8Array, options?: XmlReadOptions): CancelTransferBookingResult | null;
/**
 * Writes a document whose root is `cancelTransferBookingResult`, the target namespace as the default namespace.
 *
 * Root element of the plain HTTP GET/POST response of CancelTransferBooking.
 * @generated from xs:element {http://xml.example.net/14/}cancelTransferBookingResult
 */
export declare function serializeCancelTransferBookingResult(value: CancelTransferBookingResult | null, declaration?: boolean): string;
/**
 * Descriptor of element `GetFeatures`: its name and reader, as SOAP bodies and transports use it.
 *
 * Request of GetFeatures: reads the reference list of features.
 *
 * XML name: `GetFeatures`
 * @generated from xs:element {http://xml.example.net/14/}GetFeatures
 */
export declare const GetFeaturesElement: ElementField<GetFeatures>;
/**
 * Reads a document whose root is `GetFeatures`; throws `XmlReadError` with line and column.
 *
 * Request of GetFeatures: reads the reference list of features.
 * @generated from xs:element {http://xml.example.net/14/}GetFeatures
 */
export declare function parseGetFeatures(xml: string | Uint8Array, options?: XmlReadOptions): GetFeatures;
/**
 * Writes a document whose root is `GetFeatures`, the target namespace as the default namespace.
 *
 * Request of GetFeatures: reads the reference list of features.
 * @generated from xs:element {http://xml.example.net/14/}GetFeatures
 */
export declare function serializeGetFeatures(value: GetFeatures, declaration?: boolean): string;
/**
 * Descriptor of element `GetFeaturesResponse`: its name and reader, as SOAP bodies and transports use it.
 *
 * Response of GetFeatures.
 *
 * XML name: `GetFeaturesResponse`
 * @generated from xs:element {http://xml.example.net/14/}GetFeaturesResponse
 */
export declare const GetFeaturesResponseElement: ElementField<GetFeaturesResponse>;
/**
 * Reads a document whose root is `GetFeaturesResponse`; throws `XmlReadError` with line and column.
 *
 * Response of GetFeatures.
 * @generated from xs:element {http://xml.example.net/14/}GetFeaturesResponse
 */
export declare function parseGetFeaturesResponse(xml: string | Uint8Array, options?: XmlReadOptions): GetFeaturesResponse;
/**
 * Writes a document whose root is `GetFeaturesResponse`, the target namespace as the default namespace.
 *
 * Response of GetFeatures.
 * @generated from xs:element {http://xml.example.net/14/}GetFeaturesResponse
 */
export declare function serializeGetFeaturesResponse(value: GetFeaturesResponse, declaration?: boolean): string;
/**
 * Descriptor of element `getFeaturesResult`: its name and reader, as SOAP bodies and transports use it.
 *
 * Root element of the plain HTTP GET/POST response of GetFeatures.
 *
 * XML name: `getFeaturesResult`
 * @generated from xs:element {http://xml.example.net/14/}getFeaturesResult
 */
export declare const GetFeaturesResultElement: ElementField<GetFeaturesResult | null>;
/**
 * Reads a document whose root is `getFeaturesResult`; throws `XmlReadError` with line and column.
 *
 * Root element of the plain HTTP GET/POST response of GetFeatures.
 * @generated from xs:element {http://xml.example.net/14/}getFeaturesResult
 */
export declare function parseGetFeaturesResult(xml: string | Uint8Array, options?: XmlReadOptions): GetFeaturesResult | null;
/**
 * Writes a document whose root is `getFeaturesResult`, the target namespace as the default namespace.
 *
 * Root element of the plain HTTP GET/POST response of GetFeatures.
 * @generated from xs:element {http://xml.example.net/14/}getFeaturesResult
 */
export declare function serializeGetFeaturesResult(value: GetFeaturesResult | null, declaration?: boolean): string;
/**
 * Descriptor of element `GetRoomTypes`: its name and reader, as SOAP bodies and transports use it.
 *
 * Request of GetRoomTypes: reads the reference list of room types.
 *
 * XML name: `GetRoomTypes`
 * @generated from xs:element {http://xml.example.net/14/}GetRoomTypes
 */
export declare const GetRoomTypesElement: ElementField<GetRoomTypes>;
/**
 * Reads a document whose root is `GetRoomTypes`; throws `XmlReadError` with line and column.
 *
 * Request of GetRoomTypes: reads the reference list of room types.
 * @generated from xs:element {http://xml.example.net/14/}GetRoomTypes
 */
export declare function parseGetRoomTypes(xml: string | Uint8Array, options?: XmlReadOptions): GetRoomTypes;
/**
 * Writes a document whose root is `GetRoomTypes`, the target namespace as the default namespace.
 *
 * Request of GetRoomTypes: reads the reference list of room types.
 * @generated from xs:element {http://xml.example.net/14/}GetRoomTypes
 */
export declare function serializeGetRoomTypes(value: GetRoomTypes, declaration?: boolean): string;
/**
 * Descriptor of element `GetRoomTypesResponse`: its name and reader, as SOAP bodies and transports use it.
 *
 * Response of GetRoomTypes.
 *
 * XML name: `GetRoomTypesResponse`
 * @generated from xs:element {http://xml.example.net/14/}GetRoomTypesResponse
 */
export declare const GetRoomTypesResponseElement: ElementField<GetRoomTypesResponse>;
/**
 * Reads a document whose root is `GetRoomTypesResponse`; throws `XmlReadError` with line and column.
 *
 * Response of GetRoomTypes.
 * @generated from xs:element {http://xml.example.net/14/}GetRoomTypesResponse
 */
export declare function parseGetRoomTypesResponse(xml: string | Uint8Array, options?: XmlReadOptions): GetRoomTypesResponse;
/**
 * Writes a document whose root is `GetRoomTypesResponse`, the target namespace as the default namespace.
 *
 * Response of GetRoomTypes.
 * @generated from xs:element {http://xml.example.net/14/}GetRoomTypesResponse
 */
export declare function serializeGetRoomTypesResponse(value: GetRoomTypesResponse, declaration?: boolean): string;
/**
 * Descriptor of element `getRoomTypesResult`: its name and reader, as SOAP bodies and transports use it.
 *
 * Root element of the plain HTTP GET/POST response of GetRoomTypes.
 *
 * XML name: `getRoomTypesResult`
 * @generated from xs:element {http://xml.example.net/14/}getRoomTypesResult
 */
export declare const GetRoomTypesResultElement: ElementField<GetRoomTypesResult | null>;
/**
 * Reads a document whose root is `getRoomTypesResult`; throws `XmlReadError` with line and column.
 *
 * Root element of the plain HTTP GET/POST response of GetRoomTypes.
 * @generated from xs:element {http://xml.example.net/14/}getRoomTypesResult
 */
export declare function parseGetRoomTypesResult(xml: string | Uint8Array, options?: XmlReadOptions): GetRoomTypesResult | null;
/**
 * Writes a document whose root is `getRoomTypesResult`, the target namespace as the default namespace.
 *
 * Root element of the plain HTTP GET/POST response of GetRoomTypes.
 * @generated from xs:element {http://xml.example.net/14/}getRoomTypesResult
 */
export declare function serializeGetRoomTypesResult(value: GetRoomTypesResult | null, declaration?: boolean): string;
