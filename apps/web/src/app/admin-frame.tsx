import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AdminAccountBar, useAuth } from '@/features/auth';
import { BrowserPhoneProvider, ScreenPop } from '@/features/contact-center';
import { GlobalSearch } from '@/features/global-search';
import { BackOfficeFrame } from '@/ui/layouts/back-office-frame';
import { adminNavFor, breadcrumbFor } from './admin-nav';
import { EnglishUiWords } from './ui-words';

/**
 * The back office's one frame (decision 0042) around every signed-in /admin page: the role's areas, the
 * breadcrumb (decision 0118), the search, the user and Log Out, and the agent's browser phone with the
 * screen pop of calls the IVR hands over. A user who must first set a password or two-factor (decision 0030)
 * gets the user and Log Out only: the server refuses everything else meanwhile.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const pendingStep = !!user?.requiredStep;
  const { pathname } = useLocation();
  const nav = user && !pendingStep ? adminNavFor(user.role) : [];
  // Home › Section › Page on every back-office page but the home (decision 0118).
  const breadcrumb = user && !pendingStep ? breadcrumbFor(pathname, user.role) : [];
  // The search answers the agency's roles (a collector: their assigned accounts), never a debtor.
  const searches = !!user && user.role !== 'debtor' && !pendingStep;
  return (
    <BackOfficeFrame
      nav={nav}
      breadcrumb={breadcrumb}
      search={searches ? <GlobalSearch /> : undefined}
      user={(collapsed) => <AdminAccountBar compact={collapsed} />}
    >
      <EnglishUiWords>
        {/* The agent's browser phone and the IVR's screen pop stay up from page to page. */}
        <BrowserPhoneProvider>
          <ScreenPop />
          {children}
        </BrowserPhoneProvider>
      </EnglishUiWords>
    </BackOfficeFrame>
  );
}
