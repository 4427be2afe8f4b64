/**
 * One server of the server and client benchmarks, in its own process so it never shares an event loop with
 * the load generator: `node --import tsx server-child.ts <bare|node-soap|ours>`. Serves GetMeals (SOAP 1.1)
 * of NonStaticXMLAPI version 15 on 127.0.0.1 at an ephemeral port, prints `{"port":N}` and runs until killed.
 * Each line `cpu` on its standard input is answered with `{"cpuMicros":N}`, the CPU time it has used so far.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import readline from "node:readline";
import { benchServerPath, mealsResponse } from "./http-fixtures.ts";
import { nonStaticWsdl15, soapInput } from "./peers.ts";

const which = process.argv[2];
const response = mealsResponse();

function listen(server: http.Server): void {
  server.listen(0, "127.0.0.1", () => {
    console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
  });
}

readline.createInterface({ input: process.stdin }).on("line", (line) => {
  if (line !== "cpu") return;
  const { user, system } = process.cpuUsage();
  console.log(JSON.stringify({ cpuMicros: user + system }));
});

if (which === "bare") {
  // The ceiling: reads the request, answers fixed bytes. No parsing, no serializing.
  const body = Buffer.from(response.xml);
  listen(
    http.createServer((request, reply) => {
      request.resume();
      request.on("end", () => {
        reply.writeHead(200, { "Content-Type": "text/xml; charset=utf-8", "Content-Length": body.length });
        reply.end(body);
      });
    }),
  );
} else if (which === "node-soap") {
  // Each server loads only its own code (the process's start-up is not measured, its memory is its own).
  const soap = await import("soap");
  const result = soapInput(response.data);
  const server = http.createServer();
  // node-soap leaves requests that arrive before its WSDL is ready unanswered: listen once it is.
  soap.listen(server, {
    path: benchServerPath,
    services: { NonStaticXMLAPI: { NonStaticXMLAPISoap: { GetMeals: () => result } } },
    xml: readFileSync(nonStaticWsdl15, "utf8"),
    uri: nonStaticWsdl15,
    callback: (error: unknown) => {
      if (error) throw error;
      listen(server);
    },
  });
} else if (which === "ours") {
  // The generated server: the request read, validated and answered by the generated code and its runtime.
  const { loadOurs } = await import("./ours.ts");
  const ours = loadOurs();
  if (!ours.server.ok) throw new Error(ours.server.reason);
  listen(ours.server.value(response.data));
} else {
  throw new Error(`unknown server ${String(which)}: expected bare, node-soap or ours`);
}
