export * from './vendor-data';
export * from './lobby';
export * from './windowing';
export * from './lists';
