export * from './case';
export * from './jsonapi';
export * from './errors';
export * from './query';
export * from './client';
export * from './transports';
