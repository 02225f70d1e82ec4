export * from './Marquee';
export * from './marqueeLogic';
