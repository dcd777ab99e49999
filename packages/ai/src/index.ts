export * from './types';
export * from './catalogue';
