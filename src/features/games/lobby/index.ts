/** The lobby: loaded with the game screen's chunk, never on the first screen. */
export { Lobby, type LobbyProps } from './Lobby';
