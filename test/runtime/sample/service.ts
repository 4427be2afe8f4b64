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
  type ValidationIssue,
} from "../../../generator/runtime/operation.ts";
import { checkMinInclusive, xsInt, xsString } from "../../../generator/runtime/scalars.ts";
import { BookResult, NS, writeBookResult } from "./types.ts";

/** @generated request of operation GetBooking */
export interface GetBookingRequest {
  userName?: string;
  password?: string;
  bookingId: number;
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
  ns: NS,
  soapAction: `${NS}GetBooking`,
  responseElement: "GetBookingResponse",
  resultElement: "getBookingResult",
  plainResultElement: "getBookingResult",
  parameters: [
    parameter("userName", "userName", xsString, { credential: true }),
    parameter("password", "password", xsString, { credential: true, secret: true }),
    parameter("bookingId", "bookingId", xsInt, { required: true }),
  ],
  result: BookResult,
  resultOccurs: {},
  writeResult: writeBookResult,
  validateRequest: validateGetBookingRequest,
  invoke: (handlers, request, context) => handlers.getBooking(request, context),
};

/** Path of the sample service. */
export const SAMPLE_PATH = "/15/SOAP/SampleAPI.asmx";

/** @generated WSDL of SampleAPI (abridged: only the address elements matter to the runtime). */
export const SAMPLE_WSDL = `<?xml version="1.0" encoding="utf-8"?>
<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:soap12="http://schemas.xmlsoap.org/wsdl/soap12/" targetNamespace="${NS}">
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
  wsdl: SAMPLE_WSDL,
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
