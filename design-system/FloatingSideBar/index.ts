export * from './FloatingSideBar';
