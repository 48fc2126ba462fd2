// Preloaded (node --import) into the voice browser test's own server: its clock runs
// E2E_CLOCK_SHIFT_MS ahead, so the test places its call inside the consumer's calling hours whatever
// the hour it runs at (the compliance guard reads the server's clock). Nothing else is changed.
const shift = Number(process.env.E2E_CLOCK_SHIFT_MS ?? 0);
if (shift !== 0) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...args);
    }
    static now() {
      return RealDate.now() + shift;
    }
  }
  globalThis.Date = ShiftedDate;
}
