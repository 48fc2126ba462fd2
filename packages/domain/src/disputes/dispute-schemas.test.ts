import { describe, expect, it } from 'vitest';
import { DISPUTE_MESSAGES as M } from './dispute-messages';
import { adminDisputeUpdateSchema, customerDisputeCreateSchema } from './dispute-schemas';

const valid = {
  account_id: '12',
  dispute_type: 'already_paid',
  dispute_reason: 'I paid this in full in March 2024.',
  requested_action: 'Close the account',
};

function firstMessage(input: unknown): string | undefined {
  const result = customerDisputeCreateSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('the portal dispute form (docs/product/disputes.md)', () => {
  it('reads a valid form: the hidden account id as a number, text trimmed', () => {
    expect(customerDisputeCreateSchema.parse({ ...valid, requested_action: '  Close it  ' })).toEqual({
      ...valid,
      account_id: 12,
      requested_action: 'Close it',
    });
  });

  it.each([
    [{ account_id: '' }, M.accountRequired],
    [{ account_id: 0 }, M.accountRequired],
    [{ dispute_type: '' }, M.typeRequired],
    [{ dispute_type: 'bad_mood' }, M.typeRequired],
    [{ dispute_reason: 'too short' }, M.reasonRequired],
    [{ dispute_reason: '         x          ' }, M.reasonRequired],
    [{ requested_action: 'stop' }, M.actionRequired],
    [{ dispute_reason: 'x'.repeat(5001) }, M.reasonTooLong],
  ])('refuses %o with the spec message', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it('words the messages as the spec does', () => {
    expect(M.accountRequired).toBe('Account is required');
    expect(M.typeRequired).toBe('Please select a dispute type');
    expect(M.reasonRequired).toBe('Please provide details about your dispute');
    expect(M.actionRequired).toBe("Please specify what action you're requesting");
  });
});

describe('the back office update (docs/product/disputes.md)', () => {
  it('takes the four statuses; notes optional, blank notes clear them', () => {
    expect(adminDisputeUpdateSchema.parse({ status: 'resolved', resolutionNotes: ' Paid. ' })).toEqual({
      status: 'resolved',
      resolutionNotes: 'Paid.',
    });
    expect(adminDisputeUpdateSchema.parse({ status: 'under_review' })).toEqual({
      status: 'under_review',
      resolutionNotes: undefined,
    });
    expect(adminDisputeUpdateSchema.parse({ status: 'pending', resolutionNotes: '  ' }).resolutionNotes).toBe(
      null,
    );
  });

  it('refuses another status', () => {
    const result = adminDisputeUpdateSchema.safeParse({ status: 'closed' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(M.statusInvalid);
  });
});
