import { type Brand, brandPostalAddress } from '@arrears/domain';
import type { LegalDocumentContent } from '../legal-document-content';
import { SUPPORT_HOURS_ES } from './support-hours';

/** The Privacy Policy in Spanish (/privacy and /policy#privacy-policy with the site in Spanish): 12 sections. */
export function privacyPolicyEs(brand: Brand): LegalDocumentContent {
  const company = brand.companyName;
  return {
    title: 'Política de privacidad',
    intro: [
      `${company} ("nosotros") es una agencia de cobro de deudas por terceros. Esta Política de privacidad explica qué información personal recopilamos cuando usted usa nuestro sitio web, nuestro portal para consumidores, nuestro asistente de chat, nuestras líneas telefónicas y nuestros mensajes de texto; cómo usamos esa información, con quién la compartimos y qué opciones tiene usted.`,
      'Cuidamos la información que se nos confía. Como cobrador de deudas, estamos sujetos a leyes federales que limitan cómo podemos usar y divulgar información sobre usted, entre ellas la Ley de Prácticas Justas en el Cobro de Deudas (FDCPA), las disposiciones de privacidad y protección de la Ley Gramm-Leach-Bliley (GLBA) y la Ley de Protección al Consumidor Telefónico (TCPA). Cuando una ley estatal le da más protección, la seguimos.',
    ],
    numbered: true,
    sections: [
      {
        title: 'Información que recopilamos',
        paragraphs: [
          'La información que tenemos depende de la cuenta que administramos y de cómo usted se comunica con nosotros. Puede incluir:',
        ],
        bullets: [
          'Datos de identidad: su nombre, su número de Seguro Social (SSN) y su fecha de nacimiento, que usamos para asegurarnos de que hablamos con la persona correcta.',
          'Datos de contacto: dirección postal, números de teléfono y correo electrónico.',
          'Datos de la cuenta que recibimos del acreedor que nos la asignó, como el número de cuenta, el saldo, el historial de pagos y el nombre del acreedor original.',
          'Datos de pago: el medio de pago que usted elige, el número de ruta y de cuenta bancaria para los cheques electrónicos, y la marca y los últimos cuatro dígitos de una tarjeta de pago.',
          'Registros de nuestras comunicaciones con usted, incluidas cartas, correos electrónicos, mensajes de texto, conversaciones de chat, notas de llamadas telefónicas y, cuando la ley lo permite y se le avisa antes, grabaciones de llamadas.',
          'Información técnica: su dirección IP, datos de su dispositivo como el tipo de navegador y el sistema operativo, y las páginas que visita en nuestro sitio.',
        ],
      },
      {
        title: 'Cómo obtenemos la información',
        paragraphs: [
          'La mayor parte de la información que tenemos viene del acreedor o de la empresa que nos envió su cuenta para cobrarla. También recibimos información directamente de usted cuando nos llama, nos escribe, usa nuestro portal o nuestro asistente de chat, hace un pago o presenta una disputa.',
          'Para encontrar los datos de contacto actuales de una persona que se mudó, podemos consultar registros públicos, servicios de corrección de direcciones y agencias de informes de crédito, siempre con un fin permitido por la Ley de Informes de Crédito Justos. Nuestros servidores recopilan la información técnica de forma automática cuando su navegador o su dispositivo se conecta a nuestro sitio web.',
        ],
      },
      {
        title: 'Cómo usamos su información',
        paragraphs: [
          'Usamos la información personal solo para fines legítimos relacionados con las cuentas que administramos, es decir, para:',
        ],
        bullets: [
          'verificar su identidad antes de hablar de una cuenta o de aceptar un pago;',
          'comunicarnos con usted sobre la cuenta por correo postal, teléfono, correo electrónico o mensaje de texto, dentro de los límites de la ley;',
          'procesar pagos, planes de pago y reembolsos, y enviarle sus recibos;',
          'recibir, investigar y responder disputas y pedidos de validación de una deuda;',
          'informar al acreedor que representamos sobre el estado de su cuenta;',
          'proteger nuestros sistemas, a nuestros clientes y a usted contra el fraude, el robo de identidad y el acceso no autorizado;',
          'cumplir obligaciones legales y regulatorias, órdenes judiciales y requisitos de conservación de registros.',
        ],
      },
      {
        title: 'Con quién compartimos la información',
        paragraphs: [
          'No vendemos su información personal y no la compartimos con nadie para fines de mercadeo. La ley federal también nos impide hablar de su deuda con terceros, así que solo divulgamos información cuando hace falta para administrar su cuenta o cuando la ley lo exige.',
          'Dentro de esos límites, podemos compartir información con:',
        ],
        bullets: [
          'el acreedor que nos asignó su cuenta, o un dueño posterior de la cuenta;',
          'proveedores que actúan en nuestro nombre, como procesadores de pagos, empresas de impresión y envío de cartas, compañías de telefonía y mensajería y proveedores de alojamiento web, cada uno obligado por contrato a usar la información solo para prestarnos sus servicios y a mantenerla segura;',
          'agencias de informes de crédito, cuando el acreedor autorizó los informes y la ley lo permite;',
          'agencias del gobierno, tribunales y autoridades cuando la ley nos obliga a responder;',
          'su abogado u otra persona con quien usted nos autorizó por escrito a hablar.',
        ],
      },
      {
        title: 'Mensajes de texto e información de su celular',
        paragraphs: [
          'Si acepta recibir mensajes de texto de nosotros, guardamos un registro de su número de celular, la fecha y la forma de su consentimiento y los mensajes enviados y recibidos. Los datos de inscripción de su celular y su consentimiento nunca se compartirán con terceros ni con empresas afiliadas para fines de mercadeo o promoción.',
          'Nuestros mensajes de texto son solo avisos sobre su cuenta, no publicidad. Aceptar recibirlos no es una condición para ningún servicio, y puede detenerlos en cualquier momento respondiendo ALTO o STOP. Nuestros Términos del servicio de SMS describen el programa completo.',
        ],
      },
      {
        title: 'Información de pago',
        paragraphs: [
          'Los pagos con tarjeta los maneja un procesador de pagos que cumple la Norma de Seguridad de Datos de la Industria de Tarjetas de Pago (PCI-DSS). El número de su tarjeta viaja por una conexión cifrada hasta el procesador para su autorización. No guardamos números de tarjeta completos ni códigos de seguridad (CVV); solo guardamos la marca de la tarjeta, los últimos cuatro dígitos y una referencia de la transacción, que nos permiten identificar el pago en un recibo o un estado de cuenta.',
          'Los datos de cuenta bancaria que nos da para un pago con cheque electrónico se usan solo para completar el pago que usted autorizó o un plan de pagos recurrentes que aceptó, y se protegen igual que otra información delicada.',
        ],
      },
      {
        title: 'Cómo protegemos su información',
        paragraphs: [
          'Mantenemos un programa de seguridad de la información diseñado para cumplir la Regla de Protección de la GLBA. Incluye el cifrado de los datos en tránsito, el cifrado en reposo de los datos más delicados, como los números de Seguro Social y las fechas de nacimiento, accesos según el puesto para que cada empleado vea solo lo que su trabajo requiere, autenticación de varios factores para las cuentas del personal, cierre automático de las sesiones inactivas y el registro y la revisión de los eventos de seguridad.',
          'Ningún método de transmisión o almacenamiento es totalmente seguro, y no podemos garantizar una seguridad absoluta. Si nos enteramos de una filtración que afecte su información personal, se lo notificaremos como lo exija la ley aplicable.',
        ],
      },
      {
        title: 'Cuánto tiempo guardamos la información',
        paragraphs: [
          'Guardamos la información personal mientras administramos la cuenta y, después, durante el tiempo que exijan las leyes federales o estatales, nuestros contratos con los acreedores o la defensa ante reclamos legales. La ley fija los plazos de conservación de registros de las agencias de cobranza, y pueden durar varios años después de cerrada una cuenta.',
          'Cuando la información ya no se necesita, la borramos o la hacemos ilegible con métodos seguros.',
        ],
      },
      {
        title: 'Sus derechos y opciones',
        paragraphs: [
          'Puede pedirnos una copia de la información que tenemos sobre su cuenta y pedirnos que corrijamos cualquier error. Puede disputar toda la deuda o una parte y pedir su validación, como se describe en nuestros Términos de uso. Puede decirnos por escrito que quiere que dejemos de contactarle, o que ciertas horas, lugares o formas de contacto no le convienen, y respetaremos su pedido como lo exige la FDCPA.',
          'Según el estado donde viva, puede tener otros derechos de privacidad. La información que manejamos según la GLBA muchas veces está exenta de las leyes estatales de privacidad del consumidor, pero responderemos cada pedido que recibamos y le explicaremos qué derechos se aplican. No le trataremos de manera distinta por ejercer un derecho de privacidad.',
        ],
      },
      {
        title: 'Cookies y tecnologías similares',
        paragraphs: [
          'Nuestro sitio web usa unas pocas cookies necesarias para mantener su sesión iniciada, mantenerla segura y recordar preferencias básicas. No usamos cookies de publicidad y no permitimos que las redes de publicidad le sigan a través de nuestro sitio.',
          'Nuestra Política de cookies explica con más detalle qué cookies usamos y cómo puede controlarlas en la configuración de su navegador.',
        ],
      },
      {
        title: 'Quién puede usar el sitio y menores de edad',
        paragraphs: [
          'Nuestro sitio web y nuestros servicios son para personas adultas de 18 años o más que viven en los Estados Unidos. No están dirigidos a niños, y no recopilamos a sabiendas información personal de menores de 18 años por medio del sitio.',
          'Si cree que un menor nos dio información personal, comuníquese con nosotros y tomaremos las medidas adecuadas para borrarla, salvo que la ley nos obligue a guardarla.',
        ],
      },
      {
        title: 'Cambios a esta política y cómo contactarnos',
        paragraphs: [
          'Podemos actualizar esta Política de privacidad de vez en cuando para reflejar cambios en la ley o en nuestras prácticas. La política revisada se publicará en esta página, y los cambios importantes se destacarán en nuestro sitio web antes de que entren en vigor.',
          `Si tiene una pregunta sobre esta política o quiere hacer un pedido de privacidad, llámenos al ${brand.phone} (${SUPPORT_HOURS_ES}), escriba a ${brand.email} o envíe una carta a ${company}, ${brandPostalAddress(brand)}.`,
        ],
      },
    ],
  };
}
