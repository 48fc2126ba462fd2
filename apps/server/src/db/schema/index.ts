export * from './debt-accounts';
export * from './page-views';
export * from './security-events';
export * from './users';
