export function screenPreloadsBlock(
  bundle: Record<string, unknown>,
  options: { id: string; base: string; routes: { path: string; module: string }[] },
): string;
