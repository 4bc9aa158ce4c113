import { describe, expect, it } from 'vitest';
import { peopleInTitle } from './title-people';

// Titles as the fixture feeds write them (80,000 Hours, The Ruminant, Changing the Tide, The
// Daily, Planet Money, Sentimental Garbage, Binchy Cast, cd SPILL).
describe('the people a title names', () => {
  it.each([
    [
      '#19 - Samantha Pitts-Kiefer on working next to the White House trying to prevent nuclear war',
      ['Samantha Pitts-Kiefer'],
    ],
    ['#6 - Dr Toby Ord on why the long-term future matters more than anything else', ['Toby Ord']],
    ['#77 - Professor Marc Lipsitch on whether we’re winning or losing against COVID-19', ['Marc Lipsitch']],
    [
      'Rob Wiblin on plastic straws, nicotine, doping, & whether changing the long-term is really possible',
      ['Rob Wiblin'],
    ],
    ['Rerun: e.16 Steve Solomon on Intelligent Gardening Part 2', ['Steve Solomon']],
    ['e.36: Rhys Pender on why wine matters', ['Rhys Pender']],
    ['Foliar Feeding w/ Steve Solomon', ['Steve Solomon']],
    ['Rotational Grazing Tips with Sarah Flack (e.111)', ['Sarah Flack']],
    ['0.00000005: Ian Gaines, The Nature of Sovereignty', ['Ian Gaines']],
    // A first name that is not a common one in English, with a surname no dictionary has.
    ['0.00000004: Kal Kassa, Bitcoin in Ethiopia', ['Kal Kassa']],
    ['0.00000009: Conor Okus, Hello Bitcoin', ['Conor Okus']],
    ['Girlbossing with Otegha Uwagba', ['Otegha Uwagba']],
    ['#63 - Vitalik Buterin on better ways to fund public goods', ['Vitalik Buterin']],
    ['0.00000010: Alejandro de la Torre, proofofwork.energy', ['Alejandro de la Torre']],
    ['Senator Claire McCaskill on Losing Missouri and the Politics of Purity', ['Claire McCaskill']],
    ['Influencers with Louise O’Neill', ['Louise O’Neill']],
    ['Charlie’s Angels with Grace Medford', ['Grace Medford']],
    ['#768: A Chat With Ben Bernanke', ['Ben Bernanke']],
    // Two, joined by "and" or "&".
    ['Julia Galef and Rob Wiblin on an updated view of the best ways to help humanity', ['Julia Galef', 'Rob Wiblin']],
    ['#14 - Sharon Nunez & Jose Valle on going undercover to expose animal abuse', ['Sharon Nunez', 'Jose Valle']],
  ])('%s', (title, names) => {
    expect(peopleInTitle(title)).toEqual(names);
  });

  it.each([
    'The Prospect of Peace With North Korea',
    '#777: Free Love, Free Market',
    'Fair use - what it means for podcasters',
    '17: Say Their Names - Franck Ndame',
    'Star Wars: Dark Forces med Jostein Hakestad og Joachim Froholt',
    'Bridget Jones: The Edge of Reason (the book) with Ayisha Malik',
    'Episode 38: Katie and Liv, Co-founders of Inner Glow Circle',
    'A Conversation About Joe Biden’s Record',
    'Why Grace Matters',
    'Totalus Rankium | 17',
  ])('names no one as a guest in "%s" that it does not', (title) => {
    expect(peopleInTitle(title).filter((n) => n !== 'Ayisha Malik')).toEqual([]);
  });

  it('leaves out the hosts', () => {
    expect(peopleInTitle('Rob Wiblin on plastic straws', ['Rob Wiblin'])).toEqual([]);
  });
});
