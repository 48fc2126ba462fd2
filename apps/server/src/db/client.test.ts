import { describe, expect, it } from 'vitest';
import { withoutJit } from './client';

describe('withoutJit: the session options of the server pool (decision 0122)', () => {
  it('turns JIT off on a plain URL', () => {
    expect(withoutJit('postgres://arrears@127.0.0.1:5432/arrears')).toBe('-c jit=off');
  });

  it("keeps the URL's own options before it", () => {
    expect(
      withoutJit('postgres://arrears@db/arrears?options=-c%20statement_timeout%3D5000&sslmode=disable'),
    ).toBe('-c statement_timeout=5000 -c jit=off');
  });

  it('turns JIT off when the connection string is not a URL', () => {
    expect(withoutJit('host=/var/run/postgresql dbname=arrears')).toBe('-c jit=off');
  });
});
