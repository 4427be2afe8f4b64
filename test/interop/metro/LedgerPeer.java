// A JAX-WS RI (Metro) service of test/fixtures/emit/constructs-wire/ (a request header block, two response header
// blocks, a choice, a repeated choice, a lax wildcard), for metro-server.test.ts: the classes wsimport writes from
// the WSDL (package `ledger`), implemented here and published on 127.0.0.1 over SOAP 1.1 (/ledger) and SOAP 1.2
// (/ledger12). Prints "listening\t<base URL>" once it serves, then one line per call it receives, and stops when
// stdin closes. It answers with the batch as received, one debit added, the receipt and trace header blocks.
package metropeer;

import com.sun.net.httpserver.HttpServer;
import java.math.BigDecimal;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import javax.jws.WebService;
import javax.xml.bind.JAXBElement;
import javax.xml.namespace.QName;
import javax.xml.ws.Endpoint;
import javax.xml.ws.Holder;
import javax.xml.ws.soap.SOAPBinding;
import ledger.Amount;
import ledger.Batch;
import ledger.Record;
import ledger.RecordResponse;
import ledger.Session;
import ledger.Trace;
import org.w3c.dom.Element;

@WebService(
    endpointInterface = "ledger.LedgerPort",
    serviceName = "Ledger",
    portName = "LedgerSoap",
    targetNamespace = "urn:emit:constructs-wire")
public final class LedgerPeer implements ledger.LedgerPort {
  private static synchronized void print(String line) {
    System.out.println(line);
    System.out.flush();
  }

  /** An element the wildcard kept: JAXB's own class for one of a declared global element, DOM for another. */
  private static String describe(Object any) {
    if (any instanceof Element) {
      Element element = (Element) any;
      return "{" + element.getNamespaceURI() + "}" + element.getLocalName() + "=" + element.getTextContent();
    }
    if (any instanceof JAXBElement) {
      JAXBElement<?> element = (JAXBElement<?>) any;
      return element.getName() + "=" + element.getValue();
    }
    return any.getClass().getName();
  }

  @Override
  public void record(
      Record parameters,
      Session session,
      Holder<RecordResponse> response,
      Holder<String> receipt,
      Holder<Trace> trace) {
    Batch batch = parameters.getBatch();
    List<String> entries = new ArrayList<>();
    for (JAXBElement<Amount> entry : batch.getCreditOrDebit())
      entries.add(entry.getName().getLocalPart() + ":" + entry.getValue().getValue().toPlainString() + "@" + entry.getValue().getRef());
    List<String> extensions = new ArrayList<>();
    for (Object any : batch.getAny()) extensions.add(describe(any));
    print("record\t" + (session == null ? "no session" : session.getToken()) + "\t" + batch.getVersion() + ","
        + batch.getCurrency() + "," + batch.getSource() + "," + batch.getAccount() + "," + batch.getCard() + ","
        + batch.getChannel() + "\t" + String.join(" ", entries) + "\t" + String.join(" ", extensions));
    Amount debit = new Amount();
    debit.setValue(new BigDecimal("0.10"));
    debit.setRef("fee");
    batch.getCreditOrDebit().add(new JAXBElement<>(new QName("urn:emit:constructs-wire", "debit"), Amount.class, debit));
    RecordResponse answer = new RecordResponse();
    answer.setRecordResult(batch);
    response.value = answer;
    receipt.value = "rcpt-" + (session == null ? "none" : session.getToken());
    Trace hops = new Trace();
    hops.setId("t-1");
    hops.setHops(batch.getCreditOrDebit().size());
    trace.value = hops;
  }

  public static void main(String[] args) throws Exception {
    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    Endpoint.create(SOAPBinding.SOAP11HTTP_BINDING, new LedgerPeer()).publish(server.createContext("/ledger"));
    Endpoint.create(SOAPBinding.SOAP12HTTP_BINDING, new LedgerPeer()).publish(server.createContext("/ledger12"));
    server.start();
    print("listening\thttp://127.0.0.1:" + server.getAddress().getPort());
    while (System.in.read() >= 0) {
      // Serves until the test closes stdin.
    }
    server.stop(0);
  }
}
