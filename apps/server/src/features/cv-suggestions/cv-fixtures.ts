import type { CvPerson } from './parse-cv.ts'

/**
 * CV texts as the text extraction hands them over: Word documents (one line per paragraph, tabs
 * between a label and its value), PDFs (lines broken where the page broke them, columns run
 * together, letter-spaced headings), and plain text. Each names what the parser must find.
 */
export interface CvFixture {
  name: string
  text: string
  expected: CvPerson
}

export const CV_FIXTURES: CvFixture[] = [
  {
    name: 'Word: name heading, address line, labelled contact and birth date',
    text: `Lebenslauf

Anna Schmidt
Musterstraße 12, 20095 Hamburg
Telefon: +49 (0)176 1234567
E-Mail: anna.schmidt@example.de
Geb. am 03.04.1990 in Kiel

Berufserfahrung
04/2015 – heute\tPflegefachfrau, Asklepios Klinik Nord GmbH, Tangstedter Landstraße 400, 22417 Hamburg
Tel. 040 18 18 87 0

Ausbildung
2012 – 2015\tAusbildung zur Gesundheits- und Krankenpflegerin, Universitätsklinikum Hamburg-Eppendorf
`,
    expected: {
      firstName: 'Anna',
      lastName: 'Schmidt',
      street: 'Musterstraße 12',
      postalCode: '20095',
      city: 'Hamburg',
      phone: '+49 176 1234567',
      email: 'anna.schmidt@example.de',
      birthDate: '1990-04-03',
    },
  },
  {
    name: 'Word table: "Persönliche Daten" with tab-separated labels, written-out birth month',
    text: `Tabellarischer Lebenslauf

Persönliche Daten
Name:\tMehmet Yılmaz
Anschrift:\tLindenallee 5a
\t50968 Köln
Telefon:\t0221 9876543
Mobil:\t0151 23456789
E-Mail:\tm.yilmaz@web.de
Geburtsdatum:\t3. April 1988
Familienstand:\tverheiratet
Staatsangehörigkeit:\tdeutsch

Beruflicher Werdegang
seit 09/2019\tLagerist, Rhenus Logistics SE, Köln
`,
    expected: {
      firstName: 'Mehmet',
      lastName: 'Yılmaz',
      street: 'Lindenallee 5a',
      postalCode: '50968',
      city: 'Köln',
      phone: '0221 9876543',
      email: 'm.yilmaz@web.de',
      birthDate: '1988-04-03',
    },
  },
  {
    name: 'PDF: labels and values on separate lines, letter-spaced headings',
    text: `L E B E N S L A U F
JULIA  BRAUN
P E R S Ö N L I C H E  D A T E N
Geburtsdatum:
14.02.1995
Adresse:
Hauptstr. 7
80331 München
Telefon:
0176 / 555 44 33
E-Mail:
julia.braun95@gmx.de
B E R U F S E R F A H R U N G
2018 – 2024 Verkäuferin
Kaufhof GmbH, Kaufingerstraße 1, 80331 München
`,
    expected: {
      firstName: 'Julia',
      lastName: 'Braun',
      street: 'Hauptstr. 7',
      postalCode: '80331',
      city: 'München',
      phone: '0176 / 555 44 33',
      email: 'julia.braun95@gmx.de',
      birthDate: '1995-02-14',
    },
  },
  {
    name: 'Employer address and phone before the personal block (cover sheet to a company)',
    text: `Bewerbung als Fachkraft für Lagerlogistik

Spedition Nordlicht GmbH
z. Hd. Frau Petra Schmidt
Am Hafen 3
28197 Bremen
Tel. 0421 555 0100
personal@nordlicht-spedition.de

Lebenslauf

Persönliche Daten
Name: Kevin Albers
Anschrift: Lindenweg 7, 28201 Bremen
E-Mail: kevin.albers@web.de
Geburtsdatum: 12.08.1995

Berufserfahrung
2016 – 2024 Lagerhelfer, Kühne + Nagel (AG & Co.) KG, Bremen, Tel. 0421 3030
`,
    expected: {
      firstName: 'Kevin',
      lastName: 'Albers',
      street: 'Lindenweg 7',
      postalCode: '28201',
      city: 'Bremen',
      email: 'kevin.albers@web.de',
      birthDate: '1995-08-12',
    },
  },
  {
    name: 'Cover letter first: sender block, then the recipient company without a blank line',
    text: `Sabine Krüger
Eichendorffstraße 21
04277 Leipzig
0341 2233445
sabine.krueger@t-online.de
Sachsenpflege GmbH
Personalabteilung
Goethestraße 2
04109 Leipzig
Leipzig, 02.11.2026
Bewerbung als Altenpflegerin
Sehr geehrte Damen und Herren,
hiermit bewerbe ich mich …
`,
    expected: {
      firstName: 'Sabine',
      lastName: 'Krüger',
      street: 'Eichendorffstraße 21',
      postalCode: '04277',
      city: 'Leipzig',
      phone: '0341 2233445',
      email: 'sabine.krueger@t-online.de',
    },
  },
  {
    name: 'English-ish CV of an applicant living in Germany',
    text: `CURRICULUM VITAE

Maria Rossi
Software Developer

Personal Details
Address: Sonnenstraße 14, 80331 Munich
Phone: +49 151 23456789
Email: maria.rossi@gmail.com
Date of birth: March 14, 1992
Nationality: Italian

Work Experience
2020 – present  Backend Developer, Example Tech GmbH, Leopoldstraße 1, 80802 München, Phone +49 89 1234560
Education
2011 – 2016  Politecnico di Milano

References
John Miller, Head of Engineering, Example Tech GmbH, john.miller@example-tech.de, +49 89 1234567
`,
    expected: {
      firstName: 'Maria',
      lastName: 'Rossi',
      street: 'Sonnenstraße 14',
      postalCode: '80331',
      city: 'Munich',
      phone: '+49 151 23456789',
      email: 'maria.rossi@gmail.com',
      birthDate: '1992-03-14',
    },
  },
  {
    name: 'No personal data at all (only a career summary)',
    text: `Berufserfahrung
2019 – 2024 Elektroniker für Betriebstechnik bei Siemens AG, Werner-von-Siemens-Straße 1, 91052 Erlangen

Ausbildung
2015 – 2019 Ausbildung zum Elektroniker
`,
    expected: {},
  },
  {
    name: '"Name:" label in last-name-first form with title and salutation',
    text: `Lebenslauf
Name: Dr. MÜLLER-LÜDENSCHEIDT, Hans-Peter
Wohnort: Am Stadtpark 9, 90409 Nürnberg
Handy: 0172-3456789
Mail: hp.mueller@posteo.de
Geboren am 1. Dezember 1975

Beruflicher Werdegang
1999 – 2026 Oberarzt, Klinikum Nürnberg, Prof.-Ernst-Nathan-Straße 1, 90419 Nürnberg
`,
    expected: {
      firstName: 'Hans-Peter',
      lastName: 'Müller-Lüdenscheidt',
      street: 'Am Stadtpark 9',
      postalCode: '90409',
      city: 'Nürnberg',
      phone: '0172-3456789',
      email: 'hp.mueller@posteo.de',
      birthDate: '1975-12-01',
    },
  },
  {
    name: 'Separate Vorname/Nachname labels, name particle, birth date with place',
    text: `Persönliche Angaben
Vorname: Johanna
Nachname: von Stein
Straße: Schlossallee 1
PLZ / Ort: 14467 Potsdam
Telefon: 0331 123456
Geburtsdatum/-ort: 21.06.2001, Berlin

Schulbildung
2011 – 2019 Humboldt-Gymnasium Potsdam, Heinrich-Mann-Allee 103, 14473 Potsdam
`,
    expected: {
      firstName: 'Johanna',
      lastName: 'von Stein',
      street: 'Schlossallee 1',
      postalCode: '14467',
      city: 'Potsdam',
      phone: '0331 123456',
      birthDate: '2001-06-21',
    },
  },
  {
    name: 'Two-column PDF: the contact sidebar comes last, after the references',
    text: `Lukas Weber
Industriemechaniker
Berufserfahrung
2017 – heute Instandhalter, Bosch Rexroth AG, Lohr am Main
Referenzen
Herr Thomas Keller, Meister, Bosch Rexroth AG, Zum Eisengießer 1, 97816 Lohr am Main, Tel. 09352 180
KONTAKT
Rosenweg 4
97737 Gemünden am Main
lukas.weber@icloud.com
+49 9351 60 12 34
`,
    expected: {
      firstName: 'Lukas',
      lastName: 'Weber',
      street: 'Rosenweg 4',
      postalCode: '97737',
      city: 'Gemünden am Main',
      phone: '+49 9351 60 12 34',
      email: 'lukas.weber@icloud.com',
    },
  },
  {
    name: 'One-line header with separators and the German "born" asterisk',
    text: `Lisa-Marie Hoffmann
Gartenstraße 3 · 01069 Dresden · 0351 4711 0815 · lisa.hoffmann@mailbox.org
* 30.09.1999 in Pirna

Berufliche Stationen
2021 – 2026 Zahnmedizinische Fachangestellte, Praxis Dr. Wolf, Prager Straße 10, 01069 Dresden
`,
    expected: {
      firstName: 'Lisa-Marie',
      lastName: 'Hoffmann',
      street: 'Gartenstraße 3',
      postalCode: '01069',
      city: 'Dresden',
      phone: '0351 4711 0815',
      email: 'lisa.hoffmann@mailbox.org',
      birthDate: '1999-09-30',
    },
  },
  {
    name: '"Lebenslauf von …" title, four-digit Austrian postal code is left out',
    text: `Lebenslauf von Stefan Gruber

Kontakt
Mariahilfer Straße 88, 1070 Wien
Tel.: +43 660 1234567
E-Mail: stefan.gruber@aon.at
Geburtsdatum: 07.07.1987
`,
    expected: {
      firstName: 'Stefan',
      lastName: 'Gruber',
      street: 'Mariahilfer Straße 88',
      phone: '+43 660 1234567',
      email: 'stefan.gruber@aon.at',
      birthDate: '1987-07-07',
    },
  },
  {
    name: 'Implausible and impossible birth dates are left out; an invalid postal code too',
    text: `Lebenslauf
Name: Tim Berger
Anschrift: Kirchgasse 2, 6543 Irgendwo
Telefon: 12
Geburtsdatum: 31.02.1990
`,
    expected: {
      firstName: 'Tim',
      lastName: 'Berger',
      street: 'Kirchgasse 2',
    },
  },
  {
    name: 'A birth date making the person a child is no birth date',
    text: `Lebenslauf
Name: Ella Neumann
Geburtsdatum: 01.01.2020
E-Mail: ella@example.de
`,
    expected: { firstName: 'Ella', lastName: 'Neumann', email: 'ella@example.de' },
  },
  {
    name: 'PDF with hard line breaks inside the personal block and page furniture',
    text: `Seite 1 von 2
Bewerbungsunterlagen
Olga
Petrenko
Persönliche Daten
Geburtsdatum 05.11.1983
Anschrift Ringstraße 17
33602 Bielefeld
Mobil +49 (0) 160 987 65 43
E-Mail olga.petrenko@gmail.com
Sprachkenntnisse
Ukrainisch (Muttersprache), Deutsch (C1)
`,
    expected: {
      firstName: 'Olga',
      lastName: 'Petrenko',
      street: 'Ringstraße 17',
      postalCode: '33602',
      city: 'Bielefeld',
      phone: '+49 160 987 65 43',
      email: 'olga.petrenko@gmail.com',
      birthDate: '1983-11-05',
    },
  },
  {
    name: 'Plain text with a reference person in the personal area heading "Ansprechpartner"',
    text: `Jonas Fischer
Bahnhofstraße 45
70173 Stuttgart
jonas.fischer@outlook.de

Ansprechpartner
Frau Claudia Beck
Personalleiterin, Porsche AG
Porscheplatz 1, 70435 Stuttgart
Tel. 0711 911 0
claudia.beck@porsche.de
`,
    expected: {
      firstName: 'Jonas',
      lastName: 'Fischer',
      street: 'Bahnhofstraße 45',
      postalCode: '70173',
      city: 'Stuttgart',
      email: 'jonas.fischer@outlook.de',
    },
  },
  {
    name: 'ISO birth date, D- postal prefix, dotted phone',
    text: `Curriculum Vitae – Nina Keller
Adresse: Weinbergweg 2, D-06108 Halle (Saale), Deutschland
Tel: 0345.6789012
Email: nina.keller@uni-halle.de
Geburtsdatum: 1996-10-02
`,
    expected: {
      firstName: 'Nina',
      lastName: 'Keller',
      street: 'Weinbergweg 2',
      postalCode: '06108',
      city: 'Halle (Saale)',
      phone: '0345 6789012',
      email: 'nina.keller@uni-halle.de',
      birthDate: '1996-10-02',
    },
  },
  {
    name: 'Word table whose cells the extraction ran into one line',
    text: `Lebenslauf
Lena Vogt
Persönliche Daten
Anschrift: Brunnenstraße 8, 10119 Berlin Telefon: 030 4455667 E-Mail: lena.vogt@posteo.de Geburtsdatum: 01.02.1993
Berufserfahrung
2019 – 2026 Kauffrau für Büromanagement, Muster GmbH, Friedrichstraße 1, 10117 Berlin, Telefon: 030 999999`,
    expected: {
      firstName: 'Lena',
      lastName: 'Vogt',
      street: 'Brunnenstraße 8',
      postalCode: '10119',
      city: 'Berlin',
      phone: '030 4455667',
      email: 'lena.vogt@posteo.de',
      birthDate: '1993-02-01',
    },
  },
  {
    name: 'Word document as the extraction reads it: an empty line after every paragraph, a company first',
    text: `Bewerbung

Logistikzentrum Süd GmbH

z. Hd. Herrn Markus Lang

Industriestraße 40

68169 Mannheim

Tel. 0621 400 400

Lebenslauf

Persönliche Daten

Name:

Deniz Aydın

Geburtsdatum:

17.03.1997

Anschrift:

Waldhofstraße 22

68305 Mannheim

E-Mail:

deniz.aydin@gmx.net

Berufserfahrung

Lagerist, Logistikzentrum Süd GmbH, Tel. 0621 400 401
`,
    expected: {
      firstName: 'Deniz',
      lastName: 'Aydın',
      street: 'Waldhofstraße 22',
      postalCode: '68305',
      city: 'Mannheim',
      email: 'deniz.aydin@gmx.net',
      birthDate: '1997-03-17',
    },
  },
  {
    name: 'Empty text',
    text: '   \n\n  ',
    expected: {},
  },
]
