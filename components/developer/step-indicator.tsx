/** The steps of a multi-step form as an ordered list; the current one is marked for assistive technology. */
import clsx from 'clsx';

export function StepIndicator({ steps, current, label }: { steps: readonly string[]; current: number; label: string }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap gap-2 text-sm">
        {steps.map((step, index) => (
          <li
            key={step}
            aria-current={index === current ? 'step' : undefined}
            className={clsx(
              'flex items-center gap-2 rounded-full border px-3 py-1',
              index === current
                ? 'border-primary-700 bg-primary-700 text-primary-foreground'
                : index < current
                  ? 'border-primary-600 text-primary-800 dark:text-primary-200'
                  : 'border-muted-300 text-muted-800 dark:border-muted-700 dark:text-muted-200',
            )}
          >
            <span aria-hidden="true" className="font-semibold">
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </nav>
  );
}
