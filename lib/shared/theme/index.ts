export * from './color';
export * from './shades';
export * from './fonts';
export * from './config';
export * from './css-variables';
