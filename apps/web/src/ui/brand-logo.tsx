import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useBrand } from '@/lib/public-config';
import { cn } from '@/ui/cn';

/** The company name as the site's logo, linking home. */
export function BrandLogo({ className }: { className?: string }) {
  const brand = useBrand();
  return (
    <Link
      to="/"
      className={cn('inline-flex min-h-11 items-center gap-2 rounded-md font-bold text-brand-800', className)}
      data-testid="brand-logo"
    >
      <ShieldCheck className="size-7 shrink-0 text-brand-600" aria-hidden="true" />
      <span className="text-lg leading-tight sm:text-xl">{brand.companyName}</span>
    </Link>
  );
}
