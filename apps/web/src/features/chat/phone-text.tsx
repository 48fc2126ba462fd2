import { phoneHref } from '@arrears/domain';
import { Fragment } from 'react';

/** A chat text with the brand phone as a telephone link wherever it appears. */
export function PhoneText({ text, phone }: { text: string; phone: string }) {
  const parts = phone ? text.split(phone) : [text];
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered.
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <a href={phoneHref(phone)} className="font-semibold underline">
              {phone}
            </a>
          )}
        </Fragment>
      ))}
    </>
  );
}
