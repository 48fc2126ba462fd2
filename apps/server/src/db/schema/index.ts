export * from './account-records';
export * from './debt-accounts';
export * from './mfa';
export * from './outbox';
export * from './page-views';
export * from './passwords';
export * from './security-events';
export * from './users';
