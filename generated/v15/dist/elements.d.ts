import { type ElementField, type XmlReadOptions } from "./runtime/xml-reader.js";
import { AmendmentPriceRequest, AmendmentPriceRequestResponse, AmendmentPriceRequestResult, BookV2, BookV2Response, GetHotelNoteTypes, GetHotelNoteTypesResponse, GetHotelNoteTypesResult, GetLanguages, GetLanguagesResponse, GetLanguagesResult, GetMeals, GetMealsResponse, GetMealsResult, GetRoomNoteTypes, GetRoomNoteTypesResponse, GetRoomNoteTypesResult, GetThemes, GetThemesResponse, GetThemesResult, UpdateSpecialRequest, UpdateSpecialRequestResponse, UpdateSpecialRequestResult } from "./types.js";
/**
 * Descriptor of element `AmendmentPriceRequest`: its name and reader, as SOAP bodies and transports use it.
 *
 * Request of AmendmentPriceRequest: asks for a price quote for amending an existing booking.
 *
 * XML name: `AmendmentPriceRequest`
 * @generated from xs:element {http://xml.example.net/15/}AmendmentPriceRequest
 */
export declare const AmendmentPriceRequestElement: ElementField<AmendmentPriceRequest>;
/**
 * Reads a document whose root is `AmendmentPriceRequest`; throws `XmlReadError` with line and column.
 *
 * Request of AmendmentPriceRequest: asks for a price quote for amending an existing booking.
 * @generated from xs:element {http://xml.example.net/15/}AmendmentPriceRequest
 */
export declare function parseAmendmentPriceRequest(xml: string | Uint8Array, options?: XmlReadOptions): AmendmentPriceRequest;
/**
 * Writes a document whose root is `AmendmentPriceRequest`, the target namespace as the default namespace.
 *
 * Request of AmendmentPriceRequest: asks for a price quote for amending an existing booking.
 * @generated from xs:element {http://xml.example.net/15/}AmendmentPriceRequest
 */
export declare function serializeAmendmentPriceRequest(value: AmendmentPriceRequest, declaration?: boolean): string;
/**
 * Descriptor of element `AmendmentPriceRequestResponse`: its name and reader, as SOAP bodies and transports use it.
 *
 * Response of AmendmentPriceRequest.
 *
 * XML name: `AmendmentPriceRequestResponse`
 * @generated from xs:element {http://xml.example.net/15/}AmendmentPriceRequestResponse
 */
export declare const AmendmentPriceRequestResponseElement: ElementField<AmendmentPriceRequestResponse>;
/**
 * Reads a document whose root is `AmendmentPriceRequestResponse`; throws `XmlReadError` with line and column.
 *
 * Response of AmendmentPriceRequest.
 * @generated from xs:element {http://xml.example.net/15/}AmendmentPriceRequestResponse
 */
export declare function parseAmendmentPriceRequestResponse(xml: string | Uint8Array, options?: XmlReadOptions): AmendmentPriceRequestResponse;
/**
 * Writes a document whose root is `AmendmentPriceRequestResponse`, the target namespace as the default namespace.
 *
 * Response of AmendmentPriceRequest.
 * @generated from xs:element {http://xml.example.net/15/}AmendmentPriceRequestResponse
 */
export declare function serializeAmendmentPriceRequestResponse(value: AmendmentPriceRequestResponse, declaration?: boolean): string;
/**
 * Descriptor of element `amendmentPriceRequestResult`: its name and reader, as SOAP bodies and transports use it.
 *
 * Root element of the plain HTTP GET/POST response of AmendmentPriceRequest.
 *
 * XML name: `amendmentPriceRequestResult`
 * @generated from xs:element {http://xml.example.net/15/}amendmentPriceRequestResult
 */
export declare const AmendmentPriceRequestResultElement: ElementField<AmendmentPriceRequestResult | null>;
/**
 * Reads a document whose root is `amendmentPriceRequestResult`; throws `XmlReadError` with line and column.
 *
 * Root element of the plain HTTP GET/POST response of AmendmentPriceRequest.
 * @generated from xs:element {http://xml.example.net/15/}amendmentPriceRequestResult
 */
export declare function parseAmendmentPriceRequestResult(xml: string | Uint8Array, options?: XmlReadOptions): AmendmentPriceRequestResult | null;
/**
 * Writes a document whose root is `amendmentPriceRequestResult`, the target namespace as the default namespace.
 *
 * Root element of the plain HTTP GET/POST response of AmendmentPriceRequest.
 * @generated from xs:element {http://xml.example.net/15/}amendmentPriceRequestResult
 */
export declare function serializeAmendmentPriceRequestResult(value: AmendmentPriceRequestResult | null, declaration?: boolean): string;
/**
 * Descriptor of element `BookV2`: its name and reader, as SOAP bodies and transports use it.
 *
 * Request of BookV2: makes a hotel room booking.
 *
 * XML name: `BookV2`
 * @generated from xs:element {http://xml.example.net/15/}BookV2
 */
export declare const BookV2Element: ElementField<BookV2>;
/**
 * Reads a document whose root is `BookV2`; throws `XmlReadError` with line and column.
 *
 * Request of BookV2: makes a hotel room booking.
 * @generated from xs:element {http://xml.example.net/15/}BookV2
 */
export declare function parseBookV2(xml: string | Uint8Array, options?: XmlReadOptions): BookV2;
/**
 * Writes a document whose root is `BookV2`, the target namespace as the default namespace.
 *
 * Request of BookV2: makes a hotel room booking.
 * @generated from xs:element {http://xml.example.net/15/}BookV2
 */
export declare function serializeBookV2(value: BookV2, declaration?: boolean): string;
/**
 * Descriptor of element `BookV2Response`: its name and reader, as SOAP bodies and transports use it.
 *
 * Response of BookV2.
 *
 * XML name: `BookV2Response`
 * @generated from xs:element {http://xml.example.net/15/}BookV2Response
 */
export declare const BookV2ResponseElement: ElementField<BookV2Response>;
/**
 * Reads a document whose root is `BookV2Response`; throws `XmlReadError` with line and column.
 *
 * Response of BookV2.
 * @generated from xs:element {http://xml.example.net/15/}BookV2Response
 */
export declare function parseBookV2Response(xml: string | Uint8Array, options?: XmlReadOptions): BookV2Response;
/**
 * Writes a document whose root is `BookV2Response`, the target namespace as the default namespace.
 *
 * Response of BookV2.
 * @generated from xs:element {http://xml.example.net/15/}BookV2Response
 */
export declare function serializeBookV2Response(value: BookV2Response, declaration?: boolean): string;
/**
 * Descriptor of element `GetHotelNoteTypes`: its name and reader, as SOAP bodies and transports use it.
 *
 * Request of GetHotelNoteTypes: reads the reference list of hotel note types.
 *
 * XML name: `GetHotelNoteTypes`
 * @generated from xs:element {http://xml.example.net/15/}GetHotelNoteTypes
 */
export declare const GetHotelNoteTypesElement: ElementField<GetHotelNoteTypes>;
/**
 * Reads a document whose root is `GetHotelNoteTypes`; throws `XmlReadError` with line and column.
 *
 * Request of GetHotelNoteTypes: reads the reference list of hotel note types.
 * @generated from xs:element {http://xml.example.net/15/}GetHotelNoteTypes
 */
export declare function parseGetHotelNoteTypes(xml: string | Uint8Array, options?: XmlReadOptions): GetHotelNoteTypes;
/**
 * Writes a document whose root is `GetHotelNoteTypes`, the target namespace as the default namespace.
 *
 * Request of GetHotelNoteTypes: reads the reference list of hotel note types.
 * @generated from xs:element {http://xml.example.net/15/}GetHotelNoteTypes
 */
export declare function serializeGetHotelNoteTypes(value: GetHotelNoteTypes, declaration?: boolean): string;
/**
 * Descriptor of element `GetHotelNoteTypesResponse`: its name and reader, as SOAP bodies and transports use it.
 *
 * Response of GetHotelNoteTypes.
 *
 * XML name: `GetHotelNoteTypesResponse`
 * @generated from xs:element {http://xml.example.net/15/}GetHotelNoteTypesResponse
 */
export declare const GetHotelNoteTypesResponseElement: ElementField<GetHotelNoteTypesResponse>;
/**
 * Reads a document whose root is `GetHotelNoteTypesResponse`; throws `XmlReadError` with line and column.
 *
 * Response of GetHotelNoteTypes.
 * @generated from xs:element {http://xml.example.net/15/}GetHotelNoteTypesResponse
 */
export declare function parseGetHotelNoteTypesResponse(xml: string | Uint8Array, options?: XmlReadOptions): GetHotelNoteTypesResponse;
/**
 * Writes a document whose root is `GetHotelNoteTypesResponse`, the target namespace as the default namespace.
 *
 * Response of GetHotelNoteTypes.
 * @generated from xs:element {http://xml.example.net/15/}GetHotelNoteTypesResponse
 */
export declare function serializeGetHotelNoteTypesResponse(value: GetHotelNoteTypesResponse, declaration?: boolean): string;
/**
 * Descriptor of element `getHotelNoteTypesResult`: its name and reader, as SOAP bodies and transports use it.
 *
 * Root element of the plain HTTP GET/POST response of GetHotelNoteTypes.
 *
 * XML name: `getHotelNoteTypesResult`
 * @generated from xs:element {http://xml.example.net/15/}getHotelNoteTypesResult
 */
export declare const GetHotelNoteTypesResultElement: ElementField<GetHotelNoteTypesResult | null>;
/**
 * Reads a document whose root is `getHotelNoteTypesResult`; throws `XmlReadError` with line and column.
 *
 * Root element of the plain HTTP GET/POST response of GetHotelNoteTypes.
 * @generated from xs:element {http://xml.example.net/15/}getHotelNoteTypesResult
 */
export declare function parseGetHotelNoteTypesResult(xml: string | Uint8Array, options?: XmlReadOptions): GetHotelNoteTypesResult | null;
/**
 * Writes a document whose root is `getHotelNoteTypesResult`, the target namespace as the default namespace.
 *
 * Root element of the plain HTTP GET/POST response of GetHotelNoteTypes.
 * @generated from xs:element {http://xml.example.net/15/}getHotelNoteTypesResult
 */
export declare function serializeGetHotelNoteTypesResult(value: GetHotelNoteTypesResult | null, declaration?: boolean): string;
/**
 * Descriptor of element `GetLanguages`: its name and reader, as SOAP bodies and transports use it.
 *
 * Request of GetLanguages: reads the reference list of languages (no language parameter).
 *
 * XML name: `GetLanguages`
 * @generated from xs:element {http://xml.example.net/15/}GetLanguages
 */
export declare const GetLanguagesElement: ElementField<GetLanguages>;
/**
 * Reads a document whose root is `GetLanguages`; throws `XmlReadError` with line and column.
 *
 * Request of GetLanguages: reads the reference list of languages (no language parameter).
 * @generated from xs:element {http://xml.example.net/15/}GetLanguages
 */
export declare function parseGetLanguages(xml: string | Uint8Array, options?: XmlReadOptions): GetLanguages;
/**
 * Writes a document whose root is `GetLanguages`, the target namespace as the default namespace.
 *
 * Request of GetLanguages: reads the reference list of languages (no language parameter).
 * @generated from xs:element {http://xml.example.net/15/}GetLanguages
 */
export declare function serializeGetLanguages(value: GetLanguages, declaration?: boolean): string;
/**
 * Descriptor of element `GetLanguagesResponse`: its name and reader, as SOAP bodies and transports use it.
 *
 * Response of GetLanguages.
 *
 * XML name: `GetLanguagesResponse`
 * @generated from xs:element {http://xml.example.net/15/}GetLanguagesResponse
 */
export declare const GetLanguagesResponseElement: ElementField<GetLanguagesResponse>;
/**
 * Reads a document whose root is `GetLanguagesResponse`; throws `XmlReadError` with line and column.
 *
 * Response of GetLanguages.
 * @generated from xs:element {http://xml.example.net/15/}GetLanguagesResponse
 */
export declare function parseGetLanguagesResponse(xml: string | Uint8Array, options?: XmlReadOptions): GetLanguagesResponse;
/**
 * Writes a document whose root is `GetLanguagesResponse`, the target namespace as the default namespace.
 *
 * Response of GetLanguages.
 * @generated from xs:element {http://xml.example.net/15/}GetLanguagesResponse
 */
export declare function serializeGetLanguagesResponse(value: GetLanguagesResponse, declaration?: boolean): string;
/**
 * Descriptor of element `getLanguagesResult`: its name and reader, as SOAP bodies and transports use it.
 *
 * Root element of the plain HTTP GET/POST response of GetLanguages.
 *
 * XML name: `getLanguagesResult`
 * @generated from xs:element {http://xml.example.net/15/}getLanguagesResult
 */
export declare const GetLanguagesResultElement: ElementField<GetLanguagesResult | null>;
/**
 * Reads a document whose root is `getLanguagesResult`; throws `XmlReadError` with line and column.
 *
 * Root element of the plain HTTP GET/POST response of GetLanguages.
 * @generated from xs:element {http://xml.example.net/15/}getLanguagesResult
 */
export declare function parseGetLanguagesResult(xml: string | Uint8Array, options?: XmlReadOptions): GetLanguagesResult | null;
/**
 * Writes a document whose root is `getLanguagesResult`, the target namespace as the default namespace.
 *
 * Root element of the plain HTTP GET/POST response of GetLanguages.
 * @generated from xs:element {http://xml.example.net/15/}getLanguagesResult
 */
export declare function serializeGetLanguagesResult(value: GetLanguagesResult | null, declaration?: boolean): string;
/**
 * Descriptor of element `GetMeals`: its name and reader, as SOAP bodies and transports use it.
 *
 * Request of GetMeals: reads the reference list of meals.
 *
 * XML name: `GetMeals`
 * @generated from xs:element {http://xml.example.net/15/}GetMeals
 */
export declare const GetMealsElement: ElementField<GetMeals>;
/**
 * Reads a document whose root is `GetMeals`; throws `XmlReadError` with line and column.
 *
 * Request of GetMeals: reads the reference list of meals.
 * @generated from xs:element {http://xml.example.net/15/}GetMeals
 */
export declare function parseGetMeals(xml: string | Uint8Array, options?: XmlReadOptions): GetMeals;
/**
 * Writes a document whose root is `GetMeals`, the target namespace as the default namespace.
 *
 * Request of GetMeals: reads the reference list of meals.
 * @generated from xs:element {http://xml.example.net/15/}GetMeals
 */
export declare function serializeGetMeals(value: GetMeals, declaration?: boolean): string;
/**
 * Descriptor of element `GetMealsResponse`: its name and reader, as SOAP bodies and transports use it.
 *
 * Response of GetMeals.
 *
 * XML name: `GetMealsResponse`
 * @generated from xs:element {http://xml.example.net/15/}GetMealsResponse
 */
export declare const GetMealsResponseElement: ElementField<GetMealsResponse>;
/**
 * Reads a document whose root is `GetMealsResponse`; throws `XmlReadError` with line and column.
 *
 * Response of GetMeals.
 * @generated from xs:element {http://xml.example.net/15/}GetMealsResponse
 */
export declare function parseGetMealsResponse(xml: string | Uint8Array, options?: XmlReadOptions): GetMealsResponse;
/**
 * Writes a document whose root is `GetMealsResponse`, the target namespace as the default namespace.
 *
 * Response of GetMeals.
 * @generated from xs:element {http://xml.example.net/15/}GetMealsResponse
 */
export declare function serializeGetMealsResponse(value: GetMealsResponse, declaration?: boolean): string;
/**
 * Descriptor of element `getMealsResult`: its name and reader, as SOAP bodies and transports use it.
 *
 * Root element of the plain HTTP GET/POST response of GetMeals.
 *
 * XML name: `getMealsResult`
 * @generated from xs:element {http://xml.example.net/15/}getMealsResult
 */
export declare const GetMealsResultElement: ElementField<GetMealsResult | null>;
/**
 * Reads a document whose root is `getMealsResult`; throws `XmlReadError` with line and column.
 *
 * Root element of the plain HTTP GET/POST response of GetMeals.
 * @generated from xs:element {http://xml.example.net/15/}getMealsResult
 */
export declare function parseGetMealsResult(xml: string | Uint8Array, options?: XmlReadOptions): GetMealsResult | null;
/**
 * Writes a document whose root is `getMealsResult`, the target namespace as the default namespace.
 *
 * Root element of the plain HTTP GET/POST response of GetMeals.
 * @generated from xs:element {http://xml.example.net/15/}getMealsResult
 */
export declare function serializeGetMealsResult(value: GetMealsResult | null, declaration?: boolean): string;
/**
 * Descriptor of element `GetRoomNoteTypes`: its name and reader, as SOAP bodies and transports use it.
 *
 * Request of GetRoomNoteTypes: reads the reference list of room note types.
 *
 * XML name: `GetRoomNoteTypes`
 * @generated from xs:element {http://xml.example.net/15/}GetRoomNoteTypes
 */
export declare const GetRoomNoteTypesElement: ElementField<GetRoomNoteTypes>;
/**
 * Reads a document whose root is `GetRoomNoteTypes`; throws `XmlReadError` with line and column.
 *
 * Request of GetRoomNoteTypes: reads the reference list of room note types.
 * @generated from xs:element {http://xml.example.net/15/}GetRoomNoteTypes
 */
export declare function parseGetRoomNoteTypes(xml: string | Uint8Array, options?: XmlReadOptions): GetRoomNoteTypes;
/**
 * Writes a document whose root is `GetRoomNoteTypes`, the target namespace as the default namespace.
 *
 * Request of GetRoomNoteTypes: reads the reference list of room note types.
 * @generated from xs:element {http://xml.example.net/15/}GetRoomNoteTypes
 */
export declare function serializeGetRoomNoteTypes(value: GetRoomNoteTypes, declaration?: boolean): string;
/**
 * Descriptor of element `GetRoomNoteTypesResponse`: its name and reader, as SOAP bodies and transports use it.
 *
 * Response of GetRoomNoteTypes.
 *
 * XML name: `GetRoomNoteTypesResponse`
 * @generated from xs:element {http://xml.example.net/15/}GetRoomNoteTypesResponse
 */
export declare const GetRoomNoteTypesResponseElement: ElementField<GetRoomNoteTypesResponse>;
/**
 * Reads a document whose root is `GetRoomNoteTypesResponse`; throws `XmlReadError` with line and column.
 *
 * Response of GetRoomNoteTypes.
 * @generated from xs:element {http://xml.example.net/15/}GetRoomNoteTypesResponse
 */
export declare function parseGetRoomNoteTypesResponse(xml: string | Uint8Array, options?: XmlReadOptions): GetRoomNoteTypesResponse;
/**
 * Writes a document whose root is `GetRoomNoteTypesResponse`, the target namespace as the default namespace.
 *
 * Response of GetRoomNoteTypes.
 * @generated from xs:element {http://xml.example.net/15/}GetRoomNoteTypesResponse
 */
export declare function serializeGetRoomNoteTypesResponse(value: GetRoomNoteTypesResponse, declaration?: boolean): string;
/**
 * Descriptor of element `getRoomNoteTypesResult`: its name and reader, as SOAP bodies and transports use it.
 *
 * Root element of the plain HTTP GET/POST response of GetRoomNoteTypes.
 *
 * XML name: `getRoomNoteTypesResult`
 * @generated from xs:element {http://xml.example.net/15/}getRoomNoteTypesResult
 */
export declare const GetRoomNoteTypesResultElement: ElementField<GetRoomNoteTypesResult | null>;
/**
 * Reads a document whose root is `getRoomNoteTypesResult`; throws `XmlReadError` with line and column.
 *
 * Root element of the plain HTTP GET/POST response of GetRoomNoteTypes.
 * @generated from xs:element {http://xml.example.net/15/}getRoomNoteTypesResult
 */
export declare function parseGetRoomNoteTypesResult(xml: string | Uint8Array, options?: XmlReadOptions): GetRoomNoteTypesResult | null;
/**
 * Writes a document whose root is `getRoomNoteTypesResult`, the target namespace as the default namespace.
 *
 * Root element of the plain HTTP GET/POST response of GetRoomNoteTypes.
 * @generated from xs:element {http://xml.example.net/15/}getRoomNoteTypesResult
 */
export declare function serializeGetRoomNoteTypesResult(value: GetRoomNoteTypesResult | null, declaration?: boolean): string;
/**
 * Descriptor of element `GetThemes`: its name and reader, as SOAP bodies and transports use it.
 *
 * Request of GetThemes: reads the reference list of themes (no language parameter).
 *
 * XML name: `GetThemes`
 * @generated from xs:element {http://xml.example.net/15/}GetThemes
 */
export declare const GetThemesElement: ElementField<GetThemes>;
/**
 * Reads a document whose root is `GetThemes`; throws `XmlReadError` with line and column.
 *
 * Request of GetThemes: reads the reference list of themes (no language parameter).
 * @generated from xs:element {http://xml.example.net/15/}GetThemes
 */
export declare function parseGetThemes(xml: string | Uint8Array, options?: XmlReadOptions): GetThemes;
/**
 * Writes a document whose root is `GetThemes`, the target namespace as the default namespace.
 *
 * Request of GetThemes: reads the reference list of themes (no language parameter).
 * @generated from xs:element {http://xml.example.net/15/}GetThemes
 */
export declare function serializeGetThemes(value: GetThemes, declaration?: boolean): string;
/**
 * Descriptor of element `GetThemesResponse`: its name and reader, as SOAP bodies and transports use it.
 *
 * Response of GetThemes.
 *
 * XML name: `GetThemesResponse`
 * @generated from xs:element {http://xml.example.net/15/}GetThemesResponse
 */
export declare const GetThemesResponseElement: ElementField<GetThemesResponse>;
/**
 * Reads a document whose root is `GetThemesResponse`; throws `XmlReadError` with line and column.
 *
 * Response of GetThemes.
 * @generated from xs:element {http://xml.example.net/15/}GetThemesResponse
 */
export declare function parseGetThemesResponse(xml: string | Uint8Array, options?: XmlReadOptions): GetThemesResponse;
/**
 * Writes a document whose root is `GetThemesResponse`, the target namespace as the default namespace.
 *
 * Response of GetThemes.
 * @generated from xs:element {http://xml.example.net/15/}GetThemesResponse
 */
export declare function serializeGetThemesResponse(value: GetThemesResponse, declaration?: boolean): string;
/**
 * Descriptor of element `getThemesResult`: its name and reader, as SOAP bodies and transports use it.
 *
 * Root element of the plain HTTP GET/POST response of GetThemes.
 *
 * XML name: `getThemesResult`
 * @generated from xs:element {http://xml.example.net/15/}getThemesResult
 */
export declare const GetThemesResultElement: ElementField<GetThemesResult | null>;
/**
 * Reads a document whose root is `getThemesResult`; throws `XmlReadError` with line and column.
 *
 * Root element of the plain HTTP GET/POST response of GetThemes.
 * @generated from xs:element {http://xml.example.net/15/}getThemesResult
 */
export declare function parseGetThemesResult(xml: string | Uint8Array, options?: XmlReadOptions): GetThemesResult | null;
/**
 * Writes a document whose root is `getThemesResult`, the target namespace as the default namespace.
 *
 * Root element of the plain HTTP GET/POST response of GetThemes.
 * @generated from xs:element {http://xml.example.net/15/}getThemesResult
 */
export declare function serializeGetThemesResult(value: GetThemesResult | null, declaration?: boolean): string;
/**
 * Descriptor of element `UpdateSpecialRequest`: its name and reader, as SOAP bodies and transports use it.
 *
 * Request of UpdateSpecialRequest: replaces the special-request text of a booking.
 *
 * XML name: `UpdateSpecialRequest`
 * @generated from xs:element {http://xml.example.net/15/}UpdateSpecialRequest
 */
export declare const UpdateSpecialRequestElement: ElementField<UpdateSpecialRequest>;
/**
 * Reads a document whose root is `UpdateSpecialRequest`; throws `XmlReadError` with line and column.
 *
 * Request of UpdateSpecialRequest: replaces the special-request text of a booking.
 * @generated from xs:element {http://xml.example.net/15/}UpdateSpecialRequest
 */
export declare function parseUpdateSpecialRequest(xml: string | Uint8Array, options?: XmlReadOptions): UpdateSpecialRequest;
/**
 * Writes a document whose root is `UpdateSpecialRequest`, the target namespace as the default namespace.
 *
 * Request of UpdateSpecialRequest: replaces the special-request text of a booking.
 * @generated from xs:element {http://xml.example.net/15/}UpdateSpecialRequest
 */
export declare function serializeUpdateSpecialRequest(value: UpdateSpecialRequest, declaration?: boolean): string;
/**
 * Descriptor of element `UpdateSpecialRequestResponse`: its name and reader, as SOAP bodies and transports use it.
 *
 * Response of UpdateSpecialRequest.
 *
 * XML name: `UpdateSpecialRequestResponse`
 * @generated from xs:element {http://xml.example.net/15/}UpdateSpecialRequestResponse
 */
export declare const UpdateSpecialRequestResponseElement: ElementField<UpdateSpecialRequestResponse>;
/**
 * Reads a document whose root is `UpdateSpecialRequestResponse`; throws `XmlReadError` with line and column.
 *
 * Response of UpdateSpecialRequest.
 * @generated from xs:element {http://xml.example.net/15/}UpdateSpecialRequestResponse
 */
export declare function parseUpdateSpecialRequestResponse(xml: string | Uint8Array, options?: XmlReadOptions): UpdateSpecialRequestResponse;
/**
 * Writes a document whose root is `UpdateSpecialRequestResponse`, the target namespace as the default namespace.
 *
 * Response of UpdateSpecialRequest.
 * @generated from xs:element {http://xml.example.net/15/}UpdateSpecialRequestResponse
 */
export declare function serializeUpdateSpecialRequestResponse(value: UpdateSpecialRequestResponse, declaration?: boolean): string;
/**
 * Descriptor of element `updateSpecialRequestResult`: its name and reader, as SOAP bodies and transports use it.
 *
 * Root element of the plain HTTP GET/POST response of UpdateSpecialRequest.
 *
 * XML name: `updateSpecialRequestResult`
 * @generated from xs:element {http://xml.example.net/15/}updateSpecialRequestResult
 */
export declare const UpdateSpecialRequestResultElement: ElementField<UpdateSpecialRequestResult | null>;
/**
 * Reads a document whose root is `updateSpecialRequestResult`; throws `XmlReadError` with line and column.
 *
 * Root element of the plain HTTP GET/POST response of UpdateSpecialRequest.
 * @generated from xs:element {http://xml.example.net/15/}updateSpecialRequestResult
 */
export declare function parseUpdateSpecialRequestResult(xml: string | Uint8Array, options?: XmlReadOptions): UpdateSpecialRequestResult | null;
/**
 * Writes a document whose root is `updateSpecialRequestResult`, the target namespace as the default namespace.
 *
 * Root element of the plain HTTP GET/POST response of UpdateSpecialRequest.
 * @generated from xs:element {http://xml.example.net/15/}updateSpecialRequestResult
 */
export declare function serializeUpdateSpecialRequestResult(value: UpdateSpecialRequestResult | null, declaration?: boolean): string;
