import { LETTER_BATCH_MESSAGES as BM } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
} from '../../../test/kits/contact-center/contact-center-test-kit';

let t: ContactCenterTestApp;
beforeAll(async () => {
  t = await buildContactCenterTestApp();
});
afterAll(async () => t.close());

async function setDay(day: string) {
  t.clock.nowMs = Date.parse(`${day}T15:00:00Z`);
  t.cookies.staff = await signIn(t.app, t.users.staff.username);
}

const account = (name: string, address1: string) =>
  t.account({
    fullName: `${name} Held`,
    accountNumber: `HELD-${name}`,
    unpaidBalance: '410.00',
    address1,
    city: 'Camden',
    state: 'NJ',
    zipCode: '08102',
  });
const draft = async (id: number, template: string) => {
  const res = await t.call('POST', `/api/debtors/${id}/letters`, 'staff', {
    template,
    language: 'en',
    delivery: 'print',
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};
const listed = async (id: number) => {
  const page = (await t.call('GET', '/api/admin/letters?status=queued', 'staff')).json();
  return page.letters.find((l: { id: number }) => l.id === id);
};

describe('returned mail holds the letters already queued for the address', () => {
  it('keeps them out of batches, shows them held with the reason, and lets them go once the address changes', async () => {
    await setDay('2026-11-23');
    const gone = await account('Gus', '3 Empty Lot');
    const other = await account('Ola', '8 Full House');
    const notice = await draft(gone.id, 'validation_notice');
    await t.call('POST', `/api/admin/letters/${notice}/mailed`, 'staff', {});
    // A reminder waits to print when the notice comes back.
    const reminder = await draft(gone.id, 'reminder');
    expect((await listed(reminder)).held).toBeNull();
    expect((await t.call('POST', `/api/admin/letters/${notice}/returned`, 'staff')).statusCode).toBe(200);

    expect(await listed(reminder)).toMatchObject({
      status: 'queued',
      batchId: null,
      held: BM.heldReturnedMail,
    });
    const onlyHeld = await t.call('POST', '/api/admin/letters/batches', 'staff');
    expect([onlyHeld.statusCode, onlyHeld.json().message]).toEqual([409, BM.nothingQueued]);

    const otherLetter = await draft(other.id, 'validation_notice');
    const batch = (await t.call('POST', '/api/admin/letters/batches', 'staff')).json();
    expect(batch.letterCount).toBe(1);
    expect(await listed(otherLetter)).toMatchObject({ batchId: batch.id, held: null });
    expect(await listed(reminder)).toMatchObject({ batchId: null, held: BM.heldReturnedMail });

    // The address is corrected: the reminder goes in the next batch.
    const moved = await t.call('PUT', `/api/debtors/${gone.id}/update-address`, 'staff', {
      address1: '12 Found Street',
      city: 'Camden',
      state: 'NJ',
      zipCode: '08103',
    });
    expect(moved.statusCode).toBe(200);
    expect((await listed(reminder)).held).toBeNull();
    const next = (await t.call('POST', '/api/admin/letters/batches', 'staff')).json();
    expect(next.letterCount).toBe(1);
    expect(await listed(reminder)).toMatchObject({ batchId: next.id, held: null });
  });
});
