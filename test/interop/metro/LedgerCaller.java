// A JAX-WS RI (Metro) client of test/fixtures/emit/constructs-wire/, for metro-server.test.ts's other direction:
// the classes wsimport writes from our server's ?WSDL (package `ledgerclient`). Calls Record once through the port
// named by its second argument at the URL of its first, with a Session header block, two choices and the
// wildcard's declared and undeclared elements, and prints what it read: the batch, then the response's header
// blocks, one line each.
package metropeer;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import javax.xml.bind.JAXBElement;
import javax.xml.namespace.QName;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.ws.BindingProvider;
import javax.xml.ws.Holder;
import ledgerclient.Amount;
import ledgerclient.Batch;
import ledgerclient.Ledger;
import ledgerclient.LedgerPort;
import ledgerclient.Record;
import ledgerclient.RecordResponse;
import ledgerclient.Session;
import ledgerclient.Trace;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

public final class LedgerCaller {
  private static final String NS = "urn:emit:constructs-wire";
  private static final String EXT = "urn:emit:constructs-ext";

  private static JAXBElement<Amount> entry(String kind, String value, String ref) {
    Amount amount = new Amount();
    amount.setValue(new BigDecimal(value));
    amount.setRef(ref);
    return new JAXBElement<>(new QName(NS, kind), Amount.class, amount);
  }

  public static void main(String[] args) throws Exception {
    Ledger service = new Ledger(new java.net.URL(args[0] + "?WSDL"));
    LedgerPort port = args[1].equals("LedgerSoap12") ? service.getLedgerSoap12() : service.getLedgerSoap();
    ((BindingProvider) port).getRequestContext().put(BindingProvider.ENDPOINT_ADDRESS_PROPERTY, args[0]);
    Batch batch = new Batch();
    batch.setSource("desk & <7>");
    batch.setAccount("DE-1");
    batch.getCreditOrDebit().add(entry("debit", "4.20", "d1"));
    batch.getCreditOrDebit().add(entry("credit", "10.00", null));
    batch.getAny().add(new JAXBElement<>(new QName(EXT, "flag"), String.class, "on"));
    Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder().newDocument();
    Element note = document.createElementNS(EXT, "x:note");
    note.setAttribute("id", "n9");
    note.setTextContent("kept");
    batch.getAny().add(note);
    Record record = new Record();
    record.setBatch(batch);
    Session session = new Session();
    session.setToken("tok-9");
    Holder<RecordResponse> response = new Holder<>();
    Holder<String> receipt = new Holder<>();
    Holder<Trace> trace = new Holder<>();
    port.record(record, session, response, receipt, trace);
    Batch booked = response.value.getRecordResult();
    List<String> entries = new ArrayList<>();
    for (JAXBElement<Amount> each : booked.getCreditOrDebit())
      entries.add(each.getName().getLocalPart() + ":" + each.getValue().getValue().toPlainString() + "@" + each.getValue().getRef());
    System.out.println(booked.getVersion() + "," + booked.getCurrency() + "," + booked.getSource() + "," + booked.getAccount() + "," + booked.getChannel() + "\t" + String.join(" ", entries) + "\t" + booked.getAny().size() + " extensions");
    System.out.println(receipt.value + "\t" + (trace.value == null ? "no trace" : trace.value.getId() + "," + trace.value.getHops()));
  }
}
