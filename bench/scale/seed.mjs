// The seeded-scale data set (decision 0079): an agency with a million accounts, built by
// PostgreSQL itself in one transaction.
//   node bench/scale/seed.mjs <postgres url of a migrated database>   SCALE_ACCOUNTS=1000000
// or import { seedScale } and pass a query function of one connection (pg.Client#query).
//
// Every other volume follows the account count: per 1,000,000 accounts, 1.5 M payments (90 % approved,
// each approved one with its ledger entry), 3 M timeline entries, 1 M calls, 1.5 M contact attempts,
// 20,000 disputes, 500,000 security events, 300,000 page views, 100,000 text consents, 50,000
// promises, 50,000 debtor users, 20 clients. Times run over the last three years up to now(), ids grow
// with time as a live system's do, and every row refers to an account that existed at its time.
//
// Speed: the load runs with session_replication_role = replica (no triggers, no foreign-key checks)
// and the large tables' secondary indexes dropped and rebuilt afterwards. What the triggers would
// have done is written directly: each account's placement entry, and a balance that is already the
// placed amount minus its approved payments, so the ledger sums to every balance (checked at the end).
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';

/** The server must run with this key to open the seeded SSNs and birth dates (not a secret). */
export const SCALE_ENCRYPTION_KEY = Buffer.from('scale-bench-only-encryption-key!').toString('base64');
/** The first admin the benchmark's server creates on the empty database (ADMIN_USERNAME…). */
export const SCALE_ADMIN = {
  username: 'bench-admin',
  password: 'bench-password-1',
  email: 'bench-admin@example.com',
};
/** Every seeded debtor, collector and staff user signs in with this password. */
export const SCALE_USER_PASSWORD = 'Password123!';

const YEARS_DAYS = 1095;
const BIG_TABLES = [
  'debt_accounts',
  'payments',
  'ledger_entries',
  'contact_events',
  'calls',
  'contact_attempts',
  'security_events',
  'page_views',
  'sms_opt_ins',
  'users',
  'disputes',
  'promises',
];

/** The server's v1 stored form (field-encryption.ts): opens under SCALE_ENCRYPTION_KEY, any place. */
function encryptedSamples(count, plain) {
  const key = Buffer.from(
    hkdfSync(
      'sha256',
      Buffer.from(SCALE_ENCRYPTION_KEY, 'base64'),
      Buffer.alloc(0),
      'arrears field encryption',
      32,
    ),
  );
  return Array.from({ length: count }, (_, i) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(plain(i), 'utf8'), cipher.final()]);
    return [
      'v1',
      iv.toString('base64'),
      cipher.getAuthTag().toString('base64'),
      data.toString('base64'),
    ].join(':');
  });
}

/** The volumes for `accounts` accounts (decision 0079's figures at one million). */
export function scaleVolumes(accounts = 1_000_000) {
  const per = (n) => Math.max(1, Math.round((n * accounts) / 1_000_000));
  return {
    accounts,
    payments: per(1_500_000),
    contactEvents: per(3_000_000),
    calls: per(1_000_000),
    contactAttempts: per(1_500_000),
    disputes: per(20_000),
    securityEvents: per(500_000),
    pageViews: per(300_000),
    smsOptIns: per(100_000),
    promises: per(50_000),
    clients: 20,
  };
}

// Helpers live in pg_temp: they vanish with the session and leave the schema as the migrations made it.
const HELPERS = `
-- A fraction in [0, 1) drawn from (i, salt): the same every run.
CREATE FUNCTION pg_temp.frac(i bigint, salt int) RETURNS float8 LANGUAGE sql IMMUTABLE AS
  $$ SELECT (hashint8(i * 1000 + salt)::bigint + 2147483648)::float8 / 4294967296.0 $$;
-- When the account with id a was placed: ids grow with time, from 3 years + 60 days ago to 5 days ago.
CREATE FUNCTION pg_temp.placed_at(a bigint, n bigint) RETURNS timestamptz LANGUAGE sql STABLE AS
  $$ SELECT now() - make_interval(days => ${YEARS_DAYS + 60}) + make_interval(secs => (a - 0.5) / n * ${YEARS_DAYS + 55} * 86400) $$;
-- The time of the i-th of total rows spread over the last three years (ids grow with time).
CREATE FUNCTION pg_temp.at(i bigint, total bigint, days int) RETURNS timestamptz LANGUAGE sql STABLE AS
  $$ SELECT now() - make_interval(days => days) + make_interval(secs => (i - 0.5) / total * days * 86400) $$;
-- An account already placed at the i-th of total rows' time; older accounts collect more rows.
CREATE FUNCTION pg_temp.account_at(i bigint, salt int, total bigint, days int, n bigint) RETURNS int LANGUAGE sql IMMUTABLE AS
  $$ SELECT 1 + floor(pg_temp.frac(i, salt) * least(n,
       floor(n * (60 + ${YEARS_DAYS} - days + (i - 0.5) / total * days) / ${YEARS_DAYS + 55})))::int $$;
-- The account's primary phone: 10 digits, unique.
CREATE FUNCTION pg_temp.phone(a bigint) RETURNS text LANGUAGE sql IMMUTABLE AS
  $$ SELECT '609' || lpad((a % 10000000)::text, 7, '0') $$;
`;

const FIRST_NAMES = `ARRAY['Maria','James','Ana','Robert','Linda','Carlos','Mei','Olga','Ahmed','Grace']`;
// Garcia is one surname in 15 (~66,700 accounts at a million); every 7th name has a rarer suffix.
const LAST_NAMES = `ARRAY['Garcia','Smith','Johnson','Nguyen','Brown','Lopez','Kowalski','Okafor','Rossi','Tanaka',
  'Miller','Davis','Wilson','Moore','Clark']`;

function loadSteps(v) {
  const { accounts: N, payments: P } = v;
  const D = YEARS_DAYS;
  const debtorEvery = 20; // one account in 20 belongs to a registered debtor (50,000 at a million)
  return [
    [
      'clients, placements, agency users',
      `
INSERT INTO clients (id, code, name, contacts, remit_method, remit_frequency, commission_rate,
  settlement_authority_percent, plan_authority_months, created_at, updated_at)
SELECT 1 + c, 'CL' || lpad(c::text, 2, '0'),
  (ARRAY['Northfield Auto Finance','Keystone Student Loans','Harbor Medical Group','Lakeside Credit Union',
    'Summit Utilities'])[1 + c % 5] || ' ' || c,
  jsonb_build_array(jsonb_build_object('name', 'Remittance desk', 'email', 'remit' || c || '@client.example')),
  (ARRAY['net','gross'])[1 + c % 2], (ARRAY['monthly','weekly'])[1 + c % 2], 0.2500 + (c % 5) * 0.0250,
  40.0000, 24, now() - interval '4 years', now() - interval '4 years'
FROM generate_series(1, ${v.clients}) c;
-- One placement per client and 30 days, over the accounts' placement dates.
INSERT INTO placements (id, client_id, placed_on, label, created_at)
SELECT c * 100 + b, 1 + c, (now() - make_interval(days => ${D + 60} - b * 30))::date,
  'Placement ' || to_char(now() - make_interval(days => ${D + 60} - b * 30), 'YYYY-MM-DD'),
  now() - make_interval(days => ${D + 60} - b * 30)
FROM generate_series(1, ${v.clients}) c, generate_series(0, ${Math.ceil((D + 60) / 30)}) b;
-- 20 collectors (ids 101-120) and 5 staff (121-125); debtors take ids from 1001.
INSERT INTO users (id, username, email, first_name, last_name, phone, role, password_hash, created_at, updated_at)
SELECT 100 + u, CASE WHEN u <= 20 THEN 'collector' ELSE 'staff' END || u,
  CASE WHEN u <= 20 THEN 'collector' ELSE 'staff' END || u || '@agency.example',
  (${FIRST_NAMES})[1 + u % 10], 'Agent' || u, '8885550' || lpad(u::text, 3, '0'),
  CASE WHEN u <= 20 THEN 'collector' ELSE 'staff' END, $1, now() - interval '4 years', now() - interval '4 years'
FROM generate_series(1, 25) u;`,
      (passwordHash) => [passwordHash],
    ],
    [
      `${P.toLocaleString('en-US')} payments`,
      // Sources and methods per 20 payments: 12 card (6 portal, 4 agent, 2 chat), 1 debit card, 3 ACH
      // plan installments, 2 bank transfers and 2 cheques recorded as external payments.
      `
INSERT INTO payments (id, debt_account_id, user_id, amount, payment_date, payment_method, status, source,
  reference_number, transaction_id, card_brand, card_last4, confirmation_code, auth_code, requested_amount,
  failure_reason, created_by_user_id, created_at, processed_at)
SELECT p, a, CASE WHEN src IN ('portal','chat') AND a % ${debtorEvery} = 7 THEN 1000 + (a - 7) / ${debtorEvery} + 1 END,
  amount, (t AT TIME ZONE 'America/New_York')::date, method, status, src,
  CASE WHEN src = 'external' THEN 'EXT-' || p END,
  CASE WHEN src = 'external' THEN 'EXT-' || p ELSE (3000000000 + p)::text END,
  CASE WHEN method IN ('credit_card','debit_card') THEN (ARRAY['Visa','Mastercard','Discover','Amex'])[1 + p % 4] END,
  CASE WHEN method IN ('credit_card','debit_card') THEN lpad((p % 10000)::text, 4, '0') END,
  CASE WHEN status = 'approved' AND src <> 'external' THEN 'PAY-' || lpad(p::text, 9, '0') END,
  CASE WHEN status = 'approved' AND method IN ('credit_card','debit_card') THEN lpad((p % 999999)::text, 6, '0') END,
  amount, CASE status WHEN 'declined' THEN 'Card declined' WHEN 'error' THEN 'Gateway timeout' END,
  CASE WHEN src IN ('agent','external') THEN 101 + p % 20 END, t, t
FROM generate_series(1, ${P}) p,
  LATERAL (SELECT pg_temp.account_at(p, 1, ${P}, ${D}, ${N}) AS a, pg_temp.at(p, ${P}, ${D}) AS t,
    round((25 + pg_temp.frac(p, 3) * 475)::numeric, 2) AS amount,
    CASE WHEN p % 10 = 3 THEN 'declined' WHEN p % 100 = 47 THEN 'error' ELSE 'approved' END AS status,
    (ARRAY['portal','portal','portal','portal','portal','portal','agent','agent','agent','agent','chat','chat',
      'portal','plan','plan','plan','external','external','external','external'])[1 + p % 20] AS src,
    (ARRAY['credit_card','credit_card','credit_card','credit_card','credit_card','credit_card','credit_card',
      'credit_card','credit_card','credit_card','credit_card','credit_card','debit_card','ach','ach','ach',
      'bank_transfer','bank_transfer','check','check'])[1 + p % 20] AS method) x;`,
    ],
    [
      `${N.toLocaleString('en-US')} accounts and their placement entries`,
      // Accounts as bench/accounts-read.mjs makes them (about half of the 122 fields filled), placed
      // by 20 clients; the balance is what is left after the approved payments seeded above.
      `
CREATE TEMP TABLE paid ON COMMIT DROP AS
  SELECT DISTINCT ON (debt_account_id) debt_account_id AS id, sum(amount) OVER (PARTITION BY debt_account_id) AS amount,
    payment_date AS last_date, amount AS last_amount
  FROM payments WHERE status = 'approved' ORDER BY debt_account_id, id DESC;
CREATE INDEX ON paid (id);
ANALYZE paid;
INSERT INTO debt_accounts (id, account_number, status, account_status, full_name, first_name, middle_initial, last_name,
  ssn_encrypted, birth_date_encrypted, address1, city, state, zip_code, address_status, primary_phone, primary_phone_status,
  work_phone, email_address, school_group, school_name, school_campus, school_state,
  last_activity_date, last_activity_amount, first_due_date, next_pymt_due, scheduled_paymt_amt,
  num_of_pmts_1, payment_amts_1, past_due_amt, days_delinq, acct_setup_date, origination_date,
  total_contract_amt, total_finance_chg, term_remaining, interest_rate, current_rate, interest_original, principal_original,
  disbursed_amt, interest_current_bal, principal_paid_to_date, unpaid_balance, employer_name, borrower_credit_score,
  late_fees_accrued, late_fees_balance, vehicle_model, vin, miles, down_payment,
  user_id, assigned_user_id, client_id, placement_id, created_at, updated_at)
SELECT g, 'BN-' || lpad(g::text, 7, '0'),
  CASE WHEN g % 10 = 0 THEN 'closed' ELSE 'active' END,
  (ARRAY['ACTIVE','Repayment II','Repay Cancelled','Pending Cancellation','Closed'])[1 + g % 5],
  f || ' ' || l, f, chr(65 + g % 26), l,
  ($1::text[])[1 + g % 1000], ($2::text[])[1 + (g * 7) % 1000],
  (g % 9000 + 100) || ' Main Street', 'Springfield', 'NJ', lpad((g % 99999)::text, 5, '0'), 'valid',
  pg_temp.phone(g), 'good', '215' || lpad(((g * 7) % 10000000)::text, 7, '0'),
  lower(f) || '.' || lower(l) || g || '@example.com', 'G' || (g % 50), 'School of ' || l, 'Main', 'PA',
  paid.last_date, paid.last_amount,
  (placed AT TIME ZONE 'America/New_York')::date - 900, (now() AT TIME ZONE 'America/New_York')::date + (g % 60), 125.50,
  36, 125.50, (g % 3000) + 0.99, g % 400, date '2019-06-01' + (g % 900), date '2019-05-01' + (g % 900),
  12000.00, 2100.40, g % 60, 5.2500, 6.1250, 2100.40, bal + coalesce(paid.amount, 0),
  9800.00, 340.12, 1200.00, bal, 'Acme Corp', 550 + g % 300,
  35.00, 15.00, 'Civic', '1HGCM82633A' || lpad(g::text, 6, '0'), 40000 + g % 90000, 1500.00,
  CASE WHEN g % ${debtorEvery} = 7 THEN 1000 + (g - 7) / ${debtorEvery} + 1 END,
  CASE WHEN g % 10 < 3 THEN 101 + g % 20 END,
  2 + g % ${v.clients}, (1 + g % ${v.clients}) * 100 + floor(extract(epoch FROM placed - (now() - make_interval(days => ${D + 60}))) / 86400 / 30)::int,
  placed, placed
FROM generate_series(1, ${N}) g
  LEFT JOIN paid ON paid.id = g,
  LATERAL (SELECT (${FIRST_NAMES})[1 + g % 10] AS f,
    (${LAST_NAMES})[1 + (g / 10) % 15] || CASE WHEN g % 7 = 0 THEN '-' || (g % 997) ELSE '' END AS l,
    pg_temp.placed_at(g, ${N}) AS placed,
    round((150 + pg_temp.frac(g, 2) * 9850)::numeric, 2) AS bal) n;
-- What debt_accounts_post_placement writes: the placed balance, dated on the placement's day.
INSERT INTO ledger_entries (id, debt_account_id, kind, amount, effective_date, posted_at, source, description)
SELECT d.id, d.id, 'placement', d.principal_original, pl.placed_on, d.created_at, 'system', 'Placed balance'
FROM debt_accounts d JOIN placements pl ON pl.id = d.placement_id
ORDER BY d.id;`,
      () => [
        encryptedSamples(1000, (i) => String(100_000_000 + i * 7919).slice(0, 9)),
        encryptedSamples(1000, (i) => `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 9}`),
      ],
    ],
    [
      'ledger entries of the approved payments, debtor users',
      `
INSERT INTO ledger_entries (id, debt_account_id, kind, amount, effective_date, posted_at, posted_by_user_id, method,
  payment_id, source)
SELECT ${N} + row_number() OVER (ORDER BY p.id), p.debt_account_id, 'payment', -p.amount, p.payment_date, p.created_at,
  p.created_by_user_id,
  CASE p.payment_method WHEN 'credit_card' THEN 'card' WHEN 'debit_card' THEN 'card' ELSE p.payment_method END,
  p.id, p.source
FROM payments p WHERE p.status = 'approved'
ORDER BY p.id;
INSERT INTO users (id, username, email, first_name, last_name, phone, role, password_hash, created_at, updated_at,
  last_login_at)
SELECT d.user_id, 'debtor' || d.id, 'debtor' || d.id || '@example.com', d.first_name, d.last_name, d.primary_phone,
  'debtor', $1, d.created_at + interval '3 days', d.created_at + interval '3 days', now() - make_interval(days => d.id % 60)
FROM debt_accounts d WHERE d.user_id IS NOT NULL;`,
      (passwordHash) => [passwordHash],
    ],
    [
      `${v.contactEvents.toLocaleString('en-US')} timeline entries`,
      `
INSERT INTO contact_events (id, debt_account_id, channel, user_id, disposition_code, message, details, created_at)
SELECT e, pg_temp.account_at(e, 4, ${v.contactEvents}, ${D}, ${N}), ch,
  CASE WHEN ch IN ('Call','Note','Update') THEN 101 + e % 20 END,
  CASE WHEN ch = 'Call' THEN (ARRAY['contacted','left_message','no_answer','busy','callback_requested'])[1 + e % 5] END,
  CASE ch
    WHEN 'Call' THEN 'Outbound call, ' || (30 + e % 600) || ' s'
    WHEN 'SMS' THEN 'Outbound SMS: Reminder: your payment arrangement is due soon. Reply STOP to opt out.'
    WHEN 'Email' THEN 'E-mail sent: Your account statement is ready'
    WHEN 'Note' THEN 'Debtor asked for a call back after 5 pm; prefers e-mail for statements.'
    WHEN 'Payment' THEN 'Card payment $' || (25 + e % 475) || '.00 approved (Visa ending 4242)'
    ELSE 'Address updated from the import file' END,
  CASE WHEN ch = 'SMS' THEN jsonb_build_object('direction', 'outbound', 'keyword', null) END,
  pg_temp.at(e, ${v.contactEvents}, ${D})
FROM generate_series(1, ${v.contactEvents}) e,
  LATERAL (SELECT (ARRAY['Call','Call','Call','SMS','SMS','Email','Note','Payment','Update','portal'])[1 + e % 10] AS ch) c;`,
    ],
    [
      `${v.calls.toLocaleString('en-US')} calls`,
      // 2 % end with the do_not_call disposition; 15 % have none yet.
      `
INSERT INTO calls (id, call_sid, provider, debt_account_id, user_id, to_number, from_number, status, answered_at,
  ended_at, duration_seconds, disposition, disposition_notes, disposition_at, created_at, updated_at)
SELECT c, 'CA' || md5(c::text), 'twilio', a, 101 + c % 20, pg_temp.phone(a), '8885550100', st,
  CASE WHEN st = 'completed' THEN t + interval '12 seconds' END,
  t + interval '2 minutes', CASE WHEN st = 'completed' THEN 30 + c % 600 END,
  disp, CASE WHEN disp IS NOT NULL THEN 'Call notes ' || c END,
  CASE WHEN disp IS NOT NULL THEN t + interval '3 minutes' END, t, t + interval '3 minutes'
FROM generate_series(1, ${v.calls}) c,
  LATERAL (SELECT pg_temp.account_at(c, 5, ${v.calls}, ${D}, ${N}) AS a, pg_temp.at(c, ${v.calls}, ${D}) AS t,
    (ARRAY['completed','completed','completed','completed','completed','completed','completed','no-answer',
      'no-answer','busy','failed','canceled','completed','completed','no-answer','completed','completed',
      'completed','busy','completed'])[1 + c % 20] AS st,
    CASE WHEN c % 50 = 0 THEN 'do_not_call' WHEN c % 20 IN (3, 7, 11) THEN NULL
      ELSE (ARRAY['contacted','left_message','no_answer','busy','wrong_number','disconnected','payment_promise',
        'dispute','callback_requested'])[1 + c % 9] END AS disp) x;`,
    ],
    [
      `${v.contactAttempts.toLocaleString('en-US')} contact attempts`,
      // One in 10 blocked by a compliance rule; calls 60 %, texts 25 %, e-mails 15 %.
      `
INSERT INTO contact_attempts (id, debt_account_id, channel, target, user_id, allowed, rule, message, opens_at,
  evaluation, created_at)
SELECT i, a, ch, CASE WHEN ch = 'email' THEN 'debtor' || a || '@example.com' ELSE pg_temp.phone(a) END,
  101 + i % 20, NOT blocked,
  CASE WHEN blocked THEN rule END,
  CASE WHEN blocked THEN CASE rule
    WHEN 'inconvenient_time' THEN 'It is 9:14 PM for the debtor: calls are allowed between 8:00 AM and 9:00 PM.'
    WHEN 'call_frequency' THEN '7 calls in the last 7 days: the next call is allowed on Monday.'
    ELSE 'Outreach is not allowed: ' || replace(rule, '_', ' ') || '.' END END,
  CASE WHEN blocked AND rule IN ('inconvenient_time','call_frequency') THEN t + interval '11 hours' END,
  jsonb_build_object('purpose', 'collection', 'checks', jsonb_build_array(
    jsonb_build_object('rule', 'cease_communication', 'passed', true, 'detail', 'No cease request on file'),
    jsonb_build_object('rule', 'inconvenient_time', 'passed', NOT (blocked AND rule = 'inconvenient_time'),
      'detail', '2:40 PM in America/New_York'),
    jsonb_build_object('rule', 'call_frequency', 'passed', NOT (blocked AND rule = 'call_frequency'),
      'detail', (i % 7) || ' calls in the last 7 days'))),
  t
FROM generate_series(1, ${v.contactAttempts}) i,
  LATERAL (SELECT pg_temp.account_at(i, 6, ${v.contactAttempts}, ${D}, ${N}) AS a,
    pg_temp.at(i, ${v.contactAttempts}, ${D}) AS t, i % 10 = 4 AS blocked,
    (ARRAY['call','call','call','call','call','call','sms','sms','sms','email','call','call','sms','sms','email',
      'call','call','call','sms','email'])[1 + i % 20] AS ch,
    (ARRAY['inconvenient_time','call_frequency','channel_opt_out','sms_consent','cease_communication',
      'dispute_hold','account_recalled','inconvenient_time','call_frequency','inconvenient_time'])[1 + (i / 10) % 10] AS rule) x;`,
    ],
    [
      'disputes, security events, page views, text consents, promises',
      `
INSERT INTO disputes (id, debt_account_id, user_id, dispute_type, dispute_reason, requested_action, additional_details,
  status, resolution_notes, source, resolved_by_user_id, resolved_at, created_at, updated_at)
SELECT i, a, CASE WHEN a % ${debtorEvery} = 7 THEN 1000 + (a - 7) / ${debtorEvery} + 1 END,
  (ARRAY['incorrect_amount','already_paid','not_my_debt','statute_limitations','identity_theft',
    'settlement_agreement','bankruptcy_discharge','other'])[1 + i % 8],
  'I do not recognise this balance and want the original creditor''s records.',
  (ARRAY['remove_debt','correct_amount','provide_validation','stop_collection','payment_plan','other'])[1 + i % 6],
  CASE WHEN i % 3 = 0 THEN 'Paid in full to the original creditor in 2021; receipt attached.' END,
  st, CASE WHEN st IN ('resolved','rejected') THEN 'Reviewed the client''s records.' END,
  (ARRAY['portal','chat'])[1 + i % 2],
  CASE WHEN st IN ('resolved','rejected') THEN 121 + i % 5 END,
  CASE WHEN st IN ('resolved','rejected') THEN t + interval '9 days' END, t,
  CASE WHEN st IN ('resolved','rejected') THEN t + interval '9 days' ELSE t END
FROM generate_series(1, ${v.disputes}) i,
  LATERAL (SELECT pg_temp.account_at(i, 7, ${v.disputes}, ${D}, ${N}) AS a, pg_temp.at(i, ${v.disputes}, ${D}) AS t,
    (ARRAY['pending','pending','pending','under_review','under_review','resolved','resolved','resolved',
      'rejected','rejected'])[1 + i % 10] AS st) x;

INSERT INTO security_events (id, event_type, user_id, user_role, username, description, ip_address, user_agent,
  risk_level, success, details, created_at)
SELECT i, ev, CASE WHEN ev <> 'login_failure' OR i % 2 = 0 THEN uid END,
  CASE WHEN uid > 1000 THEN 'debtor' WHEN uid > 120 THEN 'staff' ELSE 'collector' END,
  CASE WHEN uid > 1000 THEN 'debtor' || ((uid - 1001) * ${debtorEvery} + 7)
    WHEN uid > 120 THEN 'staff' || (uid - 100) ELSE 'collector' || (uid - 100) END,
  CASE ev WHEN 'login_success' THEN 'Signed in' WHEN 'login_failure' THEN 'Wrong password'
    WHEN 'logout' THEN 'Signed out' WHEN 'session_expired' THEN 'Session expired'
    WHEN 'login_throttled' THEN 'Too many sign-in attempts' ELSE 'Access denied to an admin page' END,
  '10.' || (i % 200) || '.' || (i / 200 % 250) || '.' || (1 + i % 250),
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  CASE ev WHEN 'login_failure' THEN 'MEDIUM' WHEN 'login_throttled' THEN 'HIGH' WHEN 'access_denied' THEN 'HIGH'
    ELSE 'LOW' END,
  ev IN ('login_success','logout','session_expired'), NULL, pg_temp.at(i, ${v.securityEvents}, ${D})
FROM generate_series(1, ${v.securityEvents}) i,
  LATERAL (SELECT (ARRAY['login_success','login_success','login_success','login_success','logout','logout',
      'session_expired','login_failure','login_failure','login_success','login_success','access_denied',
      'login_success','logout','login_success','login_failure','login_success','session_expired','login_success',
      'login_throttled'])[1 + i % 20] AS ev,
    CASE WHEN i % 4 = 0 THEN 101 + i % 25
      ELSE 1001 + floor(pg_temp.frac(i, 8) * ${Math.ceil(N / debtorEvery)})::int END AS uid) x;

-- Debtors browsing the portal over the last 30 days; a few visit often (the hot leads).
INSERT INTO page_views (id, user_id, path, created_at)
SELECT i, 1001 + floor(power(pg_temp.frac(i, 9), 2) * ${Math.ceil(N / debtorEvery)})::int,
  (ARRAY['/portal','/portal/payments','/portal/pay','/portal/documents','/portal/plans'])[1 + i % 5],
  pg_temp.at(i, ${v.pageViews}, 30)
FROM generate_series(1, ${v.pageViews}) i;

-- Consents to texts at accounts' phones, written the ways people type them.
INSERT INTO sms_opt_ins (id, full_name, phone_number, consent, consent_text, user_id, ip_address, user_agent,
  created_at, confirmed_at, confirmed_by)
SELECT i, d.full_name,
  CASE i % 3 WHEN 0 THEN d.primary_phone
    WHEN 1 THEN '(' || substr(d.primary_phone, 1, 3) || ') ' || substr(d.primary_phone, 4, 3) || '-' || substr(d.primary_phone, 7)
    ELSE '+1' || d.primary_phone END,
  i % 20 <> 0, 'I agree to receive text messages about my account. Reply STOP to opt out.', d.user_id,
  '10.1.' || (i % 250) || '.' || (1 + i % 200), 'Mozilla/5.0', t,
  CASE WHEN i % 10 <> 0 THEN t + interval '2 minutes' END, CASE WHEN i % 10 <> 0 THEN 'code' END
FROM generate_series(1, ${v.smsOptIns}) i
  JOIN LATERAL (SELECT pg_temp.account_at(i, 10, ${v.smsOptIns}, ${D}, ${N}) AS a,
    pg_temp.at(i, ${v.smsOptIns}, ${D}) AS t) x ON true
  JOIN debt_accounts d ON d.id = x.a;

INSERT INTO promises (id, debt_account_id, amount, due_date, status, kept_at, broken_at, created_by_user_id, source,
  created_at)
SELECT i, pg_temp.account_at(i, 11, ${v.promises}, ${D}, ${N}), round((50 + pg_temp.frac(i, 12) * 450)::numeric, 2),
  (t AT TIME ZONE 'America/New_York')::date + 14, st,
  CASE WHEN st = 'kept' THEN t + interval '12 days' END, CASE WHEN st = 'broken' THEN t + interval '15 days' END,
  101 + i % 20, (ARRAY['disposition','api'])[1 + i % 2], t
FROM generate_series(1, ${v.promises}) i,
  LATERAL (SELECT pg_temp.at(i, ${v.promises}, ${D}) AS t) x,
  LATERAL (SELECT CASE WHEN t > now() - interval '14 days' THEN 'open'
    WHEN i % 3 = 0 THEN 'broken' ELSE 'kept' END AS st) s;`,
    ],
  ];
}

/**
 * Seeds a freshly migrated database (the server started on it once; the first admin may exist) with
 * the scale data set, then VACUUM ANALYZE and a CHECKPOINT. `query(sql, params?)` must run on one connection.
 * Returns { seconds, volumes, steps: [{ label, seconds }] }.
 */
export async function seedScale(query, { accounts = 1_000_000, log = console.log } = {}) {
  const volumes = scaleVolumes(accounts);
  const started = performance.now();
  const steps = [];
  const timed = async (label, fn) => {
    const t = performance.now();
    await fn();
    const seconds = (performance.now() - t) / 1000;
    steps.push({ label, seconds });
    log(`  ${label}: ${seconds.toFixed(1)} s`);
  };
  const { rows: existing } = await query('SELECT count(*)::int AS n FROM debt_accounts');
  if (existing[0].n > 0) throw new Error('seedScale needs a database without accounts');
  const passwordHash = await hash(SCALE_USER_PASSWORD);

  await query('BEGIN');
  try {
    await query(
      "SET LOCAL session_replication_role = replica; SET LOCAL maintenance_work_mem = '512MB'; SET LOCAL work_mem = '256MB'",
    );
    await query(HELPERS);
    // Secondary indexes of the big tables: dropped now, rebuilt once the rows are in.
    const { rows: indexes } = await query(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i WHERE i.indrelid = ANY($1::regclass[]) AND NOT i.indisprimary
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
      [BIG_TABLES],
    );
    for (const { name } of indexes) await query(`DROP INDEX ${name}`);
    for (const [label, sql, params] of loadSteps(volumes))
      await timed(label, async () => {
        // One statement at a time: statements with parameters cannot share a query.
        for (const statement of sql.split(/;\s*$/m).filter((s) => s.trim())) {
          await query(statement, /\$\d/.test(statement) && params ? params(passwordHash) : undefined);
        }
      });
    await timed(`${indexes.length} indexes rebuilt`, async () => {
      for (const { def } of indexes) await query(def);
    });
    await timed('money rollups', async () => {
      // What the payments and debt_accounts triggers keep (migration 0029): approved payments per
      // day, accounts and balances per client and status.
      await query(`INSERT INTO payment_day_totals (payment_date, amount, payments)
        SELECT payment_date, sum(amount), count(*) FROM payments WHERE status = 'approved' GROUP BY 1`);
      await query(`INSERT INTO account_totals (client_id, status, accounts, outstanding)
        SELECT client_id, status, count(*), sum(unpaid_balance) FROM debt_accounts GROUP BY 1, 2`);
    });
    await timed('contact rollups', async () => {
      // What the contact_attempts triggers keep (migrations 0028, 0032): contacts per debt per week,
      // then each week's rows and sums.
      await query(`INSERT INTO contact_attempt_weeks
          (week_start, debt_account_id, account_number, attempts, calls, texts, emails, blocked)
        SELECT s.week_start, s.debt_account_id, d.account_number, s.attempts, s.calls, s.texts, s.emails, s.blocked
        FROM (SELECT date_trunc('week', a.created_at AT TIME ZONE 'America/New_York')::date AS week_start,
            a.debt_account_id, count(*)::int AS attempts,
            count(*) FILTER (WHERE a.allowed AND a.channel = 'call')::int AS calls,
            count(*) FILTER (WHERE a.allowed AND a.channel = 'sms')::int AS texts,
            count(*) FILTER (WHERE a.allowed AND a.channel = 'email')::int AS emails,
            count(*) FILTER (WHERE NOT a.allowed)::int AS blocked
          FROM contact_attempts a GROUP BY 1, 2) s
        JOIN debt_accounts d ON d.id = s.debt_account_id`);
      await query(`INSERT INTO contact_attempt_week_totals (week_start, rows, calls, texts, emails, blocked)
        SELECT week_start, count(*)::int, sum(calls)::int, sum(texts)::int, sum(emails)::int, sum(blocked)::int
        FROM contact_attempt_weeks GROUP BY 1`);
    });
    await timed('sequences', async () => {
      for (const t of [...BIG_TABLES, 'clients', 'placements'])
        await query(
          `SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${t}), false)`,
        );
    });
    // The hot leads' visit windows (decision 0080): their triggers were off during the load.
    await timed('visit windows', async () => query('SELECT visit_windows_rebuild()'));
    await timed('ledger check', async () => {
      // The ledger sums to every balance, as the triggers would have kept it.
      const { rows } = await query(
        `SELECT count(*)::int AS wrong FROM debt_accounts d
         LEFT JOIN (SELECT debt_account_id, sum(amount) AS s FROM ledger_entries GROUP BY 1) l ON l.debt_account_id = d.id
         WHERE coalesce(l.s, 0) <> d.unpaid_balance`,
      );
      if (rows[0].wrong)
        throw new Error(`${rows[0].wrong} accounts whose ledger does not sum to their balance`);
    });
    await timed('rollup check', async () => {
      // The rollups the screens read hold the full sums, as the triggers would have kept them.
      const { rows } = await query(
        `SELECT (SELECT coalesce(sum(amount), 0) FROM payment_day_totals)
                  = (SELECT coalesce(sum(amount), 0) FROM payments WHERE status = 'approved')
            AND (SELECT coalesce(sum(outstanding), 0) FROM account_totals)
                  = (SELECT coalesce(sum(unpaid_balance), 0) FROM debt_accounts)
            AND (SELECT coalesce(sum(rows), 0) FROM contact_attempt_week_totals)
                  = (SELECT count(*) FROM contact_attempt_weeks)
            AND (SELECT coalesce(sum(attempts), 0) FROM contact_attempt_weeks)
                  = (SELECT count(*) FROM contact_attempts) AS ok`,
      );
      if (!rows[0].ok) throw new Error('a rollup does not hold the full sums');
    });
    await query('COMMIT');
  } catch (error) {
    await query('ROLLBACK').catch(() => {});
    throw error;
  }
  await timed('VACUUM ANALYZE', async () => query('VACUUM ANALYZE'));
  // Gigabytes written in two minutes, more than an agency writes in weeks: left in the operating
  // system's cache, the next checkpoints would write them out while the routes are measured. A
  // checkpoint puts them on disk now, as a database in service has its pages.
  await timed('CHECKPOINT', async () => query('CHECKPOINT'));
  return { seconds: (performance.now() - started) / 1000, volumes, steps };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) {
    console.error('usage: node bench/scale/seed.mjs <postgres url of a migrated database>');
    process.exit(2);
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const accounts = Number(process.env.SCALE_ACCOUNTS ?? 1_000_000);
    console.log(`Seeding ${accounts.toLocaleString('en-US')} accounts into ${url}`);
    const r = await seedScale((sql, params) => client.query(sql, params), { accounts });
    console.log(`Seeded in ${r.seconds.toFixed(1)} s`);
  } finally {
    await client.end();
  }
}
