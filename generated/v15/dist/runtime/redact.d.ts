/**
 * Masks each secret where it stands as a value: between markup or quotes, after `=` or `:`, or between
 * spaces; as written, XML-escaped or form-encoded. Elsewhere its text is left alone, so that a short password
 * does not mask parts of words (`unex***ected`).
 */
export declare function redact(text: string, secrets: readonly string[]): string;
