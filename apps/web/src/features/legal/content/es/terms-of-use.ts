import { type Brand, brandPostalAddress } from '@arrears/domain';
import type { LegalDocumentContent } from '../legal-document-content';
import { SUPPORT_HOURS_ES } from './support-hours';

/** The debt-collector disclosure that opens the Spanish Terms of Use (the validation notice's words). */
export const DEBT_COLLECTOR_NOTICE_ES =
  'Esta comunicación es de un cobrador de deudas. Es un intento de cobrar una deuda, y cualquier información que obtengamos se usará con ese fin.';

/** The Terms of Use (User Agreement) in Spanish (/terms, /terms-of-service, /policy#terms-of-service). */
export function termsOfUseEs(brand: Brand): LegalDocumentContent {
  const company = brand.companyName;
  const venue = `el condado de ${brand.courtCounty}, ${brand.governingLawState}`;
  return {
    title: 'Términos de uso',
    subtitle: 'Acuerdo del usuario',
    notice: DEBT_COLLECTOR_NOTICE_ES,
    intro: [
      `Estos Términos de uso son un acuerdo entre usted y ${company} ("nosotros") sobre el uso de nuestro sitio web, nuestro portal para consumidores, nuestro asistente de chat y los servicios en línea relacionados (en conjunto, los "Servicios"). Léalos con atención. No cambian la cantidad que usted debe en ninguna cuenta, y no le quitan ningún derecho que tenga según las leyes federales o estatales.`,
    ],
    numbered: true,
    sections: [
      {
        title: 'Aceptación de estos términos',
        paragraphs: [
          'Al abrir, recorrer o iniciar sesión en los Servicios, usted acepta estos Términos de uso y nuestra Política de privacidad, Política de cookies, Política de reembolsos y Términos del servicio de SMS, que forman parte de este acuerdo. Si no está de acuerdo, no use los Servicios; igual puede comunicarse con nosotros por teléfono o por correo postal.',
          'Algunas funciones, como hacer un pago o presentar una disputa, pueden mostrar instrucciones adicionales en la pantalla. Esas instrucciones se aplican junto con estos términos.',
        ],
      },
      {
        title: 'Quién puede usar los Servicios',
        paragraphs: [
          'Los Servicios son para personas adultas de 18 años o más que viven en los Estados Unidos. Al usarlos, usted confirma que cumple ambos requisitos.',
          'Puede usar los Servicios solo para una cuenta de la que usted es responsable, o en nombre de esa persona cuando tiene autorización legal para actuar por ella, por ejemplo como su abogado, su tutor o el albacea de su herencia. Podemos pedirle una prueba de esa autorización antes de darle información de la cuenta.',
        ],
      },
      {
        title: 'Quiénes somos y qué hacen los Servicios',
        paragraphs: [
          `${company} es una agencia de cobro de deudas por terceros. Cobramos cuentas en nombre de acreedores, y cumplimos la Ley de Prácticas Justas en el Cobro de Deudas (FDCPA), las normas de la Oficina para la Protección Financiera del Consumidor (CFPB) y las leyes estatales de cobranza que correspondan.`,
          'Los Servicios le permiten revisar información de su cuenta, hacer pagos, acordar planes de pago, pedir la validación de una deuda, presentar disputas y comunicarse con nosotros. La información que se muestra en línea es para su comodidad; si no coincide con un aviso escrito que recibió de nosotros, comuníquese con nosotros para confirmar las cifras correctas. Nada de lo que aparece en los Servicios es asesoría legal, tributaria ni financiera.',
        ],
      },
      {
        title: 'Verificación de identidad y seguridad de la cuenta',
        paragraphs: [
          'Antes de mostrarle los datos de una cuenta, le pedimos que verifique su identidad, por ejemplo con su nombre, su fecha de nacimiento, parte de su número de Seguro Social o una referencia de la cuenta. Usted se compromete a dar información correcta y a mantener en secreto cualquier nombre de usuario, contraseña o código de acceso.',
          'No debe entrar, ni intentar entrar, en una cuenta que no es suya o que no tiene autorización para manejar. Avísenos de inmediato si sospecha que otra persona usó sus datos de acceso. Para su protección, las sesiones iniciadas se cierran solas después de un tiempo sin actividad.',
        ],
      },
      {
        title: 'Pagos',
        paragraphs: [
          'Cuando envía un pago, nos autoriza a nosotros y a nuestro procesador de pagos a cobrar a la tarjeta o a debitar de la cuenta bancaria que nos da la cantidad y en las fechas que usted confirma. Usted confirma que tiene derecho a usar ese medio de pago. Los pagos suelen tardar de uno a dos días hábiles en procesarse, y un pago se abona a la cuenta una vez recibido.',
          'Los pagos con tarjeta los maneja un procesador que cumple la Norma de Seguridad de Datos de la Industria de Tarjetas de Pago (PCI-DSS); no guardamos números de tarjeta completos. Cualquier cargo por procesamiento se le muestra antes de que confirme un pago. Los pagos de una deuda son definitivos y los cargos no son reembolsables, salvo lo que describe nuestra Política de reembolsos, que también explica cómo avisarnos de un error en un pago y cómo cancelar un pago recurrente.',
        ],
      },
      {
        title: 'Disputas y validación de deudas',
        paragraphs: [
          'Usted tiene derecho a disputar toda la deuda o una parte y a pedir el nombre y la dirección del acreedor original. Puede hacerlo en los Servicios, por teléfono o por escrito a la dirección que aparece abajo. Si disputa por escrito dentro del plazo que indica nuestro aviso de validación, dejaremos de cobrar la parte disputada hasta que le enviemos por correo la verificación de la deuda.',
          'Usar el formulario de disputa en línea no le hace perder ninguno de sus derechos, y también puede escribirnos en cualquier momento. Revisamos cada disputa y le diremos el resultado.',
        ],
      },
      {
        title: 'Comunicaciones electrónicas y mensajes de texto',
        paragraphs: [
          'Al usar los Servicios, usted acepta que podamos darle recibos, confirmaciones y otros registros en forma electrónica, y que los registros y las firmas electrónicas tienen el mismo efecto que los de papel. Puede pedir sin costo una copia en papel de cualquier aviso.',
          'Si se inscribe para recibir mensajes de texto, serán solo avisos sobre su cuenta, enviados según nuestros Términos del servicio de SMS. El consentimiento para recibir mensajes de texto no es una condición para ninguna compra ni servicio. Responda ALTO para dejar de recibirlos y AYUDA para pedir ayuda. Pueden aplicarse tarifas de mensajes y datos.',
        ],
      },
      {
        title: 'Uso aceptable',
        paragraphs: ['Al usar los Servicios, usted se compromete a no:'],
        bullets: [
          'dar información falsa ni hacerse pasar por otra persona;',
          'usar un medio de pago que no tiene autorización para usar;',
          'interferir con nuestros sistemas, sondearlos o sobrecargarlos, ni intentar saltarse una medida de seguridad;',
          'recopilar información sobre otros usuarios, ni usar herramientas automáticas para entrar en los Servicios sin nuestro permiso por escrito;',
          'subir código malicioso ni contenido ilegal, amenazante u ofensivo.',
        ],
        closing: [
          'Podemos suspender el acceso en línea que se use en contra de estos términos. Igual puede comunicarse con nosotros por teléfono o por correo postal.',
        ],
      },
      {
        title: 'Propiedad de los Servicios',
        paragraphs: [
          `Los Servicios, incluidos sus textos, su diseño, su software y sus logotipos, pertenecen a ${company} o a quienes le dan licencia, y están protegidos por las leyes de propiedad intelectual. Puede ver e imprimir páginas para sus propios registros y para manejar su cuenta, pero no puede copiar, modificar ni distribuir los Servicios con ningún otro fin.`,
        ],
      },
      {
        title: 'Exención de garantías y límite de responsabilidad',
        paragraphs: [
          'Trabajamos para que los Servicios sean correctos y estén disponibles, pero se ofrecen "tal como están" y "según disponibilidad". Un mantenimiento programado o hechos fuera de nuestro control pueden interrumpirlos; durante una interrupción, igual puede hacer un pago o comunicarse con nosotros por teléfono o por correo postal.',
          'En la mayor medida que permita la ley, no somos responsables de pérdidas indirectas o derivadas del uso de los Servicios. Nada en estos términos limita nuestra responsabilidad cuando la ley no permite limitarla, ni limita ningún derecho o recurso que usted tenga según la FDCPA, la TCPA u otras leyes de protección al consumidor.',
        ],
      },
      {
        title: 'Ley aplicable y tribunales competentes',
        paragraphs: [
          `Estos Términos de uso se rigen por las leyes de ${brand.governingLawState}, sin tener en cuenta sus normas sobre conflicto de leyes, y por la ley federal que corresponda. Cualquier disputa sobre estos términos o sobre el uso de los Servicios se presentará ante los tribunales estatales o federales de ${venue}, salvo que una ley que le proteja exija otro tribunal.`,
          'Esta sección trata solo del uso de los Servicios. No decide dónde se puede presentar una acción legal para cobrar una deuda; la FDCPA exige que cualquier acción de ese tipo contra un consumidor se presente donde vive el consumidor o donde se firmó el contrato.',
        ],
      },
      {
        title: 'Cambios a estos términos e información de contacto',
        paragraphs: [
          'Podemos revisar estos Términos de uso de vez en cuando. La versión vigente siempre está publicada en esta página, y seguir usando los Servicios después de un cambio significa que acepta los términos revisados. Los cambios no se aplican a un pago o una disputa que usted envió antes de que se publicaran.',
          `Puede enviar sus preguntas sobre estos términos a ${company} al ${brand.phone} (${SUPPORT_HOURS_ES}), por correo electrónico a ${brand.email} o por correo postal a ${brandPostalAddress(brand)}.`,
        ],
      },
    ],
  };
}
