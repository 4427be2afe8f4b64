// The types of the package generated from test/fixtures/corpus/rpc-encoded/InventoryService.wsdl, as the
// interop tests that drive it with a peer (node-soap, PHP, gSOAP) load it.
import type { RequestListener, Server } from "node:http";

export interface Item {
  readonly sku: string;
  readonly name: string;
  readonly price: string;
  readonly quantity: number;
  readonly added: string;
  readonly note: string | null;
  readonly status: "active" | "retired";
  /** Of an anonymous type: written without xsi:type. */
  readonly size: { readonly width: number; readonly height: number };
}

export interface FindItems {
  readonly query: string;
  readonly limit: number;
  readonly tags: readonly (string | null)[];
}

export interface AddItem {
  readonly item: Item;
  readonly reason: string;
}

/** The service's handlers, and its client's methods. */
export interface InventoryHandlers {
  findItems(request: FindItems): Promise<readonly (Item | null)[]>;
  getItem(request: { readonly sku: string }): Promise<Item>;
  addItem(request: AddItem): Promise<{ total: string; accepted: boolean }>;
}

export interface InventoryPackage {
  readonly InventoryService: unknown;
  readonly InventoryServiceClient: new (options: {
    baseUrl: string;
    validateResponse?: boolean;
  }) => InventoryHandlers;
  readonly createServiceListener: (service: unknown, handlers: InventoryHandlers) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
}
