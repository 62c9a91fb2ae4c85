export * from './tenants';
export * from './config-flags';
export * from './host-mapping';
export * from './resolve-center';
export * from './environment';
