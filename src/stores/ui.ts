import { create } from 'zustand';

/** Shell panels. Each opens and closes; navigation closes the drawer. */
interface UiState {
  drawerOpen: boolean;
  downloadPopupOpen: boolean;
  addToHomeOpen: boolean;
  setDrawer: (open: boolean) => void;
  setDownloadPopup: (open: boolean) => void;
  setAddToHome: (open: boolean) => void;
}

export const useUi = create<UiState>()((set) => ({
  drawerOpen: false,
  downloadPopupOpen: false,
  addToHomeOpen: false,
  setDrawer: (drawerOpen) => set({ drawerOpen }),
  setDownloadPopup: (downloadPopupOpen) => set({ downloadPopupOpen }),
  setAddToHome: (addToHomeOpen) => set({ addToHomeOpen }),
}));
