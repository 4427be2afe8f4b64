/**
 * As-if-generated service code: the operation descriptors, the handler interface and the typed client
 * the emitter produces per service.
 */
import { SoapClient, type CallOptions, type ClientOptions } from "../../../generator/runtime/http-client.ts";
import {
  parameter,
  type OperationDescriptor,
  type RequestContext,
  type ServiceDescriptor,
} from "../../../generator/runtime/operation.ts";
import type { ValidationIssue } from "../../../generator/runtime/validation.ts";
import { checkMinInclusive, xsInt, xsString } from "../../../generator/runtime/scalars.ts";
import { complexType, element } from "../../../generator/runtime/xml-reader.ts";
import { writeValue, type XmlWriter } from "../../../generator/runtime/xml-writer.ts";
import { BookResult, NS, writeBookResult } from "./types.ts";

/** @generated request of operation GetBooking */
export interface GetBookingRequest {
  userName?: string;
  password?: string;
  bookingId: number;
  language?: string;
}

/** @generated reader of the GetBooking request element's content */
export const GetBookingRequest = complexType<GetBookingRequest>({
  ns: NS,
  name: "GetBooking",
  fields: {
    userName: element(NS, "userName", xsString),
    password: element(NS, "password", xsString),
    bookingId: element(NS, "bookingId", xsInt, { required: true }),
    language: element(NS, "language", xsString),
  },
});

/** @generated serializer of the GetBooking request element */
export function writeGetBookingRequest(
  w: XmlWriter,
  ns: string,
  local: string,
  value: GetBookingRequest,
): void {
  w.start(ns, local);
  writeValue(w, NS, "userName", xsString, value.userName);
  writeValue(w, NS, "password", xsString, value.password);
  writeValue(w, NS, "bookingId", xsInt, value.bookingId);
  writeValue(w, NS, "language", xsString, value.language);
  w.end();
}

/** @generated handler interface of service SampleAPI */
export interface SampleAPIHandlers {
  getBooking(request: GetBookingRequest, context: RequestContext): Promise<BookResult | undefined>;
}

/** @generated validator of GetBooking's request */
export function validateGetBookingRequest(request: GetBookingRequest): readonly ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const minimum = checkMinInclusive(request.bookingId, 1);
  if (minimum !== undefined) issues.push({ path: "bookingId", message: minimum });
  return issues;
}

/** @generated from wsdl:operation {NS}GetBooking */
export const GetBooking: OperationDescriptor<GetBookingRequest, BookResult | undefined, SampleAPIHandlers> = {
  name: "GetBooking",
  requestElement: "GetBooking",
  ns: NS,
  transports: ["soap11", "soap12", "get", "post"],
  soapAction: `${NS}GetBooking`,
  responseElement: "GetBookingResponse",
  resultElement: "getBookingResult",
  plainResultElement: "getBookingResult",
  request: GetBookingRequest,
  writeRequest: writeGetBookingRequest,
  parameters: [
    parameter("userName", "userName", xsString, { credential: true }),
    parameter("password", "password", xsString, { credential: true, secret: true }),
    parameter("bookingId", "bookingId", xsInt, { required: true }),
    parameter("language", "language", xsString),
  ],
  result: BookResult,
  writeResult: writeBookResult,
  validateRequest: validateGetBookingRequest,
  invoke: (handlers, request, context) => handlers.getBooking(request, context),
};

/** Path of the sample service. */
export const SAMPLE_PATH = "/15/SOAP/SampleAPI.asmx";

/** @generated WSDL of SampleAPI (abridged: only the references and addresses matter to the runtime). */
export const SAMPLE_WSDL = `<?xml version="1.0" encoding="utf-8"?>
<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:soap12="http://schemas.xmlsoap.org/wsdl/soap12/" targetNamespace="${NS}">
  <wsdl:types><s:schema xmlns:s="http://www.w3.org/2001/XMLSchema"><s:import namespace="${NS}" schemaLocation="types.xsd" /><s:import namespace="urn:other" schemaLocation="http://elsewhere.example/other.xsd" /></s:schema></wsdl:types>
  <wsdl:service name="SampleAPI">
    <wsdl:port name="SampleAPISoap" binding="tns:SampleAPISoap"><soap:address location="http://localhost/placeholder" /></wsdl:port>
    <wsdl:port name="SampleAPISoap12" binding="tns:SampleAPISoap12"><soap12:address location="http://localhost/placeholder" /></wsdl:port>
  </wsdl:service>
</wsdl:definitions>
`;

/** @generated service descriptor of SampleAPI */
export const SampleAPI: ServiceDescriptor<SampleAPIHandlers> = {
  name: "SampleAPI",
  path: SAMPLE_PATH,
  ns: NS,
  operations: [GetBooking],
  description: {
    wsdl: "SampleAPI.wsdl",
    documents: {
      "SampleAPI.wsdl": SAMPLE_WSDL,
      "types.xsd": `<s:schema xmlns:s="http://www.w3.org/2001/XMLSchema" targetNamespace="${NS}"><s:include schemaLocation="./parts/more.xsd" /></s:schema>`,
      "parts/more.xsd": `<s:schema xmlns:s="http://www.w3.org/2001/XMLSchema" targetNamespace="${NS}" />`,
    },
  },
};

/** @generated typed client of SampleAPI */
export class SampleAPIClient {
  readonly #client: SoapClient;

  constructor(options: ClientOptions) {
    this.#client = new SoapClient(SAMPLE_PATH, options);
  }

  /** @generated from wsdl:operation GetBooking */
  getBooking(request: GetBookingRequest, options?: CallOptions): Promise<BookResult | undefined> {
    return this.#client.call(GetBooking, request, options);
  }
}
