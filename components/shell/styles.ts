/** Class lists of the shell's toolbar controls. */
import { focusRing } from '@/components/ui/styles';

export const toolbarButtonClass = `inline-flex size-10 items-center justify-center rounded-[var(--radius)] text-text hover:bg-muted-100 dark:hover:bg-muted-800 ${focusRing}`;
