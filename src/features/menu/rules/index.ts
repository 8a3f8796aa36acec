export * from './visibility';
export * from './action';
export * from './environment';
