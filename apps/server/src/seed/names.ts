/**
 * Word lists for generated people: common Flemish names, Kempen towns with their real postcodes
 * and everyday street names. Generated data only; nothing here identifies a real person.
 */

export const MALE_FIRST_NAMES = [
  'Jan', 'Pieter', 'Wim', 'Koen', 'Bart', 'Tom', 'Jef', 'Lucas', 'Louis', 'Arthur', 'Noah', 'Jules', 'Victor', 'Lars',
  'Seppe', 'Wout', 'Stijn', 'Jens', 'Thomas', 'Kobe', 'Senne', 'Ruben', 'Dries', 'Mathias', 'Joris', 'Geert', 'Dirk',
  'Luc', 'Marc', 'Patrick', 'Eddy', 'Rudi', 'Frans', 'Jozef', 'Guido', 'Herman', 'Ward', 'Warre', 'Lowie', 'Finn', 'Vic',
  'Staf', 'Rik', 'Tuur', 'Gust', 'Bram', 'Robbe', 'Niels', 'Maarten', 'Sander', 'Glenn', 'Jeroen', 'Filip', 'Hendrik',
  'Raf', 'Lode', 'Jonas', 'Siebe', 'Milan', 'Emiel', 'Cas', 'Vincent', 'Tim', 'Kris', 'Erik', 'Peter', 'Michiel', 'Gilles',
] as const;

export const FEMALE_FIRST_NAMES = [
  'Marie', 'Els', 'An', 'Annelies', 'Sofie', 'Lotte', 'Emma', 'Olivia', 'Louise', 'Mila', 'Noor', 'Lore', 'Fien', 'Elise',
  'Hanne', 'Lien', 'Nele', 'Kaat', 'Ine', 'Katrien', 'Veerle', 'Griet', 'Hilde', 'Linda', 'Rita', 'Monique', 'Godelieve',
  'Maria', 'Jeanine', 'Paula', 'Mieke', 'Inge', 'Karen', 'Sarah', 'Laura', 'Eva', 'Julie', 'Femke', 'Marthe', 'Jana',
  'Lisa', 'Amber', 'Charlotte', 'Ellen', 'Leen', 'Tine', 'Liesbeth', 'Nathalie', 'Sien', 'Nina', 'Roos', 'Zoë', 'Anna',
  'Lena', 'Juliette', 'Hélène', 'Renée', 'Dorien', 'Evi', 'Britt', 'Jolien', 'Margot', 'Axelle', 'Ilse', 'Greet', 'Wendy',
] as const;

/** Names people of either or no gender carry; used for sex 2 (X). */
export const NEUTRAL_FIRST_NAMES = ['Sam', 'Robin', 'Kim', 'Jo', 'Lou', 'Alex', 'Charlie', 'Noa', 'Jamie', 'Eden', 'Sacha', 'Luka', 'Mika', 'Ari', 'Dani'] as const;

export const LAST_NAMES = [
  'Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smedt', 'Van Dyck',
  'Vermeulen', 'Van den Broeck', 'Hermans', 'Aerts', 'Michiels', 'Verhoeven', 'Van de Velde', 'Smets', 'Verstraete',
  'Martens', 'Cools', 'Van Looy', 'Luyten', 'Geerts', 'Verlinden', 'Vos', 'Stevens', 'Bogaerts', 'Lenaerts', 'De Cock',
  'Pauwels', 'Van Gorp', 'Verbeeck', 'Van Hoof', 'Segers', 'Wuyts', 'Van Camp', 'Thys', 'Verheyen', 'Dierckx', 'Van Hove',
  'Daems', 'Vandenberghe', 'Verbruggen', 'Nuyts', 'Laenen', 'Vervoort', 'Van Loon', 'Kerkhofs', 'Sels', 'Heylen',
  'Van Baelen', 'Geens', 'Bellens', 'Vanhoudt', 'Verachtert', 'Mols', 'Nijs', 'Van Gool', 'Van Olmen', 'Smolders',
  'Van Roey', 'Helsen', 'Van Dessel', 'Verboven', 'Van Laer', 'Hendrickx', 'Van Eyck', 'Celis', 'Wijns', 'De Backer',
  'Bosmans', 'Van Hout', 'Boeckx', 'Verreydt', 'Coppens', 'Van Mechelen', 'Swinnen', 'Goris', 'De Ridder', 'Van Rompaey',
  'Leysen', 'Van der Auwera', 'Van Ballaer', "D'hondt", 'Van Genechten', 'Van Herck', 'Vanhees', 'Mariën', 'Gijbels',
  'Van den Bosch', 'Tessens', 'Van Asch', 'Brouwers', 'Kenis', 'Meeus', 'Sterckx', 'Van Bael', 'Op de Beeck',
] as const;

export interface Town {
  city: string;
  zip: string;
  /** Telephone zone of the fixed lines there. */
  zone: string;
}

/** Kempen towns with their postcodes and a weight: the organisation is in Geel, most volunteers live nearby. */
export const TOWNS: readonly (readonly [Town, number])[] = [
  [{ city: 'Geel', zip: '2440', zone: '014' }, 40],
  [{ city: 'Mol', zip: '2400', zone: '014' }, 8],
  [{ city: 'Westerlo', zip: '2260', zone: '014' }, 6],
  [{ city: 'Kasterlee', zip: '2460', zone: '014' }, 5],
  [{ city: 'Herentals', zip: '2200', zone: '014' }, 5],
  [{ city: 'Turnhout', zip: '2300', zone: '014' }, 4],
  [{ city: 'Olen', zip: '2250', zone: '014' }, 6],
  [{ city: 'Laakdal', zip: '2430', zone: '013' }, 4],
  [{ city: 'Meerhout', zip: '2450', zone: '014' }, 5],
  [{ city: 'Retie', zip: '2470', zone: '014' }, 3],
  [{ city: 'Dessel', zip: '2480', zone: '014' }, 3],
  [{ city: 'Balen', zip: '2490', zone: '014' }, 3],
  [{ city: 'Herselt', zip: '2230', zone: '014' }, 2],
  [{ city: 'Hulshout', zip: '2235', zone: '015' }, 1],
  [{ city: 'Heist-op-den-Berg', zip: '2220', zone: '015' }, 1],
  [{ city: 'Vorselaar', zip: '2290', zone: '014' }, 1],
  [{ city: 'Grobbendonk', zip: '2280', zone: '014' }, 1],
  [{ city: 'Lille', zip: '2275', zone: '014' }, 1],
  [{ city: 'Beerse', zip: '2340', zone: '014' }, 1],
  [{ city: 'Oud-Turnhout', zip: '2360', zone: '014' }, 1],
];

export const STREETS = [
  'Kerkstraat', 'Stationsstraat', 'Nieuwstraat', 'Molenstraat', 'Dorpsstraat', 'Schoolstraat', 'Kapelstraat', 'Beekstraat',
  'Veldstraat', 'Heidestraat', 'Kasteelstraat', 'Lindenlaan', 'Boerenkrijglaan', 'Zandstraat', 'Bergstraat', 'Hoogstraat',
  'Dennenlaan', 'Eikenlaan', 'Berkenlaan', 'Kastanjelaan', 'Heirbaan', 'Gasthuisstraat', 'Pastorijstraat', 'Bosstraat',
  'Vaartstraat', 'Netelaan', 'Kempenlaan', 'Leopoldlaan', 'Koning Albertstraat', 'Hofstraat', 'Meiboom', 'Sint-Jozefstraat',
] as const;

/** Streets that only exist in Geel, so Geel addresses read like Geel. */
export const GEEL_STREETS = ['Pas', 'Markt', 'Collegestraat', 'Sint-Dimpnaplein', 'Diestseweg', 'Antwerpseweg', 'Kleinhoefstraat', 'Rijn', 'Werft', 'Nieuwe Dijk', 'Larum', 'Stelen', 'Winkelomseheide'] as const;

/** Mobile prefixes of the Belgian operators (04 5x–9x). */
export const MOBILE_PREFIXES = ['0456', '0460', '0465', '0466', '0467', '0468', '0470', '0471', '0472', '0473', '0474', '0475', '0476', '0477', '0478', '0479', '0484', '0485', '0486', '0487', '0488', '0489', '0491', '0492', '0493', '0494', '0495', '0496', '0497', '0498', '0499'] as const;

/**
 * Mail domains reserved for examples (RFC 2606): the demo may run with SMTP configured, and a
 * generated address must never reach a real mailbox.
 */
export const MAIL_DOMAINS: readonly (readonly [string, number])[] = [
  ['example.com', 5],
  ['example.be', 3],
  ['example.net', 2],
  ['example.org', 1],
];

/** Nationality with the usual country of birth; most volunteers are Belgian. */
export const NATIONALITIES: readonly (readonly [{ nationality: string; origin: string }, number])[] = [
  [{ nationality: 'Belg', origin: 'BE' }, 90],
  [{ nationality: 'Belg', origin: 'NL' }, 2],
  [{ nationality: 'Belg', origin: 'MA' }, 2],
  [{ nationality: 'Belg', origin: 'CD' }, 1],
  [{ nationality: 'Nederlander', origin: 'NL' }, 3],
  [{ nationality: 'Pool', origin: 'PL' }, 1],
  [{ nationality: 'Italiaan', origin: 'IT' }, 1],
];

export const USER_REMARKS = [
  'Kan enkel in het weekend.',
  'Komt met de fiets, graag repetities in Geel.',
  'Speelt trompet in de plaatselijke harmonie.',
  'Heeft ervaring met grime en schmink.',
  'Kan naaien, wil helpen in het kledijatelier.',
  'Wil graag achter de schermen helpen.',
  'Komt samen met broer of zus.',
  'Heeft een aanhangwagen voor decorstukken.',
  'Spreekt ook Frans en Engels.',
  'Is in juli op vakantie.',
] as const;

export const OWNER_REMARKS = ['Betrouwbaar, altijd op tijd.', 'Sleutelhouder van het magazijn.', 'Heeft een EHBO-attest.', 'Ervaren figurant sinds vele jaren.'] as const;

export const TALENTS = ['Zingen', 'Dansen', 'Toneel', 'Paardrijden', 'Trompet', 'Gitaar', 'Jongleren', 'Naaien', 'Decorbouw', 'Grime', 'Licht en geluid', 'Fotografie', 'Koken', 'Vendelzwaaien'] as const;

/** Spec 1 §9 diet suggestions, plus free text people type. */
export const DIETS = ['Vegetarisch', 'Veganistisch', 'Lactosevrij', 'Glutenvrij', 'Geen varkensvlees', 'Notenallergie'] as const;

export const REGISTRATION_REMARKS = [
  'Graag samen met mijn dochter.',
  'Niet beschikbaar op woensdagavond.',
  'Kan helpen bij het opbouwen.',
  'Eerste keer, heel enthousiast!',
  'Liefst een rol zonder tekst.',
  'Kan carpoolen vanuit Mol.',
] as const;
