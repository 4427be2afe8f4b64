// A JAX-WS RI (Metro) service of test/fixtures/corpus/jaxws-library/, for metro-server.test.ts: the classes
// wsimport writes from the WSDL (package `library`), implemented here and published on 127.0.0.1 on a free port.
// Prints "listening\t<base URL>" once it serves, then one line per call it receives ("<operation>\t<what the
// request held>"), and stops when stdin closes.
package metropeer;

import com.sun.net.httpserver.HttpServer;
import java.math.BigDecimal;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import javax.jws.WebService;
import javax.xml.datatype.DatatypeFactory;
import javax.xml.datatype.XMLGregorianCalendar;
import javax.xml.ws.Endpoint;
import library.AudioBook;
import library.Book;
import library.BookQuery;
import library.Genre;
import library.ItemStatus;
import library.ItemUnavailable;
import library.ItemUnavailable_Exception;
import library.Money;

@WebService(
    endpointInterface = "library.Library",
    serviceName = "LibraryService",
    portName = "LibraryPort",
    targetNamespace = "http://library.example.org/ws")
public final class LibraryPeer implements library.Library {
  private static synchronized void print(String line) {
    System.out.println(line);
    System.out.flush();
  }

  @Override
  public List<Book> findBooks(BookQuery query) {
    print("findBooks\t" + query.getTitle() + "," + query.getGenre() + "," + query.getPublishedAfter() + ","
        + query.getMaxResults() + "," + (query.getHints() == null ? "no hints" : query.getHints().getAny().size() + " hints"));
    Book book = new Book();
    book.setId(7L);
    book.setTitle("Dune & <friends>");
    book.setStatus(ItemStatus.AVAILABLE);
    book.setIsbn("978-0441013593");
    book.setGenre(Genre.FICTION);
    book.getAuthors().add("Frank Herbert");
    book.getAuthors().add(null);
    book.setPrice(new BigDecimal("9.90"));
    Money list = new Money();
    list.setValue(new BigDecimal("12.50"));
    list.setCurrency("EUR");
    book.setListPrice(list);
    AudioBook audio = new AudioBook();
    audio.setId(8L);
    audio.setTitle("Emma");
    audio.setStatus(ItemStatus.LENT);
    audio.setNarrator("Juliet Stevenson");
    try {
      audio.setDuration(DatatypeFactory.newInstance().newDuration("PT16H5M"));
    } catch (Exception error) {
      throw new IllegalStateException(error);
    }
    List<Book> books = new ArrayList<>();
    books.add(book);
    books.add(null);
    books.add(audio);
    return books;
  }

  @Override
  public XMLGregorianCalendar lendItem(long itemId, String memberId) throws ItemUnavailable_Exception {
    print("lendItem\t" + itemId + "," + memberId);
    if (itemId == 0) {
      ItemUnavailable bean = new ItemUnavailable();
      bean.setItemId(itemId);
      bean.setMessage("item 0 is lost");
      throw new ItemUnavailable_Exception("Item unavailable", bean);
    }
    try {
      return DatatypeFactory.newInstance().newXMLGregorianCalendar("2026-06-01T12:00:00.250+02:00");
    } catch (Exception error) {
      throw new IllegalStateException(error);
    }
  }

  public static void main(String[] args) throws Exception {
    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    Endpoint.create(new LibraryPeer()).publish(server.createContext("/library"));
    server.start();
    print("listening\thttp://127.0.0.1:" + server.getAddress().getPort() + "/library");
    while (System.in.read() >= 0) {
      // Serves until the test closes stdin.
    }
    server.stop(0);
  }
}
