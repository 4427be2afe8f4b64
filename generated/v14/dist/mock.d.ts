import { type NonStaticXMLAPIHandlers } from "./NonStaticXMLAPI.js";
import { type StaticXMLAPIHandlers } from "./StaticXMLAPI.js";
import { type ServiceListenerOptions, createServiceListener } from "./runtime/http-server.js";
/**
 * The NonStaticXMLAPI endpoint of the hotel-booking XML service, interface version 14.
 *
 * Mock handlers: every operation answers its sample result (`<Operation>Sample`), whatever the request, as a service typically sends it (every optional member filled down to three levels of nesting, lists of three items near the top and one deeper down, no nil, each element of its declared type).
 * @generated from wsdl:service {http://xml.example.net/14/}NonStaticXMLAPI
 */
export declare const NonStaticXMLAPIMock: NonStaticXMLAPIHandlers;
/**
 * The StaticXMLAPI endpoint of the hotel-booking XML service, interface version 14.
 *
 * Mock handlers: every operation answers its sample result (`<Operation>Sample`), whatever the request, as a service typically sends it (every optional member filled down to three levels of nesting, lists of three items near the top and one deeper down, no nil, each element of its declared type).
 * @generated from wsdl:service {http://xml.example.net/14/}StaticXMLAPI
 */
export declare const StaticXMLAPIMock: StaticXMLAPIHandlers;
/**
 * The NonStaticXMLAPI endpoint of the hotel-booking XML service, interface version 14.
 *
 * Edge-case mock handlers: like the mock handlers, but with what a peer must also handle: the second item of a nillable list and nillable members of third items nil, and derived types (with `xsi:type`) in turn.
 * @generated from wsdl:service {http://xml.example.net/14/}NonStaticXMLAPI
 */
export declare const NonStaticXMLAPIEdgeCaseMock: NonStaticXMLAPIHandlers;
/**
 * The StaticXMLAPI endpoint of the hotel-booking XML service, interface version 14.
 *
 * Edge-case mock handlers: like the mock handlers, but with what a peer must also handle: the second item of a nillable list and nillable members of third items nil, and derived types (with `xsi:type`) in turn.
 * @generated from wsdl:service {http://xml.example.net/14/}StaticXMLAPI
 */
export declare const StaticXMLAPIEdgeCaseMock: StaticXMLAPIHandlers;
/**
 * Request listeners of every service of this version answered by the mock handlers, by service path: `createSoapServer(createRouter(mockListeners()))` serves them all; `edgeCases` answers with the edge-case mocks instead. They take a WS-Security block marked mustUnderstand, as clients of a service with a security policy send it, without checking it (`options.understoodHeaders` replaces that).
 * @generated from wsdl:service {http://xml.example.net/14/}NonStaticXMLAPI, {http://xml.example.net/14/}StaticXMLAPI
 */
export declare function mockListeners(options?: ServiceListenerOptions, edgeCases?: boolean): Readonly<Record<string, ReturnType<typeof createServiceListener>>>;
