// What one virtual user does, as autocannon request arrays. A connection is one person: it walks
// the array (one visit), its context holds that visit's cookie and data, and when the array ends
// the context is reset and the connection starts the next visit as the next person.
// Persons are leased from pools so that no two connections ever act for the same debtor or agent.

const DECLINED_CARD = '4000300011112220';
const APPROVED_CARD = '4000100011112224';

/**
 * A queue of persons: a visit takes the first free one and gives it back at its end. A visit whose
 * last answer never came (a time-out: already an error) cannot give its person back, so when none
 * is free the one leased longest ago is taken over, and the load goes on.
 */
export function pool(items) {
  const free = [...items];
  const leased = new Map();
  return {
    take() {
      const item = free.shift() ?? leased.keys().next().value;
      leased.delete(item);
      leased.set(item, true); // Map order: the oldest lease first
      return item;
    },
    give(item) {
      if (leased.delete(item)) free.push(item);
    },
  };
}

function cookiesOf(headers, previous = '') {
  const jar = new Map(previous ? previous.split('; ').map((p) => p.split(/=(.*)/s).slice(0, 2)) : []);
  const lines = headers['set-cookie'] ?? headers['Set-Cookie'] ?? [];
  for (const line of Array.isArray(lines) ? lines : [lines]) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...jar]
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

/**
 * One request of a visit. `build(context)` answers { path, body? } or null when the visit cannot
 * go on (an earlier answer was wrong: it is already counted); then the person is released and the
 * connection starts a new visit. `after(status, body, context, headers)` reads the answer.
 */
function step(route, build, after, onAbort, sent) {
  const method = route.slice(0, route.indexOf(' '));
  return {
    method,
    setupRequest(req, context) {
      const next = build(context);
      if (!next) {
        onAbort(context);
        return null;
      }
      context.route = route;
      context.setupAt = performance.now(); // which part of the run the request belongs to
      sent.set(route, (sent.get(route) ?? 0) + 1);
      const headers = {};
      if (context.cookie) headers.cookie = context.cookie;
      if (context.ip) headers['x-forwarded-for'] = context.ip;
      const out = { ...req, method, path: next.path, headers };
      if (next.body) {
        headers['content-type'] = 'application/json';
        out.body = JSON.stringify(next.body);
      } else out.body = Buffer.alloc(0);
      return out;
    },
    onResponse(status, body, context, headers) {
      context.ok = status >= 200 && status < 300;
      if (after) after(status, body, context, headers);
    },
  };
}

const parse = (body) => {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
};

/**
 * A debtor's visit (9 requests): quick access (SSN last 4 + birth date, then the address pick),
 * the portal's reads, one card payment, the history again, sign-out.
 */
export function debtorVisit({ debtors, tally, runTag, forwardedFor }) {
  const abort = (c) => {
    debtors.give(c.debtor);
    tally.abortedVisits += 1;
  };
  const s = (route, build, after) => step(route, build, after, abort, tally.sent);
  const signedIn = (c) => c.cookie && c.debtor;
  return [
    s(
      'POST /api/quick-access-verify',
      (c) => {
        c.debtor = debtors.take();
        // Counted across all instances: the visit number makes the invoice and the address.
        tally.debtorVisitsStarted += 1;
        c.visit = tally.debtorVisitsStarted;
        // Each person arrives from their own address (through the load balancer: X-Forwarded-For).
        const v = c.visit;
        if (forwardedFor) c.ip = `10.${(v >> 16) & 255}.${(v >> 8) & 255}.${v & 255}`;
        return {
          path: '/api/quick-access-verify',
          body: { ssnLast4: c.debtor.ssnLast4, dateOfBirth: c.debtor.birthDate },
        };
      },
      (status, body, c) => {
        if (status === 200) c.verify = parse(body);
      },
    ),
    s(
      'POST /api/quick-access',
      (c) => {
        const pick = c.verify?.addressOptions?.find((o) => o.startsWith(`${c.debtor.street},`));
        if (!pick) {
          if (c.verify) tally.notes.add('the true address was not among the options');
          return null;
        }
        return {
          path: '/api/quick-access',
          body: { verificationToken: c.verify.verificationToken, selectedAddress: pick },
        };
      },
      (status, _body, c, headers) => {
        if (status === 200) c.cookie = cookiesOf(headers);
      },
    ),
    s('GET /api/user', (c) => signedIn(c) && { path: '/api/user' }),
    s(
      'GET /api/customer/accounts',
      (c) => signedIn(c) && { path: '/api/customer/accounts' },
      (status, body, c) => {
        if (status !== 200) return;
        const mine = (parse(body) ?? []).find((a) => a.account_number === c.debtor.row[0]);
        c.accountId = mine?.id;
        if (!mine) tally.notes.add("a debtor's seeded account was not in /api/customer/accounts");
      },
    ),
    s('GET /api/customer/payment-totals', (c) => signedIn(c) && { path: '/api/customer/payment-totals' }),
    s('GET /api/customer/payments', (c) => signedIn(c) && { path: '/api/customer/payments' }),
    s(
      'POST /api/usaepay/process-payment',
      (c) => {
        if (!signedIn(c) || !c.accountId) return null;
        // One visit in four pays with the card the sandbox declines.
        c.declined = c.visit % 4 === 0;
        c.cents = 500 + ((c.visit * 137) % 4500);
        c.invoice = `LOAD-${runTag}-${c.visit}`;
        tally.invoicesSent.add(c.invoice);
        return {
          path: '/api/usaepay/process-payment',
          body: {
            cardNumber: c.declined ? DECLINED_CARD : APPROVED_CARD,
            expMonth: '12',
            expYear: String(new Date().getFullYear() + 2),
            cvv: '123',
            amount: `${Math.trunc(c.cents / 100)}.${String(c.cents % 100).padStart(2, '0')}`,
            billingInfo: {
              firstName: c.debtor.first,
              lastName: c.debtor.last,
              address: c.debtor.street,
              city: c.debtor.row[12],
              state: c.debtor.row[13],
              zip: c.debtor.row[14],
            },
            invoice: c.invoice,
            description: 'Load test payment',
            debtAccountId: c.accountId,
          },
        };
      },
      (status, body, c) => {
        if (status !== 200) return;
        const r = parse(body);
        if (r) tally.answers.set(c.invoice, { status: r.status, cents: Math.round(r.amount * 100) });
        if (r?.success === true && r.status === 'approved' && !c.declined) {
          tally.approved += 1;
          tally.approvedCents += Math.round(r.amount * 100);
        } else if (r?.success === false && r.status === 'declined' && c.declined) tally.declined += 1;
        else {
          tally.wrongOutcomes += 1;
          tally.notes.add(
            `a payment answered ${r?.status} (${r?.success}) for the ${c.declined ? 'declined' : 'approved'} card`,
          );
        }
      },
    ),
    s('GET /api/customer/payments', (c) => signedIn(c) && { path: '/api/customer/payments' }),
    s(
      'POST /api/logout',
      (c) => signedIn(c) && { path: '/api/logout' },
      (_status, _body, c) => {
        debtors.give(c.debtor);
        tally.debtorVisits += 1;
      },
    ),
  ];
}

/**
 * An agent's visit (8 requests): the accounts table searched by a debtor's surname, the account
 * search by name, then the debtor workspace as the page loads it (the debtor, contact history,
 * portal visits, contact change requests, compliance preferences) and its Payment tab.
 */
export function agentVisit({ agents, debtorList, tally }) {
  const abort = (c) => {
    agents.give(c.agent);
    tally.abortedVisits += 1;
  };
  const s = (route, build, after) => step(route, build, after, abort, tally.sent);
  const workspace = (suffix) =>
    s(`GET /api/debtors/:id${suffix}`, (c) => c.debtorId && { path: `/api/debtors/${c.debtorId}${suffix}` });
  return [
    s('GET /api/admin/accounts?search=', (c) => {
      c.agent = agents.take();
      c.cookie = c.agent.cookie;
      c.ip = c.agent.ip;
      tally.agentVisitsStarted += 1;
      c.target = debtorList[(tally.agentVisitsStarted * 7919) % debtorList.length];
      const q = new URLSearchParams({ page: '1', pageSize: '100', view: 'compact', search: c.target.last });
      return { path: `/api/admin/accounts?${q}` };
    }),
    s(
      'GET /api/admin/debt-accounts/search',
      (c) => ({
        path: `/api/admin/debt-accounts/search?searchTerm=${encodeURIComponent(`${c.target.first} ${c.target.last}`)}`,
      }),
      (status, body, c) => {
        if (status !== 200) return;
        const hits = parse(body) ?? [];
        c.debtorId = (hits.find((h) => h.accountNumber === c.target.row[0]) ?? hits[0])?.id;
        if (!c.debtorId) tally.notes.add('an account search by name found nothing');
      },
    ),
    workspace(''),
    workspace('/contacts'),
    workspace('/visits'),
    workspace('/contact-change-requests'),
    workspace('/compliance/preferences'),
    s(
      'GET /api/debtors/:id/payments',
      (c) => c.debtorId && { path: `/api/debtors/${c.debtorId}/payments` },
      (_status, _body, c) => {
        agents.give(c.agent);
        tally.agentVisits += 1;
      },
    ),
  ];
}
