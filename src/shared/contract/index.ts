export * from './envelope';
export * from './error-codes';
export * from './endpoints';
export type * from './types';
