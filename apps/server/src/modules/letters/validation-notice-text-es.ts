import { SUPPORT_HOURS } from '@arrears/domain';
import type { NoticeText } from './notice-text';

/**
 * The validation notice in Spanish: the words of Model Form B-2 (12 CFR part 1006, appendix B; the
 * CFPB's Spanish design file in cfpb/debt-collection-files), in the same order and layout as the
 * English (decision 0066). The statements of rights keep the model's wording; the lines the English
 * adds of its own are ours, in the same plain register (usted). Money is written as es-US writes
 * it ($1,234.56, the same figures), dates with the month in words, so 04/08 cannot read as August 4.
 */
const usd = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' });
const longDate = new Intl.DateTimeFormat('es-US', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Integer cents → "$1,234.50", through an exact two-decimal value as formatCents does. */
function money(cents: number): string {
  const abs = Math.abs(cents);
  const exact = Number(`${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
  return (cents < 0 ? '-' : '') + usd.format(exact);
}

/** yyyy-mm-dd → "8 de abril de 2026". */
function date(iso: string): string {
  return longDate.format(new Date(`${iso}T00:00:00Z`));
}

/** The agency's hours, in Spanish when they are the product's own; other hours are printed as given. */
export function hoursOf(hours: string): string {
  return hours === SUPPORT_HOURS ? 'de lunes a viernes, de 8 a. m. a 6 p. m. (hora del Este)' : hours;
}

export const es: NoticeText = {
  title: 'Aviso de deuda',
  money,
  date,
  reference: (ref) => `Referencia: ${ref}`,
  callUs: (phone, hours) => `Llámenos al ${phone}, ${hoursOf(hours)}`,
  intro: (collector, creditor) =>
    `${collector} es un cobrador de deudas. Estamos tratando de cobrar una deuda que usted tiene con ` +
    `${creditor}. Usaremos cualquier información que nos brinde para ayudar a cobrar la deuda.`,
  infoShows: 'Nuestra información muestra lo siguiente:',
  hadAccount: (creditor, accountNumber) =>
    `Usted tenía una cuenta con ${creditor}, número de cuenta ${accountNumber}.`,
  owedAsOf: (day) => `Hasta el ${day}, usted debía:`,
  between: (day) => `Entre el ${day} y hoy:`,
  interest: 'Se le cobró esta cantidad en interés:',
  fees: 'Se le cobró esta cantidad en cargos:',
  paymentsCredits: 'Pagó o se le abonó esta cantidad a la deuda:',
  reversedPayments: 'Pagos devueltos, que se vuelven a sumar:',
  otherCharges: 'Otros cambios que aumentaron la deuda:',
  totalNow: 'Monto total de la deuda ahora:',
  disputeHeading: '¿Cómo puede disputar la deuda?',
  disputeCallOrWrite: (endDate) =>
    `Llámenos o escríbanos antes del ${endDate} para disputar la totalidad o parte de la deuda. ` +
    'Si no lo hace, supondremos que nuestra información es correcta.',
  disputeWrite: (endDate) =>
    `Si nos escribe antes del ${endDate}, debemos detener el cobro de cualquier cantidad que dispute ` +
    'hasta que le enviemos información que demuestre que debe la deuda. Puede utilizar el formulario a ' +
    'continuación o escribirnos sin el formulario. También puede incluir documentos que respalden su disputa.',
  // The model's own short lines: the phone is at the top of the page ("Llámenos al …"), and the
  // Spanish, longer than the English, keeps the room the creditor's name may need.
  disputeOnline: () => 'Aceptamos disputas electrónicamente en:',
  elseHeading: '¿Qué más puede hacer?',
  originalCreditor: (endDate) =>
    'Escriba para solicitar el nombre y la dirección del acreedor original, si es diferente del ' +
    `acreedor actual. Si escribe antes del ${endDate}, debemos detener el cobro hasta que le enviemos ` +
    'esa información. Puede utilizar el formulario a continuación o escribirnos sin el formulario.',
  cfpb:
    'Visite www.cfpb.gov/debt-collection para obtener más información sobre sus derechos según la ley ' +
    'federal. Por ejemplo, tiene derecho a detener o limitar la forma en que lo(a) contactemos.',
  paymentOptions: () => 'Contáctenos acerca de sus opciones de pago.',
  spanishOffer: null,
  // A translated notice goes with the English one (§1006.34(e)): say so, and that nothing differs.
  companionNote:
    'Con este aviso le enviamos el mismo aviso en inglés. Las cantidades y las fechas son las mismas.',
  tearOffLine: 'Desprenda esta parte y envíela con su respuesta',
  mailTo: 'Envíe este formulario a:',
  respondHeading: '¿Cómo desea responder?',
  checkAll: 'Marque todo lo que corresponda:',
  disputeBecause: 'Quiero disputar la deuda porque pienso que:',
  notMine: 'Esta no es mi deuda.',
  amountWrong: 'La cantidad es incorrecta.',
  other: 'Otro (por favor describa al reverso o adjunte información adicional).',
  sendOriginalCreditor: 'Quiero que me envíe el nombre y la dirección del acreedor original.',
  enclosed: 'Adjunto esta cantidad:',
  payableTo: (collector, ref) =>
    `Haga su cheque a nombre de ${collector}. Incluya el número de referencia ${ref}.`,
  spanishCopy: null,
};
