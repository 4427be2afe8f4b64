<?php
// A server of PHP's own SOAP stack (ext/soap's SoapServer) under PHP's built-in web server, for
// php-soap.test.ts. PHP_SOAP_WSDL names the WSDL file, PHP_SOAP_RESULTS a JSON file of each operation's result
// (by operation name, as SoapClient shows values), PHP_SOAP_RECEIVED a file where each call's operation and
// parameters are appended as a line of JSON.
$wsdl = getenv("PHP_SOAP_WSDL");
if (($_SERVER["REQUEST_METHOD"] ?? "") === "GET") {
  header("Content-Type: text/xml; charset=utf-8");
  readfile($wsdl);
  return true;
}
$soap12 = str_starts_with($_SERVER["CONTENT_TYPE"] ?? "", "application/soap+xml");
$server = new SoapServer($wsdl, [
  "soap_version" => $soap12 ? SOAP_1_2 : SOAP_1_1,
  "cache_wsdl" => WSDL_CACHE_NONE,
  "features" => SOAP_SINGLE_ELEMENT_ARRAYS,
]);

final class Answers {
  public function __call(string $operation, array $arguments): mixed {
    file_put_contents(
      getenv("PHP_SOAP_RECEIVED"),
      json_encode(["operation" => $operation, "arguments" => $arguments]) . "\n",
      FILE_APPEND,
    );
    $results = json_decode(file_get_contents(getenv("PHP_SOAP_RESULTS")), false, 512, JSON_THROW_ON_ERROR);
    $result = $results->$operation;
    // Several output parts are returned as an array by part name.
    return is_object($result) && property_exists($result, '$parts') ? (array) $result->{'$parts'} : $result;
  }
}

$server->setObject(new Answers());
$server->handle();
