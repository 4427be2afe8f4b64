import { GetRoomTypesElement, GetRoomTypesResponseElement, GetRoomTypesResultElement } from "./elements.js";
import type { GetRoomTypes, GetRoomTypesResponse } from "./types.js";
/**
 * The StaticXMLAPI endpoint of the hotel-booking XML service, interface version 14.
 *
 * Input and output type of every operation of the service.
 * @generated from wsdl:service {http://xml.example.net/14/}StaticXMLAPI
 */
export interface StaticXMLAPIOperations {
    /**
     * Returns the reference list of room types.
     * @generated from wsdl:operation {http://xml.example.net/14/}GetRoomTypes
     */
    GetRoomTypes: {
        input: GetRoomTypes;
        output: GetRoomTypesResponse;
    };
}
/**
 * The StaticXMLAPI endpoint of the hotel-booking XML service, interface version 14.
 *
 * XML name: `StaticXMLAPI`
 * @generated from wsdl:service {http://xml.example.net/14/}StaticXMLAPI
 */
export declare const StaticXMLAPI: {
    readonly name: "StaticXMLAPI";
    readonly namespace: "http://xml.example.net/14/";
    readonly ports: readonly [{
        readonly name: "StaticXMLAPISoap";
        readonly protocol: "soap11";
        readonly address: "http://xml.example.net/14/SOAP/StaticXMLAPI.asmx";
    }, {
        readonly name: "StaticXMLAPISoap12";
        readonly protocol: "soap12";
        readonly address: "http://xml.example.net/14/SOAP/StaticXMLAPI.asmx";
    }, {
        readonly name: "StaticXMLAPIHttpGet";
        readonly protocol: "httpGet";
        readonly address: "http://xml.example.net/14/SOAP/StaticXMLAPI.asmx";
    }, {
        readonly name: "StaticXMLAPIHttpPost";
        readonly protocol: "httpPost";
        readonly address: "http://xml.example.net/14/SOAP/StaticXMLAPI.asmx";
    }];
    readonly operations: {
        /** Returns the reference list of room types. */
        readonly GetRoomTypes: {
            readonly name: "GetRoomTypes";
            readonly soapAction: "http://xml.example.net/14/GetRoomTypes";
            readonly protocols: readonly ["soap11", "soap12", "httpGet", "httpPost"];
            readonly httpLocations: {
                readonly httpGet: "/GetRoomTypes";
                readonly httpPost: "/GetRoomTypes";
            };
            readonly request: typeof GetRoomTypesElement;
            readonly response: typeof GetRoomTypesResponseElement;
            readonly plainResponse: typeof GetRoomTypesResultElement;
        };
    };
};
