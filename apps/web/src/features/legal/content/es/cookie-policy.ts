import { type Brand, brandPostalAddress } from '@arrears/domain';
import type { LegalDocumentContent } from '../legal-document-content';

/** The Cookie Policy in Spanish (/cookie-policy and /policy#cookie-policy with the site in Spanish). */
export function cookiePolicyEs(brand: Brand): LegalDocumentContent {
  const company = brand.companyName;
  return {
    title: 'Política de cookies',
    effectiveDate: '13 de diciembre de 2024',
    intro: [
      `Esta Política de cookies explica cómo ${company} usa las cookies y tecnologías similares en su sitio web y en su portal para consumidores, y cómo usted puede controlarlas. Léala junto con nuestra Política de privacidad.`,
    ],
    numbered: true,
    sections: [
      {
        title: 'Qué son las cookies',
        paragraphs: [
          'Una cookie es un pequeño archivo de texto que un sitio web le pide a su navegador que guarde en su computadora o su teléfono. El navegador la devuelve en las visitas siguientes, y así el sitio reconoce su sesión, por ejemplo para que usted siga con la sesión iniciada al pasar de una página a otra.',
          'Entre las tecnologías similares está el almacenamiento local de su navegador, que un sitio web puede usar para recordar un ajuste en su dispositivo. En esta política, la palabra "cookies" incluye también estas tecnologías.',
        ],
      },
      {
        title: 'Cómo usamos las cookies',
        paragraphs: [
          'Usamos cookies solo para que nuestro sitio web funcione de forma segura y para darle los servicios que usted pide. Nos permiten mantener su sesión iniciada después de verificar su identidad, proteger su sesión contra el mal uso, cerrar una sesión que estuvo inactiva demasiado tiempo y recordar decisiones sencillas que usted toma en el sitio.',
          'No usamos cookies para mostrarle publicidad, para armar un perfil de sus intereses ni para seguirle en otros sitios web.',
        ],
      },
      {
        title: 'Tipos de cookies que usamos',
        paragraphs: ['Las cookies de nuestro sitio son de estos tipos:'],
        bullets: [
          'Cookies estrictamente necesarias: una cookie de sesión que identifica su sesión iniciada y cookies de seguridad que ayudan a evitar el fraude y el acceso no autorizado. El sitio no puede funcionar bien sin ellas.',
          'Almacenamiento funcional: pequeños valores que se guardan en su navegador para recordar una preferencia, como el estado de una conversación de chat durante su visita.',
          'Registros de uso del sitio: en nuestros propios servidores registramos qué páginas de nuestro sitio se ven, para entender cómo se usa el sitio y mantenerlo funcionando bien. No compartimos estos registros con empresas de publicidad ni de análisis.',
        ],
        closing: [
          'Las cookies de sesión se borran cuando usted cierra la sesión o el navegador, o cuando la sesión vence. Los demás valores guardados se quedan hasta que usted los borre o ya no se necesiten.',
        ],
      },
      {
        title: 'Cookies de terceros',
        paragraphs: [
          'No permitimos que redes de publicidad, redes sociales ni vendedores de datos pongan cookies por medio de nuestro sitio web. Nuestras páginas, fuentes y scripts se sirven desde nuestros propios servidores.',
          'Cuando hace un pago con tarjeta, los datos del pago se envían de forma segura a nuestro procesador de pagos, que los maneja según sus propias obligaciones de seguridad y privacidad, incluida la Norma de Seguridad de Datos de la Industria de Tarjetas de Pago (PCI-DSS).',
        ],
      },
      {
        title: 'Cómo manejar sus preferencias de cookies',
        paragraphs: [
          'La mayoría de los navegadores le permiten ver, bloquear y borrar cookies en su menú de configuración o de preferencias, y muchos ofrecen un modo de navegación privada que descarta las cookies al final de la sesión. Las páginas de ayuda de su navegador explican cómo hacerlo.',
          'Si bloquea las cookies estrictamente necesarias, podrá seguir leyendo nuestras páginas públicas, pero no podrá iniciar sesión, usar el portal ni pagar en línea. Siempre puede pagar o hablar con nosotros por teléfono.',
        ],
      },
      {
        title: 'Señales "Do Not Track" y "Global Privacy Control"',
        paragraphs: [
          'Algunos navegadores envían una señal "Do Not Track" (no rastrear) o "Global Privacy Control" (control global de privacidad). Como no seguimos a los visitantes en otros sitios web y no vendemos ni compartimos información personal para publicidad, nuestras prácticas ya cumplen lo que piden estas señales, y usted no necesita hacer nada más.',
        ],
      },
      {
        title: 'Cambios a esta Política de cookies',
        paragraphs: [
          'Esta Política de cookies está vigente desde el 13 de diciembre de 2024. Si cambiamos la forma en que usamos las cookies, actualizaremos esta página y su fecha de vigencia antes de que el cambio entre en vigor.',
          `Si tiene preguntas sobre las cookies, comuníquese con nosotros al ${brand.phone}, por correo electrónico a ${brand.email} o por correo postal a ${company}, ${brandPostalAddress(brand)}.`,
        ],
      },
    ],
  };
}
