/** The workspace's query keys and paths: one debtor's data lives under ['/api/debtors', id]. */
export const debtorKey = (id: number) => ['/api/debtors', id] as const;
export const debtorPartKey = (id: number, part: 'contacts' | 'payments' | 'visits' | 'sms') =>
  [...debtorKey(id), part] as const;
export const debtorPath = (id: number, suffix = '') => `/api/debtors/${id}${suffix ? `/${suffix}` : ''}`;
