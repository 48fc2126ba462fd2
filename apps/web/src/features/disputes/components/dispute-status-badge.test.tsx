import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DisputeStatusBadge } from './dispute-status-badge';

afterEach(cleanup);

describe('DisputeStatusBadge (docs/product/disputes.md)', () => {
  it.each([
    ['pending', 'Pending', 'yellow'],
    ['under_review', 'Under Review', 'blue'],
    ['resolved', 'Resolved', 'green'],
    ['rejected', 'Rejected', 'red'],
    ['escalated', 'escalated', 'grey'],
  ])('shows %s as %s in %s', (status, label, tone) => {
    render(<DisputeStatusBadge status={status} />);
    expect(screen.getByText(label).getAttribute('data-tone')).toBe(tone);
  });
});
