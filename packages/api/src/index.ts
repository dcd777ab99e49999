export { createApi, type Api } from './app';
export { getRuntime, buildDeps } from './runtime';
export { getEnv, parseEnv, type Env } from './env';
export { AppError } from './lib/app-error';
export type { AppDeps } from './lib/context';
export type { Storage } from './lib/storage';
export { CLIENT_ADDRESS_HEADER, type ConnectionBindings } from './lib/client-address';
