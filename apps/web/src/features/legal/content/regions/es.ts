import type { RegionFacts } from '../legal-types';

/** Steelyard Iberia S.L. operates the marketplace for customers in Spain. */
const es: RegionFacts = {
  region: 'ES',
  company: 'Steelyard Iberia S.L.',
  addressLines: ['Alameda de Mazarredo 25, 3.º', '48009 Bilbao (Bizkaia)'],
  country: { en: 'Spain', de: 'Spanien', es: 'España' },
  register: {
    en: 'Registered in the Commercial Register of Bizkaia, volume 5812, folio 140, sheet BI-71234',
    de: 'Eingetragen im Handelsregister von Bizkaia, Band 5812, Blatt 140, Seite BI-71234',
    es: 'Inscrita en el Registro Mercantil de Bizkaia, tomo 5812, folio 140, hoja BI-71234',
  },
  vatId: 'ESB95876543',
  management: {
    en: 'Sole director: Ainhoa Etxeberria',
    de: 'Alleinige Geschäftsführerin: Ainhoa Etxeberria',
    es: 'Administradora única: Ainhoa Etxeberria',
  },
  phone: '+34 944 052 310',
  hours: {
    en: 'Monday to Friday, 08:30 to 17:30 CET',
    de: 'Montag bis Freitag, 08:30 bis 17:30 Uhr MEZ',
    es: 'De lunes a viernes, de 08:30 a 17:30 (CET)',
  },
  emails: {
    privacy: 'privacidad@steelyard.example',
    legal: 'legal.es@steelyard.example',
    abuse: 'trust@steelyard.example',
    sales: 'comercial.es@steelyard.example',
  },
  dataProtectionLaw: {
    en: 'the EU General Data Protection Regulation (GDPR) and Spanish Organic Law 3/2018 (LOPDGDD)',
    de: 'der Datenschutz-Grundverordnung (DSGVO) und dem spanischen Organgesetz 3/2018 (LOPDGDD)',
    es: 'el Reglamento General de Protección de Datos (RGPD) y la Ley Orgánica 3/2018 (LOPDGDD)',
  },
  authority: {
    name: {
      en: 'the Spanish Data Protection Agency (AEPD)',
      de: 'die spanische Datenschutzbehörde (AEPD)',
      es: 'la Agencia Española de Protección de Datos (AEPD)',
    },
    url: 'https://www.aepd.es',
  },
  retention: {
    en: 'six years, as Article 30 of the Spanish Commercial Code requires, and longer where tax law demands it',
    de: 'sechs Jahre, wie es Artikel 30 des spanischen Handelsgesetzbuchs verlangt, und länger, wo das Steuerrecht es fordert',
    es: 'seis años, según exige el artículo 30 del Código de Comercio, y más tiempo cuando lo requiera la normativa tributaria',
  },
  governingLaw: {
    en: 'the laws of Spain',
    de: 'spanisches Recht',
    es: 'la legislación española',
  },
  courts: {
    en: 'the courts of Bilbao',
    de: 'die Gerichte in Bilbao',
    es: 'los juzgados y tribunales de Bilbao',
  },
  sanctions: {
    en: 'EU sanctions law, in particular Council Regulation (EU) No 833/2014 on iron and steel products',
    de: 'das EU-Sanktionsrecht, insbesondere die Verordnung (EU) Nr. 833/2014 zu Eisen- und Stahlerzeugnissen',
    es: 'la normativa de sanciones de la UE, en particular el Reglamento (UE) n.º 833/2014 sobre productos siderúrgicos',
  },
  lastUpdated: '2026-11-01',
};

export default es;
