import { CLIENT_MESSAGES, type Client, type ClientInputParsed } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clients } from '../../db/schema';
import { HttpError } from '../../http-error';
import { isUniqueViolation } from '../users';
import { clientRowByCode, findClient } from './clients.repository';

/** The stored form of a client's fields (absent optional fields take their defaults). */
function values(input: ClientInputParsed) {
  return {
    name: input.name,
    commissionRate: input.commissionRate,
    commissionTiers: input.commissionTiers?.length ? input.commissionTiers : null,
    remitMethod: input.remitMethod,
    remitFrequency: input.remitFrequency,
    settlementAuthorityPercent: input.settlementAuthorityPercent ?? null,
    planAuthorityMonths: input.planAuthorityMonths ?? null,
    itemizationDateBasis: input.itemizationDateBasis ?? 'charge_off',
    contacts: input.contacts ?? [],
    active: input.active ?? true,
  };
}

export async function createClient(db: Database, input: ClientInputParsed): Promise<Client> {
  if (await clientRowByCode(db, input.code)) throw new HttpError(409, CLIENT_MESSAGES.codeTaken);
  try {
    const [row] = await db
      .insert(clients)
      .values({ code: input.code, ...values(input) })
      .returning({ id: clients.id });
    return (await findClient(db, row.id)) as Client;
  } catch (error) {
    // Another admin created the same code at the same moment.
    if (isUniqueViolation(error)) throw new HttpError(409, CLIENT_MESSAGES.codeTaken);
    throw error;
  }
}

/** PUT: every field replaced, except the code (files name the client by it) and the default's activity. */
export async function updateClient(db: Database, id: number, input: ClientInputParsed): Promise<Client> {
  const [current] = await db.select().from(clients).where(eq(clients.id, id));
  if (!current) throw new HttpError(404, CLIENT_MESSAGES.notFound);
  if (current.code !== input.code) throw new HttpError(400, CLIENT_MESSAGES.codeFixed);
  const next = values(input);
  if (current.isDefault && !next.active) throw new HttpError(400, CLIENT_MESSAGES.defaultStaysActive);
  await db
    .update(clients)
    .set({ ...next, updatedAt: new Date() })
    .where(eq(clients.id, id));
  return (await findClient(db, id)) as Client;
}
