/**
 * The player site's home and the addresses it is also served at. A module of its own, with no page
 * imports, so the back office can name the player's home without pulling in the route table.
 */
export const HOME_PATHS = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'] as const;
export const HOME = '/m/home';
