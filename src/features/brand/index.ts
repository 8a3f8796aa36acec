export { BrandHeader } from './BrandHeader';
