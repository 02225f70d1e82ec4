export * from './SideMenu';
export * from './SideMenu.rules';
