// A caller of JAX-WS RI (Metro) clients that wsimport writes from a WSDL, for the Metro interop tests. Reads on
// stdin one call per line, "<service class>\t<port getter>\t<endpoint URL>\t<operation>\t<parameter>=<its
// lexical XSD value, UTF-8 in base64>\t...", and prints one line per call: "result\t<the result as JAXB writes
// it, base64>" or "fault\t<the exception's type and message>".
package metropeer;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import javax.jws.WebMethod;
import javax.jws.WebParam;
import javax.xml.bind.JAXBContext;
import javax.xml.bind.JAXBElement;
import javax.xml.datatype.DatatypeFactory;
import javax.xml.namespace.QName;
import javax.xml.ws.BindingProvider;

public final class Driver {
  private static Object parse(String text, Class<?> type) throws Exception {
    if (type == String.class) return text;
    if (type == int.class || type == Integer.class) return Integer.valueOf(text);
    if (type == long.class || type == Long.class) return Long.valueOf(text);
    if (type == boolean.class || type == Boolean.class) return Boolean.valueOf(text);
    if (type == BigDecimal.class) return new BigDecimal(text);
    if (type == javax.xml.datatype.XMLGregorianCalendar.class)
      return DatatypeFactory.newInstance().newXMLGregorianCalendar(text);
    throw new IllegalArgumentException("no parser for " + type.getName());
  }

  private static Method operation(Class<?> port, String name) {
    for (Class<?> face : port.getInterfaces())
      for (Method method : face.getMethods()) {
        WebMethod web = method.getAnnotation(WebMethod.class);
        if (web != null && web.operationName().equals(name)) return method;
      }
    return null;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static String call(String line) throws Exception {
    String[] fields = line.split("\t");
    Object service = Class.forName(fields[0]).getConstructor().newInstance();
    Object port = service.getClass().getMethod(fields[1]).invoke(service);
    ((BindingProvider) port).getRequestContext().put(BindingProvider.ENDPOINT_ADDRESS_PROPERTY, fields[2]);
    Method method = operation(port.getClass(), fields[3]);
    if (method == null) return "fault\tno method " + fields[3];
    Object[] values = new Object[method.getParameterCount()];
    for (int i = 0; i < values.length; i++) {
      WebParam param = null;
      for (Object annotation : method.getParameterAnnotations()[i])
        if (annotation instanceof WebParam) param = (WebParam) annotation;
      String prefix = (param == null ? "" : param.name()) + "=";
      String text = null;
      for (int at = 4; at < fields.length; at++)
        if (fields[at].startsWith(prefix))
          text = new String(Base64.getDecoder().decode(fields[at].substring(prefix.length())), StandardCharsets.UTF_8);
      if (text == null) return "fault\tno value for parameter " + prefix;
      values[i] = parse(text, method.getParameterTypes()[i]);
    }
    Object result;
    try {
      result = method.invoke(port, values);
    } catch (InvocationTargetException error) {
      Throwable cause = error.getCause();
      return "fault\t" + cause.getClass().getSimpleName() + ": " + String.valueOf(cause.getMessage()).replace('\n', ' ');
    }
    StringWriter xml = new StringWriter();
    if (result != null) {
      Class type = result.getClass();
      JAXBContext.newInstance(type).createMarshaller().marshal(new JAXBElement(new QName("result"), type, result), xml);
    }
    return "result\t" + Base64.getEncoder().encodeToString(xml.toString().getBytes(StandardCharsets.UTF_8));
  }

  public static void main(String[] args) throws Exception {
    BufferedReader input = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line = input.readLine(); line != null; line = input.readLine()) {
      String answer;
      try {
        answer = call(line);
      } catch (Exception error) {
        answer = "fault\t" + error.getClass().getSimpleName() + ": " + String.valueOf(error.getMessage()).replace('\n', ' ');
      }
      System.out.println(answer);
    }
  }
}
