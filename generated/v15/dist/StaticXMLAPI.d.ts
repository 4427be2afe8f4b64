import { UpdateSpecialRequestElement, UpdateSpecialRequestResponseElement, UpdateSpecialRequestResultElement } from "./elements.js";
import type { UpdateSpecialRequest, UpdateSpecialRequestResponse } from "./types.js";
/**
 * The StaticXMLAPI endpoint of the hotel-booking XML service, interface version 15.
 *
 * Input and output type of every operation of the service.
 * @generated from wsdl:service {http://xml.example.net/15/}StaticXMLAPI
 */
export interface StaticXMLAPIOperations {
    /**
     * Replaces the special-request text of a booking.
     * @generated from wsdl:operation {http://xml.example.net/15/}UpdateSpecialRequest
     */
    UpdateSpecialRequest: {
        input: UpdateSpecialRequest;
        output: UpdateSpecialRequestResponse;
    };
}
/**
 * The StaticXMLAPI endpoint of the hotel-booking XML service, interface version 15.
 *
 * XML name: `StaticXMLAPI`
 * @generated from wsdl:service {http://xml.example.net/15/}StaticXMLAPI
 */
export declare const StaticXMLAPI: {
    readonly name: "StaticXMLAPI";
    readonly namespace: "http://xml.example.net/15/";
    readonly ports: readonly [{
        readonly name: "StaticXMLAPISoap";
        readonly protocol: "soap11";
        readonly address: "http://xml.example.net/15/SOAP/StaticXMLAPI.asmx";
    }, {
        readonly name: "StaticXMLAPISoap12";
        readonly protocol: "soap12";
        readonly address: "http://xml.example.net/15/SOAP/StaticXMLAPI.asmx";
    }, {
        readonly name: "StaticXMLAPIHttpGet";
        readonly protocol: "httpGet";
        readonly address: "http://xml.example.net/15/SOAP/StaticXMLAPI.asmx";
    }, {
        readonly name: "StaticXMLAPIHttpPost";
        readonly protocol: "httpPost";
        readonly address: "http://xml.example.net/15/SOAP/StaticXMLAPI.asmx";
    }];
    readonly operations: {
        /** Replaces the special-request text of a booking. */
        readonly UpdateSpecialRequest: {
            readonly name: "UpdateSpecialRequest";
            readonly soapAction: "http://xml.example.net/15/UpdateSpecialRequest";
            readonly protocols: readonly ["soap11", "soap12", "httpGet", "httpPost"];
            readonly httpLocations: {
                readonly httpGet: "/UpdateSpecialRequest";
                readonly httpPost: "/UpdateSpecialRequest";
            };
            readonly request: typeof UpdateSpecialRequestElement;
            readonly response: typeof UpdateSpecialRequestResponseElement;
            readonly plainResponse: typeof UpdateSpecialRequestResultElement;
        };
    };
};
