/**
 * The center's logo: the dark-mode logo (profile.websiteLogoDarkUrl) replaces the normal one under `.dark`;
 * without any logo the center's name is shown as text. Plain <img>: logos are remote URLs of any size.
 */
import type { CenterProfile } from '@/lib/shared/center/types';

export function CenterLogo({
  profile,
  className = 'h-10 w-auto',
}: {
  profile: Pick<CenterProfile, 'name' | 'websiteLogoUrl' | 'websiteLogoDarkUrl'>;
  className?: string;
}) {
  const { name, websiteLogoUrl: light, websiteLogoDarkUrl: dark } = profile;
  if (!light && !dark) {
    // truncate: on a phone the header's logo may shrink (docs/frontend.md "Shell").
    return <span className="truncate font-heading text-lg font-bold text-primary-800 dark:text-primary-100">{name}</span>;
  }
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- remote logo of unknown size */}
      <img src={light ?? dark ?? ''} alt={name} className={`${className} ${dark ? 'dark:hidden' : ''}`} />
      {dark ? (
        /* eslint-disable-next-line @next/next/no-img-element -- remote logo of unknown size */
        <img src={dark} alt={name} className={`${className} hidden dark:block`} />
      ) : null}
    </>
  );
}
