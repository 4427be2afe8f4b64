/**
 * One server of the runtime's server benchmark, in its own process: `node --import tsx server-child.ts
 * <bare|ours|node-soap>`. Serves GetMeals (4 meals, a response of about 1 KB as in test/bench) on 127.0.0.1 at an ephemeral port, prints
 * `{"port":N}` and runs until killed.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import soap from "soap";
import { createServiceListener } from "../../../generator/runtime/http-server.ts";
import { writeResultElement } from "../../../generator/runtime/operation.ts";
import { writeSoapEnvelope } from "../../../generator/runtime/soap.ts";
import { GetMeals, meals, NS, type MealsHandlers } from "./meals.ts";

export const SERVICE_PATH = "/15/SOAP/NonStaticXMLAPI.asmx";
const wsdlFile = new URL("../../../schema/15/NonStaticXMLAPI.wsdl", import.meta.url).pathname;
const result = { meals: meals(4) };

function listen(server: http.Server): void {
  server.listen(0, "127.0.0.1", () => {
    console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
  });
}

const which = process.argv[2];
if (which === "bare") {
  // The ceiling: reads the request and answers fixed bytes.
  const body = Buffer.from(
    writeSoapEnvelope("1.1", { "": NS }, (w) => {
      w.start(NS, "GetMealsResponse");
      writeResultElement(w, GetMeals, NS, "getMealsResult", result);
      w.end();
    }),
  );
  listen(
    http.createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        res.writeHead(200, { "content-type": "text/xml; charset=utf-8", "content-length": body.length });
        res.end(body);
      });
    }),
  );
} else if (which === "ours") {
  const handlers: MealsHandlers = { getMeals: () => Promise.resolve(result) };
  const service = { name: "NonStaticXMLAPI", path: SERVICE_PATH, ns: NS, operations: [GetMeals] };
  listen(http.createServer(createServiceListener(service, handlers)));
} else if (which === "node-soap") {
  const soapResult = {
    meals: {
      meal: result.meals.map((m) => ({ id: m.id, name: m.name, labels: { label: m.labels } })),
    },
  };
  const server = http.createServer();
  soap.listen(server, {
    path: SERVICE_PATH,
    services: {
      NonStaticXMLAPI: { NonStaticXMLAPISoap: { GetMeals: () => ({ getMealsResult: soapResult }) } },
    },
    xml: readFileSync(wsdlFile, "utf8"),
    uri: wsdlFile,
  });
  listen(server);
} else {
  throw new Error(`unknown server ${String(which)}: expected bare, ours or node-soap`);
}
