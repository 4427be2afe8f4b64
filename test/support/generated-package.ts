// What the interop tests share: a package generated from a WSDL and loaded as installed, and a server listening on
// 127.0.0.1.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { generateFromFiles } from "../../generator/generate-files.ts";
import { linkCompileDependencies } from "../../generator/write/link-dependencies.ts";
import { writeTree } from "../../generator/write/write-tree.ts";

/** Generates the package of `entry` into `folder` and loads its compiled index. */
export async function generatePackage<T>(entry: string, folder: string): Promise<T> {
  const result = await generateFromFiles({ files: [entry], allowRemote: false });
  if (result.package === undefined) throw new Error(JSON.stringify(result.diagnostics));
  await writeTree(folder, ["."], result.package.files);
  await linkCompileDependencies(folder);
  return (await import(pathToFileURL(path.join(folder, "dist", "index.js")).href)) as T;
}

/** Starts `server` on a free port of 127.0.0.1; resolves to its base URL. */
export async function listening(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
