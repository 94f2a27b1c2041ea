export * from './errors';
export * from './industries';
export * from './limits';
export * from './tabs';
export * from './users';
export * from './schemas/auth';
export * from './schemas/health';
export * from './schemas/params';
