/** The heading and introduction of a settings page (/instellingen and its sections). */
export function SettingsHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="mb-6">
      <h1 className="font-heading text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 max-w-3xl text-muted-800 dark:text-muted-200">{intro}</p>
    </header>
  );
}
