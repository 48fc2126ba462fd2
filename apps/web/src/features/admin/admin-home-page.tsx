import { type AdminHome, isBackOffice } from '@arrears/domain';
import { AlertTriangle, CalendarCheck, HandCoins, Headphones, type LucideIcon, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { usePasswordStatusQuery } from '@/features/admin-auth';
import { useAuth } from '@/features/auth';
import { AccountsOverview } from '@/features/dashboard';
import { Alert } from '@/ui/alert';
import { cn } from '@/ui/cn';
import { QueryState } from '@/ui/query-state';
import { useAdminHomeQuery } from './api/admin-home';

interface Task {
  key: string;
  label: string;
  count: string;
  detail: string;
  to: string;
  icon: LucideIcon;
  /** Red when it needs looking at now (a failing job). */
  alarming?: boolean;
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The day's tasks of the figures the server gave this role; a figure it left out is not the role's work. */
function tasksOf(home: AdminHome, collector: boolean): Task[] {
  const tasks: Task[] = [
    {
      key: 'queue',
      label: 'Ready to call',
      count: `${home.queueReady.toLocaleString('en-US')}${home.queueMore ? '+' : ''}`,
      detail: `In My queue; ${plural(home.queueWaiting, 'account waits', 'accounts wait')} for calling hours.`,
      to: '/admin/contact-center',
      icon: Headphones,
    },
    {
      key: 'promises',
      label: 'Promises due',
      count: home.promisesDue.toLocaleString('en-US'),
      detail: collector
        ? 'Promises to pay on your accounts due today or earlier, still open.'
        : 'Promises to pay due today or earlier, still open.',
      // A collector works promises from the queue; admin and staff see them all under Arrangements.
      to: collector ? '/admin/contact-center' : '/admin/arrangements',
      icon: CalendarCheck,
    },
  ];
  if (home.lettersToPrint !== undefined)
    tasks.push({
      key: 'letters',
      label: 'Letters to print',
      count: home.lettersToPrint.toLocaleString('en-US'),
      detail: 'Queued for print: make a batch, print it and mark it mailed.',
      to: '/admin/letters',
      icon: Mail,
    });
  if (home.remittancesToApprove !== undefined)
    tasks.push({
      key: 'remittances',
      label: 'Remittances to approve',
      count: home.remittancesToApprove.toLocaleString('en-US'),
      detail: 'Drafts with transactions, waiting for an admin to approve.',
      to: '/admin/remittances',
      icon: HandCoins,
    });
  if (home.jobsFailing !== undefined)
    tasks.push({
      key: 'jobs',
      label: 'Jobs failing',
      count: home.jobsFailing.toLocaleString('en-US'),
      detail:
        home.jobsFailing === 0 ? 'Every background job’s last run went well.' : 'Their last run failed.',
      to: '/admin/jobs',
      icon: AlertTriangle,
      alarming: home.jobsFailing > 0,
    });
  return tasks;
}

function TaskTiles({ tasks }: { tasks: Task[] }) {
  return (
    <ul aria-label="Today" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tasks.map(({ key, label, count, detail, to, icon: Icon, alarming }) => (
        <li key={key}>
          <Link
            to={to}
            data-testid={`home-${key}`}
            className={cn(
              'flex h-full flex-col gap-1 rounded-lg border bg-white p-5 shadow-sm hover:bg-brand-50',
              'focus-visible:outline-2 focus-visible:outline-brand-600',
              alarming ? 'border-danger-600' : 'border-gray-200 hover:border-brand-300',
            )}
          >
            <span className="flex items-center gap-2 font-semibold text-gray-900">
              <Icon
                className={cn('size-5', alarming ? 'text-danger-700' : 'text-brand-600')}
                aria-hidden="true"
              />
              {label}
            </span>
            <span
              className={cn(
                'font-bold text-3xl tabular-nums',
                alarming ? 'text-danger-700' : 'text-gray-900',
              )}
            >
              {count}
            </span>
            <span className="text-gray-700 text-sm">{detail}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin: the back office's home for admin, staff and collectors (decision 0117): the numbers and
 * tasks of the day, each a count from GET /api/admin/home linking to the page that works it; for
 * admin and staff also the account counts and newest accounts. The areas are in the frame's sidebar.
 */
export function AdminHomePage() {
  const { user } = useAuth();
  const passwordStatus = usePasswordStatusQuery();
  const home = useAdminHomeQuery();
  if (!user) return null;
  return (
    <div className="flex-1 bg-gray-50">
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
        <div>
          <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">Admin Portal</h1>
          <p className="mt-1 text-gray-700">Welcome back, {user.firstName || user.username}.</p>
        </div>
        {passwordStatus.data?.needsUpdate && (
          <Alert tone="warning" className="flex flex-wrap items-center justify-between gap-3">
            <span>Your password must be changed.</span>
            <Link
              to="/admin/change-password"
              className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
            >
              Change it now
            </Link>
          </Alert>
        )}
        <section aria-labelledby="today-title" className="space-y-4">
          <h2 id="today-title" className="font-semibold text-gray-900 text-xl">
            Today
          </h2>
          <QueryState query={home} what="today’s numbers" errorText="Today’s numbers could not be loaded.">
            {(data) => <TaskTiles tasks={tasksOf(data, user.role === 'collector')} />}
          </QueryState>
        </section>
        {isBackOffice(user.role) && <AccountsOverview />}
      </div>
    </div>
  );
}
