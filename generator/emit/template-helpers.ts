import Handlebars from "handlebars";

/**
 * Every decision a template needs, as a named helper: the templates in `templates/` stay logic-less.
 * Registered on a private Handlebars environment so nothing leaks between callers.
 */
export function templateEnvironment(): typeof Handlebars {
  const environment = Handlebars.create();
  // A JSON string literal, quotes included: safe inside package.json whatever the text holds.
  environment.registerHelper("json", (value: unknown) => new Handlebars.SafeString(JSON.stringify(value)));
  // Inline code inside a Markdown table cell: backticks, with `|` escaped so the cell does not split.
  environment.registerHelper(
    "code",
    (value: unknown) => new Handlebars.SafeString(`\`${String(value).replaceAll("|", "\\|")}\``),
  );
  // Free text inside a Markdown table cell: one line, `|` escaped.
  environment.registerHelper(
    "cell",
    (value: unknown) =>
      new Handlebars.SafeString(
        String(value ?? "")
          .replaceAll(/\s+/g, " ")
          .replaceAll("|", "\\|"),
      ),
  );
  return environment;
}

/** Renders a template file's text with the given view; HTML escaping is off (the outputs are JSON and Markdown). */
export function renderTemplate(source: string, view: object): string {
  return templateEnvironment().compile(source, { noEscape: true, strict: true })(view);
}
