/**
 * Team / country name → flag code.
 *
 * Returns an ISO 3166-1 alpha-2 code in lower case ('nz', 'za', 'kr', …) or one of the
 * ISO 3166-2 style home-nation codes 'gb-eng' / 'gb-sct' / 'gb-wls', which is exactly the
 * file name used by the flag-icons and circle-flags packages. Unknown names give null.
 *
 * Matching ignores case, accents, punctuation and spacing ('New Zealand', 'NewZealand',
 * 'new-zealand', 'CÔTE D’IVOIRE' all work), accepts the three-letter FIH/IOC codes hockey
 * results use ('NZL', 'RSA', 'NED', …) and, failing an exact match, ignores squad words
 * such as 'U21', 'Junior', 'Men', 'Women' ('India U21 Men' → 'in').
 */

import { flagLookupKeys, normalizeCountryName } from './flag-name-key.ts'

export { HOME_NATION_ABBREVIATIONS, HOME_NATION_CODES, isHomeNation } from './home-nations.ts'
export type { HomeNationCode } from './home-nations.ts'
export { normalizeCountryName }

/**
 * [code, name, ...aliases]. Aliases include the FIH/IOC three-letter code where hockey uses one.
 * Spaced and unspaced variants need no separate entry: keys are compared without spaces.
 */
const COUNTRIES: ReadonlyArray<readonly [string, ...string[]]> = [
  // Home nations
  ['gb-eng', 'England', 'ENG'],
  ['gb-sct', 'Scotland', 'SCO'],
  ['gb-wls', 'Wales', 'WAL', 'Cymru'],
  ['gb', 'Great Britain', 'United Kingdom', 'UK', 'GB', 'GBR', 'Britain'],

  // Europe
  ['al', 'Albania', 'ALB'],
  ['ad', 'Andorra', 'AND'],
  ['am', 'Armenia', 'ARM'],
  ['at', 'Austria', 'AUT', 'Österreich'],
  ['az', 'Azerbaijan', 'AZE'],
  ['by', 'Belarus', 'BLR'],
  ['be', 'Belgium', 'BEL', 'Belgique', 'België'],
  ['ba', 'Bosnia and Herzegovina', 'Bosnia', 'BIH'],
  ['bg', 'Bulgaria', 'BUL'],
  ['hr', 'Croatia', 'CRO', 'Hrvatska'],
  ['cy', 'Cyprus', 'CYP'],
  ['cz', 'Czechia', 'Czech Republic', 'CZE', 'Česko'],
  ['dk', 'Denmark', 'DEN'],
  ['ee', 'Estonia', 'EST'],
  ['fo', 'Faroe Islands'],
  ['fi', 'Finland', 'FIN'],
  ['fr', 'France', 'FRA'],
  ['ge', 'Georgia', 'GEO'],
  ['de', 'Germany', 'GER', 'Deutschland'],
  ['gi', 'Gibraltar', 'GIB'],
  ['gr', 'Greece', 'GRE'],
  ['hu', 'Hungary', 'HUN'],
  ['is', 'Iceland', 'ISL'],
  ['ie', 'Ireland', 'IRL', 'Republic of Ireland', 'Éire'],
  ['im', 'Isle of Man'],
  ['it', 'Italy', 'ITA', 'Italia'],
  ['xk', 'Kosovo', 'KOS'],
  ['lv', 'Latvia', 'LAT'],
  ['li', 'Liechtenstein', 'LIE'],
  ['lt', 'Lithuania', 'LTU'],
  ['lu', 'Luxembourg', 'LUX'],
  ['mt', 'Malta', 'MLT'],
  ['md', 'Moldova', 'MDA', 'Republic of Moldova'],
  ['mc', 'Monaco', 'MON'],
  ['me', 'Montenegro', 'MNE'],
  ['nl', 'Netherlands', 'The Netherlands', 'NED', 'Holland', 'Nederland'],
  ['mk', 'North Macedonia', 'Macedonia', 'MKD'],
  ['no', 'Norway', 'NOR'],
  ['pl', 'Poland', 'POL', 'Polska'],
  ['pt', 'Portugal', 'POR'],
  ['ro', 'Romania', 'ROU'],
  ['ru', 'Russia', 'Russian Federation', 'RUS'],
  ['sm', 'San Marino', 'SMR'],
  ['rs', 'Serbia', 'SRB'],
  ['sk', 'Slovakia', 'SVK'],
  ['si', 'Slovenia', 'SLO'],
  ['es', 'Spain', 'ESP', 'España'],
  ['se', 'Sweden', 'SWE'],
  ['ch', 'Switzerland', 'SUI', 'Schweiz', 'Suisse'],
  ['tr', 'Türkiye', 'Turkey', 'TUR'],
  ['ua', 'Ukraine', 'UKR'],
  ['va', 'Vatican City', 'Holy See', 'Vatican'],

  // Asia
  ['af', 'Afghanistan', 'AFG'],
  ['bh', 'Bahrain', 'BRN'],
  ['bd', 'Bangladesh', 'BAN'],
  ['bt', 'Bhutan', 'BHU'],
  ['bn', 'Brunei', 'Brunei Darussalam', 'BRU'],
  ['kh', 'Cambodia', 'CAM'],
  ['cn', 'China', 'CHN', "People's Republic of China", 'PR China'],
  ['tw', 'Chinese Taipei', 'Taiwan', 'TPE'],
  ['hk', 'Hong Kong', 'Hong Kong China', 'HKG'],
  ['in', 'India', 'IND', 'Bharat'],
  ['id', 'Indonesia', 'INA'],
  ['ir', 'Iran', 'IRI', 'Islamic Republic of Iran'],
  ['iq', 'Iraq', 'IRQ'],
  ['il', 'Israel', 'ISR'],
  ['jp', 'Japan', 'JPN', 'Nippon'],
  ['jo', 'Jordan', 'JOR'],
  ['kz', 'Kazakhstan', 'KAZ'],
  ['kw', 'Kuwait', 'KUW'],
  ['kg', 'Kyrgyzstan', 'KGZ'],
  ['la', 'Laos', 'LAO'],
  ['lb', 'Lebanon', 'LBN'],
  ['mo', 'Macau', 'Macao', 'MAC'],
  ['my', 'Malaysia', 'MAS'],
  ['mv', 'Maldives', 'MDV'],
  ['mn', 'Mongolia', 'MGL'],
  ['mm', 'Myanmar', 'Burma', 'MYA'],
  ['np', 'Nepal', 'NEP'],
  ['kp', 'North Korea', 'DPR Korea', 'PRK'],
  ['om', 'Oman', 'OMA'],
  ['pk', 'Pakistan', 'PAK'],
  ['ps', 'Palestine', 'State of Palestine', 'PLE'],
  ['ph', 'Philippines', 'PHI'],
  ['qa', 'Qatar', 'QAT'],
  ['sa', 'Saudi Arabia', 'KSA'],
  ['sg', 'Singapore', 'SGP'],
  ['kr', 'South Korea', 'Korea', 'Korea Republic', 'Republic of Korea', 'KOR'],
  ['lk', 'Sri Lanka', 'SRI'],
  ['sy', 'Syria', 'SYR'],
  ['tj', 'Tajikistan', 'TJK'],
  ['th', 'Thailand', 'THA'],
  ['tl', 'Timor-Leste', 'East Timor'],
  ['tm', 'Turkmenistan', 'TKM'],
  ['ae', 'United Arab Emirates', 'UAE'],
  ['uz', 'Uzbekistan', 'UZB'],
  ['vn', 'Vietnam', 'Viet Nam', 'VIE'],
  ['ye', 'Yemen', 'YEM'],

  // Africa
  ['dz', 'Algeria', 'ALG'],
  ['ao', 'Angola', 'ANG'],
  ['bj', 'Benin', 'BEN'],
  ['bw', 'Botswana', 'BOT'],
  ['bf', 'Burkina Faso', 'BUR'],
  ['bi', 'Burundi', 'BDI'],
  ['cv', 'Cabo Verde', 'Cape Verde', 'CPV'],
  ['cm', 'Cameroon', 'CMR'],
  ['cf', 'Central African Republic', 'CAF'],
  ['td', 'Chad', 'CHA'],
  ['km', 'Comoros', 'COM'],
  ['cg', 'Congo', 'Republic of the Congo', 'CGO'],
  ['cd', 'DR Congo', 'Congo DR', 'Democratic Republic of the Congo', 'COD'],
  ['ci', "Côte d'Ivoire", 'Ivory Coast', 'CIV'],
  ['dj', 'Djibouti', 'DJI'],
  ['eg', 'Egypt', 'EGY'],
  ['gq', 'Equatorial Guinea', 'GEQ'],
  ['er', 'Eritrea', 'ERI'],
  ['sz', 'Eswatini', 'Swaziland', 'SWZ'],
  ['et', 'Ethiopia', 'ETH'],
  ['ga', 'Gabon', 'GAB'],
  ['gm', 'Gambia', 'The Gambia', 'GAM'],
  ['gh', 'Ghana', 'GHA'],
  ['gn', 'Guinea', 'GUI'],
  ['gw', 'Guinea-Bissau', 'GBS'],
  ['ke', 'Kenya', 'KEN'],
  ['ls', 'Lesotho', 'LES'],
  ['lr', 'Liberia', 'LBR'],
  ['ly', 'Libya', 'LBA'],
  ['mg', 'Madagascar', 'MAD'],
  ['mw', 'Malawi', 'MAW'],
  ['ml', 'Mali', 'MLI'],
  ['mr', 'Mauritania', 'MTN'],
  ['mu', 'Mauritius', 'MRI'],
  ['ma', 'Morocco', 'MAR'],
  ['mz', 'Mozambique', 'MOZ'],
  ['na', 'Namibia', 'NAM'],
  ['ne', 'Niger', 'NIG'],
  ['ng', 'Nigeria', 'NGR'],
  ['rw', 'Rwanda', 'RWA'],
  ['st', 'São Tomé and Príncipe', 'STP'],
  ['sn', 'Senegal', 'SEN'],
  ['sc', 'Seychelles', 'SEY'],
  ['sl', 'Sierra Leone', 'SLE'],
  ['so', 'Somalia', 'SOM'],
  ['za', 'South Africa', 'RSA'],
  ['ss', 'South Sudan', 'SSD'],
  ['sd', 'Sudan', 'SUD'],
  ['tz', 'Tanzania', 'TAN'],
  ['tg', 'Togo', 'TOG'],
  ['tn', 'Tunisia', 'TUN'],
  ['ug', 'Uganda', 'UGA'],
  ['zm', 'Zambia', 'ZAM'],
  ['zw', 'Zimbabwe', 'ZIM'],

  // Americas
  ['ag', 'Antigua and Barbuda', 'ANT'],
  ['ar', 'Argentina', 'ARG'],
  ['aw', 'Aruba', 'ARU'],
  ['bs', 'Bahamas', 'The Bahamas', 'BAH'],
  ['bb', 'Barbados', 'BAR'],
  ['bz', 'Belize', 'BIZ'],
  ['bm', 'Bermuda', 'BER'],
  ['bo', 'Bolivia', 'BOL'],
  ['br', 'Brazil', 'BRA', 'Brasil'],
  ['ca', 'Canada', 'CAN'],
  ['ky', 'Cayman Islands', 'CAY'],
  ['cl', 'Chile', 'CHI'],
  ['co', 'Colombia', 'COL'],
  ['cr', 'Costa Rica', 'CRC'],
  ['cu', 'Cuba', 'CUB'],
  ['cw', 'Curaçao'],
  ['dm', 'Dominica', 'DMA'],
  ['do', 'Dominican Republic', 'DOM'],
  ['ec', 'Ecuador', 'ECU'],
  ['sv', 'El Salvador', 'ESA'],
  ['gd', 'Grenada', 'GRN'],
  ['gt', 'Guatemala', 'GUA'],
  ['gy', 'Guyana', 'GUY'],
  ['ht', 'Haiti', 'HAI'],
  ['hn', 'Honduras', 'HON'],
  ['jm', 'Jamaica', 'JAM'],
  ['mx', 'Mexico', 'MEX', 'México'],
  ['ni', 'Nicaragua', 'NCA'],
  ['pa', 'Panama', 'PAN'],
  ['py', 'Paraguay', 'PAR'],
  ['pe', 'Peru', 'PER', 'Perú'],
  ['pr', 'Puerto Rico', 'PUR'],
  ['kn', 'Saint Kitts and Nevis', 'St Kitts and Nevis', 'SKN'],
  ['lc', 'Saint Lucia', 'St Lucia', 'LCA'],
  ['vc', 'Saint Vincent and the Grenadines', 'St Vincent and the Grenadines', 'VIN'],
  ['sr', 'Suriname', 'SUR'],
  ['tt', 'Trinidad and Tobago', 'Trinidad', 'TTO'],
  ['us', 'USA', 'United States', 'United States of America', 'US'],
  ['uy', 'Uruguay', 'URU'],
  ['ve', 'Venezuela', 'VEN'],
  ['vg', 'British Virgin Islands', 'IVB'],
  ['vi', 'US Virgin Islands', 'ISV'],

  // Oceania
  ['as', 'American Samoa', 'ASA'],
  ['au', 'Australia', 'AUS'],
  ['ck', 'Cook Islands', 'COK'],
  ['fj', 'Fiji', 'FIJ'],
  ['pf', 'French Polynesia', 'Tahiti'],
  ['gu', 'Guam', 'GUM'],
  ['ki', 'Kiribati', 'KIR'],
  ['mh', 'Marshall Islands', 'MHL'],
  ['fm', 'Micronesia', 'Federated States of Micronesia', 'FSM'],
  ['nr', 'Nauru', 'NRU'],
  ['nc', 'New Caledonia'],
  ['nz', 'New Zealand', 'NZL', 'Aotearoa'],
  ['nu', 'Niue'],
  ['pw', 'Palau', 'PLW'],
  ['pg', 'Papua New Guinea', 'PNG'],
  ['ws', 'Samoa', 'SAM'],
  ['sb', 'Solomon Islands', 'SOL'],
  ['to', 'Tonga', 'TGA'],
  ['tv', 'Tuvalu', 'TUV'],
  ['vu', 'Vanuatu', 'VAN'],
]

let index: Map<string, string> | undefined

function getIndex(): Map<string, string> {
  if (!index) {
    index = new Map()
    for (const [code, ...names] of COUNTRIES) {
      for (const name of names) index.set(normalizeCountryName(name), code)
    }
  }
  return index
}

/** Map a team or country name to its flag code, or null when it is not a known country. */
export function countryCode(name: string | null | undefined): string | null {
  const map = getIndex()
  for (const key of flagLookupKeys(name)) {
    const code = map.get(key)
    if (code) return code
  }
  return null
}

/**
 * The three-letter code hockey results use for a team ('Germany' → 'GER', 'South Africa' → 'RSA',
 * 'India U21 Men' → 'IND'): the FIH/IOC code where the table knows one, else null.
 */
export function sportsCode(name: string | null | undefined): string | null {
  const code = countryCode(name)
  const row = code ? COUNTRIES.find(([c]) => c === code) : undefined
  return row?.slice(1).find((alias) => /^[A-Z]{3}$/.test(alias)) ?? null
}

/** Every [code, ...names] row, for tests and tooling. */
export function countryTable(): ReadonlyArray<readonly [string, ...string[]]> {
  return COUNTRIES
}
