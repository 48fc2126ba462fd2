import type { Brand, ValidationNoticeFigures } from '@arrears/domain';
import { es } from './validation-notice-text-es';

/**
 * The Spanish half of the e-mail that delivers a Spanish reader's notice (letter-email.ts): the
 * English notice and its translation are two letters on Documents, and this names both, in the
 * Spanish notice's own words (usted; B-2's "antes del" for "by"). A link, never the PDF.
 */
export function spanishNoticeEmail(brand: Brand, figures: ValidationNoticeFigures, link: string): string {
  return [
    `Estimado(a) ${figures.consumerName}:`,
    '',
    `${brand.companyName} es un cobrador de deudas. Estamos tratando de cobrar una deuda que usted tiene con ` +
      `${figures.currentCreditor}. Usaremos cualquier información que nos brinde para ayudar a cobrar la deuda.`,
    '',
    'Pusimos dos cartas para usted en su página de Documentos (Documents): un aviso sobre esta deuda ' +
      `(referencia ${figures.reference}, ${es.money(figures.amountNowCents)} al ${es.date(figures.letterDate)}) ` +
      'y el mismo aviso en inglés. El aviso explica la deuda y sus derechos, incluso cómo disputarla. Si nos ' +
      `escribe antes del ${es.date(figures.validationEndDate)}, debemos detener el cobro de cualquier cantidad ` +
      'que dispute hasta que le enviemos información que demuestre que debe la deuda.',
    '',
    `Lea los avisos: ${link}`,
    '(Inicie sesión con su cuenta para abrirlos. Desde allí puede guardarlos o imprimirlos.)',
    '',
    'Para recibir sus cartas por correo postal, desmarque la casilla en su página de Documentos o llámenos al ' +
      `${brand.phone}; las copias en papel de estas cartas son gratuitas si las pide.`,
  ].join('\n');
}
