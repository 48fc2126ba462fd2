import { SECURITY_WINDOWS, type SecurityDashboard } from '@arrears/domain';

/** The IPs with the most failed sign-ins in the last 24 hours (at most 10). */
export function FailedLoginsList({ failedLogins }: { failedLogins: SecurityDashboard['failedLogins'] }) {
  return (
    <section aria-labelledby="failed-login-ips" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="failed-login-ips" className="font-semibold text-gray-900 text-base">
        Failed logins by IP
      </h2>
      <p className="text-gray-600 text-xs">{`Last ${SECURITY_WINDOWS.summaryHours} hours, top ${SECURITY_WINDOWS.failedLoginIps}`}</p>
      {failedLogins.length === 0 ? (
        <p className="mt-3 text-gray-600 text-sm">No failed logins.</p>
      ) : (
        <ol className="mt-3 grid gap-x-6 text-sm sm:grid-cols-2 lg:grid-cols-5">
          {failedLogins.map((f) => (
            <li
              key={f.ipAddress}
              className="flex items-center justify-between gap-3 border-gray-100 border-b py-1.5"
            >
              <span className="break-all font-mono text-gray-800 text-xs">{f.ipAddress}</span>
              <span className="font-semibold text-gray-900 tabular-nums">
                {f.count}
                <span className="sr-only">{f.count === 1 ? ' failure' : ' failures'}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
