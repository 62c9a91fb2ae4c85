export * from './enums';
export * from './volunteer-centers';
export * from './organizations';
export * from './users';
export * from './auth';
export * from './platform';
export * from './vacancies';
export * from './content';
