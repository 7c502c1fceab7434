import type { RegionFacts } from '../legal-types';

/** Steelyard Marketplace Ltd operates the marketplace for customers in the United Kingdom. */
const uk: RegionFacts = {
  region: 'UK',
  company: 'Steelyard Marketplace Ltd',
  addressLines: ['Kelham Works, 3 Alma Street', 'Sheffield S3 8SA'],
  country: { en: 'United Kingdom', de: 'Vereinigtes Königreich', es: 'Reino Unido' },
  register: {
    en: 'Registered in England and Wales, company number 14839207',
    de: 'Eingetragen in England und Wales, Gesellschaftsnummer 14839207',
    es: 'Inscrita en Inglaterra y Gales con el número de sociedad 14839207',
  },
  vatId: 'GB 412 7730 56',
  management: {
    en: 'Directors: Helen Marsh (Managing Director), Tom Okafor (Finance Director)',
    de: 'Geschäftsführung: Helen Marsh (Geschäftsführerin), Tom Okafor (Finanzdirektor)',
    es: 'Administradores: Helen Marsh (directora general), Tom Okafor (director financiero)',
  },
  phone: '+44 114 496 0312',
  hours: {
    en: 'Monday to Friday, 08:00 to 17:30 UK time',
    de: 'Montag bis Freitag, 08:00 bis 17:30 Uhr britischer Zeit',
    es: 'De lunes a viernes, de 08:00 a 17:30 (hora del Reino Unido)',
  },
  emails: {
    privacy: 'privacy@steelyard.example',
    legal: 'legal@steelyard.example',
    abuse: 'trust@steelyard.example',
    sales: 'trading.uk@steelyard.example',
  },
  dataProtectionLaw: {
    en: 'the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018',
    de: 'der britischen Datenschutz-Grundverordnung (UK GDPR) und dem Data Protection Act 2018',
    es: 'el Reglamento General de Protección de Datos del Reino Unido (UK GDPR) y la Data Protection Act 2018',
  },
  authority: {
    name: {
      en: "the Information Commissioner's Office (ICO)",
      de: "das Information Commissioner's Office (ICO)",
      es: "la Information Commissioner's Office (ICO)",
    },
    url: 'https://ico.org.uk',
  },
  retention: {
    en: 'six years after the end of the financial year in which the transaction took place, as the Companies Act 2006 and HMRC rules require',
    de: 'sechs Jahre nach Ende des Geschäftsjahres, in dem das Geschäft stattfand, wie es der Companies Act 2006 und die Vorgaben der HMRC verlangen',
    es: 'seis años desde el cierre del ejercicio en que tuvo lugar la operación, según exigen la Companies Act 2006 y las normas de HMRC',
  },
  governingLaw: {
    en: 'the laws of England and Wales',
    de: 'das Recht von England und Wales',
    es: 'la legislación de Inglaterra y Gales',
  },
  courts: {
    en: 'the courts of England and Wales',
    de: 'die Gerichte von England und Wales',
    es: 'los tribunales de Inglaterra y Gales',
  },
  sanctions: {
    en: 'UK sanctions regulations, including the restrictions on iron and steel products of Russian and Belarusian origin',
    de: 'die britischen Sanktionsvorschriften, einschließlich der Beschränkungen für Eisen- und Stahlerzeugnisse russischen und belarussischen Ursprungs',
    es: 'la normativa de sanciones del Reino Unido, incluidas las restricciones a los productos siderúrgicos de origen ruso y bielorruso',
  },
  lastUpdated: '2026-11-01',
};

export default uk;
