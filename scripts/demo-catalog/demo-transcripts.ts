/** Invented transcripts for a few demo episodes, as timed segments: [start seconds, speaker, text]. */
export type DemoLine = [start: number, speaker: string, text: string];

export const DEMO_TRANSCRIPTS: Record<string, DemoLine[]> = {
  'oq-041': [
    [0, 'Lena Marsh', "Welcome to Open Questions. Today's question sounds simple: why do we sleep at all?"],
    [
      9,
      'Arun Patel',
      'And the honest answer is that we still do not fully know, but we know a lot more than we did twenty years ago.',
    ],
    [
      21,
      'Lena Marsh',
      'Start with the strangest finding. Even jellyfish, which have no brain, have a sleep-like state.',
    ],
    [
      33,
      'Arun Patel',
      'Right, the upside-down jellyfish pulses less at night and is slower to respond. So sleep is very old, older than brains.',
    ],
    [
      48,
      'Lena Marsh',
      'In humans, one job we can point to is cleaning. The glymphatic system flushes fluid through the brain mostly during deep sleep.',
    ],
    [
      63,
      'Arun Patel',
      'It washes away metabolic waste, including amyloid beta, the protein that clumps in Alzheimer disease.',
    ],
    [
      79,
      'Lena Marsh',
      'The second job is memory. During deep sleep the hippocampus replays the day and the cortex stores the parts worth keeping.',
    ],
    [
      96,
      'Arun Patel',
      'In studies where people learn a task and then sleep, they do better the next morning than people who stayed awake for the same hours.',
    ],
    [112, 'Lena Marsh', 'So what about the eight-hour rule?'],
    [
      116,
      'Arun Patel',
      'It is an average. Most adults need between seven and nine hours, and a small number genuinely do well on less.',
    ],
    [
      131,
      'Lena Marsh',
      'The practical advice is boring but it works: the same wake-up time every day, daylight in the morning, and a dark, cool room at night.',
    ],
  ],
  'mn-112': [
    [
      0,
      'Sam Adeyemi',
      'This is Margin Notes. Today, a steel box that is forty feet long and changed the world economy.',
    ],
    [
      10,
      'Sam Adeyemi',
      'Before the 1950s, cargo was loaded piece by piece: sacks, barrels, crates. A ship could spend a week in port.',
    ],
    [
      24,
      'Grace Okonjo',
      'And loading cost more than the voyage itself. Theft was common, and breakage was just part of the price.',
    ],
    [
      37,
      'Sam Adeyemi',
      'Then a trucking entrepreneur named Malcolm McLean had the idea of lifting the whole trailer body onto the ship.',
    ],
    [
      51,
      'Grace Okonjo',
      'The first container voyage in 1956 cut loading costs from about five dollars a ton to under sixteen cents.',
    ],
    [
      66,
      'Sam Adeyemi',
      'The real breakthrough was the standard. Once every port and every crane agreed on the same corner fittings, the boxes could move anywhere.',
    ],
    [
      82,
      'Grace Okonjo',
      'That standard is why a factory can sit on another continent and still be part of a just-in-time supply chain.',
    ],
    [
      97,
      'Sam Adeyemi',
      'And it is why old port cities lost their docks. The work moved to huge container terminals outside town.',
    ],
  ],
  'lat-205': [
    [0, 'Ruth Calloway', 'Long Ago Today takes us to London in June 1858, the summer of the Great Stink.'],
    [
      9,
      'Ruth Calloway',
      'For decades the city had emptied its sewage straight into the Thames. Then came a heat wave.',
    ],
    [
      21,
      'Daniel Hughes',
      'The smell was so bad that Parliament soaked its curtains in chloride of lime and still talked about moving out.',
    ],
    [35, 'Ruth Calloway', 'Most people believed that disease, cholera included, spread through bad air, the miasma.'],
    [
      47,
      'Daniel Hughes',
      'John Snow had already shown in 1854 that cholera followed a water pump in Soho, but few were convinced.',
    ],
    [
      60,
      'Ruth Calloway',
      'Parliament finally funded Joseph Bazalgette, who built more than a thousand miles of sewers and the embankments along the river.',
    ],
    [
      76,
      'Daniel Hughes',
      'Ironically it was built to stop the smell, but it also cleaned the water, and cholera outbreaks in London largely ended.',
    ],
  ],
  'cc-088': [
    [0, 'Priya Raman', 'Welcome to Circuit and Code. Today we open up large language models.'],
    [
      7,
      'Owen Blake',
      'The short version: a language model predicts the next token, a piece of a word, given everything before it.',
    ],
    [
      19,
      'Priya Raman',
      'Each token becomes a vector, an embedding, a list of numbers that places words with similar meanings near each other.',
    ],
    [
      33,
      'Owen Blake',
      'Then attention lets every token look at every other token and decide which ones matter for the next prediction.',
    ],
    [
      47,
      'Priya Raman',
      'Training means showing it trillions of tokens from books and the web and nudging the weights whenever it guesses wrong.',
    ],
    [
      62,
      'Owen Blake',
      'Which is also why it makes confident mistakes. It learned what plausible text looks like, not what is true.',
    ],
    [
      76,
      'Priya Raman',
      'Retrieval helps. You search your own documents first and give the model the passages, so it answers from evidence.',
    ],
    [91, 'Owen Blake', 'And then you can cite the passage, with a timestamp if it came from a podcast transcript.'],
  ],
};
