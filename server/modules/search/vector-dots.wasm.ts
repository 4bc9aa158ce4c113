// Generated from vector-dots.wat by `npm run build:wasm`: edit the .wat file, not this one.
export const bytes = Buffer.from(
  'AGFzbQEAAAABCQFgBX9/f39/AAMCAQAFAwEAAQcRAgZtZW1vcnkCAARkb3RzAAAKrgEBqwECA38CewJAA0AgBSACTw0B/QwAAAAAAAAAAAAAAAAAAAAAIQlBACEGIAAhBwNAIAH9AAQAIQggCSAI/YcBIAf9AAQA/boB/a4BIQkgCSAI/YgBIAf9AAQQ/boB/a4BIQkgAUEQaiEBIAdBIGohByAGQRBqIQYgBiADSQ0ACyAEIAVBAnRqIAn9GwAgCf0bAWogCf0bAiAJ/RsDamo2AgAgBUEBaiEFDAALCws=',
  'base64',
);
