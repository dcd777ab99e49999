export * from './client';
export * from './migrate';
export * from './lock';
export * as schema from './schema';
export * from './schema';
