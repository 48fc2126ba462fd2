import { DEMO_BRAND } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import { pdfText } from '../../../test/pdf-text';
import { contactEvents, letters, validationNotices } from '../../db/schema';
import { postLedgerEntry } from '../ledger/ledger-posting';

let t: ContactCenterTestApp;
beforeAll(async () => {
  t = await buildContactCenterTestApp();
});
afterAll(async () => t.close());

async function setDay(day: string) {
  t.clock.nowMs = Date.parse(`${day}T15:00:00Z`);
  for (const role of ['admin', 'staff'] as const)
    t.cookies[role] = await signIn(t.app, t.users[role].username);
}

/** Placed at $1,250.00, itemized from 2026-01-15: interest, a fee, a payment, a payment that came back. */
async function itemizedAccount(preferredLanguage: 'en' | 'es') {
  const account = await t.account({
    unpaidBalance: '1250.00',
    itemizationDate: '2026-01-15',
    schoolName: 'Lakeside College',
    firstName: 'Ana',
    lastName: 'Ruiz',
    fullName: 'Ana Ruiz',
    address1: '12 Orchard Lane',
    city: 'Trenton',
    state: 'NJ',
    zipCode: '08608',
    preferredLanguage,
  });
  const post = (
    kind: 'interest' | 'fee' | 'payment' | 'reversal',
    cents: number,
    day: string,
    reverses?: number,
  ) =>
    postLedgerEntry(t.deps.db, {
      debtAccountId: account.id,
      kind,
      amountCents: cents,
      effectiveDate: day,
      postedByUserId: null,
      source: 'agent',
      ...(reverses ? { reversesEntryId: reverses, reason: 'nsf' } : {}),
    });
  await post('interest', 1234, '2026-02-01');
  await post('fee', 2500, '2026-02-03');
  await post('payment', -10000, '2026-02-10');
  const bounced = await post('payment', -5000, '2026-02-12');
  await post('reversal', 5000, '2026-02-20', bounced.entryId);
  return account;
}

const make = (accountId: number, language: 'en' | 'es') =>
  t.call('POST', `/api/debtors/${accountId}/letters`, 'staff', {
    template: 'validation_notice',
    language,
    delivery: 'print',
  });

async function textOf(letterId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/letters/${letterId}/pdf`,
    headers: { cookie: t.cookies.staff },
  });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
}

/** Every amount a notice prints, in order: the same figures whatever the language. */
const amounts = (text: string) => text.match(/\$[\d,]+\.\d\d/g);

describe('the Spanish validation notice', () => {
  it('is made with the English one from the same figures, and prints every required item in Spanish', async () => {
    await setDay('2026-03-02');
    const account = await itemizedAccount('en');
    const res = await make(account.id, 'es');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      status: 'queued',
      validationEndDate: '2026-04-08',
      companionLetterId: expect.any(Number),
    });
    const rows = await t.deps.db.select().from(letters).where(eq(letters.debtAccountId, account.id));
    const spanish = rows.find((r) => r.language === 'es');
    const english = rows.find((r) => r.language === 'en');
    expect(rows).toHaveLength(2);
    expect([spanish?.id, english?.id]).toEqual([body.id, body.companionLetterId]);
    expect([spanish?.companionLetterId, english?.companionLetterId]).toEqual([english?.id, spanish?.id]);
    expect(spanish?.figures).toEqual(english?.figures);
    const timeline = await t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, account.id));
    expect(timeline.map((e) => e.message)).toEqual([
      'Validation notice drafted for print; the validation period it prints ends 2026-04-08',
      'Validation notice in Spanish drafted for print, to go with the English one; the validation period it prints ends 2026-04-08',
    ]);

    const es = await textOf(body.id);
    const b = DEMO_BRAND;
    for (const item of [
      `Referencia: ${account.accountNumber}`,
      '2 de marzo de 2026',
      // Debt collection disclosures and where to write
      `${b.companyName} es un cobrador de deudas. Estamos tratando de cobrar una deuda que usted tiene con Lakeside College.`,
      'Usaremos cualquier información que nos brinde para ayudar a cobrar la deuda.',
      '100 Commerce Drive, Suite 200',
      'Cherry Hill, NJ 08002',
      'Llámenos al 1-888-555-0147, de lunes a viernes',
      // The consumer
      'Ana Ruiz',
      '12 Orchard Lane',
      'Trenton, NJ 08608',
      // The debt and its itemization
      `Usted tenía una cuenta con Lakeside College, número de cuenta ${account.accountNumber}.`,
      'Hasta el 15 de enero de 2026, usted debía: $1,250.00',
      'Entre el 15 de enero de 2026 y hoy:',
      'Se le cobró esta cantidad en interés: + $12.34',
      'Se le cobró esta cantidad en cargos: + $25.00',
      'Pagos devueltos, que se vuelven a sumar: + $50.00',
      'Pagó o se le abonó esta cantidad a la deuda: – $150.00',
      'Monto total de la deuda ahora: $1,187.34',
      'Con este aviso le enviamos el mismo aviso en inglés. Las cantidades y las fechas son las mismas.',
      // Consumer protections, with the end of the validation period
      '¿Cómo puede disputar la deuda?',
      'Llámenos o escríbanos antes del 8 de abril de 2026 para disputar la totalidad o parte de la deuda.',
      'Si no lo hace, supondremos que nuestra información es correcta.',
      'Si nos escribe antes del 8 de abril de 2026, debemos detener el cobro de cualquier cantidad que dispute',
      'Aceptamos disputas electrónicamente en: http://localhost:3000/dispute-portal',
      '¿Qué más puede hacer?',
      'Escriba para solicitar el nombre y la dirección del acreedor original, si es diferente del acreedor actual.',
      'Visite www.cfpb.gov/debt-collection para obtener más información sobre sus derechos según la ley federal.',
      'tiene derecho a detener o limitar la forma en que lo(a) contactemos.',
      'Contáctenos acerca de sus opciones de pago.',
      // The response form
      'Envíe este formulario a:',
      '¿Cómo desea responder?',
      'Quiero disputar la deuda porque pienso que:',
      'Esta no es mi deuda.',
      'La cantidad es incorrecta.',
      'Otro (por favor describa al reverso o adjunte información adicional).',
      'Quiero que me envíe el nombre y la dirección del acreedor original.',
      'Adjunto esta cantidad:',
      `Haga su cheque a nombre de ${b.companyName}. Incluya el número de referencia ${account.accountNumber}.`,
    ]) {
      expect(es).toContain(item);
    }
    // No English statement, and no offer of a Spanish copy on the Spanish copy.
    for (const english of [
      'debt collector',
      'How do you want to respond?',
      'Quiero este formulario en español',
    ]) {
      expect(es).not.toContain(english);
    }
    const en = await textOf(body.companionLetterId);
    expect(en).toContain('Total amount of the debt now: $1,187.34');
    expect(en).toContain('Call or write to us by 04/08/2026');
    expect(amounts(en)).toHaveLength(6);
    expect(amounts(es)).toEqual(amounts(en));
    // Then + interest + fees + returned − paid = now.
    expect(125000 + 1234 + 2500 + 5000 - 15000).toBe(118734);
  });

  it('makes both for a consumer who reads Spanish when the English is asked for; the English keeps its Spanish offer', async () => {
    await setDay('2026-03-02');
    const account = await itemizedAccount('es');
    const body = (await make(account.id, 'en')).json();
    const [asked] = await t.deps.db.select().from(letters).where(eq(letters.id, body.id));
    const [companion] = await t.deps.db.select().from(letters).where(eq(letters.id, body.companionLetterId));
    expect([asked.language, companion.language]).toEqual(['en', 'es']);
    const en = await textOf(asked.id);
    expect(en).toContain(
      'Póngase en contacto con nosotros para solicitar una copia de este formulario en español.',
    );
    expect(en).toContain('Quiero este formulario en español.');
    expect(await textOf(companion.id)).toContain('Monto total de la deuda ahora: $1,187.34');
  });

  it('records the notice once, when the English is mailed; the Spanish goes with it and adds no record', async () => {
    await setDay('2026-03-02');
    const account = await itemizedAccount('es');
    const body = (await make(account.id, 'es')).json();
    const mail = (id: number) => t.call('POST', `/api/admin/letters/${id}/mailed`, 'staff', {});
    expect((await mail(body.id)).json()).toMatchObject({ status: 'mailed', validationEndDate: '2026-04-08' });
    const records = () =>
      t.deps.db.select().from(validationNotices).where(eq(validationNotices.debtAccountId, account.id));
    expect(await records()).toEqual([]);
    expect((await mail(body.companionLetterId)).statusCode).toBe(200);
    expect((await records()).map((r) => r.sentOn)).toEqual(['2026-03-02']);
  });
});
