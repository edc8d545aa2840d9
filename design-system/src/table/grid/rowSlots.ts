/**
 * Stable slots for windowed rows. A row scrolling in takes the slot (the React key, hence the DOM)
 * of a row that scrolled out, so React updates its content instead of building a new row and
 * removing the old one. Rows that stay rendered keep their slot, the focused one included.
 */
export class RowSlots {
  private slots = new Map<number, number>();

  /** The slot of each index (in the given order); call once per render with the rendered indexes. */
  assign(indexes: readonly number[]): number[] {
    const next = new Map<number, number>();
    const taken = new Set<number>();
    for (const index of indexes) {
      const slot = this.slots.get(index);
      if (slot !== undefined) {
        next.set(index, slot);
        taken.add(slot);
      }
    }
    let free = 0;
    for (const index of indexes) {
      if (next.has(index)) continue;
      while (taken.has(free)) free++;
      next.set(index, free);
      taken.add(free);
    }
    this.slots = next;
    return indexes.map((index) => next.get(index) as number);
  }
}
