export * from './catalog';
export * from './library';
export * from './listeners';
export * from './transcripts';
export * from './transcript-batches';
