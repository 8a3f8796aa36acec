export { BrandHeader, type BrandHeaderProps } from './BrandHeader';
export { BrandThemeEffect } from './BrandTheme';
export { useAppSurface, useBrandTheme, useLoginPromptText } from './hooks';
export { brandTheme, cssUrl, httpsOnly, type BrandTheme } from './brand-theme';
