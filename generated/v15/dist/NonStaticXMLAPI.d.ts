import { AmendmentPriceRequestElement, AmendmentPriceRequestResponseElement, AmendmentPriceRequestResultElement, GetHotelNoteTypesElement, GetHotelNoteTypesResponseElement, GetHotelNoteTypesResultElement, GetLanguagesElement, GetLanguagesResponseElement, GetLanguagesResultElement, GetMealsElement, GetMealsResponseElement, GetMealsResultElement, GetRoomNoteTypesElement, GetRoomNoteTypesResponseElement, GetRoomNoteTypesResultElement, GetThemesElement, GetThemesResponseElement, GetThemesResultElement } from "./elements.js";
import type { AmendmentPriceRequest, AmendmentPriceRequestResponse, GetHotelNoteTypes, GetHotelNoteTypesResponse, GetLanguages, GetLanguagesResponse, GetMeals, GetMealsResponse, GetRoomNoteTypes, GetRoomNoteTypesResponse, GetThemes, GetThemesResponse } from "./types.js";
/**
 * The NonStaticXMLAPI endpoint of the hotel-booking XML service, interface version 15.
 *
 * Input and output type of every operation of the service.
 * @generated from wsdl:service {http://xml.example.net/15/}NonStaticXMLAPI
 */
export interface NonStaticXMLAPIOperations {
    /**
     * Returns a price quote for amending an existing booking to a new stay.
     * @generated from wsdl:operation {http://xml.example.net/15/}AmendmentPriceRequest
     */
    AmendmentPriceRequest: {
        input: AmendmentPriceRequest;
        output: AmendmentPriceRequestResponse;
    };
    /**
     * Returns the reference list of hotel note types.
     * @generated from wsdl:operation {http://xml.example.net/15/}GetHotelNoteTypes
     */
    GetHotelNoteTypes: {
        input: GetHotelNoteTypes;
        output: GetHotelNoteTypesResponse;
    };
    /**
     * Returns the reference list of languages.
     * @generated from wsdl:operation {http://xml.example.net/15/}GetLanguages
     */
    GetLanguages: {
        input: GetLanguages;
        output: GetLanguagesResponse;
    };
    /**
     * Returns the reference list of meals, with their labels.
     * @generated from wsdl:operation {http://xml.example.net/15/}GetMeals
     */
    GetMeals: {
        input: GetMeals;
        output: GetMealsResponse;
    };
    /**
     * Returns the reference list of room note types.
     * @generated from wsdl:operation {http://xml.example.net/15/}GetRoomNoteTypes
     */
    GetRoomNoteTypes: {
        input: GetRoomNoteTypes;
        output: GetRoomNoteTypesResponse;
    };
    /**
     * Returns the reference list of themes.
     * @generated from wsdl:operation {http://xml.example.net/15/}GetThemes
     */
    GetThemes: {
        input: GetThemes;
        output: GetThemesResponse;
    };
}
/**
 * The NonStaticXMLAPI endpoint of the hotel-booking XML service, interface version 15.
 *
 * XML name: `NonStaticXMLAPI`
 * @generated from wsdl:service {http://xml.example.net/15/}NonStaticXMLAPI
 */
export declare const NonStaticXMLAPI: {
    readonly name: "NonStaticXMLAPI";
    readonly namespace: "http://xml.example.net/15/";
    readonly ports: readonly [{
        readonly name: "NonStaticXMLAPISoap";
        readonly protocol: "soap11";
        readonly address: "http://xml.example.net/15/SOAP/NonStaticXMLAPI.asmx";
    }, {
        readonly name: "NonStaticXMLAPISoap12";
        readonly protocol: "soap12";
        readonly address: "http://xml.example.net/15/SOAP/NonStaticXMLAPI.asmx";
    }, {
        readonly name: "NonStaticXMLAPIHttpGet";
        readonly protocol: "httpGet";
        readonly address: "http://xml.example.net/15/SOAP/NonStaticXMLAPI.asmx";
    }, {
        readonly name: "NonStaticXMLAPIHttpPost";
        readonly protocol: "httpPost";
        readonly address: "http://xml.example.net/15/SOAP/NonStaticXMLAPI.asmx";
    }];
    readonly operations: {
        /** Returns a price quote for amending an existing booking to a new stay. */
        readonly AmendmentPriceRequest: {
            readonly name: "AmendmentPriceRequest";
            readonly soapAction: "http://xml.example.net/15/AmendmentPriceRequest";
            readonly protocols: readonly ["soap11", "soap12", "httpGet", "httpPost"];
            readonly httpLocations: {
                readonly httpGet: "/AmendmentPriceRequest";
                readonly httpPost: "/AmendmentPriceRequest";
            };
            readonly request: typeof AmendmentPriceRequestElement;
            readonly response: typeof AmendmentPriceRequestResponseElement;
            readonly plainResponse: typeof AmendmentPriceRequestResultElement;
        };
        /** Returns the reference list of hotel note types. */
        readonly GetHotelNoteTypes: {
            readonly name: "GetHotelNoteTypes";
            readonly soapAction: "http://xml.example.net/15/GetHotelNoteTypes";
            readonly protocols: readonly ["soap11", "soap12", "httpGet", "httpPost"];
            readonly httpLocations: {
                readonly httpGet: "/GetHotelNoteTypes";
                readonly httpPost: "/GetHotelNoteTypes";
            };
            readonly request: typeof GetHotelNoteTypesElement;
            readonly response: typeof GetHotelNoteTypesResponseElement;
            readonly plainResponse: typeof GetHotelNoteTypesResultElement;
        };
        /** Returns the reference list of languages. */
        readonly GetLanguages: {
            readonly name: "GetLanguages";
            readonly soapAction: "http://xml.example.net/15/GetLanguages";
            readonly protocols: readonly ["soap11", "soap12", "httpGet", "httpPost"];
            readonly httpLocations: {
                readonly httpGet: "/GetLanguages";
                readonly httpPost: "/GetLanguages";
            };
            readonly request: typeof GetLanguagesElement;
            readonly response: typeof GetLanguagesResponseElement;
            readonly plainResponse: typeof GetLanguagesResultElement;
        };
        /** Returns the reference list of meals, with their labels. */
        readonly GetMeals: {
            readonly name: "GetMeals";
            readonly soapAction: "http://xml.example.net/15/GetMeals";
            readonly protocols: readonly ["soap11", "soap12", "httpGet", "httpPost"];
            readonly httpLocations: {
                readonly httpGet: "/GetMeals";
                readonly httpPost: "/GetMeals";
            };
            readonly request: typeof GetMealsElement;
            readonly response: typeof GetMealsResponseElement;
            readonly plainResponse: typeof GetMealsResultElement;
        };
        /** Returns the reference list of room note types. */
        readonly GetRoomNoteTypes: {
            readonly name: "GetRoomNoteTypes";
            readonly soapAction: "http://xml.example.net/15/GetRoomNoteTypes";
            readonly protocols: readonly ["soap11", "soap12", "httpGet", "httpPost"];
            readonly httpLocations: {
                readonly httpGet: "/GetRoomNoteTypes";
                readonly httpPost: "/GetRoomNoteTypes";
            };
            readonly request: typeof GetRoomNoteTypesElement;
            readonly response: typeof GetRoomNoteTypesResponseElement;
            readonly plainResponse: typeof GetRoomNoteTypesResultElement;
        };
        /** Returns the reference list of themes. */
        readonly GetThemes: {
            readonly name: "GetThemes";
            readonly soapAction: "http://xml.example.net/15/GetThemes";
            readonly protocols: readonly ["soap11", "soap12", "httpGet", "httpPost"];
            readonly httpLocations: {
                readonly httpGet: "/GetThemes";
                readonly httpPost: "/GetThemes";
            };
            readonly request: typeof GetThemesElement;
            readonly response: typeof GetThemesResponseElement;
            readonly plainResponse: typeof GetThemesResultElement;
        };
    };
};
