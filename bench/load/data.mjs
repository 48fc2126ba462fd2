// The load test's data, deterministic: the debtors the virtual users sign in as (imported before
// the run) and the 50,000-row accounts file imported during it. Their identities (SSN last 4 +
// birth date) never overlap: seeded debtors are born 1940-1959, imported rows 1960-1998, so a
// debtor's quick access links exactly the one account seeded for them.

import { ACCOUNT_CSV_COLUMNS, toCsv } from '@arrears/harness/accounts-csv';

/** The columns of both files: the generated accounts' columns, then the two the load scenario adds. */
const COLUMNS = [...ACCOUNT_CSV_COLUMNS, 'due_date', 'days_delinquent'];

const FIRST = ['Avery', 'Blake', 'Casey', 'Dana', 'Emery', 'Finley', 'Gray', 'Harper', 'Indy', 'Jordan'];
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'sa', 'to', 'ru', 'be', 'vi', 'da'];
const SYLLABLES_2 = ['ren', 'mon', 'tal', 'ves', 'dor', 'lin', 'gar', 'bek', 'sul', 'fen'];
const STREETS = ['Maple', 'Cedar', 'Willow', 'Chestnut', 'Spruce', 'Walnut', 'Locust', 'Poplar'];
const CITIES = [
  ['Philadelphia', 'PA', '19103'],
  ['Camden', 'NJ', '08102'],
  ['Wilmington', 'DE', '19801'],
  ['Trenton', 'NJ', '08608'],
];
const LAST = ['Stone', 'Moreno', 'Nguyen', 'Rivera', 'Okafor', 'Schmidt', 'Kowalski', 'Haddad', 'Park'];

const pad = (n, width) => String(n).padStart(width, '0');
const decimal = (cents) => `${Math.trunc(cents / 100)}.${pad(cents % 100, 2)}`;
const isoDay = (year, dayOffset) =>
  new Date(Date.UTC(year, 0, 1) + dayOffset * 86_400_000).toISOString().slice(0, 10);

/** A surname no other seeded debtor has (10 × 10 × 10 × 10 combinations), e.g. "Kamiren". */
function surnameOf(i) {
  const a = SYLLABLES[i % 10];
  const b = SYLLABLES[Math.floor(i / 10) % 10];
  const c = SYLLABLES_2[Math.floor(i / 100) % 10];
  const d = Math.floor(i / 1000) % 10;
  const name = `${a}${b}${c}${d ? SYLLABLES[d] : ''}`;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Seeded debtor i: what the virtual user knows (SSN last 4, birth date, street) and the file row. */
export function debtor(i) {
  const first = FIRST[i % 10];
  const last = surnameOf(i);
  const ssn = `7${pad(i, 8)}`;
  const birthDate = isoDay(1940, i % 7300);
  const [city, state, zip] = CITIES[i % 4];
  const street = `${100 + i} ${STREETS[i % 8]} Street`;
  const balanceCents = 100_000 + ((i * 7919) % 400_000);
  const row = [
    `LOAD-D-${pad(i, 6)}`,
    `${first} ${last}`,
    first,
    last,
    ssn,
    birthDate,
    decimal(balanceCents + 50_000),
    decimal(balanceCents),
    'ACTIVE',
    `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
    `215${pad(i, 7)}`,
    street,
    city,
    state,
    zip,
    isoDay(2024, i % 300),
    String(i % 365),
  ];
  return { i, first, last, ssnLast4: ssn.slice(-4), birthDate, street, row };
}

/** Row j of the file imported during the load (LOAD-I-…), and its balance in cents. */
function importRow(j) {
  const first = FIRST[j % 10];
  const last = `${LAST[(j * 7) % 9]}${j % 97}`;
  const [city, state, zip] = CITIES[j % 4];
  const balanceCents = 50_000 + ((j * 7331) % 2_000_000);
  const row = [
    `LOAD-I-${pad(j, 6)}`,
    `${first} ${last}`,
    first,
    last,
    `8${pad(j, 8)}`,
    isoDay(1960, (j * 37) % 14_000),
    decimal(balanceCents + 10_000),
    decimal(balanceCents),
    'ACTIVE',
    `${first.toLowerCase()}.${j}@example.com`,
    `267${pad(j, 7)}`,
    `${(j % 9000) + 10} Market Street`,
    city,
    state,
    zip,
    isoDay(2024, j % 300),
    String(j % 365),
  ];
  return { row, balanceCents };
}

/** The seed file of `count` debtors, and the debtors themselves. */
export function seedFile(count) {
  const debtors = Array.from({ length: count }, (_, i) => debtor(i));
  return { debtors, csv: toCsv([COLUMNS, ...debtors.map((d) => d.row)]) };
}

/** The file imported under load: `count` new accounts, and the sum of their balances in cents. */
export function importFile(count) {
  let balanceCents = 0;
  const rows = [];
  for (let j = 0; j < count; j += 1) {
    const r = importRow(j);
    balanceCents += r.balanceCents;
    rows.push(r.row);
  }
  return { csv: toCsv([COLUMNS, ...rows]), balanceCents };
}
