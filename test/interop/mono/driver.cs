// A caller of Mono's System.Web.Services proxies (classes wsdl.exe writes from a WSDL), for the Mono interop tests.
// Reads on stdin one call per line, "<proxy class>\t<service URL>\t<operation>\t<parameter>=<its lexical XSD
// value, or for a struct or an array the XML XmlSerializer reads into it, UTF-8 in base64>\t...", and prints one
// line per call: "result\t<the result as XmlSerializer writes it, base64>" or "fault\t<the exception's type and
// message>".
using System;
using System.IO;
using System.Reflection;
using System.Text;
using System.Xml;
using System.Xml.Serialization;

static class Driver {
  static object Parse(string text, Type type) {
    if (type == typeof(string)) return text;
    if (type == typeof(int)) return XmlConvert.ToInt32(text);
    if (type == typeof(long)) return XmlConvert.ToInt64(text);
    if (type == typeof(decimal)) return XmlConvert.ToDecimal(text);
    if (type == typeof(bool)) return XmlConvert.ToBoolean(text);
    if (type == typeof(DateTime)) return XmlConvert.ToDateTime(text, XmlDateTimeSerializationMode.RoundtripKind);
    return new XmlSerializer(type).Deserialize(new StringReader(text));
  }

  static string Call(string line) {
    string[] fields = line.Split('\t');
    Type proxyType = Assembly.GetExecutingAssembly().GetType(fields[0], true);
    object proxy = Activator.CreateInstance(proxyType);
    proxyType.GetProperty("Url").SetValue(proxy, fields[1], null);
    MethodInfo method = proxyType.GetMethod(fields[2]);
    if (method == null) return "fault\tno method " + fields[2];
    ParameterInfo[] parameters = method.GetParameters();
    object[] values = new object[parameters.Length];
    for (int i = 0; i < parameters.Length; i++) {
      string prefix = parameters[i].Name + "=";
      int at = Array.FindIndex(fields, 3, candidate => candidate.StartsWith(prefix, StringComparison.Ordinal));
      if (at < 0) return "fault\tno value for parameter " + parameters[i].Name;
      string text = Encoding.UTF8.GetString(Convert.FromBase64String(fields[at].Substring(prefix.Length)));
      values[i] = Parse(text, parameters[i].ParameterType);
    }
    try {
      object result = method.Invoke(proxy, values);
      StringWriter xml = new StringWriter();
      if (result != null) new XmlSerializer(result.GetType()).Serialize(xml, result);
      return "result\t" + Convert.ToBase64String(Encoding.UTF8.GetBytes(xml.ToString()));
    } catch (TargetInvocationException error) {
      return "fault\t" + error.InnerException.GetType().Name + ": " + error.InnerException.Message.Replace('\n', ' ');
    }
  }

  static int Main() {
    string line;
    while ((line = Console.In.ReadLine()) != null) Console.WriteLine(Call(line));
    return 0;
  }
}
