"""A client of suds (Python's SOAP client, Debian's python3-suds), for suds.test.ts.

Reads on stdin {"wsdl": url, "port": name, "calls": [{"operation": name, "args": {...}}]} and prints as JSON the
operations suds found in the port and, per call, its result (objects as dicts, decimals and dates as text) or its
fault.
"""
import datetime
import decimal
import json
import sys

from suds import WebFault
from suds.client import Client
from suds.sudsobject import Object


def plain(value):
    if isinstance(value, Object):
        return {key: plain(item) for key, item in value}
    if isinstance(value, list):
        return [plain(item) for item in value]
    if isinstance(value, (datetime.date, datetime.time, datetime.datetime)):
        return value.isoformat()
    if isinstance(value, decimal.Decimal):
        return str(value)
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)


request = json.load(sys.stdin)
client = Client(request["wsdl"], cache=None)
port = client.service[request["port"]]
methods = next(p for p in client.sd[0].ports if p[0].name == request["port"])[1]
calls = []
for call in request["calls"]:
    try:
        calls.append({"result": plain(getattr(port, call["operation"])(**call["args"]))})
    except WebFault as fault:
        calls.append({"fault": str(fault)})
print(json.dumps({"operations": sorted(name for name, _ in methods), "calls": calls}))
