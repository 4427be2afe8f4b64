import { type CallOptions, type ClientOptions } from "./runtime/http-client.js";
import { type OperationDescriptor, type OperationSample, type RequestContext, type ServiceDescriptor } from "./runtime/operation.js";
import { CancelTransferBooking, CancelTransferBookingResult, GetFeatures, GetFeaturesResult } from "./types.js";
/**
 * The NonStaticXMLAPI endpoint of the hotel-booking XML service, interface version 14.
 *
 * What a server of this service implements: one method per operation, receiving the validated request and the call's context (transport, headers, credentials), resolving to the result. Throw a `ServiceFault` to answer with a fault of your choosing; any other error becomes a fault without details.
 * @generated from wsdl:service {http://xml.example.net/14/}NonStaticXMLAPI
 */
export interface NonStaticXMLAPIHandlers {
    /**
     * Cancels a transfer booking and returns the cancellation fee.
     * @generated from wsdl:operation {http://xml.example.net/14/}CancelTransferBooking
     */
    cancelTransferBooking(request: CancelTransferBooking, context: RequestContext): Promise<CancelTransferBookingResult | undefined>;
    /**
     * Returns the reference list of features.
     * @generated from wsdl:operation {http://xml.example.net/14/}GetFeatures
     */
    getFeatures(request: GetFeatures, context: RequestContext): Promise<GetFeaturesResult | undefined>;
}
/**
 * A request of `CancelTransferBooking` and its result, made of sample values: the examples of the service page and the mock's answer.
 * @generated from wsdl:operation {http://xml.example.net/14/}CancelTransferBooking
 */
export declare const CancelTransferBookingSample: OperationSample<CancelTransferBooking, CancelTransferBookingResult | undefined>;
/**
 * Cancels a transfer booking and returns the cancellation fee.
 *
 * How `CancelTransferBooking` travels: names, SOAP action, transports, codecs of its request and result.
 * @generated from wsdl:operation {http://xml.example.net/14/}CancelTransferBooking
 */
export declare const CancelTransferBookingOperation: OperationDescriptor<CancelTransferBooking, CancelTransferBookingResult | undefined, NonStaticXMLAPIHandlers>;
/**
 * A request of `GetFeatures` and its result, made of sample values: the examples of the service page and the mock's answer.
 * @generated from wsdl:operation {http://xml.example.net/14/}GetFeatures
 */
export declare const GetFeaturesSample: OperationSample<GetFeatures, GetFeaturesResult | undefined>;
/**
 * Returns the reference list of features.
 *
 * How `GetFeatures` travels: names, SOAP action, transports, codecs of its request and result.
 * @generated from wsdl:operation {http://xml.example.net/14/}GetFeatures
 */
export declare const GetFeaturesOperation: OperationDescriptor<GetFeatures, GetFeaturesResult | undefined, NonStaticXMLAPIHandlers>;
/**
 * The NonStaticXMLAPI endpoint of the hotel-booking XML service, interface version 14.
 *
 * XML name: `NonStaticXMLAPI`
 *
 * Mounted at `/14/SOAP/NonStaticXMLAPI.asmx`; serve it with `createServiceListener(NonStaticXMLAPI, handlers)`.
 * @generated from wsdl:service {http://xml.example.net/14/}NonStaticXMLAPI
 */
export declare const NonStaticXMLAPI: ServiceDescriptor<NonStaticXMLAPIHandlers>;
/**
 * The NonStaticXMLAPI endpoint of the hotel-booking XML service, interface version 14.
 *
 * A typed client of `/14/SOAP/NonStaticXMLAPI.asmx` under `options.baseUrl`, over the transport of `options.transport` (default SOAP 1.1) or of each call's options. A call resolves to the result, or to `undefined` when the response carries none (absent or nil), on every transport. It rejects with `SoapFaultError`, `HttpError`, `TransportError` or `MalformedResponseError` for what came back, and before sending with a TypeError naming each path where the request breaks its schema (`validateRequest`, on by default; without it, `ScalarError` for a value outside its type's lexical form, such as an invalid dateTime) or `XmlWriteError` (a character XML cannot carry, an abstract type without `$type`).
 * @generated from wsdl:service {http://xml.example.net/14/}NonStaticXMLAPI
 */
export declare class NonStaticXMLAPIClient {
    #private;
    constructor(options: ClientOptions);
    /**
     * Cancels a transfer booking and returns the cancellation fee.
     *
     * Transports: soap11, soap12, get, post.
     * @generated from wsdl:operation {http://xml.example.net/14/}CancelTransferBooking
     */
    cancelTransferBooking(request: CancelTransferBooking, options?: CallOptions): Promise<CancelTransferBookingResult | undefined>;
    /**
     * Returns the reference list of features.
     *
     * Transports: soap11, soap12, get, post.
     * @generated from wsdl:operation {http://xml.example.net/14/}GetFeatures
     */
    getFeatures(request: GetFeatures, options?: CallOptions): Promise<GetFeaturesResult | undefined>;
}
