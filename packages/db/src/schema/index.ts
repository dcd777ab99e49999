export * from './users';
export * from './auth';
export * from './wallet';
export * from './payments';
export * from './generation';
export * from './market';
export * from './models';
