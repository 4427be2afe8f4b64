import { readFile } from "node:fs/promises";
import path from "node:path";

/** One interface version: its namespace, entry WSDLs and the package generated for it. */
export interface InterfaceVersion {
  /** Version label as it appears in paths, e.g. `15`. */
  readonly version: string;
  /** Target namespace of every WSDL and XSD of this version. */
  readonly namespace: string;
  /** npm package name of the generated package. */
  readonly packageName: string;
  /** Folder of the package under `generated/`. */
  readonly directory: string;
  /** Entry WSDL files, relative to the schema root. */
  readonly wsdl: readonly string[];
}

/** The generator's configuration, read from `schema/interfaces.json`. */
export interface GeneratorConfig {
  /** Absolute path of the schema root (`schema/`). */
  readonly schemaRoot: string;
  /** Interface versions in file order. */
  readonly interfaces: readonly InterfaceVersion[];
}

/** Name of the configuration file inside the schema root. */
export const configFileName = "interfaces.json";

/** Reads and checks `interfaces.json`; throws an Error naming the file and the bad field. */
export async function readConfig(schemaRoot: string): Promise<GeneratorConfig> {
  const file = path.join(schemaRoot, configFileName);
  const raw: unknown = JSON.parse(await readFile(file, "utf8"));
  const list = (raw as { interfaces?: unknown }).interfaces;
  if (!Array.isArray(list)) throw new Error(`${file}: "interfaces" must be an array`);
  const interfaces = list.map((entry: unknown, index): InterfaceVersion => {
    const field = (name: string): unknown => (entry as Record<string, unknown>)[name];
    const text = (name: string): string => {
      const value = field(name);
      if (typeof value !== "string" || value === "")
        throw new Error(`${file}: interfaces[${index}].${name} must be a non-empty string`);
      return value;
    };
    const wsdl = field("wsdl");
    if (!Array.isArray(wsdl) || wsdl.length === 0 || !wsdl.every((item) => typeof item === "string"))
      throw new Error(`${file}: interfaces[${index}].wsdl must be a non-empty array of paths`);
    return {
      version: text("version"),
      namespace: text("namespace"),
      packageName: text("package"),
      directory: text("directory"),
      wsdl: wsdl as string[],
    };
  });
  return { schemaRoot: path.resolve(schemaRoot), interfaces };
}

/** Default schema root: `schema/` beside `generator/`. */
export const defaultSchemaRoot = path.resolve(import.meta.dirname, "..", "schema");
