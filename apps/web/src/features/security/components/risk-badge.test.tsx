import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDayLabel, formatEventTime } from '../format-security-time';
import { OutcomeBadge, outcomeLabel, RiskBadge, riskBadgeVariant } from './risk-badge';

afterEach(cleanup);

describe('risk badges (docs/product/security-dashboard.md)', () => {
  it('shows CRITICAL and HIGH as destructive, MEDIUM as default, LOW as secondary', () => {
    expect(riskBadgeVariant('CRITICAL')).toBe('destructive');
    expect(riskBadgeVariant('HIGH')).toBe('destructive');
    expect(riskBadgeVariant('MEDIUM')).toBe('default');
    expect(riskBadgeVariant('LOW')).toBe('secondary');
    for (const [level, variant, colour] of [
      ['CRITICAL', 'destructive', 'bg-danger-700'],
      ['HIGH', 'destructive', 'bg-danger-700'],
      ['MEDIUM', 'default', 'bg-brand-600'],
      ['LOW', 'secondary', 'bg-gray-100'],
    ] as const) {
      render(<RiskBadge level={level} />);
      const badge = screen.getByText(level);
      expect(badge.dataset.variant).toBe(variant);
      expect(badge.className).toContain(colour);
    }
  });

  it('shows SUCCESS for an event that succeeded and FAILED otherwise', () => {
    expect(outcomeLabel(true)).toBe('SUCCESS');
    expect(outcomeLabel(false)).toBe('FAILED');
    render(
      <>
        <OutcomeBadge success />
        <OutcomeBadge success={false} />
      </>,
    );
    expect(screen.getByText('SUCCESS').className).toContain('text-success-700');
    expect(screen.getByText('FAILED').className).toContain('text-danger-700');
  });
});

describe('dashboard times', () => {
  it('shows US Eastern time, standard and daylight, marked ET', () => {
    expect(formatEventTime('2026-03-02T15:04:00Z')).toBe('Mar 2, 2026, 10:04 AM ET');
    expect(formatEventTime('2026-07-02T14:04:00.000Z')).toBe('Jul 2, 2026, 10:04 AM ET');
    expect(formatEventTime('2026-03-03T04:30:00Z')).toBe('Mar 2, 2026, 11:30 PM ET');
    expect(formatDayLabel('2026-03-02')).toBe('Mar 2');
  });
});
