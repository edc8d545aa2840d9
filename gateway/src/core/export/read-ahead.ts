/**
 * Reads one item ahead of its consumer: while the export writes a batch into the workbook, the next
 * batch's query already runs in PostgreSQL, so the database and the writer work side by side instead
 * of taking turns. At most one item waits, so memory holds two batches at most.
 */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let pending = iterator.next();
  // A consumer that stops early (an error while writing) never awaits the item asked for ahead:
  // its failure must not surface as an unhandled rejection.
  pending.catch(() => undefined);
  let finished = false;
  try {
    for (;;) {
      const result = await pending;
      if (result.done) {
        finished = true;
        return;
      }
      pending = iterator.next();
      pending.catch(() => undefined);
      yield result.value;
    }
  } finally {
    // Stopped early: let the source close (a generator runs its finally, a cursor is released).
    if (!finished) await iterator.return?.().catch(() => undefined);
  }
}
