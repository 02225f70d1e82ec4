export * from './SlotWindow';
