import type { ReactNode } from 'react';

/** The payment pages' frame: a heading, a line under it and the page's sections. */
export function PaymentPageFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-gray-700">{intro}</p>
      </div>
      {children}
    </div>
  );
}
