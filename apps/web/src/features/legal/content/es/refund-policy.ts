import { type Brand, brandPostalAddress } from '@arrears/domain';
import type { LegalDocumentContent } from '../legal-document-content';
import {
  PAYMENT_ERROR_WINDOW_BUSINESS_DAYS,
  RECURRING_CANCELLATION_NOTICE_BUSINESS_DAYS,
} from '../refund-policy';
import { SUPPORT_HOURS_ES } from './support-hours';

/** The Refund Policy in Spanish (/refund-policy with the site in Spanish). */
export function refundPolicyEs(brand: Brand): LegalDocumentContent {
  const company = brand.companyName;
  const errorWindow = `${PAYMENT_ERROR_WINDOW_BUSINESS_DAYS} días hábiles`;
  const notice = `${RECURRING_CANCELLATION_NOTICE_BUSINESS_DAYS} días hábiles`;
  return {
    title: 'Política de reembolsos',
    intro: [
      `Esta Política de reembolsos explica cuándo se puede reembolsar un pago hecho a ${company}, cómo avisarnos de un pago que salió mal y cómo cambiar o cancelar un pago recurrente. Queremos que cada pago que usted haga sea el que quiso hacer, por eso le pedimos que la lea antes de pagar.`,
    ],
    numbered: true,
    sections: [
      {
        title: 'Alcance de esta política',
        paragraphs: [
          `Esta política se aplica a los pagos hechos a ${company} en cuentas que estamos cobrando, ya sea que pague en nuestro sitio web, en nuestro portal para consumidores, con nuestro asistente de chat o por teléfono con uno de nuestros representantes.`,
          'No reemplaza ningún derecho que usted tenga según las leyes federales o estatales, incluidos sus derechos según la Ley de Transferencias Electrónicas de Fondos para los débitos bancarios y las reglas del emisor de su tarjeta.',
        ],
      },
      {
        title: 'Los pagos de una deuda son definitivos',
        paragraphs: [
          'Un pago de una deuda reduce el saldo que se le debe al acreedor y se le entrega a ese acreedor. Por eso, los pagos de deudas son definitivos una vez procesados, y no podemos reembolsar un pago solo porque usted cambió de opinión después.',
          'Si no está seguro de una cantidad, o cree que no debe la deuda, comuníquese con nosotros o presente una disputa antes de pagar. Pagar no le impide disputar una deuda más adelante, pero es más fácil aclarar las dudas primero.',
        ],
      },
      {
        title: 'Errores en los pagos',
        paragraphs: [
          `Si un pago se procesó por error, avísenos dentro de los ${errorWindow} siguientes a la fecha del pago. Un error en un pago incluye:`,
        ],
        bullets: [
          'un cobro duplicado del mismo pago;',
          'un cobro por una cantidad distinta de la que usted autorizó;',
          'un pago aplicado a la cuenta equivocada;',
          'un cobro que usted no autorizó.',
        ],
        closing: [
          'Revisaremos la transacción y le diremos lo que encontremos. Cuando se confirma un error, reembolsamos la cantidad incorrecta al mismo medio de pago. El tiempo que tarda en aparecer el reembolso depende de su banco o del emisor de su tarjeta. Los avisos que llegan después de ese plazo también se revisan, pero el reembolso queda entonces a nuestro criterio, salvo que la ley lo exija.',
        ],
      },
      {
        title: 'Pagos recurrentes y programados',
        paragraphs: [
          `Si programó un pago recurrente o con fecha futura, puede cambiarlo o cancelarlo avisándonos por lo menos ${notice} antes de la fecha del pago. Un aviso dado más tarde puede no llegar a tiempo a nuestro procesador de pagos, y el pago puede cobrarse de todos modos; en ese caso se considera un pago definitivo de la cuenta.`,
          'Cancelar un pago recurrente termina el acuerdo solo para los pagos futuros. No anula los pagos ya hechos, y el saldo que quede en la cuenta se sigue debiendo.',
        ],
      },
      {
        title: 'Cargos',
        paragraphs: [
          'Cualquier cargo por procesamiento o por conveniencia se muestra antes de que confirme un pago, y usted puede decidir no continuar. Los cargos no son reembolsables, porque pagan un servicio de procesamiento que ya se prestó.',
          'La única excepción es un cargo cobrado como parte de un error de pago confirmado, descrito arriba, que se devuelve junto con el pago incorrecto.',
        ],
      },
      {
        title: 'Pagos en exceso',
        paragraphs: [
          'Si sus pagos superan el saldo que se debe, por ejemplo porque un pago final coincidió con un pago de otra fuente, le reembolsaremos la diferencia una vez que la cuenta se haya conciliado con el acreedor. Le contactaremos si necesitamos datos para enviarle el reembolso.',
        ],
      },
      {
        title: 'Contracargos y disputas con su banco',
        paragraphs: [
          'Le recomendamos que primero nos contacte por cualquier problema con un pago; suele ser la forma más rápida de resolverlo. Usted conserva todos sus derechos a disputar una transacción con el emisor de su tarjeta o con su banco.',
          'Si un pago se anula por un contracargo o su banco lo devuelve, la cantidad se vuelve a sumar al saldo de la cuenta, y se lo haremos saber.',
        ],
      },
      {
        title: 'Cómo pedir un reembolso o una cancelación',
        paragraphs: [
          `Llámenos al ${brand.phone} (${SUPPORT_HOURS_ES}), escriba a ${brand.email} o envíe una carta a ${company}, ${brandPostalAddress(brand)}. Incluya su nombre, la referencia de su cuenta, la fecha y la cantidad del pago y una breve descripción del problema.`,
          'No envíe por correo electrónico un número de tarjeta ni un número de cuenta bancaria completos; confirmaremos el pago con nuestros propios registros.',
        ],
      },
    ],
  };
}
