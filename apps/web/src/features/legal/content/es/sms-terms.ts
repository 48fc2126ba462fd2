import type { Brand } from '@arrears/domain';
import type { LegalDocumentContent } from '../legal-document-content';

/** SMS Terms of Service in Spanish (/sms-terms with the site in Spanish): the English sections, in order. */
export function smsTermsEs(brand: Brand): LegalDocumentContent {
  const company = brand.companyName;
  return {
    title: 'Términos del servicio de SMS',
    effectiveDate: '19 de junio de 2025',
    intro: [
      `Estos términos se aplican al programa de mensajes de texto de ${company}. Léalos antes de aceptar recibir mensajes de texto de nosotros.`,
    ],
    numbered: false,
    sections: [
      {
        title: 'Descripción general',
        paragraphs: [
          `${company} ofrece mensajes de texto (SMS) como una forma práctica de recibir información sobre una cuenta que administramos. El programa es opcional: puede manejar su cuenta por teléfono, por correo postal, por correo electrónico o en nuestro sitio web sin recibir nunca un mensaje de texto nuestro.`,
          'Puede inscribirse en el programa con nuestro formulario de inscripción para mensajes de texto, pidiéndoselo a un representante o de otra forma en la que usted dé su consentimiento expreso. Cuando usa el formulario, enviamos un mensaje al número una sola vez para confirmar que su usuario está de acuerdo: responda SÍ (o YES) a ese mensaje o escriba en el formulario el código que contiene. Hasta que el número lo confirme, no le enviamos ningún otro mensaje. Estos términos, junto con nuestra Política de privacidad y nuestros Términos de uso, rigen el programa.',
        ],
      },
      {
        title: 'Tipos de mensajes',
        paragraphs: [
          'Nuestros mensajes de texto son avisos informativos sobre su cuenta, no publicidad. No enviamos anuncios ni ofertas promocionales por texto. Según su cuenta, puede recibir:',
        ],
        bullets: [
          'recordatorios y confirmaciones de pago;',
          'avisos de saldo;',
          'opciones de validación de la deuda;',
          'confirmaciones de llamadas de regreso;',
          'comunicaciones sobre disputas;',
          'mensajes para verificar su consentimiento;',
          'avisos que la ley nos obliga a darle.',
        ],
      },
      {
        title: 'Consentimiento del usuario',
        paragraphs: [
          'Al inscribirse, usted confirma que es el titular o el usuario habitual del número de celular que nos da, que tiene por lo menos 18 años y que acepta recibir en ese número mensajes de texto automáticos de nosotros sobre su cuenta.',
          'El consentimiento para recibir mensajes de texto no es una condición para ninguna compra, plan de pagos ni servicio. Si no lo da o lo retira, eso no cambia cómo se maneja su cuenta. Guardamos un registro de su consentimiento, como lo exige la Ley de Protección al Consumidor Telefónico (TCPA), y podemos enviarle un solo mensaje para confirmarlo.',
        ],
      },
      {
        title: 'Frecuencia de los mensajes',
        paragraphs: [
          'La frecuencia de los mensajes depende de la actividad de su cuenta. Por ejemplo, puede recibir un recordatorio antes de un pago programado y una confirmación después, o novedades mientras revisamos una disputa. Solo enviamos los mensajes necesarios para mantenerle informado.',
          'Solo enviamos mensajes en horas razonables de su zona horaria, como lo pide la Ley de Prácticas Justas en el Cobro de Deudas (FDCPA), salvo que usted nos haya pedido contactarle a otra hora.',
        ],
      },
      {
        title: 'Cómo dejar de recibir mensajes',
        paragraphs: [
          'Puede dejar de recibir mensajes de texto en cualquier momento respondiendo ALTO o STOP a cualquier mensaje nuestro. También sirven las palabras PARAR, CANCELAR, END, CANCEL, UNSUBSCRIBE y QUIT. Le enviaremos un mensaje para confirmar que le dimos de baja, y después no recibirá más textos salvo que se inscriba de nuevo.',
          `También puede darse de baja llamándonos al ${brand.phone} o escribiendo a ${brand.email}. Darse de baja de los mensajes de texto no detiene otras comunicaciones legales sobre su cuenta, como las cartas.`,
        ],
      },
      {
        title: 'Ayuda y asistencia',
        paragraphs: [
          `Para pedir ayuda, responda AYUDA o HELP a cualquier mensaje nuestro o comuníquese con nuestro equipo de atención al ${brand.phone} o en ${brand.email}.`,
          'Pueden aplicarse tarifas de mensajes y datos según su plan de celular. Cualquier cargo lo cobra su compañía de telefonía móvil, no nosotros.',
        ],
      },
      {
        title: 'Aviso sobre las compañías de telefonía',
        paragraphs: [
          'Las compañías de telefonía móvil no son responsables de los mensajes que se retrasen o no lleguen. La entrega depende de su compañía, su teléfono y la cobertura de la red, y nada de eso lo controlamos nosotros.',
          'Como un mensaje de texto puede no llegar, no dependa solo de los textos para saber las fechas de pago o los plazos; las cartas y los avisos que le enviamos siguen siendo el registro oficial.',
        ],
      },
      {
        title: 'Seguridad',
        paragraphs: [
          'Los mensajes de texto no son un medio totalmente seguro, por eso nuestros mensajes no incluyen su número de cuenta completo, su número de Seguro Social ni otros datos delicados. Nunca le pediremos que envíe por texto un número de tarjeta, un número de cuenta bancaria, una contraseña ni su número de Seguro Social completo.',
          `Si recibe un mensaje que dice ser de ${company} y le pide ese tipo de información, no responda; llámenos al ${brand.phone} para comprobar si es auténtico. Mantenga su teléfono bloqueado y avísenos pronto si cambia de número de celular o deja de usarlo.`,
        ],
      },
      {
        title: 'Datos que recopilamos',
        paragraphs: [
          'Cuando se inscribe en el programa, recopilamos su nombre, su número de celular, la fecha y la forma en que dio su consentimiento y el contenido de los mensajes que intercambia con nosotros. Usamos esta información solo para operar el programa, administrar su cuenta y cumplir nuestras obligaciones legales.',
          'Los datos de inscripción y el consentimiento de su celular nunca se compartirán con terceros ni con empresas afiliadas para fines de mercadeo o promoción. Solo los compartimos con los proveedores que entregan nuestros mensajes, con obligación de confidencialidad, o cuando la ley lo exige. Nuestra Política de privacidad explica cómo protegemos y guardamos la información personal.',
        ],
      },
      {
        title: 'Cambios',
        paragraphs: [
          'Estos Términos del servicio de SMS están vigentes desde el 19 de junio de 2025. Podemos actualizarlos de vez en cuando, y la versión vigente siempre estará publicada en esta página con su fecha de vigencia.',
          'Si un cambio afecta de manera importante cómo funciona el programa, se lo diremos por mensaje de texto antes de que entre en vigor. Puede salir del programa en cualquier momento respondiendo ALTO o STOP.',
        ],
      },
    ],
  };
}
