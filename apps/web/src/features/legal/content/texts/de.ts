import type { LegalTexts } from '../legal-types';

/** Deutsche Rechts- und Kontakttexte, geschrieben um die Angaben der jeweils geltenden Region. */
const de: LegalTexts = ({ facts: f, supportEmail, updated }) => ({
  contact: {
    title: 'Kontakt und Impressum',
    intro: `${f.company} betreibt den Steelyard-Marktplatz für Geschäftskunden ${f.region === 'UK' ? 'im Vereinigten Königreich' : `in ${f.country.de}`}.`,
    sections: [
      {
        heading: 'Unternehmen',
        lines: [f.company, ...f.addressLines, f.country.de, f.register.de, `USt-IdNr.: ${f.vatId}`, f.management.de],
      },
      {
        heading: 'Kundenservice',
        paragraphs: [
          `E-Mail: ${supportEmail}`,
          `Telefon: ${f.phone}`,
          `Erreichbarkeit: ${f.hours.de}`,
          'Bitte nennen Sie bei Fragen zu einer Bestellung die Bestellnummer oder Ihre Einkaufsbestellnummer, damit wir Ihnen schnell helfen können.',
        ],
      },
      {
        heading: 'Handelsabteilung',
        paragraphs: [
          `Für Inserate, dringende Materialanfragen und Angebotsanfragen: ${f.emails.sales}`,
          'Unser Handelsteam prüft jedes Inserat vor der Veröffentlichung anhand des Werkszeugnisses.',
        ],
      },
      {
        heading: 'Datenschutz und rechtliche Mitteilungen',
        paragraphs: [
          `Datenschutzanfragen: ${f.emails.privacy}`,
          `Rechtliche Mitteilungen und förmliche Korrespondenz: ${f.emails.legal}`,
          `Missbrauch des Marktplatzes melden: ${f.emails.abuse}`,
        ],
      },
    ],
  },
  privacy: {
    title: 'Datenschutzerklärung',
    intro: `Diese Erklärung beschreibt, wie ${f.company} („Steelyard“, „wir“) personenbezogene Daten bei der Nutzung des Steelyard-Marktplatzes verarbeitet. Wir verarbeiten personenbezogene Daten nach ${f.dataProtectionLaw.de}. Stand: ${updated}.`,
    sections: [
      {
        heading: 'Verantwortlicher',
        paragraphs: [
          `Verantwortlich ist ${f.company}, ${f.addressLines.join(', ')}, ${f.country.de}. Unseren Datenschutzkontakt erreichen Sie unter ${f.emails.privacy}.`,
        ],
      },
      {
        heading: 'Welche Daten wir verarbeiten',
        items: [
          'Kontodaten: Name, geschäftliche E-Mail-Adresse, Telefonnummer, Rolle und Berechtigungen sowie Ihr Anmeldeverlauf.',
          'Unternehmensdaten: Ihre Organisation, deren Adressen, Einkaufskontakt, Kreditlimit und Zahlungsbedingungen.',
          'Handelsdaten: Inserate, Angebote, Bestellungen, Angebotsanfragen, Lieferdaten und von Ihnen hochgeladene Dokumente wie Werkszeugnisse.',
          'Technische Daten: IP-Adresse, Browsertyp und Serverprotokolle, die für die Sicherheit des Dienstes nötig sind.',
          'Nutzungsdaten, nur wenn Analysen für Ihre Region eingeschaltet sind: besuchte Seiten und wichtige Aktionen, verknüpft mit Ihrer Benutzer- und Organisationskennung.',
        ],
      },
      {
        heading: 'Zwecke und Rechtsgrundlagen',
        items: [
          'Bereitstellung des Marktplatzes und Erfüllung unserer Verträge mit Ihnen und Ihrer Organisation (Art. 6 Abs. 1 lit. b DSGVO).',
          'Prüfung von Kunden und Material, Betrugsprävention und Sicherheit der Plattform (berechtigte Interessen, Art. 6 Abs. 1 lit. f DSGVO).',
          'Buchführung, steuerliche Aufbewahrung sowie Einhaltung von Sanktions- und Exportvorschriften (rechtliche Verpflichtung, Art. 6 Abs. 1 lit. c DSGVO).',
          'Verständnis und Verbesserung der Nutzung, sofern Analysen eingeschaltet sind (berechtigte Interessen; Sie können jederzeit widersprechen).',
        ],
      },
      {
        heading: 'Empfänger',
        paragraphs: [
          'Wir geben Daten nur weiter, soweit es nötig ist: an die andere Partei eines Geschäfts (zum Beispiel den Verkäufer des gekauften Materials), an Spediteure, die liefern, an Kreditversicherer und Zahlungsdienstleister sowie an unsere Hosting- und E-Mail-Dienstleister, die in unserem Auftrag handeln. Wir verkaufen keine personenbezogenen Daten.',
          'Verlassen Daten den Europäischen Wirtschaftsraum, stützen wir uns auf Angemessenheitsbeschlüsse oder Standardvertragsklauseln.',
        ],
      },
      {
        heading: 'Speicherdauer',
        paragraphs: [
          `Kontodaten speichern wir, solange das Konto Ihrer Organisation besteht. Geschäftsunterlagen bewahren wir so lange auf, wie es das Gesetz verlangt: ${f.retention.de}. Serverprotokolle werden nach 30 Tagen gelöscht.`,
        ],
      },
      {
        heading: 'Ihre Rechte',
        paragraphs: [
          `Sie haben das Recht auf Auskunft, Berichtigung und Löschung, auf Einschränkung der Verarbeitung, auf Widerspruch und auf Datenübertragbarkeit. Schreiben Sie an ${f.emails.privacy}. Sie können sich außerdem bei der zuständigen Aufsichtsbehörde beschweren: ${f.authority.name.de} (${f.authority.url}).`,
        ],
      },
      {
        heading: 'Speicherung auf Ihrem Gerät',
        paragraphs: [
          'Der Marktplatz speichert Ihre Anmeldesitzung und Ihre Sprachwahl in Ihrem Browser. Beides ist für den Dienst unbedingt erforderlich. Wir verwenden keine Werbe-Cookies.',
        ],
      },
    ],
  },
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    intro: `Diese Bedingungen gelten für den von ${f.company} betriebenen Steelyard-Marktplatz. Der Marktplatz richtet sich ausschließlich an Unternehmer${f.region === 'DE' ? ' im Sinne von § 14 BGB' : ''}; mit der Nutzung bestätigen Sie, dass Sie für ein Unternehmen und nicht als Verbraucher handeln. Für Käufer und Verkäufer gelten die folgenden getrennten Bedingungen. Stand: ${updated}.`,
    sections: [
      {
        id: 'buyer',
        heading: 'Bedingungen für Käufer',
        items: [
          'Jede Bestellung über den Marktplatz ist ein verbindlicher Kauf des im Inserat beschriebenen Materials einschließlich Werkszeugnis.',
          'Preise gelten je Einheit in der Währung des Inserats zuzüglich Umsatzsteuer. Eine Servicegebühr und, wenn wir liefern, eine Liefergebühr werden auf den Verkäuferpreis aufgeschlagen und vor der Bestellung angezeigt.',
          'Sie zahlen entweder auf Kredit, verrechnet mit der Kreditlinie Ihrer Organisation und einem Zahlungsziel von 30 oder 60 Tagen netto ab Rechnungsdatum, oder per Vorkasse; dann wird das Material nach Zahlungseingang versandt.',
          'Angebote, die Sie auf ein Inserat abgeben, sind für die angezeigte Dauer bindend. Nimmt der Verkäufer an, kommt ein Vertrag zu diesen Bedingungen zustande.',
          `Bitte prüfen Sie Lieferungen bei Ankunft${f.region === 'DE' ? ' (§ 377 HGB)' : ''}. Sichtbare Schäden oder Fehlmengen vermerken Sie auf dem Lieferschein und melden sie uns innerhalb von 2 Werktagen, andere Mängel innerhalb von 14 Tagen nach Lieferung.`,
          'Die Gefahr geht mit der Lieferung auf Sie über; das Eigentum mit vollständiger Zahlung des Kaufpreises.',
        ],
      },
      {
        id: 'seller',
        heading: 'Bedingungen für Verkäufer',
        items: [
          'Inserate müssen das Material zutreffend beschreiben: Güte, Abmessungen, Gewicht, Toleranz, Herkunft und Oberfläche, belegt durch das hochgeladene Werkszeugnis.',
          'Inseriertes Material muss vorrätig, frei von Rechten Dritter und innerhalb der zugesagten Zeit an der Abholadresse abholbereit sein.',
          'Wir prüfen jedes Inserat vor der Veröffentlichung und können unvollständige, unzutreffende oder gegen die Nutzungsrichtlinie verstoßende Inserate ablehnen oder zurückziehen.',
          'Bestellt ein Käufer oder nehmen Sie ein Angebot an, sind Sie zur Lieferung zum vereinbarten Preis verpflichtet. Steelyard steuert Bestellabwicklung, Rechnungsstellung und Abholung.',
          'Wir zahlen den Verkäuferpreis abzüglich einer vereinbarten Provision innerhalb von 14 Tagen nach bestätigter Abholung, sofern nichts anderes vereinbart ist.',
        ],
      },
      {
        id: 'website',
        heading: 'Nutzung der Website',
        items: [
          'Konten sind persönlich. Halten Sie Ihre Zugangsdaten geheim und informieren Sie uns sofort bei Verdacht auf Missbrauch. Manager sind für die von ihnen angelegten Benutzer verantwortlich.',
          'Wir streben eine hohe Verfügbarkeit an, garantieren aber keinen unterbrechungsfreien Zugang; Wartungen kündigen wir nach Möglichkeit an.',
          'Inhalte und Software des Marktplatzes sind urheberrechtlich geschützt. Sie dürfen sie nur zum Handel auf dem Marktplatz nutzen.',
          'Bei leichter Fahrlässigkeit haften wir nur für vorhersehbare, vertragstypische Schäden. Die Haftung für Verletzung von Leben, Körper und Gesundheit, für Vorsatz sowie jede gesetzlich nicht beschränkbare Haftung bleibt unberührt.',
          `Es gilt ${f.governingLaw.de}. Ausschließlicher Gerichtsstand sind ${f.courts.de}.`,
        ],
      },
    ],
  },
  acceptableUse: {
    title: 'Nutzungsrichtlinie',
    intro: `Diese Richtlinie legt fest, was auf dem von ${f.company} betriebenen Steelyard-Marktplatz erlaubt ist und was nicht. Sie gilt für alle Benutzer, Käufer und Verkäufer. Stand: ${updated}.`,
    sections: [
      {
        heading: 'Nicht erlaubt ist',
        items: [
          'Material zu inserieren, über das Sie nicht verfügen, oder Material unzutreffend zu beschreiben, einschließlich Güte, Herkunft, Abmessungen oder Zeugnissen;',
          'gefälschte, veränderte oder fremde Werkszeugnisse hochzuladen;',
          'auf dem Marktplatz erhaltene Kontaktdaten zu nutzen, um ein Geschäft außerhalb des Marktplatzes abzuschließen;',
          `mit Material oder mit Parteien zu handeln, die Sanktionen unterliegen (maßgeblich: ${f.sanctions.de});`,
          'Ihr Konto zu teilen, sich als jemand anderes anzumelden oder Konten für Personen außerhalb Ihrer Organisation anzulegen;',
          'Inserate oder Preise automatisiert auszulesen oder zu kopieren oder den Dienst auszuspähen, zu überlasten oder anzugreifen;',
          'Schadsoftware oder rechtswidrige, ehrverletzende oder fremde Rechte verletzende Inhalte hochzuladen.',
        ],
      },
      {
        heading: 'Meldung und Durchsetzung',
        paragraphs: [
          `Melden Sie vermuteten Missbrauch an ${f.emails.abuse}. Wir können Inhalte entfernen, Inserate oder Konten sperren und, wo gesetzlich vorgeschrieben, Behörden informieren. Schwere oder wiederholte Verstöße führen zur Beendigung des Zugangs.`,
        ],
      },
    ],
  },
});

export default de;
