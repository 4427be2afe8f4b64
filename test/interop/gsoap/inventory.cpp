// The gSOAP peer of test/interop/gsoap-encoded.test.ts, on the proxy and service classes soapcpp2 writes from
// test/fixtures/corpus/rpc-encoded/InventoryService.wsdl. `client <url>` calls each operation and prints what it
// read, one `name=value` a line; `server <port>` answers on 127.0.0.1:<port>, one request at a time, until killed.
#include <cstdlib>
#include <iostream>
#include "soapInventoryBindingProxy.h"
#include "soapInventoryBindingService.h"
#include "InventoryBinding.nsmap"

static void print(const char *at, const ns2__Item *item) {
  if (item == NULL) {
    std::cout << at << "=nil\n";
    return;
  }
  char added[32];
  strftime(added, sizeof added, "%Y-%m-%dT%H:%M:%SZ", gmtime(&item->added));
  std::cout << at << ".sku=" << item->sku << "\n" << at << ".name=" << item->name << "\n"
            << at << ".price=" << item->price << "\n" << at << ".quantity=" << item->quantity << "\n"
            << at << ".added=" << added << "\n" << at << ".note=" << (item->note ? *item->note : "nil") << "\n"
            << at << ".status=" << soap_ns2__Status2s(NULL, item->status) << "\n"
            << at << ".size=" << item->size.width << "x" << item->size.height << "\n";
}

static int client(const char *url) {
  InventoryBindingProxy proxy(url);
  ns1__getItemResponse got;
  if (proxy.getItem(std::string("B-1"), got) != SOAP_OK) return proxy.soap_print_fault(stderr), 1;
  print("getItem", got.item);

  StringArray tags;
  std::string tagValues[] = {"a", "b"};
  tags.__ptr = tagValues;
  tags.__size = 2;
  ns1__findItemsResponse found;
  if (proxy.findItems(std::string("bolt"), 2, &tags, found) != SOAP_OK) return proxy.soap_print_fault(stderr), 1;
  std::cout << "findItems.length=" << (found.items ? found.items->__size : -1) << "\n";
  for (int i = 0; found.items && i < found.items->__size; i++)
    print(("findItems." + std::to_string(i)).c_str(), found.items->__ptr[i]);

  ns2__Item item;
  item.sku = "N-2";
  item.name = "Nut & bolt <M8>";
  item.price = "0.050";
  item.quantity = 7;
  item.added = 1767323045;  // 2026-01-02T03:04:05Z
  item.note = NULL;
  item.status = ns2__Status__retired;
  item.size.width = 8;
  item.size.height = 30;
  ns1__addItemResponse added;
  if (proxy.addItem(&item, std::string("restock"), added) != SOAP_OK) return proxy.soap_print_fault(stderr), 1;
  std::cout << "addItem.total=" << added.total << "\naddItem.accepted=" << (added.accepted ? "true" : "false") << "\n";

  if (proxy.getItem(std::string("missing"), got) == SOAP_OK) return 1;
  std::cout << "fault.code=" << *soap_faultcode(proxy.soap) << "\nfault.string=" << *soap_faultstring(proxy.soap) << "\n";
  return 0;
}

static ns2__Item *sample(struct soap *soap, const std::string &sku) {
  ns2__Item *item = soap_new_ns2__Item(soap);
  item->sku = sku;
  item->name = "Bolt";
  item->price = "1.50";
  item->quantity = 3;
  item->added = 1767323045;
  item->note = soap_new_std__string(soap);
  *item->note = "spare";
  item->status = ns2__Status__active;
  item->size.width = 8;
  item->size.height = 30;
  return item;
}

int InventoryBindingService::getItem(const std::string &sku, ns1__getItemResponse &response) {
  if (sku == "missing") return soap_senderfault("no item missing", NULL);
  response.item = sample(soap, sku);
  return SOAP_OK;
}

int InventoryBindingService::findItems(const std::string &query, int limit, StringArray *tags,
                                       ns1__findItemsResponse &response) {
  // Echoes what it read: the query as the first item's sku, the tags as the names of the following ones.
  response.items = soap_new_ItemArray(soap);
  response.items->__size = 1 + (tags ? tags->__size : 0) + 1;
  response.items->__ptr = (ns2__Item **)soap_malloc(soap, response.items->__size * sizeof(ns2__Item *));
  response.items->__ptr[0] = sample(soap, query);
  response.items->__ptr[0]->quantity = limit;
  for (int i = 0; tags && i < tags->__size; i++) {
    response.items->__ptr[i + 1] = sample(soap, "tag");
    response.items->__ptr[i + 1]->name = tags->__ptr[i];
  }
  response.items->__ptr[response.items->__size - 1] = NULL;
  return SOAP_OK;
}

int InventoryBindingService::addItem(ns2__Item *item, const std::string &reason, ns1__addItemResponse &response) {
  // Echoes what it read: the item's price as the total, and whether every other value arrived.
  response.total = item ? item->price : "";
  response.accepted = item && item->sku == "N-2" && item->name == "Nut & bolt <M8>" && item->quantity == 7 &&
                      item->added == 1767323045 && item->note == NULL && item->status == ns2__Status__retired &&
                      item->size.width == 8 && item->size.height == 30 && reason == "restock";
  return SOAP_OK;
}

static int server(int port) {
  InventoryBindingService service;
  if (!soap_valid_socket(soap_bind(service.soap, "127.0.0.1", port, 10))) return service.soap_print_fault(stderr), 1;
  std::cout << "listening " << port << std::endl;
  for (;;) {
    if (!soap_valid_socket(soap_accept(service.soap))) return service.soap_print_fault(stderr), 1;
    service.serve();
    service.destroy();
  }
}

int main(int argc, char **argv) {
  if (argc == 3 && std::string(argv[1]) == "client") return client(argv[2]);
  if (argc == 3 && std::string(argv[1]) == "server") return server(atoi(argv[2]));
  std::cerr << "usage: inventory client <url> | server <port>\n";
  return 2;
}
