export * from './enums';
export * from './companies';
export * from './users';
export * from './stories';
export * from './analysis';
export * from './operations';
export * from './api-tokens';
export * from './imports';
