/**
 * Color mode (SPEC §1): light, dark or system, stored in localStorage under 'color-mode'. A page may force a
 * mode while it is shown (<ForceColorMode>); the stored preference applies again when it goes away.
 * The same rules run twice: as the inline <head> script before first paint, and in the browser afterwards.
 */
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export const COLOR_MODE_STORAGE_KEY = 'color-mode';
export const COLOR_MODE_EVENT = 'color-mode-change';
/** Set on <html> while a page forces a mode. */
export const FORCED_ATTRIBUTE = 'data-forced-color-mode';

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);
}

/** Whether a mode renders dark, given the system preference. */
export function isDarkMode(mode: ColorMode, systemPrefersDark: boolean): boolean {
  return mode === 'dark' || (mode === 'system' && systemPrefersDark);
}

/**
 * The no-flash script for <head>: runs before the body paints. Kept small and free of dependencies; it must
 * never throw (private mode can make localStorage throw).
 */
export const COLOR_MODE_SCRIPT = `(function(){try{var d=document.documentElement;var m=d.getAttribute('${FORCED_ATTRIBUTE}')||localStorage.getItem('${COLOR_MODE_STORAGE_KEY}');if(m!=='light'&&m!=='dark')m='system';var k=m==='dark'||(m==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);d.classList.toggle('dark',k);d.style.colorScheme=k?'dark':'light'}catch(e){}})();`;

// ----- browser side -----

export function readStoredMode(): ColorMode {
  try {
    const value = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return isColorMode(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

function forcedMode(): ColorMode | null {
  const value = document.documentElement.getAttribute(FORCED_ATTRIBUTE);
  return isColorMode(value) ? value : null;
}

/** Applies the forced mode if a page sets one, else the stored preference. */
export function applyColorMode(): void {
  const mode = forcedMode() ?? readStoredMode();
  const dark = isDarkMode(mode, systemPrefersDark());
  const html = document.documentElement;
  html.classList.toggle('dark', dark);
  html.style.colorScheme = dark ? 'dark' : 'light';
}

export function storeColorMode(mode: ColorMode): void {
  try {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts for this page only.
  }
  applyColorMode();
  window.dispatchEvent(new Event(COLOR_MODE_EVENT));
}

export function setForcedColorMode(mode: ColorMode | null): void {
  if (mode) document.documentElement.setAttribute(FORCED_ATTRIBUTE, mode);
  else document.documentElement.removeAttribute(FORCED_ATTRIBUTE);
  applyColorMode();
  window.dispatchEvent(new Event(COLOR_MODE_EVENT));
}

/** For useSyncExternalStore: preference changes here, in other tabs and of the system setting. */
export function subscribeColorMode(onChange: () => void): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  const onSystem = () => {
    applyColorMode();
    onChange();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOR_MODE_STORAGE_KEY) onSystem();
  };
  window.addEventListener(COLOR_MODE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  media?.addEventListener('change', onSystem);
  return () => {
    window.removeEventListener(COLOR_MODE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
    media?.removeEventListener('change', onSystem);
  };
}
