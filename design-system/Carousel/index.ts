export * from './Carousel';
export * from './carouselLogic';
