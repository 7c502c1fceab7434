import type { LegalTexts } from '../legal-types';

/** Textos legales y de contacto en español, escritos en torno a los datos de la región aplicable. */
const es: LegalTexts = ({ facts: f, supportEmail, updated }) => ({
  contact: {
    title: 'Datos de contacto',
    intro: `${f.company} gestiona el marketplace Steelyard para clientes empresariales en ${f.region === 'UK' ? 'el Reino Unido' : f.country.es}.`,
    sections: [
      {
        heading: 'Empresa',
        lines: [f.company, ...f.addressLines, f.country.es, f.register.es, `NIF-IVA: ${f.vatId}`, f.management.es],
      },
      {
        heading: 'Atención al cliente',
        paragraphs: [
          `Correo electrónico: ${supportEmail}`,
          `Teléfono: ${f.phone}`,
          `Horario: ${f.hours.es}`,
          'Si su consulta se refiere a un pedido, indique el número de pedido o su número de orden de compra para que podamos ayudarle con rapidez.',
        ],
      },
      {
        heading: 'Mesa de operaciones',
        paragraphs: [
          `Para anuncios, solicitudes urgentes de material y solicitudes de oferta: ${f.emails.sales}`,
          'Nuestro equipo comercial revisa cada anuncio con su certificado de fábrica antes de publicarlo.',
        ],
      },
      {
        heading: 'Protección de datos y avisos legales',
        paragraphs: [
          `Consultas sobre protección de datos: ${f.emails.privacy}`,
          `Avisos legales y correspondencia formal: ${f.emails.legal}`,
          `Para denunciar un uso indebido del marketplace: ${f.emails.abuse}`,
        ],
      },
    ],
  },
  privacy: {
    title: 'Política de privacidad',
    intro: `Esta política explica cómo ${f.company} («Steelyard», «nosotros») trata los datos personales cuando utiliza el marketplace Steelyard. Tratamos los datos personales de acuerdo con ${f.dataProtectionLaw.es}. Última actualización: ${updated}.`,
    sections: [
      {
        heading: 'Responsable del tratamiento',
        paragraphs: [
          `El responsable es ${f.company}, ${f.addressLines.join(', ')}, ${f.country.es}. Puede contactar con nuestro responsable de protección de datos en ${f.emails.privacy}.`,
        ],
      },
      {
        heading: 'Qué datos tratamos',
        items: [
          'Datos de la cuenta: nombre, correo electrónico profesional, teléfono, función y permisos, e historial de accesos.',
          'Datos de la empresa: su organización, sus direcciones, el contacto de compras, el límite de crédito y las condiciones de pago.',
          'Datos comerciales: anuncios, ofertas, pedidos, solicitudes de oferta, datos de entrega y los documentos que suba, como certificados de fábrica.',
          'Datos técnicos: dirección IP, tipo de navegador y registros del servidor necesarios para la seguridad del servicio.',
          'Datos de uso, solo si la analítica está activada en su región: las páginas que visita y las acciones principales, vinculadas a sus identificadores de usuario y organización.',
        ],
      },
      {
        heading: 'Finalidades y bases jurídicas',
        items: [
          'Prestar el marketplace y ejecutar nuestros contratos con usted y su organización (ejecución de contrato).',
          'Verificar clientes y materiales, prevenir el fraude y proteger la plataforma (interés legítimo).',
          'Llevar la contabilidad y los registros fiscales y cumplir la normativa de sanciones y exportación (obligación legal).',
          'Entender el uso del marketplace y mejorarlo, cuando la analítica está activada (interés legítimo; puede oponerse en cualquier momento).',
        ],
      },
      {
        heading: 'Destinatarios',
        paragraphs: [
          'Solo compartimos datos en la medida necesaria: con la otra parte de una operación (por ejemplo, el vendedor del material que compra), con los transportistas que lo entregan, con aseguradoras de crédito y proveedores de pago, y con nuestros proveedores de alojamiento y correo, que actúan siguiendo nuestras instrucciones. No vendemos datos personales.',
          'Cuando los datos salen del Espacio Económico Europeo, nos basamos en decisiones de adecuación o en cláusulas contractuales tipo.',
        ],
      },
      {
        heading: 'Plazo de conservación',
        paragraphs: [
          `Conservamos los datos de la cuenta mientras la cuenta de su organización esté abierta. Los registros de operaciones se conservan durante ${f.retention.es}. Los registros del servidor se eliminan a los 30 días.`,
        ],
      },
      {
        heading: 'Sus derechos',
        paragraphs: [
          `Tiene derecho de acceso, rectificación y supresión, a la limitación del tratamiento, a oponerse y a la portabilidad de los datos. Escriba a ${f.emails.privacy}. También puede presentar una reclamación ante ${f.authority.name.es} (${f.authority.url}).`,
        ],
      },
      {
        heading: 'Almacenamiento en su dispositivo',
        paragraphs: [
          'El marketplace guarda su sesión y su elección de idioma en el navegador. Ambos son estrictamente necesarios para el servicio. No utilizamos cookies publicitarias.',
        ],
      },
    ],
  },
  terms: {
    title: 'Términos y condiciones',
    intro: `Estos términos rigen el marketplace Steelyard gestionado por ${f.company}. El marketplace es exclusivamente para empresas; al utilizarlo confirma que actúa en nombre de una empresa y no como consumidor. Compradores y vendedores tienen términos separados a continuación. Última actualización: ${updated}.`,
    sections: [
      {
        id: 'buyer',
        heading: 'Términos para compradores',
        items: [
          'Cada pedido realizado en el marketplace es una compra vinculante del material descrito en el anuncio, incluido su certificado de fábrica.',
          'Los precios se indican por unidad en la moneda del anuncio, sin IVA. Al precio del vendedor se suman una tarifa de servicio y, si nos encargamos de la entrega, una tarifa de entrega, que se muestran antes de confirmar el pedido.',
          'Puede pagar a crédito, con cargo a la línea de crédito de su organización y un plazo de pago neto de 30 o 60 días desde la fecha de factura, o por adelantado, en cuyo caso el material se envía una vez recibido el pago.',
          'Las ofertas que haga sobre un anuncio son vinculantes durante el plazo indicado. Si el vendedor las acepta, se perfecciona un contrato con estos términos.',
          'Revise las entregas a su llegada. Anote los daños visibles o faltas en el albarán y comuníquenoslos en un plazo de 2 días hábiles, y otros defectos en un plazo de 14 días desde la entrega.',
          'El riesgo se transmite con la entrega; la propiedad, una vez pagado íntegramente el precio.',
        ],
      },
      {
        id: 'seller',
        heading: 'Términos para vendedores',
        items: [
          'Los anuncios deben describir el material con exactitud: calidad, dimensiones, peso, tolerancia, origen y superficie, respaldados por el certificado de fábrica que suba.',
          'El material anunciado debe estar en stock, libre de cargas y listo para su recogida en la dirección indicada dentro del plazo prometido.',
          'Revisamos cada anuncio antes de publicarlo y podemos rechazar o retirar anuncios incompletos, inexactos o contrarios a la política de uso aceptable.',
          'Cuando un comprador hace un pedido o usted acepta una oferta, queda obligado a suministrar el material al precio acordado. Steelyard gestiona el pedido, la facturación y la recogida.',
          'Pagamos el precio del vendedor, menos la comisión acordada, en un plazo de 14 días desde la recogida confirmada, salvo acuerdo distinto.',
        ],
      },
      {
        id: 'website',
        heading: 'Uso del sitio web',
        items: [
          'Las cuentas son personales. Mantenga sus credenciales en secreto y avísenos de inmediato si sospecha un uso indebido. Los gestores responden de los usuarios que dan de alta.',
          'Procuramos una alta disponibilidad, pero no garantizamos un acceso ininterrumpido; anunciamos el mantenimiento siempre que es posible.',
          'Los contenidos y el software del marketplace están protegidos por derechos de propiedad intelectual. Solo puede utilizarlos para operar en el marketplace.',
          'En caso de negligencia leve, nuestra responsabilidad se limita a los daños previsibles y típicos del contrato. No se limita la responsabilidad por muerte, lesiones, dolo ni la que no pueda limitarse por ley.',
          `Estos términos se rigen por ${f.governingLaw.es}. Son competentes en exclusiva ${f.courts.es}.`,
        ],
      },
    ],
  },
  acceptableUse: {
    title: 'Política de uso aceptable',
    intro: `Esta política establece lo que está y no está permitido en el marketplace Steelyard gestionado por ${f.company}. Se aplica a todos los usuarios, compradores y vendedores. Última actualización: ${updated}.`,
    sections: [
      {
        heading: 'No está permitido',
        items: [
          'anunciar material que no sea de su propiedad o bajo su control, o describirlo de forma inexacta, incluidos su calidad, origen, dimensiones o certificados;',
          'subir certificados de fábrica falsificados, alterados o ajenos;',
          'utilizar datos de contacto obtenidos en el marketplace para cerrar una operación fuera de él;',
          `comerciar con material o con partes sujetos a ${f.sanctions.es};`,
          'compartir su cuenta, acceder como otra persona o crear cuentas para personas ajenas a su organización;',
          'extraer, copiar o recopilar de forma automatizada anuncios o precios, o sondear, sobrecargar o atacar el servicio;',
          'subir software malicioso o contenidos ilícitos, difamatorios o que vulneren derechos de terceros.',
        ],
      },
      {
        heading: 'Denuncias y medidas',
        paragraphs: [
          `Comunique cualquier sospecha de uso indebido a ${f.emails.abuse}. Podemos retirar contenidos, suspender anuncios o cuentas e informar a las autoridades cuando la ley lo exija. Los incumplimientos graves o reiterados conllevan la cancelación del acceso.`,
        ],
      },
    ],
  },
});

export default es;
