<?php
// A client of PHP's own SOAP stack (ext/soap's SoapClient), for php-soap.test.ts. Reads on stdin
// {"wsdl": url or file, "location"?: endpoint, "soap": "1.1"|"1.2", "calls": [{"operation": name, "args": [...],
// "headers"?: [{"namespace", "name", "data"}]}]} (each call's arguments in order: one object of the parameters for
// document/literal wrapped, the parts for rpc; its header blocks as SoapHeader takes them) and prints as JSON the
// operations SoapClient found in the WSDL and, per call, its result and the response's header blocks, or its
// fault, with the last request it sent.
$input = json_decode(stream_get_contents(STDIN), true, 512, JSON_THROW_ON_ERROR);
$client = new SoapClient($input["wsdl"], [
  "soap_version" => $input["soap"] === "1.2" ? SOAP_1_2 : SOAP_1_1,
  "cache_wsdl" => WSDL_CACHE_NONE,
  // A repeated element is an array even when it occurs once.
  "features" => SOAP_SINGLE_ELEMENT_ARRAYS,
  "exceptions" => true,
  "trace" => true,
  "connection_timeout" => 10,
] + (isset($input["location"]) ? ["location" => $input["location"]] : []));
$calls = [];
foreach ($input["calls"] as $call) {
  try {
    $headers = array_map(
      fn ($header) => new SoapHeader($header["namespace"], $header["name"], $header["data"]),
      $call["headers"] ?? [],
    );
    $responseHeaders = [];
    $result = $client->__soapCall($call["operation"], $call["args"], null, $headers, $responseHeaders);
    $calls[] = ["result" => $result, "headers" => $responseHeaders, "request" => $client->__getLastRequest()];
  } catch (SoapFault $fault) {
    $calls[] = ["fault" => $fault->getMessage(), "response" => $client->__getLastResponse()];
  }
}
echo json_encode(["functions" => $client->__getFunctions(), "calls" => $calls], JSON_THROW_ON_ERROR);
