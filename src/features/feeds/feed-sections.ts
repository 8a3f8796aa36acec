/** Both of home's feeds, in one chunk: they load together after first paint (one request and one gzip stream). */
export { MatchesSection } from './MatchesSection';
export { WinnersTicker } from './WinnersTicker';
