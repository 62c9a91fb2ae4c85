/**
 * For submit buttons after a failed submit: keeping focus where it is on mousedown avoids the blur validation
 * that would remove an error line, shift the button from under the pointer and swallow the click.
 */
export const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();
