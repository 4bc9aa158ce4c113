import { describe, expect, it } from 'vitest';
import { aboutSentences, sentencesOf } from './sentences';

describe('sentencesOf', () => {
  it('splits at full stops, question and exclamation marks, ellipses and line breaks', () => {
    expect(sentencesOf('One. Two? Three! Four… Five\nSix')).toEqual(['One.', 'Two?', 'Three!', 'Four…', 'Five', 'Six']);
  });

  it('keeps a closing quote or bracket with its sentence', () => {
    expect(sentencesOf('He said "stop." Then he left.')).toEqual(['He said "stop."', 'Then he left.']);
  });

  it('does not split after an initial or a common abbreviation', () => {
    expect(sentencesOf('President Ulysses S. Grant took office in 1869. He served two terms.')).toEqual([
      'President Ulysses S. Grant took office in 1869.',
      'He served two terms.',
    ]);
    expect(
      sentencesOf('Dr. Ruth talks with J. K. Rowling about the U.S. market. Then Martin Luther King Jr. speaks.'),
    ).toEqual(['Dr. Ruth talks with J. K. Rowling about the U.S. market.', 'Then Martin Luther King Jr. speaks.']);
  });

  it('ends a sentence at "I."', () => {
    expect(sentencesOf('Nobody saw it but I. The rest slept.')).toEqual(['Nobody saw it but I.', 'The rest slept.']);
  });

  it('returns nothing for blank text', () => {
    expect(sentencesOf('  \n ')).toEqual([]);
  });
});

describe('aboutSentences', () => {
  it('leaves out an opening line of links and a call to action (Podnews)', () => {
    const description = `Visit https://podnews.net/update/captivate-2 for all the links, and to get our newsletter.

Podcast host Captivate has unveiled Captivate 2.0, with new tools for private podcasts.`;
    expect(aboutSentences(description)).toEqual([
      'Podcast host Captivate has unveiled Captivate 2.0, with new tools for private podcasts.',
    ]);
  });

  it('says a note when it is all a description has, and nothing for a line of links (80,000 Hours)', () => {
    expect(aboutSentences('Rebroadcast: this episode was originally released in May 2018.')).toEqual([
      'Rebroadcast: this episode was originally released in May 2018.',
    ]);
    expect(
      aboutSentences(
        'Summary and discussion here: https://80000hours.org/2015/12/podcast-with-founder-of-entrepreneur-first-about-being-a-startup-founder/',
      ),
    ).toEqual([]);
    // Asked for what it is about and nothing else, a note is not that.
    expect(
      aboutSentences('Rebroadcast: this episode was originally released in May 2018.', { orNotes: false }),
    ).toEqual([]);
  });

  it('leaves out production notes and content warnings wherever they stand', () => {
    expect(
      aboutSentences(
        'Rebroadcast: this episode was originally released in May 2018. Joseph Stalin had a life-extension program dedicated to making himself immortal. Note: This episode contains descriptions of violence.',
      ),
    ).toEqual(['Joseph Stalin had a life-extension program dedicated to making himself immortal.']);
  });

  it('leaves out a line that is only links, and what follows a bar', () => {
    expect(
      aboutSentences(
        'How hurricanes form over warm water.\nhttps://example.com/notes https://example.com/more\nMore reading | Subscribe to our weekly newsletter',
      ),
    ).toEqual(['How hurricanes form over warm water.', 'More reading']);
    // Planet Money writes the bar straight after the full stop.
    expect(
      aboutSentences(
        'People have argued over wealth taxes since 1794, when Washington taxed carriages.| Subscribe to our weekly newsletter here.',
      ),
    ).toEqual(['People have argued over wealth taxes since 1794, when Washington taxed carriages.']);
  });

  it("ends at a call to action that follows the episode's own words", () => {
    expect(
      aboutSentences(
        'Why do we sleep? A neuroscientist explains. Subscribe to our newsletter. Our sponsors this week: a mattress company.',
      ),
    ).toEqual(['Why do we sleep?', 'A neuroscientist explains.']);
  });

  it('leaves out a sentence that sends the listener to a link', () => {
    expect(
      aboutSentences(
        'Check out www.thehse.net to learn more about the programme. Georgie Stevenson on building a wellness business.',
      ),
    ).toEqual(['Georgie Stevenson on building a wellness business.']);
    expect(aboutSentences('Check out how farmers plan a rotation.')).toEqual([
      'Check out how farmers plan a rotation.',
    ]);
  });

  it('leaves out a block set apart by a rule that opens with a call to action (Babes in Business)', () => {
    const description =
      'This episode is brought to you by The Healthstyle Emporium. Check out www.thehse.net to learn more. Join the 6 week transformational challenge starting July 1st today! _________________________________________________ Georgie Stevenson is a 24 year old entrepreneur. Today we chat about all things business start up. Georgies Instagram: https://www.instagram.com/georgiestevenson/';
    expect(aboutSentences(description).slice(0, 2)).toEqual([
      'Georgie Stevenson is a 24 year old entrepreneur.',
      'Today we chat about all things business start up.',
    ]);
  });

  it('ends a sentence at a link followed by a capital', () => {
    expect(
      aboutSentences(
        'GET YOUR HANDS ON THE BOOK PRESALE: http://bit.ly/BuyTheBookLifeAboveZero Our very own cohost Lauren King tells her story.',
      ),
    ).toEqual(['Our very own cohost Lauren King tells her story.']);
  });

  it('keeps a sentence that mentions a link among its words', () => {
    expect(
      aboutSentences('Bryan Caplan argues in his book (https://example.com/book) that school is mostly signalling.'),
    ).toEqual(['Bryan Caplan argues in his book (https://example.com/book) that school is mostly signalling.']);
  });

  it('gives back a description made of nothing else whole', () => {
    expect(aboutSentences('Subscribe to the show. Visit https://example.com for more.')).toEqual([
      'Subscribe to the show.',
      'Visit https://example.com for more.',
    ]);
  });
});
