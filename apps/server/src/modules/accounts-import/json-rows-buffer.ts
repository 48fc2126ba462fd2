/**
 * A batch of rows as the bytes of one JSON array, written outside the JS heap. Each row's JSON
 * is copied in as soon as it is made, so neither the row objects nor one large joined string
 * outlive the row: the garbage collector never has to promote them, and memory stays flat
 * however many batches go by.
 *
 * Two buffers take turns: take() hands over the one just filled and fills the other next. The
 * importer writes batch N before it adds a row of batch N + 2, so a buffer is never refilled while
 * its batch is still being written.
 */
export class JsonRowsBuffer {
  private readonly buffers: Buffer[];
  private current = 0;
  private length = 1; // after the opening '['
  private rows = 0;

  constructor(initialBytes = 512 * 1024) {
    this.buffers = [Buffer.allocUnsafe(initialBytes), Buffer.allocUnsafe(initialBytes)];
    this.buffers[0][0] = 0x5b;
  }

  get size(): number {
    return this.rows;
  }

  push(json: string): void {
    const needed = Buffer.byteLength(json) + 2; // a comma now, a closing bracket at the end
    let buffer = this.buffers[this.current];
    if (this.length + needed > buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(buffer.length * 2, this.length + needed));
      buffer.copy(grown, 0, 0, this.length);
      this.buffers[this.current] = grown;
      buffer = grown;
    }
    if (this.rows > 0) buffer[this.length++] = 0x2c;
    this.length += buffer.write(json, this.length);
    this.rows += 1;
  }

  /** The batch's JSON bytes (valid until the take after next); the next batch starts empty. */
  take(): Buffer {
    const buffer = this.buffers[this.current];
    buffer[this.length++] = 0x5d;
    const batch = buffer.subarray(0, this.length);
    this.current = 1 - this.current;
    this.buffers[this.current][0] = 0x5b;
    this.length = 1;
    this.rows = 0;
    return batch;
  }
}
