import { phoneHref, SUPPORT_HOURS } from '@arrears/domain';
import { Link } from 'react-router';
import { useBrand } from '@/lib/public-config';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, TEXT_LINK } from './link-styles';

const CONSUMER_COMMITMENTS = [
  'We are courteous and honest in every call, letter, text and chat. We never use threats, harassment or misleading statements; the Fair Debt Collection Practices Act (FDCPA) forbids them, and so do our own standards.',
  'We tell you who the original creditor is, what is owed and how the amount was calculated, in plain language.',
  'You can dispute a debt or ask us to validate it. While we verify a disputed debt that you challenged in writing within the validation period, we pause collection of the disputed amount.',
  'We contact you only at reasonable times, and we respect your request to stop or to change how and when we reach you.',
  'We keep your situation private and do not discuss your debt with family, neighbors or employers, except as the law allows.',
  'If money is tight, we will work with you on a payment arrangement you can realistically keep.',
];

const CLIENT_OFFERINGS = [
  'Consulting: receivables assessment, strategy development and staff training.',
  'Collections: specialised strategies, skip tracing and clear reporting.',
  'Compliance built in: procedures designed around the FDCPA, TCPA, GLBA, CFPB rules and PCI-DSS.',
  'Daily remittances, so recovered funds reach your cash flow quickly.',
  'A secure client portal for transparent, up-to-date reporting on every placement.',
  'Self-service for your customers through a chat assistant and an automated phone line (IVR).',
];

/** /about: who the company is, how it treats consumers and what it offers clients. */
export function AboutPage() {
  const brand = useBrand();
  const company = brand.companyName;
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 leading-relaxed sm:px-6 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">About us</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">About {company}</h1>
      <p className="mt-4 text-lg text-gray-700">
        {company} is a third-party debt collection and consulting agency. We help businesses recover past-due
        accounts, and we help the people who owe them find a fair, workable way to resolve what they owe.
      </p>

      <section aria-labelledby="about-who" className="mt-10">
        <h2 id="about-who" className="text-2xl font-semibold text-gray-900">
          Who we are
        </h2>
        <p className="mt-3 text-gray-700">
          We are a team of collection professionals based in {brand.city}, {brand.state}, serving creditors
          across the United States. Our clients include businesses that extend credit or bill for services and
          want their customers treated with the same care they would show themselves.
        </p>
        <p className="mt-3 text-gray-700">
          We believe recovery and respect go together. A person who is treated fairly and given clear options
          is far more likely to resolve an account, and a client whose customers are treated well keeps its
          good name.
        </p>
      </section>

      <section aria-labelledby="about-consumers" className="mt-10">
        <h2 id="about-consumers" className="text-2xl font-semibold text-gray-900">
          How we treat consumers
        </h2>
        <p className="mt-3 text-gray-700">
          Hearing from a collection agency can be stressful. If you are one of the people we contact, this is
          what you can expect from us:
        </p>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-gray-700 marker:text-gray-400">
          {CONSUMER_COMMITMENTS.map((commitment) => (
            <li key={commitment}>{commitment}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-clients" className="mt-10">
        <h2 id="about-clients" className="text-2xl font-semibold text-gray-900">
          What we offer our clients
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-gray-700 marker:text-gray-400">
          {CLIENT_OFFERINGS.map((offering) => (
            <li key={offering}>{offering}</li>
          ))}
        </ul>
        <p className="mt-4 text-gray-700">
          To discuss a partnership,{' '}
          <Link to="/#contact" className={TEXT_LINK}>
            contact our team
          </Link>
          .
        </p>
      </section>

      <section
        aria-labelledby="about-next"
        className="mt-12 rounded-2xl border border-gray-200 bg-gray-50 p-6"
      >
        <h2 id="about-next" className="text-xl font-semibold text-gray-900">
          Have a question about your account?
        </h2>
        <p className="mt-2 text-gray-700">
          You can pay securely online or let us know if you believe something is wrong.
        </p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Link to="/quick-access" className={PRIMARY_BUTTON}>
            Pay Bill
          </Link>
          <Link to="/dispute-quick-access" className={SECONDARY_BUTTON}>
            Dispute Bill
          </Link>
        </div>
        <p className="mt-4 text-sm text-gray-600">
          Or call{' '}
          <a href={phoneHref(brand.phone)} className={TEXT_LINK}>
            {brand.phone}
          </a>
          , {SUPPORT_HOURS}.
        </p>
      </section>

      <p className="mt-8 text-sm text-gray-600">
        {company} is a debt collector. This is an attempt to collect a debt, and any information obtained will
        be used for that purpose. This website is intended for adults aged 18 or older who reside in the
        United States.
      </p>
    </article>
  );
}
