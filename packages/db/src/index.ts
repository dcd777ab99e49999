export * from './client';
export * from './migrate';
export * from './lock';
export type { DbLog, ReconnectBackoff } from './listener';
export * as schema from './schema';
export * from './schema';
