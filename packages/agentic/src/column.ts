/** A growable Float64Array: one number per record, 8 bytes each, no per-record objects. */
export class Column {
  private data = new Float64Array(1024);
  length = 0;

  push(x: number): void {
    if (this.length === this.data.length) {
      const bigger = new Float64Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = x;
  }

  /** The pushed values (a view: sorting it sorts the column). */
  values(): Float64Array {
    return this.data.subarray(0, this.length);
  }
}
