/**
 * The corner radius (--radius) of each shape a center or visitor can choose. Its own module because the customize
 * panel on every public page reads it, and css-variables.ts brings the theme's zod schemas with it.
 */
export const SHAPE_RADIUS = Object.freeze({ rounded: '0.5rem', straight: '0px' });
