import { classOf, levelOf, type ChangeClass, type ChangeLevel, type Direction } from "./change.ts";
import { rules, type Impact, type RuleId } from "./rules.ts";

/** The verdict on one change. */
export interface Classification {
  readonly class: ChangeClass;
  readonly level: ChangeLevel;
  readonly sourceBreaking: boolean;
  readonly reason: string;
  /** Every impact, for callers that combine several classifications (renames, retyped members). */
  readonly impacts: ReadonlySet<Impact>;
}

/** Something a rule's outcome does not know in advance: the effect of a nested difference. */
export interface ExtraOutcome {
  readonly impacts: Iterable<Impact>;
  readonly reason: string;
}

/**
 * Classifies a change by its rule and the direction of the changed component. A component used in
 * both directions, or in none (declared but not reachable from an operation, so either may come),
 * gets the union of both outcomes.
 */
export function classify(rule: RuleId, direction: Direction, extra?: ExtraOutcome): Classification {
  const { request, response } = rules[rule];
  const outcomes =
    direction === "request" ? [request] : direction === "response" ? [response] : [request, response];
  const impacts = new Set<Impact>(outcomes.flatMap((outcome) => outcome.impacts));
  let reason: string;
  if (outcomes.length === 1 || request.reason === response.reason) reason = outcomes[0]?.reason ?? "";
  else reason = `in requests, ${request.reason}; in responses, ${response.reason}`;
  if (direction === "unused" && request.reason !== response.reason)
    reason = `not reachable from any operation, so both directions count: ${reason}`;
  if (extra !== undefined) {
    for (const impact of extra.impacts) impacts.add(impact);
    reason = `${reason}; ${extra.reason}`;
  }
  const changeClass = classOf(impacts);
  return {
    class: changeClass,
    level: levelOf(changeClass),
    sourceBreaking: impacts.has("source"),
    reason,
    impacts,
  };
}
