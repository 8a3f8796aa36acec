/**
 * Games: the vendor-data rules, the lobby rules and the game tile. Light on purpose (home imports it on the first
 * screen); the lobby itself is in ./lobby and loads with the game screen's chunk.
 */
export * from './rules';
export { GameTile, GameTileSkeletons } from './GameTile';
