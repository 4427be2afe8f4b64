import { classLabels, classOf } from "./change.ts";
import type { Impact } from "./rules.ts";
import { ruleIds, rules, type Outcome } from "./rules.ts";

const describe = (outcome: Outcome): string =>
  `${classLabels[classOf(new Set<Impact>(outcome.impacts))]}${outcome.impacts.includes("source") && classOf(new Set(outcome.impacts)) !== "source-breaking" ? " + source-breaking" : ""}: ${outcome.reason}`;

/** The rule table as markdown: rule -> class per direction -> reason (kept in README.md beside this file). */
export function renderRuleTable(): string {
  const lines = ["| Rule | Change | In requests | In responses |", "|---|---|---|---|"];
  for (const id of ruleIds) {
    const rule = rules[id];
    const request = describe(rule.request);
    const response = describe(rule.response);
    lines.push(`| \`${id}\` | ${rule.title} | ${request} | ${response === request ? "same" : response} |`);
  }
  return `${lines.join("\n")}\n`;
}
