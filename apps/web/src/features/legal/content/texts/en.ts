import type { LegalTexts } from '../legal-types';

/** English legal and contact texts, written around the facts of the region that applies. */
const en: LegalTexts = ({ facts: f, supportEmail, updated }) => {
  const law = f.governingLaw.en;
  const inCountry = f.region === 'UK' ? 'the United Kingdom' : f.country.en;
  return {
    contact: {
      title: 'Contact details',
      intro: `${f.company} operates the Steelyard marketplace for business customers in ${inCountry}.`,
      sections: [
        {
          heading: 'Company',
          lines: [f.company, ...f.addressLines, f.country.en, f.register.en, `VAT number: ${f.vatId}`, f.management.en],
        },
        {
          heading: 'Customer support',
          paragraphs: [
            `E-mail: ${supportEmail}`,
            `Telephone: ${f.phone}`,
            `Opening hours: ${f.hours.en}`,
            'For questions about an order, please quote the order number or your buyer order number so we can help you quickly.',
          ],
        },
        {
          heading: 'Trading desk',
          paragraphs: [
            `For listings, urgent material requests and requests for quotation: ${f.emails.sales}`,
            'Our trading team checks every listing against its mill certificate before it goes live.',
          ],
        },
        {
          heading: 'Data protection and legal notices',
          paragraphs: [
            `Data protection enquiries: ${f.emails.privacy}`,
            `Legal notices and formal correspondence: ${f.emails.legal}`,
            `To report misuse of the marketplace: ${f.emails.abuse}`,
          ],
        },
      ],
    },
    privacy: {
      title: 'Privacy policy',
      intro: `This policy explains how ${f.company} ("Steelyard", "we") processes personal data when you use the Steelyard marketplace. We process personal data in line with ${f.dataProtectionLaw.en}. Last updated: ${updated}.`,
      sections: [
        {
          heading: 'Who is responsible',
          paragraphs: [
            `The controller is ${f.company}, ${f.addressLines.join(', ')}, ${f.country.en}. You can reach our data protection contact at ${f.emails.privacy}.`,
          ],
        },
        {
          heading: 'What we process',
          items: [
            'Account data: name, business e-mail address, telephone number, role and permissions, and your sign-in history.',
            'Company data: your organisation, its addresses, purchase contact, credit limit and payment terms.',
            'Trading data: listings, offers, orders, requests for quotation, delivery details and the documents you upload, such as mill certificates.',
            'Technical data: IP address, browser type and server logs needed to keep the service secure.',
            'Usage data, only where analytics is switched on for your region: the pages you visit and key actions, linked to your user and organisation identifiers.',
          ],
        },
        {
          heading: 'Why we process it and on what legal basis',
          items: [
            'To provide the marketplace and perform our contracts with you and your organisation (contract).',
            'To vet customers and materials, prevent fraud and keep the platform secure (legitimate interests).',
            'To keep accounting and tax records and to comply with sanctions and export rules (legal obligation).',
            'To understand how the marketplace is used and improve it, where analytics is switched on (legitimate interests; you may object at any time).',
          ],
        },
        {
          heading: 'Who receives data',
          paragraphs: [
            'We share data only as far as needed: with the other party to a transaction (for example the seller of material you buy), with hauliers who deliver it, with credit insurers and payment providers, and with our hosting and e-mail providers, who act on our instructions. We do not sell personal data.',
            'Where data leaves the UK or the European Economic Area, we rely on adequacy decisions or standard contractual clauses.',
          ],
        },
        {
          heading: 'How long we keep it',
          paragraphs: [
            `We keep account data while your organisation's account is open. Transaction records are kept for ${f.retention.en}. Server logs are deleted after 30 days.`,
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            `You have the right to access, rectify and erase your data, to restrict or object to processing, and to data portability. Write to ${f.emails.privacy}. You may also complain to ${f.authority.name.en} (${f.authority.url}).`,
          ],
        },
        {
          heading: 'Storage on your device',
          paragraphs: [
            'The marketplace stores your sign-in session and your language choice in your browser. These are strictly necessary for the service. We do not use advertising cookies.',
          ],
        },
      ],
    },
    terms: {
      title: 'Terms and conditions',
      intro: `These terms govern the Steelyard marketplace operated by ${f.company}. The marketplace is for businesses only; by using it you confirm that you act for a business and not as a consumer. Buyers and sellers have separate terms below. Last updated: ${updated}.`,
      sections: [
        {
          id: 'buyer',
          heading: 'Terms for buyers',
          items: [
            'Every order placed through the marketplace is a binding purchase of the material described in the listing, including its mill certificate.',
            'Prices are shown per unit in the listing currency, excluding VAT. A service fee and, where we deliver, a delivery fee are added to the seller price and shown before you order.',
            'You pay either on credit, deducted from your organisation’s credit line with payment terms of net 30 or net 60 days from the invoice date, or upfront, in which case the material ships once payment has been received.',
            'Offers you make on a listing are binding for the time shown. If the seller accepts, a contract is formed on these terms.',
            'Please inspect deliveries on arrival. Report visible damage or shortfalls on the delivery note and to us within 2 working days, and other defects within 14 days of delivery.',
            'Risk passes to you on delivery; title passes once the price has been paid in full.',
          ],
        },
        {
          id: 'seller',
          heading: 'Terms for sellers',
          items: [
            'Listings must describe the material accurately: grade, dimensions, weight, tolerance, origin and surface, and must be backed by the mill certificate you upload.',
            'Listed material must be in stock, unencumbered and ready for collection at the pickup address within the promised time.',
            'We review each listing before publication and may reject or withdraw listings that are incomplete, inaccurate or in breach of the acceptable use policy.',
            'When a buyer orders or you accept an offer, you are bound to supply the material at the agreed price. Steelyard manages the order process, invoicing and collection.',
            'We pay the seller price, less any agreed commission, within 14 days of confirmed collection unless agreed otherwise.',
          ],
        },
        {
          id: 'website',
          heading: 'Use of the website',
          items: [
            'Accounts are personal. Keep your credentials secret and tell us at once if you suspect misuse. Managers are responsible for the users they add.',
            'We aim for high availability but do not guarantee uninterrupted access; maintenance is announced where possible.',
            'The content and software of the marketplace are protected by intellectual property rights. You may use them only to trade on the marketplace.',
            'Our liability for slight negligence is limited to foreseeable damage typical for the contract. Liability for death, personal injury, fraud and anything that cannot be limited by law is unaffected.',
            `These terms are governed by ${law}. ${f.courts.en[0]!.toUpperCase()}${f.courts.en.slice(1)} have exclusive jurisdiction.`,
          ],
        },
      ],
    },
    acceptableUse: {
      title: 'Acceptable use policy',
      intro: `This policy sets out what is and is not allowed on the Steelyard marketplace operated by ${f.company}. It applies to every user, buyer and seller. Last updated: ${updated}.`,
      sections: [
        {
          heading: 'You must not',
          items: [
            'list material you do not own or control, or describe material inaccurately, including its grade, origin, dimensions or certificates;',
            'upload forged, altered or borrowed mill certificates;',
            'use contact details obtained on the marketplace to complete a trade outside it;',
            `trade material or with parties subject to ${f.sanctions.en};`,
            'share your account, sign in as someone else or create accounts for people outside your organisation;',
            'scrape, copy or automatically collect listings or prices, or probe, overload or attack the service;',
            'upload malware or content that is unlawful, defamatory or infringes the rights of others.',
          ],
        },
        {
          heading: 'Reporting and enforcement',
          paragraphs: [
            `Report suspected misuse to ${f.emails.abuse}. We may remove content, suspend listings or accounts and inform the authorities where the law requires it. Serious or repeated breaches lead to termination of access.`,
          ],
        },
      ],
    },
  };
};

export default en;
