import { type CallOptions, type ClientOptions } from "./runtime/http-client.js";
import { type OperationDescriptor, type OperationSample, type RequestContext, type ServiceDescriptor } from "./runtime/operation.js";
import { GetRoomTypes, GetRoomTypesResult } from "./types.js";
/**
 * The StaticXMLAPI endpoint of the hotel-booking XML service, interface version 14.
 *
 * What a server of this service implements: one method per operation, receiving the validated request and the call's context (transport, headers, credentials), resolving to the result. Throw a `ServiceFault` to answer with a fault of your choosing; any other error becomes a fault without details.
 * @generated from wsdl:service {http://xml.example.net/14/}StaticXMLAPI
 */
export interface StaticXMLAPIHandlers {
    /**
     * Returns the reference list of room types.
     * @generated from wsdl:operation {http://xml.example.net/14/}GetRoomTypes
     */
    getRoomTypes(request: GetRoomTypes, context: RequestContext): Promise<GetRoomTypesResult | undefined>;
}
/**
 * A request of `GetRoomTypes` and its result, made of sample values: the examples of the service page and the mock's answer.
 * @generated from wsdl:operation {http://xml.example.net/14/}GetRoomTypes
 */
export declare const GetRoomTypesSample: OperationSample<GetRoomTypes, GetRoomTypesResult | undefined>;
/**
 * Returns the reference list of room types.
 *
 * How `GetRoomTypes` travels: names, SOAP action, transports, codecs of its request and result.
 * @generated from wsdl:operation {http://xml.example.net/14/}GetRoomTypes
 */
export declare const GetRoomTypesOperation: OperationDescriptor<GetRoomTypes, GetRoomTypesResult | undefined, StaticXMLAPIHandlers>;
/**
 * The StaticXMLAPI endpoint of the hotel-booking XML service, interface version 14.
 *
 * XML name: `StaticXMLAPI`
 *
 * Mounted at `/14/SOAP/StaticXMLAPI.asmx`; serve it with `createServiceListener(StaticXMLAPI, handlers)`.
 * @generated from wsdl:service {http://xml.example.net/14/}StaticXMLAPI
 */
export declare const StaticXMLAPI: ServiceDescriptor<StaticXMLAPIHandlers>;
/**
 * The StaticXMLAPI endpoint of the hotel-booking XML service, interface version 14.
 *
 * A typed client of `/14/SOAP/StaticXMLAPI.asmx` under `options.baseUrl`, over the transport of `options.transport` (default SOAP 1.1) or of each call's options. A call resolves to the result, or to `undefined` when the response carries none (absent or nil), on every transport. It rejects with `SoapFaultError`, `HttpError`, `TransportError` or `MalformedResponseError` for what came back, and before sending with a TypeError naming each path where the request breaks its schema (`validateRequest`, on by default; without it, `ScalarError` for a value outside its type's lexical form, such as an invalid dateTime) or `XmlWriteError` (a character XML cannot carry, an abstract type without `$type`).
 * @generated from wsdl:service {http://xml.example.net/14/}StaticXMLAPI
 */
export declare class StaticXMLAPIClient {
    #private;
    constructor(options: ClientOptions);
    /**
     * Returns the reference list of room types.
     *
     * Transports: soap11, soap12, get, post.
     * @generated from wsdl:operation {http://xml.example.net/14/}GetRoomTypes
     */
    getRoomTypes(request: GetRoomTypes, options?: CallOptions): Promise<GetRoomTypesResult | undefined>;
}
