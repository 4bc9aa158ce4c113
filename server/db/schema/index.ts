export * from './audiobooks';
export * from './catalog';
export * from './embeddings';
export * from './library';
export * from './listeners';
export * from './streaming';
export * from './transcript-batches';
export * from './transcripts';
