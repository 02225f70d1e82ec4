export * from './EnvelopeRain';
