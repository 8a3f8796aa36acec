/** Home's live feeds: the sports matches (D8) and the winners ticker (D10), read from the stored lists. */
export { MatchesSection, WinnersTicker } from './LazyFeeds';
export * from './rules/feeds';
