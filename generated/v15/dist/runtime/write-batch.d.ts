/**
 * Writes held to the end of the current turn of the event loop, so that a process under load writes in runs:
 * the server's answers (`http-server.ts`) and the client's requests (`http-client.ts`).
 *
 * A turn of the event loop hands a loaded process several sockets' input at once. Written as each is ready,
 * between the handling of the next ones, every write wakes the peer anew, and the code that writes goes cold
 * in between; written together after the turn's I/O, the peer is woken once for the run and that code stays
 * warm: both the generated server and the generated client answer more calls per second, at less CPU time per
 * call, when several connections are busy.
 *
 * A write alone still goes out in the turn it was made in. One that has waited {@link HOLD_LIMIT_MS} goes out
 * with the next write made, so no write waits longer than that and the handling of one more message (while the
 * process handles it, nothing could be written anyway).
 * @module
 */
/**
 * Writes of one kind, each a pair (`target`, `payload`) that `write` performs, held and performed in the order
 * they were made (see the module comment). `write` must not throw: a failed write is its target's to report.
 */
export declare class WriteBatch<T, P> {
    #private;
    constructor(write: (target: T, payload: P) => void);
    /** Holds a write until the end of the current turn (or sends the held ones now, when the first waited long). */
    add(target: T, payload: P): void;
}
