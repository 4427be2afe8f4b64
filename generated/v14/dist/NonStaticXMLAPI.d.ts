import { CancelTransferBookingElement, CancelTransferBookingResponseElement, CancelTransferBookingResultElement, GetFeaturesElement, GetFeaturesResponseElement, GetFeaturesResultElement } from "./elements.js";
import type { CancelTransferBooking, CancelTransferBookingResponse, GetFeatures, GetFeaturesResponse } from "./types.js";
/**
 * The NonStaticXMLAPI endpoint of the hotel-booking XML service, interface version 14.
 *
 * Input and output type of every operation of the service.
 * @generated from wsdl:service {http://xml.example.net/14/}NonStaticXMLAPI
 */
export interface NonStaticXMLAPIOperations {
    /**
     * Cancels a transfer booking and returns the cancellation fee.
     * @generated from wsdl:operation {http://xml.example.net/14/}CancelTransferBooking
     */
    CancelTransferBooking: {
        input: CancelTransferBooking;
        output: CancelTransferBookingResponse;
    };
    /**
     * Returns the reference list of features.
     * @generated from wsdl:operation {http://xml.example.net/14/}GetFeatures
     */
    GetFeatures: {
        input: GetFeatures;
        output: GetFeaturesResponse;
    };
}
/**
 * The NonStaticXMLAPI endpoint of the hotel-booking XML service, interface version 14.
 *
 * XML name: `NonStaticXMLAPI`
 * @generated from wsdl:service {http://xml.example.net/14/}NonStaticXMLAPI
 */
export declare const NonStaticXMLAPI: {
    readonly name: "NonStaticXMLAPI";
    readonly namespace: "http://xml.example.net/14/";
    readonly ports: readonly [{
        readonly name: "NonStaticXMLAPISoap";
        readonly protocol: "soap11";
        readonly address: "http://xml.example.net/14/SOAP/NonStaticXMLAPI.asmx";
    }, {
        readonly name: "NonStaticXMLAPISoap12";
        readonly protocol: "soap12";
        readonly address: "http://xml.example.net/14/SOAP/NonStaticXMLAPI.asmx";
    }, {
        readonly name: "NonStaticXMLAPIHttpGet";
        readonly protocol: "httpGet";
        readonly address: "http://xml.example.net/14/SOAP/NonStaticXMLAPI.asmx";
    }, {
        readonly name: "NonStaticXMLAPIHttpPost";
        readonly protocol: "httpPost";
        readonly address: "http://xml.example.net/14/SOAP/NonStaticXMLAPI.asmx";
    }];
    readonly operations: {
        /** Cancels a transfer booking and returns the cancellation fee. */
        readonly CancelTransferBooking: {
            readonly name: "CancelTransferBooking";
            readonly soapAction: "http://xml.example.net/14/CancelTransferBooking";
            readonly protocols: readonly ["soap11", "soap12", "httpGet", "httpPost"];
            readonly httpLocations: {
                readonly httpGet: "/CancelTransferBooking";
                readonly httpPost: "/CancelTransferBooking";
            };
            readonly request: typeof CancelTransferBookingElement;
            readonly response: typeof CancelTransferBookingResponseElement;
            readonly plainResponse: typeof CancelTransferBookingResultElement;
        };
        /** Returns the reference list of features. */
        readonly GetFeatures: {
            readonly name: "GetFeatures";
            readonly soapAction: "http://xml.example.net/14/GetFeatures";
            readonly protocols: readonly ["soap11", "soap12", "httpGet", "httpPost"];
            readonly httpLocations: {
                readonly httpGet: "/GetFeatures";
                readonly httpPost: "/GetFeatures";
            };
            readonly request: typeof GetFeaturesElement;
            readonly response: typeof GetFeaturesResponseElement;
            readonly plainResponse: typeof GetFeaturesResultElement;
        };
    };
};
