import { create } from 'zustand';

/** Shell panels. Each opens and closes; navigation closes the drawer. */
interface UiState {
  drawerOpen: boolean;
  downloadPopupOpen: boolean;
  addToHomeOpen: boolean;
  /**
   * Between a sign-out and the arrival on /m/home. The router moves pages in a transition, while
   * the session store updates at once; without this, the member page being left would briefly
   * render for nobody and its guard would send the player to /m/login instead of home.
   */
  signingOut: boolean;
  /**
   * The first page has rendered (hydrated, when the server sent its HTML). Queries that other parts
   * of the page share wait for it: data arriving while React still hydrates the page would make the
   * browser's render differ from the server's.
   */
  pageReady: boolean;
  setPageReady: () => void;
  setSigningOut: (on: boolean) => void;
  setDrawer: (open: boolean) => void;
  setDownloadPopup: (open: boolean) => void;
  setAddToHome: (open: boolean) => void;
}

type Flag = 'drawerOpen' | 'downloadPopupOpen' | 'addToHomeOpen' | 'signingOut' | 'pageReady';

export const useUi = create<UiState>()((set) => {
  // Setting a flag to the value it has is no change: the store keeps its state object, so nothing
  // that reads it re-renders (the shell closes the drawer on every navigation, the first one included).
  const flag = (key: Flag, value: boolean) => set((s) => (s[key] === value ? s : { [key]: value }));
  return {
    drawerOpen: false,
    downloadPopupOpen: false,
    addToHomeOpen: false,
    signingOut: false,
    pageReady: false,
    setPageReady: () => flag('pageReady', true),
    setSigningOut: (on) => flag('signingOut', on),
    setDrawer: (open) => flag('drawerOpen', open),
    setDownloadPopup: (open) => flag('downloadPopupOpen', open),
    setAddToHome: (open) => flag('addToHomeOpen', open),
  };
});
