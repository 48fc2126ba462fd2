import { phoneHref, SUPPORT_HOURS } from '@arrears/domain';
import {
  Banknote,
  Bot,
  Briefcase,
  LayoutDashboard,
  type LucideIcon,
  SearchCheck,
  ShieldCheck,
} from 'lucide-react';
import { Link } from 'react-router';
import { useBrand } from '@/lib/public-config';
import { ContactSection } from './contact-section';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, TEXT_LINK } from './link-styles';
import { useScrollToHash } from './use-scroll-to-hash';

const BENEFITS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Intelligent automation',
    text: 'A chat assistant and an automated phone line (IVR) let consumers check a balance, make a payment or ask a question at any hour, so accounts keep moving outside office hours.',
    icon: Bot,
  },
  {
    title: 'Full compliance',
    text: 'Our processes are built around the FDCPA, TCPA, GLBA, CFPB rules and PCI-DSS, with documented procedures and an audit trail for every account action.',
    icon: ShieldCheck,
  },
  {
    title: 'Daily remittances',
    text: 'Collected funds are remitted every business day, so recoveries reach your cash flow without waiting for a month-end statement.',
    icon: Banknote,
  },
  {
    title: 'Client portal',
    text: 'Follow your placements, payments and disputes in a secure client portal, with up-to-date reporting whenever you need it.',
    icon: LayoutDashboard,
  },
];

const SERVICES: {
  title: string;
  summary: string;
  icon: LucideIcon;
  items: { name: string; text: string }[];
}[] = [
  {
    title: 'Consulting',
    summary: 'Strengthen how you manage receivables, before accounts ever reach collection.',
    icon: Briefcase,
    items: [
      { name: 'Receivables assessment', text: 'A review of your aging, billing and follow-up practices.' },
      {
        name: 'Strategy development',
        text: 'Clear, compliant policies for each stage of a past-due account.',
      },
      {
        name: 'Staff training',
        text: 'Practical training for your team on respectful, lawful collection calls.',
      },
    ],
  },
  {
    title: 'Collections',
    summary: 'Third-party recovery that protects your reputation and your customer relationships.',
    icon: SearchCheck,
    items: [
      {
        name: 'Specialised strategies',
        text: 'Approaches tailored to the type, age and size of each portfolio.',
      },
      { name: 'Skip tracing', text: 'Locating consumers who have moved, using lawful, permissible sources.' },
      { name: 'Reporting', text: 'Regular results by placement, with remittance and activity detail.' },
    ],
  },
];

/** The public home page (/): #home, the benefits, #services and #contact. */
export function HomePage() {
  useScrollToHash();
  const brand = useBrand();
  return (
    <>
      <section id="home" aria-labelledby="home-heading" className="scroll-mt-20 bg-gray-50 py-12 sm:py-20">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{brand.companyName}</p>
          <h1
            id="home-heading"
            className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl"
          >
            Professional Debt Recovery Solutions
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-gray-700">
            We help businesses recover what they are owed, and we help consumers resolve their accounts with
            clear information, fair options and respect.
          </p>
          <div className="mt-10 grid gap-6 lg:grid-cols-5">
            <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm lg:col-span-3">
              <h2 className="text-xl font-semibold text-gray-900">
                Did you receive a letter or call from us?
              </h2>
              <p className="mt-2 text-gray-700">
                You can look up your account, pay securely online, or tell us if something does not look
                right. It only takes a few minutes, and there is no pressure.
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
                Prefer to talk to a person? Call{' '}
                <a href={phoneHref(brand.phone)} className={TEXT_LINK}>
                  {brand.phone}
                </a>
                , {SUPPORT_HOURS}.
              </p>
            </div>
            <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm lg:col-span-2">
              <h2 className="text-xl font-semibold text-gray-900">For businesses</h2>
              <p className="mt-2 text-gray-700">
                Looking for a collection partner that treats your customers the way you would? Let us talk
                about your receivables.
              </p>
              <Link to="/#contact" className={`${SECONDARY_BUTTON} mt-5 w-full sm:w-auto`}>
                Contact our team
              </Link>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="bg-white py-14 sm:py-20">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <h2 id="benefits-heading" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
            Why businesses choose {brand.companyName}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {BENEFITS.map(({ title, text, icon: Icon }) => (
              <li key={title} className="rounded-xl border border-gray-200 p-5">
                <Icon aria-hidden="true" className="size-6 text-brand-600" />
                <h3 className="mt-3 text-lg font-semibold text-gray-900">{title}</h3>
                <p className="mt-1 text-gray-700">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="services"
        aria-labelledby="services-heading"
        className="scroll-mt-20 bg-gray-50 py-14 sm:py-20"
      >
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <h2 id="services-heading" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
            Our Services
          </h2>
          <p className="mt-3 max-w-2xl text-gray-700">
            From improving your in-house process to recovering accounts that are seriously past due, we work
            as an extension of your team.
          </p>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {SERVICES.map(({ title, summary, icon: Icon, items }) => (
              <article key={title} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-7 text-brand-600" />
                <h3 className="mt-3 text-xl font-semibold text-gray-900">{title}</h3>
                <p className="mt-1 text-gray-700">{summary}</p>
                <ul className="mt-4 space-y-3">
                  {items.map((item) => (
                    <li key={item.name} className="border-l-2 border-brand-200 pl-3">
                      <span className="block font-medium text-gray-900">{item.name}</span>
                      <span className="text-gray-700">{item.text}</span>
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
          <p className="mt-8 text-gray-700">
            Want to know more about who we are?{' '}
            <Link to="/about" className={TEXT_LINK}>
              About {brand.companyName}
            </Link>
          </p>
        </div>
      </section>

      <ContactSection />

      <aside aria-label="Important notices" className="border-t border-gray-200 bg-gray-50 py-6">
        <div className="mx-auto max-w-5xl space-y-2 px-4 text-sm text-gray-600 sm:px-6">
          <p>This website is intended for adults aged 18 or older who reside in the United States.</p>
          <p>
            {brand.companyName} is a debt collector. When we communicate with you about an account, it is an
            attempt to collect a debt, and any information obtained will be used for that purpose.
          </p>
        </div>
      </aside>
    </>
  );
}
