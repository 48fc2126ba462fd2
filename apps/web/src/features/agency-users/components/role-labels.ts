import type { AgencyUser } from '@arrears/domain';

export const ROLE_LABELS: Record<AgencyUser['role'], string> = {
  admin: 'Admin',
  staff: 'Staff',
  collector: 'Collector',
  debtor: 'Debtor',
  client: 'Client',
};
