import { type NonStaticXMLAPIHandlers } from "./NonStaticXMLAPI.js";
import { type StaticXMLAPIHandlers } from "./StaticXMLAPI.js";
import { type ServiceListenerOptions, createServiceListener } from "./runtime/http-server.js";
/**
 * The NonStaticXMLAPI endpoint of the hotel-booking XML service, interface version 14.
 *
 * Mock handlers: every operation answers its sample result (`<Operation>Sample`), whatever the request (every optional member filled down to three levels of nesting, lists of three items near the top and one deeper down, nil where nillable in some items).
 * @generated from wsdl:service {http://xml.example.net/14/}NonStaticXMLAPI
 */
export declare const NonStaticXMLAPIMock: NonStaticXMLAPIHandlers;
/**
 * The StaticXMLAPI endpoint of the hotel-booking XML service, interface version 14.
 *
 * Mock handlers: every operation answers its sample result (`<Operation>Sample`), whatever the request (every optional member filled down to three levels of nesting, lists of three items near the top and one deeper down, nil where nillable in some items).
 * @generated from wsdl:service {http://xml.example.net/14/}StaticXMLAPI
 */
export declare const StaticXMLAPIMock: StaticXMLAPIHandlers;
/**
 * Request listeners of every service of this version answered by the mock handlers, by service path: `createSoapServer(createRouter(mockListeners()))` serves them all.
 * @generated from wsdl:service {http://xml.example.net/14/}NonStaticXMLAPI, {http://xml.example.net/14/}StaticXMLAPI
 */
export declare function mockListeners(options?: ServiceListenerOptions): Readonly<Record<string, ReturnType<typeof createServiceListener>>>;
