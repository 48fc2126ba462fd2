import type { Brand } from '../brand/brand';
import type { FilledEmail, MessageTemplate } from './template-names';

/**
 * The Spanish of the compose card's templates (decision 0073), for accounts that read Spanish. The same
 * facts as the English ones; "usted", plain words. The SMS keep their opt-out line in Spanish (STOP
 * and ALTO both work, inbound-sms.service.ts).
 */
export interface SpanishFacts {
  name: string;
  creditor: string;
  balance: string;
  vehicle: string;
  deadline: string;
  brand: Brand;
}

export const TEMPLATE_OFFICE_HOURS_ES = 'de lunes a viernes, de 8:00 a. m. a 6:00 p. m. (hora del Este)';
export const TEMPLATE_CREDITOR_FALLBACK_ES = 'su acreedor';
export const TEMPLATE_NAME_FALLBACK_ES = 'Cliente';
const SMS_OPT_OUT_ES = 'Responda ALTO para no recibir más mensajes.';

/** "su 2019 Honda Civic (VIN que termina en 3456)", "su vehículo (…)" or "su cuenta". */
export function vehicleInSpanish(model: string | undefined, vinLast4: string | null): string {
  const vinPart = vinLast4 ? ` (VIN que termina en ${vinLast4})` : '';
  return model ? `su ${model}${vinPart}` : vinPart ? `su vehículo${vinPart}` : 'su cuenta';
}

export const SMS_ES: Record<MessageTemplate, (f: SpanishFacts) => string> = {
  standard_delinquent: (f) =>
    `Hola, ${f.name}. Le escribe ${f.brand.companyName} sobre ${f.vehicle} con ${f.creditor}. ` +
    `Su saldo de ${f.balance} está vencido. Por favor, pague o llámenos a más tardar el ${f.deadline}: ` +
    `${f.brand.phone}. ${SMS_OPT_OUT_ES}`,
  payment_reminder: (f) =>
    `Hola, ${f.name}. ${f.brand.companyName} le recuerda que tiene un pago pendiente sobre ${f.vehicle} con ` +
    `${f.creditor}. Saldo actual: ${f.balance}. ¿Tiene preguntas? Llame al ${f.brand.phone}. ${SMS_OPT_OUT_ES}`,
  settlement_opportunity: (f) =>
    `Hola, ${f.name}. ${f.brand.companyName} podría ayudarle a pagar su saldo de ${f.balance} con ` +
    `${f.creditor} por ${f.vehicle} con un monto menor. Oferta válida hasta el ${f.deadline}. ` +
    `Llame al ${f.brand.phone}. ${SMS_OPT_OUT_ES}`,
  final_notice: (f) =>
    `AVISO FINAL: ${f.name}, su saldo de ${f.balance} con ${f.creditor} por ${f.vehicle} sigue sin pagar. ` +
    `Comuníquese con ${f.brand.companyName} a más tardar el ${f.deadline} al ${f.brand.phone}. ${SMS_OPT_OUT_ES}`,
};

const signature = (f: SpanishFacts) => `Atentamente,\n${f.brand.companyName}\n${f.brand.phone}`;
const hours = (f: SpanishFacts) =>
  `Nuestro horario de atención es ${TEMPLATE_OFFICE_HOURS_ES}. Llámenos al ${f.brand.phone}.`;

export const EMAIL_ES: Record<MessageTemplate, (f: SpanishFacts) => FilledEmail> = {
  standard_delinquent: (f) => ({
    subject: `Aviso de cuenta vencida - ${f.creditor}`,
    body: [
      `Estimado(a) ${f.name}:`,
      `Nuestros registros muestran que su cuenta con ${f.creditor} por ${f.vehicle} está vencida, con un saldo de ${f.balance}.`,
      `Por favor, haga un pago o comuníquese con nosotros a más tardar el ${f.deadline} para hablar de sus opciones.`,
      hours(f),
      signature(f),
    ].join('\n\n'),
  }),
  payment_reminder: (f) => ({
    subject: `Recordatorio de pago - ${f.creditor}`,
    body: [
      `Estimado(a) ${f.name}:`,
      `Le recordamos que tiene un pago pendiente en su cuenta con ${f.creditor} por ${f.vehicle}. Su saldo actual es de ${f.balance}.`,
      'Si ya hizo este pago, por favor no tome en cuenta este mensaje.',
      hours(f),
      signature(f),
    ].join('\n\n'),
  }),
  settlement_opportunity: (f) => ({
    subject: `Oportunidad de acuerdo de pago - ${f.creditor}`,
    body: [
      `Estimado(a) ${f.name}:`,
      `Es posible que podamos cerrar su cuenta con ${f.creditor} por ${f.vehicle}, con un saldo de ${f.balance}, por menos del monto total.`,
      `Esta oportunidad está disponible hasta el ${f.deadline}. Comuníquese con nosotros para hablar de un acuerdo.`,
      hours(f),
      signature(f),
    ].join('\n\n'),
  }),
  final_notice: (f) => ({
    subject: `Aviso final - ${f.creditor}`,
    body: [
      `Estimado(a) ${f.name}:`,
      `Este es un aviso final sobre su cuenta con ${f.creditor} por ${f.vehicle}. El saldo de ${f.balance} sigue sin pagar.`,
      `Comuníquese con nosotros a más tardar el ${f.deadline} para resolver esta cuenta.`,
      hours(f),
      signature(f),
    ].join('\n\n'),
  }),
};
