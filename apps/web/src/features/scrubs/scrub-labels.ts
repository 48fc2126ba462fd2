import { SCRUB_FLAG_LABELS, type ScrubFlag } from '@arrears/domain';
import type { StatusTone } from '@/ui/status-badge';

export { SCRUB_FLAG_LABELS };

/** Every flag holds collection back; the tone says how hard (a stay, a death, counsel, duty, caution). */
export const SCRUB_FLAG_TONES: Record<ScrubFlag, StatusTone> = {
  bankruptcy: 'red',
  deceased: 'grey',
  attorney_represented: 'blue',
  military_active_duty: 'yellow',
  litigious: 'yellow',
};

const n = (v: number) => v.toLocaleString('en-US');
export const rowsWord = (count: number) => `${n(count)} ${count === 1 ? 'row' : 'rows'}`;
export const accountsWord = (count: number) => `${n(count)} ${count === 1 ? 'account' : 'accounts'}`;
