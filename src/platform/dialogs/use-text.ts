import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import type { Text } from './store';

const subscribe = (listener: () => void) => i18n.on('change', listener);
const locale = () => i18n.locale;

/**
 * Renders a Text: server messages as they are, catalog messages in the active language. It follows the global
 * Lingui instance directly (re-rendering on every activation), so the dialog host works above or below the
 * I18nProvider.
 */
export function useText(): (text: Text | undefined) => string {
  useSyncExternalStore(subscribe, locale);
  return (text) => (text === undefined ? '' : typeof text === 'string' ? text : i18n._(text));
}
