import { PAYMENT_PLAN_PATH, phoneHref } from '@arrears/domain';
import { Fragment, type ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';

const LINK = 'font-semibold underline';

/** A chat text with the brand phone as a telephone link, and the Payment plan page as a link, wherever they appear. */
export function PhoneText({ text, phone }: { text: string; phone: string }) {
  const inRouter = useInRouterContext();
  // The path is one word: it never breaks at its hyphen.
  const page = inRouter ? (
    <Link to={PAYMENT_PLAN_PATH} className={`${LINK} whitespace-nowrap`}>
      {PAYMENT_PLAN_PATH}
    </Link>
  ) : (
    <a href={PAYMENT_PLAN_PATH} className={`${LINK} whitespace-nowrap`}>
      {PAYMENT_PLAN_PATH}
    </a>
  );
  const phoneLink = (
    <a href={phoneHref(phone)} className={LINK}>
      {phone}
    </a>
  );
  return (
    <>
      {joinWith(text.split(PAYMENT_PLAN_PATH), page, (part) =>
        phone ? joinWith(part.split(phone), phoneLink) : part,
      )}
    </>
  );
}

/** The parts with `between` in each gap; `inner` renders a part. */
function joinWith(
  parts: string[],
  between: ReactNode,
  inner: (part: string) => ReactNode = (p) => p,
): ReactNode[] {
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered.
    <Fragment key={i}>
      {inner(part)}
      {i < parts.length - 1 && between}
    </Fragment>
  ));
}
