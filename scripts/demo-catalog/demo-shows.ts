/**
 * A small demo catalog written for Earshot: four made-up shows on science and health, business,
 * history and technology. Every name, person and description here is invented.
 */
export type DemoEpisode = {
  guid: string;
  title: string;
  published: string;
  minutes: number;
  description: string;
  author?: string;
};

export type DemoShow = {
  slug: string;
  title: string;
  author: string;
  description: string;
  categories: string[];
  episodes: DemoEpisode[];
};

export const DEMO_SHOWS: DemoShow[] = [
  {
    slug: 'open-questions',
    title: 'Open Questions',
    author: 'Dr. Lena Marsh',
    description:
      'A physician and a physicist take one unanswered question in science or health each week and follow it as far as the evidence goes.',
    categories: ['Science', 'Health & Fitness'],
    episodes: [
      {
        guid: 'oq-041',
        title: 'Why Do We Sleep?',
        published: '2025-03-18T06:00:00Z',
        minutes: 48,
        description:
          'Every animal with a nervous system seems to sleep, even jellyfish. We look at the glymphatic system that clears waste from the brain at night, what happens to memory consolidation when deep sleep is cut short, and why the eight-hour rule is more of an average than a prescription.',
      },
      {
        guid: 'oq-040',
        title: 'The Gut Microbiome, Minus the Hype',
        published: '2025-03-11T06:00:00Z',
        minutes: 52,
        description:
          'Probiotic yogurts promise a lot. Microbiologist Tomás Ruiz joins us to separate the solid findings about gut bacteria, digestion and immunity from the marketing, and explains why fibre matters more than any capsule.',
        author: 'Dr. Lena Marsh with Tomás Ruiz',
      },
      {
        guid: 'oq-039',
        title: 'How Vaccines Teach the Immune System',
        published: '2025-03-04T06:00:00Z',
        minutes: 41,
        description:
          'From smallpox scabs to messenger RNA: how a vaccine shows the immune system a wanted poster, why some need boosters and others last a lifetime, and what memory B cells actually remember.',
      },
      {
        guid: 'oq-038',
        title: 'Dark Matter and the Missing Mass',
        published: '2025-02-25T06:00:00Z',
        minutes: 57,
        description:
          'Galaxies spin too fast for the matter we can see. Astrophysicist Priya Natarajan-Cole walks through rotation curves, gravitational lensing and the detectors buried under mountains that have been waiting twenty years for a single dark matter particle.',
        author: 'Dr. Lena Marsh with Priya Natarajan-Cole',
      },
    ],
  },
  {
    slug: 'margin-notes',
    title: 'Margin Notes',
    author: 'Sam Adeyemi',
    description:
      'Business stories told from the spreadsheet up: pricing, supply chains, and the small decisions that made or broke companies.',
    categories: ['Business'],
    episodes: [
      {
        guid: 'mn-112',
        title: 'The Shipping Container That Changed Trade',
        published: '2025-03-20T05:00:00Z',
        minutes: 38,
        description:
          'Before the standard steel box, loading a ship took days and armies of dockworkers. How containerisation cut shipping costs by more than ninety percent, reshaped port cities and made global supply chains possible.',
      },
      {
        guid: 'mn-111',
        title: 'Why Subscriptions Took Over Everything',
        published: '2025-03-13T05:00:00Z',
        minutes: 44,
        description:
          'Software, razors, cars with heated seats you rent by the month. We look at recurring revenue, customer lifetime value and churn, and at why investors pay more for a predictable dollar than a bigger one.',
      },
      {
        guid: 'mn-110',
        title: 'The Psychology of Pricing',
        published: '2025-03-06T05:00:00Z',
        minutes: 35,
        description:
          'Prices ending in nine, the decoy option on the menu, and the surprising power of a free tier. A behavioural economist explains anchoring and loss aversion with examples from coffee shops and airlines.',
        author: 'Sam Adeyemi with Hannah Lindqvist',
      },
      {
        guid: 'mn-109',
        title: 'Running a Small Bakery on Thin Margins',
        published: '2025-02-27T05:00:00Z',
        minutes: 29,
        description:
          'Flour, butter and electricity prices all rose in the same year. A family bakery owner opens her books: what she cut, what she refused to cut, and how a wholesale contract with two cafés kept the ovens on.',
      },
    ],
  },
  {
    slug: 'long-ago-today',
    title: 'Long Ago Today',
    author: 'Professor Ruth Calloway',
    description:
      'History told through a single day: what happened, why it mattered, and how people at the time understood it.',
    categories: ['History'],
    episodes: [
      {
        guid: 'lat-205',
        title: 'The Great Stink of 1858',
        published: '2025-03-17T07:00:00Z',
        minutes: 46,
        description:
          'A hot summer turned the Thames into an open sewer and drove Parliament to act. The story of Joseph Bazalgette, the London sewer network, and how cholera was finally linked to water rather than bad air.',
      },
      {
        guid: 'lat-204',
        title: 'The Printing Press and the First Information Overload',
        published: '2025-03-10T07:00:00Z',
        minutes: 51,
        description:
          'Within fifty years of Gutenberg, millions of books were in circulation. Scholars complained there was too much to read, pamphlets spread rumours across Europe, and the Reformation rode the new medium.',
      },
      {
        guid: 'lat-203',
        title: 'Building the Transcontinental Railroad',
        published: '2025-03-03T07:00:00Z',
        minutes: 63,
        description:
          'Two companies raced toward each other across the American West. We follow the Chinese and Irish labourers who built it, the land grants that paid for it, and the golden spike ceremony at Promontory Summit in 1869.',
      },
      {
        guid: 'lat-202',
        title: 'The Library of Alexandria: What Was Really Lost',
        published: '2025-02-24T07:00:00Z',
        minutes: 39,
        description:
          'One great fire is the legend. The record suggests a slow decline over centuries: budget cuts, purges of scholars and neglect. What the library held, and what survived in copies elsewhere.',
      },
    ],
  },
  {
    slug: 'circuit-and-code',
    title: 'Circuit & Code',
    author: 'Priya Raman and Owen Blake',
    description:
      'Two engineers explain how the technology around us works, from the transistor to the large language model.',
    categories: ['Technology'],
    episodes: [
      {
        guid: 'cc-088',
        title: 'How Large Language Models Actually Work',
        published: '2025-03-19T12:00:00Z',
        minutes: 55,
        description:
          'Tokens, embeddings, attention and next-word prediction, without the mystique. What training on the internet gives a model, why it makes confident mistakes, and how retrieval lets it answer from documents it was never trained on.',
      },
      {
        guid: 'cc-087',
        title: 'The Battery Problem',
        published: '2025-03-12T12:00:00Z',
        minutes: 47,
        description:
          'Lithium-ion cells power phones and electric cars, but energy density improves slowly. Solid-state batteries, sodium chemistry and grid storage: what is real, what is five years away, and what has been five years away for twenty years.',
      },
      {
        guid: 'cc-086',
        title: 'Passwords Are Dying. What Replaces Them?',
        published: '2025-03-05T12:00:00Z',
        minutes: 33,
        description:
          'Passkeys, public-key cryptography and why phishing stops working when there is nothing to type. A security engineer explains how your phone proves who you are without sending a secret.',
        author: 'Priya Raman with Marcus Feld',
      },
      {
        guid: 'cc-085',
        title: 'Inside a Chip Factory',
        published: '2025-02-26T12:00:00Z',
        minutes: 61,
        description:
          'A modern fab costs twenty billion dollars and prints features a few nanometres wide with extreme ultraviolet light. Why so few companies can build one, and what the semiconductor supply chain means for geopolitics.',
      },
    ],
  },
];

export const demoFeedUrl = (slug: string) => `https://demo.earshot.invalid/feeds/${slug}.xml`;
