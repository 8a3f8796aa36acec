/**
 * Diagnostics (for testers and support): the /m/diagnostics screen, open in the QA environment or where the merchant's
 * settings switch it on (gw.DIAGNOSTICS). The app loads it lazily, on that path only.
 */
export { DiagnosticsRoute } from './DiagnosticsRoute';
