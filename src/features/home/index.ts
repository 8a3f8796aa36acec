/** The home screen's sections (rendered by src/app/HomeScreen.tsx) and their rules. */
export { BannerCarousel } from './BannerCarousel';
export { Marquee } from './Marquee';
export { HomeGames } from './HomeGames';
export * from './rules';
import './home.css';
