import { THROTTLE_NAMES, THROTTLES, type ThrottleName, type ThrottleRow } from '@arrears/domain';

/** The throttles table as the dashboard lists it, in the table's order, each with its routes. */
export function throttleRows(routes: ReadonlyMap<ThrottleName, readonly string[]>): ThrottleRow[] {
  return THROTTLE_NAMES.map((name) => {
    const { per, counts, limit, windowMs, whenExceeded } = THROTTLES[name];
    return {
      name,
      per: [...per],
      counts,
      limit,
      windowMs,
      whenExceeded,
      routes: [...(routes.get(name) ?? [])].sort(),
    };
  });
}
