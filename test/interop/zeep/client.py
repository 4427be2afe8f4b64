"""A client of zeep (Python's SOAP stack, Debian's python3-zeep), for zeep.test.ts.

Reads on stdin {"wsdl": url, "service": name, "port": name, "calls": [{"operation": name, "args": {...}}]} and
prints as JSON the operations zeep found in the port and, per call, its result (decimals and dates as text)
or its fault.
"""
import datetime
import decimal
import json
import sys

import zeep
from zeep.helpers import serialize_object


def plain(value):
    if isinstance(value, (decimal.Decimal, datetime.date, datetime.time, datetime.datetime)):
        return str(value)
    raise TypeError(f"cannot show {type(value).__name__}")


request = json.load(sys.stdin)
client = zeep.Client(request["wsdl"])
port = client.bind(request["service"], request["port"])
binding = client.wsdl.services[request["service"]].ports[request["port"]].binding
calls = []
for call in request["calls"]:
    try:
        result = getattr(port, call["operation"])(**call["args"])
        calls.append({"result": serialize_object(result, dict)})
    except zeep.exceptions.Error as error:
        calls.append({"fault": str(error)})
print(json.dumps({"operations": sorted(binding._operations), "calls": calls}, default=plain))
