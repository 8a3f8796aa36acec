/** The news page's body (/m/news), loaded with that screen. */
export { NewsList } from './NewsList';
