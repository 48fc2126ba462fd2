import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { MisplacedValueError } from './field-encryption';
import { recordSecurityEvent } from './security-events';

/** The security event of an encrypted value found where it was not written (decision 0033). */
export const MISPLACED_VALUE_EVENT = 'encrypted_value_misplaced';

type Origin = Parameters<typeof recordSecurityEvent>[1]['origin'];
type Actor = Parameters<typeof recordSecurityEvent>[1]['user'];

/**
 * CRITICAL: copying ciphertext between rows takes write access to the database, or a bug that
 * writes one row's secret into another; either way someone must look.
 */
export function recordMisplacedValue(
  db: Database,
  error: MisplacedValueError,
  origin: Origin,
  user: Actor = null,
): Promise<unknown> {
  const { table, column, row } = error.binding;
  return recordSecurityEvent(db, {
    type: MISPLACED_VALUE_EVENT,
    success: false,
    description: error.message,
    origin,
    user,
    details: { table, column, row: String(row) },
    riskLevel: 'CRITICAL',
  });
}

function actorOf(request: FastifyRequest): Actor {
  const user = request.session?.user;
  return user ? { id: user.id, role: user.role, username: user.username } : null;
}

/**
 * Misplaced values a request met while presenting what it could read (shown as unreadable), each
 * place recorded once after the answer is built.
 */
export class MisplacedValues {
  private readonly found = new Map<string, MisplacedValueError>();

  readonly note = (error: MisplacedValueError): void => {
    const { table, column, row } = error.binding;
    this.found.set(`${table}.${column}:${row}`, error);
  };

  async record(db: Database, request: FastifyRequest): Promise<void> {
    for (const error of this.found.values())
      await recordMisplacedValue(db, error, request.origin, actorOf(request));
    this.found.clear();
  }
}

/**
 * A request that stops on a misplaced value (a TOTP secret, an import comparing stored values)
 * answers 500 through the error handler; this records the event beside it.
 */
export function recordMisplacedValuesOnError(app: FastifyInstance, db: Database): void {
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof MisplacedValueError)) return;
    const origin = request.origin ?? {
      ip: request.ip ?? null,
      userAgent: request.headers['user-agent'] ?? null,
    };
    await recordMisplacedValue(db, error, origin, actorOf(request));
  });
}
