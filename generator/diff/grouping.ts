import type { Change, Subject } from "./change.ts";

/** Changes of one subject, in report order. */
export interface SubjectGroup {
  readonly subject: Subject;
  readonly changes: readonly Change[];
}

/** Groups sorted changes by subject, keeping their order. */
export function groupBySubject(changes: readonly Change[]): SubjectGroup[] {
  const groups: { subject: Subject; changes: Change[] }[] = [];
  for (const change of changes) {
    const last = groups[groups.length - 1];
    if (
      last !== undefined &&
      last.subject.kind === change.subject.kind &&
      last.subject.name === change.subject.name
    )
      last.changes.push(change);
    else groups.push({ subject: change.subject, changes: [change] });
  }
  return groups;
}

/** `operation NonStaticXMLAPI.GetMeals`, `type Booking`, ... */
export const subjectTitle = (subject: Subject): string =>
  subject.kind === "namespace" ? "namespace" : `${subject.kind} ${subject.name}`;
