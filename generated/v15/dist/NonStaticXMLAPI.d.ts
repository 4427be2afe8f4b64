import { type CallOptions, type ClientOptions } from "./runtime/http-client.js";
import { type OperationDescriptor, type OperationSample, type RequestContext, type ServiceDescriptor } from "./runtime/operation.js";
import { AmendmentPriceRequest, AmendmentPriceRequestResult, GetHotelNoteTypes, GetHotelNoteTypesResult, GetLanguages, GetLanguagesResult, GetMeals, GetMealsResult, GetRoomNoteTypes, GetRoomNoteTypesResult, GetThemes, GetThemesResult } from "./types.js";
/**
 * The NonStaticXMLAPI endpoint of the hotel-booking XML service, interface version 15.
 *
 * What a server of this service implements: one method per operation, receiving the validated request and the call's context (transport, headers, credentials), resolving to the result. Throw a `ServiceFault` to answer with a fault of your choosing; any other error becomes a fault without details.
 * @generated from wsdl:service {http://xml.example.net/15/}NonStaticXMLAPI
 */
export interface NonStaticXMLAPIHandlers {
    /**
     * Returns a price quote for amending an existing booking to a new stay.
     * @generated from wsdl:operation {http://xml.example.net/15/}AmendmentPriceRequest
     */
    amendmentPriceRequest(request: AmendmentPriceRequest, context: RequestContext): Promise<AmendmentPriceRequestResult | undefined>;
    /**
     * Returns the reference list of hotel note types.
     * @generated from wsdl:operation {http://xml.example.net/15/}GetHotelNoteTypes
     */
    getHotelNoteTypes(request: GetHotelNoteTypes, context: RequestContext): Promise<GetHotelNoteTypesResult | undefined>;
    /**
     * Returns the reference list of languages.
     * @generated from wsdl:operation {http://xml.example.net/15/}GetLanguages
     */
    getLanguages(request: GetLanguages, context: RequestContext): Promise<GetLanguagesResult | undefined>;
    /**
     * Returns the reference list of meals, with their labels.
     * @generated from wsdl:operation {http://xml.example.net/15/}GetMeals
     */
    getMeals(request: GetMeals, context: RequestContext): Promise<GetMealsResult | undefined>;
    /**
     * Returns the reference list of room note types.
     * @generated from wsdl:operation {http://xml.example.net/15/}GetRoomNoteTypes
     */
    getRoomNoteTypes(request: GetRoomNoteTypes, context: RequestContext): Promise<GetRoomNoteTypesResult | undefined>;
    /**
     * Returns the reference list of themes.
     * @generated from wsdl:operation {http://xml.example.net/15/}GetThemes
     */
    getThemes(request: GetThemes, context: RequestContext): Promise<GetThemesResult | undefined>;
}
/**
 * A request of `AmendmentPriceRequest` and its result, made of sample values: the examples of the service page and the mock's answer.
 * @generated from wsdl:operation {http://xml.example.net/15/}AmendmentPriceRequest
 */
export declare const AmendmentPriceRequestSample: OperationSample<AmendmentPriceRequest, AmendmentPriceRequestResult | undefined>;
/**
 * Returns a price quote for amending an existing booking to a new stay.
 *
 * How `AmendmentPriceRequest` travels: names, SOAP action, transports, codecs of its request and result.
 * @generated from wsdl:operation {http://xml.example.net/15/}AmendmentPriceRequest
 */
export declare const AmendmentPriceRequestOperation: OperationDescriptor<AmendmentPriceRequest, AmendmentPriceRequestResult | undefined, NonStaticXMLAPIHandlers>;
/**
 * A request of `GetHotelNoteTypes` and its result, made of sample values: the examples of the service page and the mock's answer.
 * @generated from wsdl:operation {http://xml.example.net/15/}GetHotelNoteTypes
 */
export declare const GetHotelNoteTypesSample: OperationSample<GetHotelNoteTypes, GetHotelNoteTypesResult | undefined>;
/**
 * Returns the reference list of hotel note types.
 *
 * How `GetHotelNoteTypes` travels: names, SOAP action, transports, codecs of its request and result.
 * @generated from wsdl:operation {http://xml.example.net/15/}GetHotelNoteTypes
 */
export declare const GetHotelNoteTypesOperation: OperationDescriptor<GetHotelNoteTypes, GetHotelNoteTypesResult | undefined, NonStaticXMLAPIHandlers>;
/**
 * A request of `GetLanguages` and its result, made of sample values: the examples of the service page and the mock's answer.
 * @generated from wsdl:operation {http://xml.example.net/15/}GetLanguages
 */
export declare const GetLanguagesSample: OperationSample<GetLanguages, GetLanguagesResult | undefined>;
/**
 * Returns the reference list of languages.
 *
 * How `GetLanguages` travels: names, SOAP action, transports, codecs of its request and result.
 * @generated from wsdl:operation {http://xml.example.net/15/}GetLanguages
 */
export declare const GetLanguagesOperation: OperationDescriptor<GetLanguages, GetLanguagesResult | undefined, NonStaticXMLAPIHandlers>;
/**
 * A request of `GetMeals` and its result, made of sample values: the examples of the service page and the mock's answer.
 * @generated from wsdl:operation {http://xml.example.net/15/}GetMeals
 */
export declare const GetMealsSample: OperationSample<GetMeals, GetMealsResult | undefined>;
/**
 * Returns the reference list of meals, with their labels.
 *
 * How `GetMeals` travels: names, SOAP action, transports, codecs of its request and result.
 * @generated from wsdl:operation {http://xml.example.net/15/}GetMeals
 */
export declare const GetMealsOperation: OperationDescriptor<GetMeals, GetMealsResult | undefined, NonStaticXMLAPIHandlers>;
/**
 * A request of `GetRoomNoteTypes` and its result, made of sample values: the examples of the service page and the mock's answer.
 * @generated from wsdl:operation {http://xml.example.net/15/}GetRoomNoteTypes
 */
export declare const GetRoomNoteTypesSample: OperationSample<GetRoomNoteTypes, GetRoomNoteTypesResult | undefined>;
/**
 * Returns the reference list of room note types.
 *
 * How `GetRoomNoteTypes` travels: names, SOAP action, transports, codecs of its request and result.
 * @generated from wsdl:operation {http://xml.example.net/15/}GetRoomNoteTypes
 */
export declare const GetRoomNoteTypesOperation: OperationDescriptor<GetRoomNoteTypes, GetRoomNoteTypesResult | undefined, NonStaticXMLAPIHandlers>;
/**
 * A request of `GetThemes` and its result, made of sample values: the examples of the service page and the mock's answer.
 * @generated from wsdl:operation {http://xml.example.net/15/}GetThemes
 */
export declare const GetThemesSample: OperationSample<GetThemes, GetThemesResult | undefined>;
/**
 * Returns the reference list of themes.
 *
 * How `GetThemes` travels: names, SOAP action, transports, codecs of its request and result.
 * @generated from wsdl:operation {http://xml.example.net/15/}GetThemes
 */
export declare const GetThemesOperation: OperationDescriptor<GetThemes, GetThemesResult | undefined, NonStaticXMLAPIHandlers>;
/**
 * The NonStaticXMLAPI endpoint of the hotel-booking XML service, interface version 15.
 *
 * XML name: `NonStaticXMLAPI`
 *
 * Mounted at `/15/SOAP/NonStaticXMLAPI.asmx`; serve it with `createServiceListener(NonStaticXMLAPI, handlers)`.
 * @generated from wsdl:service {http://xml.example.net/15/}NonStaticXMLAPI
 */
export declare const NonStaticXMLAPI: ServiceDescriptor<NonStaticXMLAPIHandlers>;
/**
 * The NonStaticXMLAPI endpoint of the hotel-booking XML service, interface version 15.
 *
 * A typed client of `/15/SOAP/NonStaticXMLAPI.asmx` under `options.baseUrl`, over the transport of `options.transport` (default SOAP 1.1) or of each call's options. A call resolves to the result, or to `undefined` when the response carries none (absent or nil), on every transport. It rejects with `SoapFaultError`, `HttpError`, `TransportError` or `MalformedResponseError` for what came back, and before sending with a TypeError naming each path where the request breaks its schema (`validateRequest`, on by default; without it, `ScalarError` for a value outside its type's lexical form, such as an invalid dateTime) or `XmlWriteError` (a character XML cannot carry, an abstract type without `$type`).
 * @generated from wsdl:service {http://xml.example.net/15/}NonStaticXMLAPI
 */
export declare class NonStaticXMLAPIClient {
    #private;
    constructor(options: ClientOptions);
    /**
     * Returns a price quote for amending an existing booking to a new stay.
     *
     * Transports: soap11, soap12, get, post.
     * @generated from wsdl:operation {http://xml.example.net/15/}AmendmentPriceRequest
     */
    amendmentPriceRequest(request: AmendmentPriceRequest, options?: CallOptions): Promise<AmendmentPriceRequestResult | undefined>;
    /**
     * Returns the reference list of hotel note types.
     *
     * Transports: soap11, soap12, get, post.
     * @generated from wsdl:operation {http://xml.example.net/15/}GetHotelNoteTypes
     */
    getHotelNoteTypes(request: GetHotelNoteTypes, options?: CallOptions): Promise<GetHotelNoteTypesResult | undefined>;
    /**
     * Returns the reference list of languages.
     *
     * Transports: soap11, soap12, get, post.
     * @generated from wsdl:operation {http://xml.example.net/15/}GetLanguages
     */
    getLanguages(request: GetLanguages, options?: CallOptions): Promise<GetLanguagesResult | undefined>;
    /**
     * Returns the reference list of meals, with their labels.
     *
     * Transports: soap11, soap12, get, post.
     * @generated from wsdl:operation {http://xml.example.net/15/}GetMeals
     */
    getMeals(request: GetMeals, options?: CallOptions): Promise<GetMealsResult | undefined>;
    /**
     * Returns the reference list of room note types.
     *
     * Transports: soap11, soap12, get, post.
     * @generated from wsdl:operation {http://xml.example.net/15/}GetRoomNoteTypes
     */
    getRoomNoteTypes(request: GetRoomNoteTypes, options?: CallOptions): Promise<GetRoomNoteTypesResult | undefined>;
    /**
     * Returns the reference list of themes.
     *
     * Transports: soap11, soap12, get, post.
     * @generated from wsdl:operation {http://xml.example.net/15/}GetThemes
     */
    getThemes(request: GetThemes, options?: CallOptions): Promise<GetThemesResult | undefined>;
}
