import type { LoginPayload, RegisterResponse, RegisterWithProofForm, User } from '@arrears/domain';
import { type UseMutationResult, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useBrand } from '@/lib/public-config';
import { useMessageText } from '@/lib/use-message-text';
import { toast } from '@/ui/use-toast';
import { CURRENT_USER_QUERY_KEY, useCurrentUserQuery } from './api/current-user';
import { isMfaChallenge, type LoginAnswer, useLoginMutation } from './api/login';
import { type LogoutReason, useLogoutMutation } from './api/logout';
import { useRegisterMutation } from './api/register';

/** Toast texts and durations (docs/product/sign-in.md). */
export const AUTH_TOASTS = {
  loginFailedFallback: 'Invalid username or password',
  registrationFailedFallback: 'Could not create your account',
  sessionExpired: 'You have been logged out due to inactivity.',
} as const;

export interface AuthContextValue {
  /** The signed-in user; null when signed out or while loading. */
  user: User | null;
  /** True until the first GET /api/user has answered. */
  isLoading: boolean;
  error: Error | null;
  loginMutation: UseMutationResult<LoginAnswer, Error, LoginPayload>;
  registerMutation: UseMutationResult<RegisterResponse, Error, RegisterWithProofForm>;
  logoutMutation: UseMutationResult<void, Error, LogoutReason>;
  /** Signs out (POST /api/logout), clears the user and goes to /. */
  logout: (reason?: LogoutReason) => void;
  /**
   * True from the end of a session until the navigation to / has happened: guards then render
   * nothing instead of sending the user to the sign-in page.
   */
  endingSession: boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The auth state (docs/product/sign-in.md) on react-query; must sit inside the router. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const brand = useBrand();
  const userQuery = useCurrentUserQuery();
  const { pathname } = useLocation();
  const [endingSession, setEndingSession] = useState(false);
  const { t } = useTranslation('auth');
  // The server's and the domain's English messages, shown in the page's language.
  const messageText = useMessageText('auth');
  const failure = (error: Error, fallback: string) => messageText(errorMessage(error, fallback)) ?? fallback;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation that follows logout ends the in-between state.
  useEffect(() => setEndingSession(false), [pathname]);

  const endSession = useCallback(
    (reason: LogoutReason) => {
      setEndingSession(true);
      void navigate('/');
      queryClient.setQueryData<User | null>(CURRENT_USER_QUERY_KEY, null);
      // Nothing the previous user loaded stays in memory.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_QUERY_KEY[0] });
      if (reason === 'idle') {
        toast({
          title: t('toasts.sessionExpiredTitle'),
          description: t('toasts.sessionExpired'),
          variant: 'destructive',
        });
      } else {
        toast({
          title: t('toasts.loggedOutTitle'),
          description: t('toasts.loggedOut'),
          variant: 'success',
          duration: 3000,
        });
      }
    },
    [navigate, queryClient, t],
  );

  const loginMutation = useLoginMutation({
    onSuccess: (answer) => {
      if (isMfaChallenge(answer)) return; // the page shows the second-factor step
      toast({
        title: t('toasts.loginSuccessTitle'),
        description: t('toasts.welcomeBack', { name: answer.firstName || answer.username }),
        variant: 'success',
        duration: 3000,
      });
    },
    onError: (error) => {
      toast({
        title: t('toasts.loginFailedTitle'),
        description: failure(error, AUTH_TOASTS.loginFailedFallback),
        variant: 'destructive',
        duration: 5000,
      });
    },
  });

  const registerMutation = useRegisterMutation({
    onSuccess: ({ user }) => {
      toast({
        title: t('toasts.accountCreatedTitle'),
        description: t('toasts.welcomeTo', {
          company: brand.companyName,
          name: user.firstName || user.username,
        }),
        variant: 'success',
        duration: 4000,
      });
    },
    onError: (error) => {
      toast({
        title: t('toasts.registrationFailedTitle'),
        description: failure(error, AUTH_TOASTS.registrationFailedFallback),
        variant: 'destructive',
        duration: 5000,
      });
    },
  });

  const logoutMutation = useLogoutMutation({
    onSuccess: endSession,
    onError: (error, reason) => {
      // An idle session ends on this side whatever the server says (it expires there too).
      if (reason === 'idle') {
        endSession(reason);
        return;
      }
      toast({
        title: t('toasts.logoutFailedTitle'),
        description: failure(error, 'Please try again.'),
        variant: 'destructive',
        duration: 4000,
      });
    },
  });

  const { mutate: mutateLogout } = logoutMutation;
  const logout = useCallback((reason: LogoutReason = 'user') => mutateLogout(reason), [mutateLogout]);

  // Mutation results are new objects on every render, so the value is too; consumers are few.
  const value: AuthContextValue = {
    user: userQuery.data ?? null,
    isLoading: userQuery.isLoading,
    error: userQuery.error,
    loginMutation,
    registerMutation,
    logoutMutation,
    logout,
    endingSession,
  };

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The signed-in user and the sign-in, registration and logout calls. */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}

/**
 * The signed-in user, or null, also where no session provider is mounted (the chat widget rendered on
 * its own): for words that only adapt to the user, never for access.
 */
export function useOptionalAuth(): AuthContextValue | null {
  return useContext(AuthContext);
}
