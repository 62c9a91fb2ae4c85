/** /account/roles: the signed-in user's roles, with the organization each applies to (or the whole center). */
import { getTranslations } from 'next-intl/server';
import type { ViewerRole } from '@/lib/shared/session/types';

export async function AccountRoles({ roles, appName }: { roles: ViewerRole[]; appName: string }) {
  const [t, tRoles] = await Promise.all([getTranslations('account.roles'), getTranslations('session.roles')]);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-muted-800 dark:text-muted-200">{t('intro', { appName })}</p>
      </header>
      {roles.length ? (
        <div className="overflow-x-auto rounded-xl border border-muted-200 bg-surface dark:border-muted-800">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('caption')}</caption>
            <thead className="bg-muted-50 dark:bg-muted-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('role')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('organization')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-muted-200 dark:divide-muted-800">
              {roles.map((role) => (
                <tr key={role.id}>
                  <th scope="row" className="px-4 py-3 font-medium">
                    {tRoles(role.name)}
                  </th>
                  <td className="px-4 py-3">{role.organizationId ? (role.organizationName ?? role.organizationId) : t('wholeCenter')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('empty')}</p>
      )}
    </div>
  );
}
