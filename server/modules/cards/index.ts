export * from './art';
export * from './catalogue';
export * from './routes';
export * from './seed';
export * from './service';
export * from './sweep';
