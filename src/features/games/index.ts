/**
 * Games, as other features use them: the game tile and the vendor-data rules home needs. Light on purpose (home
 * imports it on the first screen); the lobby is its own entry (./lobby) and loads with the game screen's chunk.
 */
export { categoryViews, vendorName } from './rules/vendor-data';
export { GameTile, GameTileSkeletons } from './GameTile';
export { useCategoryLabels } from './category-labels';
