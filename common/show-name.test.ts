import { describe, expect, it } from 'vitest';
import { heardShowName } from './show-name';

describe('heardShowName', () => {
  it('says a show by its name before its subtitle', () => {
    expect(heardShowName('The Ruminant: Audio Candy for Farmers, Gardeners and Food Lovers')).toBe('The Ruminant');
    expect(heardShowName('Talk Python To Me - Python conversations for passionate developers')).toBe(
      'Talk Python To Me',
    );
    expect(heardShowName('Taverncast (Happy Hour)')).toBe('Taverncast');
  });

  it('keeps a name that has no subtitle, or too little before it', () => {
    expect(heardShowName('80,000 Hours Podcast with Rob Wiblin')).toBe('80,000 Hours Podcast with Rob Wiblin');
    expect(heardShowName('Podcasting 2.0')).toBe('Podcasting 2.0');
    expect(heardShowName('AV: the show')).toBe('AV: the show');
  });
});
