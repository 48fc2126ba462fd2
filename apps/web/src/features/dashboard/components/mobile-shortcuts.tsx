import { FileText, FolderOpen, type LucideIcon, Scale, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';

const SHORTCUTS: ReadonlyArray<{ to: string; label: string; icon: LucideIcon }> = [
  { to: '/admin/accounts', label: 'Accounts', icon: FileText },
  { to: '/admin/disputes', label: 'Disputes', icon: Scale },
  { to: '/admin/documents', label: 'Documents', icon: FolderOpen },
  { to: '/admin/security', label: 'Security', icon: ShieldCheck },
];

/** Shortcut buttons shown on small screens only (docs/product/dashboard.md). */
export function MobileShortcuts() {
  return (
    <nav aria-label="Shortcuts" className="md:hidden">
      <ul className="grid grid-cols-2 gap-3">
        {SHORTCUTS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={buttonClasses({ variant: 'outline', fullWidth: true })}>
              <Icon className="size-4 text-brand-600" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
