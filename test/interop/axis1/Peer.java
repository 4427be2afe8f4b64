// Apache Axis 1.4 on both sides of test/fixtures/corpus/rpc-encoded/, driven by test/interop/axis1.test.ts. First
// its WSDL2Java client (package `client`, from our server's ?WSDL) calls each operation of our server and prints
// what it read; then it serves the WSDL2Java server-side skeleton (package `server`) with the answers of
// `Inventory` below, in Axis's SimpleAxisServer on 127.0.0.1, until its standard input ends.
package axis1peer;

import java.math.BigDecimal;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URL;
import java.text.SimpleDateFormat;
import java.util.Calendar;
import java.util.TimeZone;
import javax.xml.rpc.holders.BigDecimalHolder;
import javax.xml.rpc.holders.BooleanHolder;
import org.apache.axis.client.AdminClient;
import org.apache.axis.transport.http.SimpleAxisServer;

public final class Peer {
    static Calendar at(int second) {
        Calendar calendar = Calendar.getInstance(TimeZone.getTimeZone("UTC"));
        calendar.clear();
        calendar.set(2026, Calendar.MAY, 25, 14, 30, second);
        return calendar;
    }

    static String instant(Calendar calendar) {
        SimpleDateFormat format = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'");
        format.setTimeZone(TimeZone.getTimeZone("UTC"));
        return format.format(calendar.getTime());
    }

    static String line(client.Item item) {
        return String.join(",", item.getSku(), item.getName(), item.getPrice().toPlainString(),
                String.valueOf(item.getQuantity()), instant(item.getAdded()), String.valueOf(item.getNote()),
                item.getStatus().getValue(), item.getSize().getWidth() + "x" + item.getSize().getHeight());
    }

    public static void main(String[] args) throws Exception {
        client.InventoryPortType port = new client.InventoryServiceLocator().getInventoryPort(new URL(args[0]));
        client.Item lamp = new client.Item("L-1", "Lamp & shade", new BigDecimal("7.50"), 3, at(9), "new",
                client.Status.retired, new client.ItemSize(4, 5));
        BigDecimalHolder total = new BigDecimalHolder();
        BooleanHolder accepted = new BooleanHolder();
        port.addItem(lamp, "restock", total, accepted);
        System.out.println("addItem\t" + total.value.toPlainString() + "," + accepted.value);
        StringBuilder found = new StringBuilder("findItems");
        for (client.Item item : port.findItems("lamp", 2, new String[] {"a", "b"})) found.append('\t').append(line(item));
        System.out.println(found);
        System.out.println("getItem\t" + line(port.getItem("L-1")));

        SimpleAxisServer server = new SimpleAxisServer();
        ServerSocket socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        server.setServerSocket(socket);
        server.start(true);
        String base = "http://127.0.0.1:" + socket.getLocalPort();
        new AdminClient().process(new String[] {"-l" + base + "/axis/services/AdminService", args[1]});
        System.out.println("listening\t" + base);
        while (System.in.read() >= 0) {
            // Serves until the test closes standard input.
        }
        server.stop();
        System.exit(0);
    }

    /** The answers of the Axis server: an item twice in one answer, which Axis writes once, as a multiRef. */
    public static final class Inventory implements server.InventoryPortType {
        static server.Item bolt() {
            return new server.Item("B-1", "Bolt <M8>", new BigDecimal("12.50"), 7, at(5), null,
                    server.Status.active, new server.ItemSize(2, 3));
        }

        public server.Item[] findItems(String query, int limit, String[] tags) {
            server.Item bolt = bolt();
            return new server.Item[] {bolt, bolt};
        }

        public server.Item getItem(String sku) {
            return bolt();
        }

        public void addItem(server.Item item, String reason, BigDecimalHolder total, BooleanHolder accepted) {
            total.value = new BigDecimal(item.getPrice().toPlainString() + "0");
            accepted.value = item.getSize().getWidth() == 4;
        }
    }
}
