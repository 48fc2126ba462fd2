import { phoneHref } from '@arrears/domain';
import {
  CreditCard,
  FileWarning,
  LogIn,
  LogOut,
  Menu,
  MessageCircle,
  Phone,
  UserRound,
  X,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuth } from '@/features/auth/auth-context';
import { LanguageSwitch } from '@/features/language';
import { openChat } from '@/lib/chat-events';
import { useBrand } from '@/lib/public-config';
import { BrandLogo } from '@/ui/brand-logo';

const itemClasses =
  'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-left font-medium text-gray-800 ' +
  'hover:bg-brand-50 hover:text-brand-800';

/** Logo and a hamburger menu whose items depend on whether someone is signed in (docs/product/public-site.md). */
export function SiteHeader() {
  const brand = useBrand();
  const { t } = useTranslation('common');
  const { user, logout, logoutMutation } = useAuth();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // The menu closes on navigation, on Escape and on a click elsewhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new location.
  useEffect(() => setOpen(false), [location.pathname, location.hash]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const close = () => setOpen(false);
  const showMyAccount = user && user.role !== 'admin' && user.role !== 'staff';

  let items: ReactNode;
  if (user) {
    items = (
      <>
        {showMyAccount && (
          <li>
            <Link
              to={user.role === 'debtor' ? '/debtor' : '/account'}
              className={itemClasses}
              onClick={close}
            >
              <UserRound className="size-5 text-brand-600" aria-hidden="true" />
              {t('header.myAccount')}
            </Link>
          </li>
        )}
        <li>
          <button
            type="button"
            className={itemClasses}
            onClick={() => logout()}
            disabled={logoutMutation.isPending}
          >
            <LogOut className="size-5 text-brand-600" aria-hidden="true" />
            {logoutMutation.isPending ? t('header.loggingOut') : t('header.logout')}
          </button>
        </li>
      </>
    );
  } else {
    items = (
      <>
        <li>
          <Link to="/quick-access" className={itemClasses} onClick={close}>
            <CreditCard className="size-5 text-brand-600" aria-hidden="true" />
            {t('header.payBill')}
          </Link>
        </li>
        <li>
          <Link to="/dispute-quick-access" className={itemClasses} onClick={close}>
            <FileWarning className="size-5 text-brand-600" aria-hidden="true" />
            {t('header.disputeBill')}
          </Link>
        </li>
        <li>
          <a href={phoneHref(brand.phone)} className={itemClasses} onClick={close}>
            <Phone className="size-5 text-brand-600" aria-hidden="true" />
            {brand.phone}
          </a>
        </li>
        <li>
          <button
            type="button"
            className={itemClasses}
            onClick={() => {
              close();
              openChat();
            }}
          >
            <MessageCircle className="size-5 text-brand-600" aria-hidden="true" />
            {t('header.chatNow')}
          </button>
        </li>
        {/* Someone with a login finds the sign-in page from any page. */}
        <li className="mt-1 border-gray-200 border-t pt-1">
          <Link to="/login" className={itemClasses} onClick={close}>
            <LogIn className="size-5 text-brand-600" aria-hidden="true" />
            {t('header.signIn')}
          </Link>
        </li>
      </>
    );
  }

  return (
    <header
      className="sticky top-0 z-40 border-gray-200 border-b bg-white/95 backdrop-blur"
      data-testid="site-header"
    >
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-2 sm:px-6">
        <BrandLogo />
        <div className="flex items-center gap-1 sm:gap-3">
          {/* Below 360 px the switch would push the page sideways; the footer keeps one there. */}
          <div className="max-[359px]:hidden">
            <LanguageSwitch />
          </div>
          <div ref={containerRef} className="relative">
            <button
              ref={buttonRef}
              type="button"
              aria-label={t('header.menu')}
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((v) => !v)}
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-gray-300 px-3 font-medium text-gray-800 hover:bg-gray-50"
              data-testid="menu-button"
            >
              {open ? (
                <X className="size-5" aria-hidden="true" />
              ) : (
                <Menu className="size-5" aria-hidden="true" />
              )}
              <span className="hidden sm:inline" aria-hidden="true">
                {t('header.menu')}
              </span>
            </button>
            <nav
              id={menuId}
              aria-label={t('header.mainNav')}
              hidden={!open}
              className="absolute top-full right-0 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-gray-200 bg-white p-2 shadow-lg"
              data-testid="site-menu"
            >
              <ul className="space-y-1">{items}</ul>
            </nav>
          </div>
        </div>
      </div>
    </header>
  );
}
