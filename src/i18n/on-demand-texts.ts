/**
 * The texts of the parts that load on use (on-demand-paths.ts). Every module there imports this one (the build adds
 * the import: scripts/on-demand-texts.mjs), and this module's evaluation waits until the active language's texts
 * are in, so those parts never run without them. The source locale's catalog comes in this module's chunk; another
 * locale's is imported when first needed, and again for each language switched to from then on.
 */
import type { Messages } from '@lingui/core';
import { importersByLocale } from './catalog-loader';
import { SOURCE_LOCALE } from './locales';
import { messages as sourceMessages } from './on-demand/en/messages.po';
import { addOnDemandTexts } from './runtime';

const lazy = import.meta.glob<{ messages: Messages }>(['./on-demand/*/messages.po', '!./on-demand/en/messages.po']);

await addOnDemandTexts({ bundled: { [SOURCE_LOCALE]: sourceMessages }, importers: importersByLocale(lazy) });
