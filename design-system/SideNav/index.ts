export * from './SideNav';
