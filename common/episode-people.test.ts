import { describe, expect, it } from 'vitest';
import { spokenList, whoIsOnSentence } from './episode-people';

describe('who is on an episode, said', () => {
  it('joins names as they are said', () => {
    expect(spokenList([])).toBe('');
    expect(spokenList(['Ana'])).toBe('Ana');
    expect(spokenList(['Ana', 'Ben', 'Cy'])).toBe('Ana, Ben and Cy');
  });

  it('says the guests, then the hosts the feed names, else the author', () => {
    const people = [
      { name: 'Adam Curry', role: 'host' },
      { name: 'Dave Jones', role: 'guest' },
      { name: 'Becky Smith', role: 'cover art designer' },
    ];
    expect(whoIsOnSentence('Episode 3', { host: 'Podcastindex.org', people })).toBe(
      'Episode 3 has Dave Jones as its guest, and is hosted by Adam Curry.',
    );
    const guests = [
      { name: 'Lasse Sørnes', role: 'guest' },
      { name: 'Roar Granevang', role: 'guest' },
    ];
    expect(whoIsOnSentence('Magic Carpet', { host: 'cd SPILL', people: guests })).toBe(
      'Magic Carpet has Lasse Sørnes and Roar Granevang as its guests, and is hosted by cd SPILL.',
    );
    expect(whoIsOnSentence('Number 2, Sleep,', { host: 'Mara Okafor', people: [] })).toBe(
      'Number 2, Sleep, is hosted by Mara Okafor.',
    );
    expect(whoIsOnSentence('Sleep', { host: null })).toBeNull();
    // An author's line about what they do is not read out.
    expect(whoIsOnSentence('Number 1', { host: 'Jordan Marr - Farming, Gardening, Food Security', people: [] })).toBe(
      'Number 1 is hosted by Jordan Marr.',
    );
    expect(whoIsOnSentence('Number 1', { host: 'Kevin Finn | Buzzsprout', people: [] })).toBe(
      'Number 1 is hosted by Kevin Finn.',
    );
    expect(whoIsOnSentence('Number 1', { host: 'Jean-Luc Picard', people: [] })).toBe(
      'Number 1 is hosted by Jean-Luc Picard.',
    );
  });

  it('says whom the title names when the feed names no guest', () => {
    expect(whoIsOnSentence('Number 1', { host: 'Jordan Marr', people: [] }, ['Steve Solomon'])).toBe(
      'Number 1 is hosted by Jordan Marr; its title names Steve Solomon.',
    );
    expect(whoIsOnSentence('Number 1', { host: null }, ['Kal Kassa'])).toBe('Number 1 names Kal Kassa in its title.');
    // An author that lists the guest the title names beside the host.
    expect(whoIsOnSentence('Number 2', { host: 'Jon Crabtree, Conor Okus', people: [] }, ['Conor Okus'])).toBe(
      'Number 2 has Conor Okus as its guest, and is hosted by Jon Crabtree.',
    );
    expect(whoIsOnSentence('Number 2', { host: 'Conor Okus', people: [] }, ['Conor Okus'])).toBe(
      'Number 2 is hosted by Conor Okus; its title names Conor Okus.',
    );
    // The feed's guests are who is on it.
    const people = [{ name: 'Dave Jones', role: 'guest' }];
    expect(whoIsOnSentence('Number 1', { host: null, people }, ['Kal Kassa'])).toBe(
      'Number 1 has Dave Jones as its guest.',
    );
  });
});
