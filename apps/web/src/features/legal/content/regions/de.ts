import type { RegionFacts } from '../legal-types';

/** Steelyard GmbH operates the marketplace for customers in Germany. */
const de: RegionFacts = {
  region: 'DE',
  company: 'Steelyard GmbH',
  addressLines: ['Königsallee 61', '40215 Düsseldorf'],
  country: { en: 'Germany', de: 'Deutschland', es: 'Alemania' },
  register: {
    en: 'Commercial register: Düsseldorf Local Court (Amtsgericht), HRB 98765',
    de: 'Handelsregister: Amtsgericht Düsseldorf, HRB 98765',
    es: 'Registro mercantil: Juzgado de Düsseldorf (Amtsgericht), HRB 98765',
  },
  vatId: 'DE 318 274 559',
  management: {
    en: 'Managing directors: Dr. Katrin Albers, Jonas Weber',
    de: 'Geschäftsführung: Dr. Katrin Albers, Jonas Weber',
    es: 'Gerentes: Dr. Katrin Albers, Jonas Weber',
  },
  phone: '+49 211 5408 1290',
  hours: {
    en: 'Monday to Friday, 08:00 to 17:30 CET',
    de: 'Montag bis Freitag, 08:00 bis 17:30 Uhr MEZ',
    es: 'De lunes a viernes, de 08:00 a 17:30 (CET)',
  },
  emails: {
    privacy: 'datenschutz@steelyard.example',
    legal: 'recht@steelyard.example',
    abuse: 'trust@steelyard.example',
    sales: 'handel.de@steelyard.example',
  },
  dataProtectionLaw: {
    en: 'the EU General Data Protection Regulation (GDPR) and the German Federal Data Protection Act (BDSG)',
    de: 'der Datenschutz-Grundverordnung (DSGVO) und dem Bundesdatenschutzgesetz (BDSG)',
    es: 'el Reglamento General de Protección de Datos (RGPD) y la Ley Federal alemana de Protección de Datos (BDSG)',
  },
  authority: {
    name: {
      en: 'the State Commissioner for Data Protection and Freedom of Information of North Rhine-Westphalia (LDI NRW)',
      de: 'die Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen (LDI NRW)',
      es: 'la Comisionada de Protección de Datos y Libertad de Información de Renania del Norte-Westfalia (LDI NRW)',
    },
    url: 'https://www.ldi.nrw.de',
  },
  retention: {
    en: 'up to ten years, as the German Commercial Code (§ 257 HGB) and the Fiscal Code (§ 147 AO) require',
    de: 'bis zu zehn Jahre, wie es das Handelsgesetzbuch (§ 257 HGB) und die Abgabenordnung (§ 147 AO) verlangen',
    es: 'hasta diez años, según exigen el Código de Comercio alemán (§ 257 HGB) y el Código Tributario (§ 147 AO)',
  },
  governingLaw: {
    en: 'the laws of the Federal Republic of Germany, excluding the UN Convention on Contracts for the International Sale of Goods (CISG)',
    de: 'das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG)',
    es: 'la legislación de la República Federal de Alemania, con exclusión de la Convención de la ONU sobre la compraventa internacional de mercaderías (CISG)',
  },
  courts: {
    en: 'the courts of Düsseldorf',
    de: 'die Gerichte in Düsseldorf',
    es: 'los tribunales de Düsseldorf',
  },
  sanctions: {
    en: 'EU sanctions law, in particular Council Regulation (EU) No 833/2014 on iron and steel products',
    de: 'das EU-Sanktionsrecht, insbesondere die Verordnung (EU) Nr. 833/2014 zu Eisen- und Stahlerzeugnissen',
    es: 'la normativa de sanciones de la UE, en particular el Reglamento (UE) n.º 833/2014 sobre productos siderúrgicos',
  },
  lastUpdated: '2026-11-01',
};

export default de;
