export * from './banners';
export * from './announcements';
