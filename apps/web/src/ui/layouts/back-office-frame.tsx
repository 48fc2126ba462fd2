import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronRight, Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { type ComponentType, type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '@/ui/brand-logo';
import { cn } from '@/ui/cn';

export interface FrameNavItem {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** Active on this path only, not on the paths below it. */
  end?: boolean;
  /** Other path prefixes that belong to this area (e.g. a debtor's workspace to the Contact Center). */
  alsoActiveOn?: readonly string[];
}

export interface FrameNavGroup {
  /** Shown above the group's links; none for the top group. */
  label?: string;
  items: readonly FrameNavItem[];
}

/** One step of the breadcrumb; the last is the current page, and one without `to` is no link. */
export interface Crumb {
  label: string;
  to?: string;
}

export interface BackOfficeFrameProps {
  nav: readonly FrameNavGroup[];
  /** Where the page sits: Home › Section › Page (decision 0118); none on the home itself. */
  breadcrumb?: readonly Crumb[];
  /** The search control at the top of every page. */
  search?: ReactNode;
  /** Extra controls at the right of the top bar. */
  header?: ReactNode;
  /** The signed-in user and Log Out, told whether the sidebar is folded to icons. */
  user?: (collapsed: boolean) => ReactNode;
  children: ReactNode;
}

/** Remembered per browser: the sidebar folded to icons on wide screens. */
export const SIDEBAR_COLLAPSED_KEY = 'arrears.backOffice.sidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isNavItemActive(item: FrameNavItem, pathname: string): boolean {
  if (item.end ? pathname === item.to : under(pathname, item.to)) return true;
  return (item.alsoActiveOn ?? []).some((prefix) => under(pathname, prefix));
}

function NavGroups({ nav, collapsed }: { nav: readonly FrameNavGroup[]; collapsed: boolean }) {
  const { pathname } = useLocation();
  const idBase = useId();
  return (
    <nav aria-label="Back office" className="flex-1 overflow-y-auto px-2 py-3">
      {nav.map((group, index) => {
        const labelId = `${idBase}-group-${index}`;
        return (
          <div key={group.label ?? index} className={cn(index > 0 && 'mt-4')}>
            {group.label && (
              <p
                id={labelId}
                className={cn(
                  'px-3 pb-1 font-semibold text-gray-600 text-xs uppercase tracking-wide',
                  collapsed && 'sr-only',
                )}
              >
                {group.label}
              </p>
            )}
            <ul aria-labelledby={group.label ? labelId : undefined} className="space-y-0.5">
              {group.items.map((item) => {
                const active = isNavItemActive(item, pathname);
                const Icon = item.icon;
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      aria-current={active ? 'page' : undefined}
                      title={collapsed ? item.label : undefined}
                      className={cn(
                        'flex min-h-10 items-center gap-3 rounded-md px-3 font-medium text-sm',
                        'focus-visible:outline-2 focus-visible:outline-brand-600',
                        collapsed && 'justify-center px-0',
                        active ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100',
                      )}
                    >
                      <Icon className="size-4 shrink-0" aria-hidden="true" />
                      <span className={cn(collapsed && 'sr-only')}>{item.label}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

/** The breadcrumb bar under the top bar: each step a link but the current page (aria-current). */
function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav
      aria-label="Breadcrumb"
      className="border-gray-200 border-b bg-white px-3 sm:px-4"
      data-testid="breadcrumb"
    >
      <ol className="flex flex-wrap items-center gap-x-1 text-sm">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          // The trail of the page's path: its steps never move, so their place is their key.
          const key = crumbs
            .slice(0, index + 1)
            .map((c) => c.label)
            .join('›');
          return (
            <li key={key} className="flex min-h-10 items-center gap-1">
              {crumb.to && !last ? (
                <Link
                  to={crumb.to}
                  className="rounded-md px-1 font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {crumb.label}
                </Link>
              ) : (
                <span
                  className={cn('px-1', last ? 'font-semibold text-gray-900' : 'text-gray-700')}
                  aria-current={last ? 'page' : undefined}
                >
                  {crumb.label}
                </span>
              )}
              {!last && <ChevronRight className="size-4 text-gray-500" aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The back office's frame: a sidebar with the areas, the user and Log Out (folded to icons on
 * request from 1024 px, a drawer below), and a top bar with the search, around the page.
 */
export function BackOfficeFrame({
  nav,
  breadcrumb = [],
  search,
  header,
  user,
  children,
}: BackOfficeFrameProps) {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  // A link followed from the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation
  useEffect(() => setDrawerOpen(false), [pathname]);

  const toggleCollapsed = () => {
    setCollapsed((was) => {
      try {
        window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(!was));
      } catch {
        // Private mode: the choice lasts until reload.
      }
      return !was;
    });
  };

  return (
    <div className="flex min-h-dvh flex-1 bg-gray-50" data-testid="back-office-frame">
      <aside
        aria-label="Sidebar"
        data-testid="back-office-sidebar"
        data-collapsed={collapsed}
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col border-gray-200 border-r bg-white lg:flex',
          collapsed ? 'w-16' : 'w-64',
        )}
      >
        <div
          className={cn(
            'flex items-center gap-2 px-3 py-2',
            collapsed ? 'justify-center' : 'justify-between',
          )}
        >
          {!collapsed && <BrandLogo className="min-w-0 [&_span]:truncate [&_span]:text-base" />}
          <button
            type="button"
            onClick={toggleCollapsed}
            aria-expanded={!collapsed}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {collapsed ? (
              <PanelLeftOpen className="size-5" aria-hidden="true" />
            ) : (
              <PanelLeftClose className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
        <NavGroups nav={nav} collapsed={collapsed} />
        {user && <div className="border-gray-200 border-t p-3">{user(collapsed)}</div>}
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex min-h-14 items-center gap-2 border-gray-200 border-b bg-white px-3 sm:px-4">
          <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <DialogPrimitive.Trigger
              className="inline-flex min-h-10 items-center gap-2 rounded-md px-2 font-medium text-gray-800 text-sm hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
              data-testid="back-office-menu-button"
            >
              <Menu className="size-5" aria-hidden="true" />
              Menu
            </DialogPrimitive.Trigger>
            <DialogPrimitive.Portal>
              <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-gray-900/50 lg:hidden" />
              <DialogPrimitive.Content
                aria-describedby={undefined}
                data-testid="back-office-drawer"
                className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none lg:hidden"
              >
                <div className="flex items-center justify-between gap-2 px-3 py-2">
                  <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
                  <BrandLogo className="min-w-0 [&_span]:truncate [&_span]:text-base" />
                  <DialogPrimitive.Close
                    aria-label="Close menu"
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100"
                  >
                    <X className="size-5" aria-hidden="true" />
                  </DialogPrimitive.Close>
                </div>
                <NavGroups nav={nav} collapsed={false} />
                {user && <div className="border-gray-200 border-t p-3">{user(false)}</div>}
              </DialogPrimitive.Content>
            </DialogPrimitive.Portal>
          </DialogPrimitive.Root>
          <div className="min-w-0 lg:hidden">
            <BrandLogo className="[&_span]:sr-only sm:[&_span]:not-sr-only [&_span]:text-base" />
          </div>
          <div className="ml-auto flex min-w-0 items-center gap-2">
            {search}
            {header}
          </div>
        </header>
        {breadcrumb.length > 0 && <Breadcrumb crumbs={breadcrumb} />}
        {children}
      </div>
    </div>
  );
}
