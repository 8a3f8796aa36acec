export function findChromium(options?: { install?: boolean }): string | undefined;
export const MISSING_CHROMIUM_MESSAGE: string;
