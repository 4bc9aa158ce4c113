import { describe, expect, it } from 'vitest';
import type { AssistantRequest } from '../../../common/api/assistant';
import {
  askedOfAll,
  asksToPlay,
  describeRequest,
  episodeDescribed,
  episodeNumberSaid,
  interpret,
  keptSaid,
  moodOf,
  ranksNamed,
  spokenShowNames,
  statedTopic,
  thanksKind,
  thenSaid,
  wordNumber,
} from './interpret';

const SHOWS = [
  'Planet Money',
  'The Daily',
  'Hidden Brain',
  '80,000 Hours Podcast with Rob Wiblin',
  'Taverncast - Happy Hour in Your Head',
  'Giant Bombcast',
  'Hardcore History & Friends',
  'How to Start a Podcast',
  'New Show - With Episode Block',
];
const NOW = new Date('2026-11-25T12:00:00Z');

/** Reads a conversation turn by turn, as the endpoint does. */
function converse(...messages: string[]): AssistantRequest[] {
  const out: AssistantRequest[] = [];
  let state: AssistantRequest | null = null;
  for (const m of messages) {
    state = interpret(m, state, SHOWS, NOW);
    out.push(state);
  }
  return out;
}

describe('the local interpreter', () => {
  it('tells a request to start listening from one to be offered episodes', () => {
    for (const said of [
      'play the latest planet money',
      'Hey Borris, play The Daily',
      // As speech to text spells his name.
      'hey boris play the latest planet money',
      'can you put on hidden brain',
      "let's hear the newest no agenda",
      'please play something from planet money',
    ])
      expect(asksToPlay(said)).toBe(true);
    for (const said of ['the latest planet money', 'what plays on the daily', 'find a play about hamlet'])
      expect(asksToPlay(said)).toBe(false);
  });

  it('reads numbers as speech to text writes them', () => {
    expect(wordNumber('twenty')).toBe(20);
    expect(wordNumber('forty five')).toBe(45);
    // As often typed.
    expect(wordNumber('fourty')).toBe(40);
    expect(converse('something under fourty minutes')[0]).toMatchObject({ topic: null, maxMinutes: 40 });
    expect(converse('the stock market crash of 2008')[0]).toMatchObject({ year: null });
    expect(converse('the best of 2019')[0]).toMatchObject({ year: 2019 });
    expect(converse('something twenty minutes long')[0]).toMatchObject({ minMinutes: 15, maxMinutes: 25 });
    expect(wordNumber('forty-five')).toBe(45);
    expect(wordNumber('an')).toBe(1);
    expect(wordNumber('half an')).toBe(0.5);
    expect(wordNumber('banana')).toBeNull();
  });

  it('takes topic, show, length and time out of one sentence', () => {
    const [r] = converse('hey borris play something short about inflation from planet money from last week');
    expect(r).toMatchObject({
      intent: 'search',
      topic: 'inflation',
      show: 'Planet Money',
      maxMinutes: 20,
      withinDays: 7,
    });
    expect(describeRequest(r)).toBe('about inflation from Planet Money under 20 minutes from the last 7 days');
    expect(converse('something over an hour about history')[0]).toMatchObject({ topic: 'history', minMinutes: 60 });
    expect(converse('a long one about space for a road trip')[0]).toMatchObject({ topic: 'space', minMinutes: 45 });
    expect(converse('a deep dive into AI risk')[0]).toMatchObject({ topic: 'ai risk', minMinutes: 45 });
    expect(converse('episodes from this year about elections')[0].withinDays).toBe(330);
    // Said back as "this year", not as the days or months since New Year.
    const thisYear = converse('episodes from this year about elections')[0];
    expect(describeRequest(thisYear, NOW)).toBe('about elections from this year');
    expect(describeRequest(thisYear)).toBe('about elections from the last 11 months');
    // "Where ... talks to ..." is said back as it is; "where to ..." is a subject.
    expect(describeRequest(converse('the one where rob talks to will macaskill')[0])).toBe(
      'where rob talks to Will Macaskill',
    );
    expect(describeRequest(converse('where to travel in europe')[0])).toMatch(/^about /);
  });

  it('knows a show by its short name, and a one-word name only after a cue or alone', () => {
    expect(spokenShowNames('80,000 Hours Podcast with Rob Wiblin')).toEqual([
      '80000 hours podcast with rob wiblin',
      '80000 hours',
      'eighty thousand hours podcast with rob wiblin',
      '80k hours podcast with rob wiblin',
      'eighty thousand hours',
      '80k hours',
    ]);
    expect(converse('nuclear war from 80,000 hours')[0]).toMatchObject({
      topic: 'nuclear war',
      show: '80,000 Hours Podcast with Rob Wiblin',
    });
    expect(converse('taverncast')[0].show).toBe('Taverncast - Happy Hour in Your Head');
    expect(converse('play the daily')[0].show).toBe('The Daily');
    for (const asked of [
      'play me the daily',
      'give me the daily',
      'put the daily on',
      'start the daily',
      'queue up the daily',
      'pull up the daily',
      'fire up the daily',
      'throw on the daily',
    ])
      expect(converse(asked)[0], asked).toMatchObject({ show: 'The Daily', topic: null });
    expect(asksToPlay('start the daily')).toBe(true);
    expect(asksToPlay('fire up the daily')).toBe(true);
    expect(asksToPlay('throw on something about space')).toBe(true);
    expect(asksToPlay('pull up the daily')).toBe(false);
    expect(episodeNumberSaid('play ep 898 of planet money')).toBe(898);
    expect(converse('podcasts w/ guests')[0]).toMatchObject({ topic: 'interview' });
    expect(converse('w/o guests')[0]).toMatchObject({ notTopic: 'guests' });
    // "No interviews" leaves out episodes with guests, as "without guests" does; "no wait, from
    // Planet Money" corrects the show.
    expect(converse('the daily', 'no interviews')[1]).toMatchObject({
      show: 'The Daily',
      notTopic: 'guests',
      topic: null,
    });
    expect(converse('the daily', 'without the interviews')[1]).toMatchObject({ notTopic: 'guests' });
    expect(converse('history', 'from the daily', 'no wait, from planet money')[2]).toMatchObject({
      topic: 'history',
      show: 'Planet Money',
    });
    // "Play The Daily, then Planet Money": The Daily now (the service finds what plays after it).
    expect(thenSaid('play the daily, then planet money')).toEqual({ now: 'play the daily', after: 'planet money' });
    expect(thenSaid('put on something about jazz and after that the news')).toEqual({
      now: 'put on something about jazz',
      after: 'the news',
    });
    expect(converse('play the daily followed by hidden brain')[0]).toMatchObject({ show: 'The Daily', topic: null });
    for (const said of [
      'something about the then president',
      'play something about the then president',
      'the daily and then science',
    ])
      expect(thenSaid(said), said).toBeNull();
    // "Add the newest Daily to my playlist": what to find, as a request to play it, and where it goes.
    expect(keptSaid('add the newest Daily to my queue')).toEqual({ now: 'play the newest daily', list: 'playlist' });
    expect(keptSaid('hey borris, can you queue up the daily')).toEqual({ now: 'play the daily', list: 'playlist' });
    expect(keptSaid('put something about space on my playlist please')).toEqual({
      now: 'play something about space',
      list: 'playlist',
    });
    expect(keptSaid('save the latest planet money for later')).toEqual({
      now: 'play the latest planet money',
      list: 'saved',
    });
    expect(keptSaid('save the latest planet money')).toEqual({ now: 'play the latest planet money', list: 'saved' });
    expect(keptSaid('play the daily after this one')).toEqual({ now: 'play the daily', list: 'next' });
    expect(keptSaid('queue the next planet money after this')).toEqual({
      now: 'play the newest planet money',
      list: 'next',
    });
    expect(converse('add the newest daily to my queue')[0]).toMatchObject({ show: 'The Daily', topic: null });
    // What the overlay offered it keeps itself; "save money" and "save the planet" are subjects.
    for (const said of [
      'queue it up',
      'add number two to my playlist',
      'play the next one',
      'play the one after this',
      'play the episode after that',
      'save it for later',
      'save money',
      'save the planet',
      'put the daily on',
      'what is next',
    ])
      expect(keptSaid(said), said).toBeNull();
    expect(converse('save the planet')[0]).toMatchObject({ topic: 'save the planet' });
    // "What about The Daily" after a topic asks the same of that show.
    expect(converse('economics from planet money', 'what about the daily')[1]).toMatchObject({
      topic: 'economics',
      show: 'The Daily',
    });
    expect(converse('how to start a business')[0]).toMatchObject({ topic: 'how to start a business' });
    // "daily" as a plain word is not the show.
    expect(converse('my daily exercise routine')[0]).toMatchObject({ show: null, topic: 'daily exercise routine' });
  });

  it('reads a show name worded as a question as its topic, unless a cue names the show', () => {
    expect(converse('how to start a podcast')[0]).toMatchObject({ show: null, topic: 'how to start a podcast' });
    expect(converse('how do podcasts make money')[0]).toMatchObject({ topic: 'how do podcasts make money' });
    expect(converse('I want to learn how podcasts make money')[0]).toMatchObject({ topic: 'how podcasts make money' });
    expect(converse('play how to start a podcast')[0]).toMatchObject({ show: 'How to Start a Podcast', topic: null });
    expect(converse('a podcast about growing my podcast')[0]).toMatchObject({ topic: 'growing my podcast' });
  });

  it('knows a show said the way speech recognition writes it: numbers as words, split words, "and"', () => {
    expect(spokenShowNames('80,000 Hours Podcast with Rob Wiblin')).toContain('eighty thousand hours');
    expect(converse('ai safety from eighty thousand hours')[0]).toMatchObject({
      topic: 'ai safety',
      show: '80,000 Hours Podcast with Rob Wiblin',
    });
    expect(converse('game of the year from giant bomb cast')[0]).toMatchObject({
      topic: 'game of the year',
      show: 'Giant Bombcast',
    });
    expect(converse('tavern cast')[0].show).toBe('Taverncast - Happy Hour in Your Head');
    expect(converse('only hardcore history and friends')[0].show).toBe('Hardcore History & Friends');
    expect(converse('only Hardcore History & Friends')[0].show).toBe('Hardcore History & Friends');
    // Words that only happen to spell a show word together stay apart when no show has it.
    expect(converse('something about base ball')[0].topic).toBe('base ball');
  });

  it('keeps only the topic of everyday ways of asking', () => {
    const topics: [string, string | null][] = [
      ['I feel like learning about the roman empire', 'roman empire'],
      ['put something on about cooking', 'cooking'],
      ['what do you have on mental health', 'mental health'],
      ['I want to learn about investing', 'investing'],
      ["what's a good episode for learning about economics", 'economics'],
      ['let me hear something about jazz', 'jazz'],
      ['lemme hear something on jazz', 'jazz'],
      ['show me what you have on space travel', 'space travel'],
      ['hit me with something about science', 'science'],
      ["what've you got on mars", 'mars'],
      ["i'm trying to find that episode about coffee", 'coffee'],
      ['do u have anything on bees', 'bees'],
      ['talk to me about the housing market', 'housing market'],
      ["i've been meaning to learn about stoicism", 'stoicism'],
      ['fill me in on the election', 'election'],
      ['update me on ukraine', 'ukraine'],
      ['anything worth listening to about ai', 'ai'],
      ['what should i know about vaccines', 'vaccines'],
      ['i keep hearing about crypto, what is it', 'crypto'],
      ["i've always wanted to know how planes fly", 'how planes fly'],
      ['is there something about the olympics i could listen to', 'olympics'],
      ['give me your best episode about sleep', 'sleep'],
      ['everything you need to know about vaccines', 'vaccines'],
      // An episode remembered, who is on it, and what it is made of.
      ['there was this episode about sourdough', 'sourdough'],
      ['remember that episode about the housing crisis', 'housing crisis'],
      ['i heard an episode about octopus once, can you find it', 'octopus'],
      ['that thing about the moon you played yesterday', 'moon'],
      ['something where bill gates is a guest', 'bill gates'],
      ['anything concerning the housing market', 'housing market'],
      ['material on philosophy', 'philosophy'],
      ['info on taxes', 'taxes'],
      ['once upon a time', 'once upon a time'],
      // A greeting before the request, the kind of drive, what the listener does meanwhile.
      ['hey can you put on a podcast about cars', 'cars'],
      ['yo something about jazz', 'jazz'],
      ['something for my morning commute about tech', 'tech'],
      ['play something while i cook', null],
      ['something to listen to while i cook', null],
      ['find me a show to listen to while i run', null],
      ['a podcast to listen to about bees', 'bees'],
      // A question's own verb is the subject's.
      ['how to find a job', 'how to find a job'],
      ['how to show empathy', 'how to show empathy'],
      ['what shows up in a blood test', 'what shows up in a blood test'],
      ['any shows about bees', 'bees'],
      ['how to get over a breakup', 'how to get over a breakup'],
      ['how can i find meaning in life', 'how can i find meaning in life'],
      ['why do people play the lottery', 'why do people play the lottery'],
      ['what makes people give to charity', 'what makes people give to charity'],
      ['how to play chess', 'how to play chess'],
      ['learning to play guitar', 'learning to play guitar'],
      ['what can you find about bees', 'bees'],
      ['how about you find me something on jazz', 'jazz'],
      ['what about youtube', 'youtube'],
      // Words said in passing, and what would please.
      ['so like i want something about you know history', 'history'],
      ['something about, like, the stock market or whatever', 'stock market'],
      ['could you kind of find me something on space', 'space'],
      ['i mean something about cooking i think', 'cooking'],
      ['i dunno, something about food', 'food'],
      ['either history or science', 'history or science'],
      ['how about we do something on music', 'music'],
      ['yeah something on the election would be cool', 'election'],
      ['an episode about bees would be nice', 'bees'],
      ["i'd be into something about trains", 'trains'],
      ["i'm thinking something about the ocean", 'ocean'],
      ['do you know anything about volcanoes', 'volcanoes'],
      // How it is told is no subject; a beginner's guide is for beginners.
      ['an introduction to economics', 'economics'],
      ['a single episode about bees', 'bees'],
      ['single parents', 'single parents'],
      ['give me a primer on crypto', 'crypto'],
      ['an explainer on inflation', 'inflation'],
      ['the basics of investing', 'investing'],
      ['economics 101', 'economics'],
      ["explain ai to me like i'm five", 'ai'],
      ['a debate about nuclear energy', 'nuclear energy'],
      ['a chat about movies', 'movies'],
      ["a beginner's guide to investing", 'investing for beginners'],
      ['investing for dummies', 'investing for beginners'],
      // Verbs with a particle, and asking whether there is.
      ['could you pull up an episode on climate change', 'climate change'],
      ['throw on something about space', 'space'],
      ['dig up something on the civil war', 'civil war'],
      ['search up black holes', 'black holes'],
      ['look into crypto for me', 'crypto'],
      ['how to bring up children', 'how to bring up children'],
      ['do you know any podcasts about gardening', 'gardening'],
      ['know any good episodes about bees', 'bees'],
      ["i wonder if there's anything on origami", 'origami'],
      ['check if you have anything on beekeeping', 'beekeeping'],
      ['any idea where i can find something on sharks', 'sharks'],
      ['would you mind finding something on chess', 'chess'],
      ['try finding something about rome', 'rome'],
      // Hedges and tastes said with the request.
      ['can you find me something about the roman empire, preferably under 30 minutes', 'roman empire'],
      ["i'd like something about world war ii, ideally over an hour", 'world war ii'],
      ['any recommendations for a long drive? i like history and science', 'history and science'],
      ['got anything on ai safety... maybe something not too technical?', 'ai safety for beginners'],
      // How it should be is no subject, but a name keeps its word.
      ['anything about the great depression', 'great depression'],
      ['something good about the great war', 'great war'],
      ['a good episode about cooking', 'cooking'],
      ['teach me something about history', 'history'],
      ['any episodes that cover the housing market', 'housing market'],
      ['do you know any episodes about meditation', 'meditation'],
      ['find episodes mentioning taylor swift', 'taylor swift'],
      ['episodes where they talk about coffee', 'coffee'],
      ['find podcasts where they interview farmers', 'farmers'],
      ['what podcasts do you recommend for entrepreneurs', 'entrepreneurs'],
      ['which would you suggest on climate', 'climate'],
      ['something with a guest who runs a bakery', 'runs a bakery'],
      ["okay so i'm about to get on the highway and i want something about the history of rome", 'history of rome'],
      ["we're hitting the road, anything about space", 'space'],
      ['eh something about sports i guess', 'sports'],
      ["something about the election that isn't too depressing", 'election'],
      ['true crime but nothing too gory', 'true crime'],
      // What an episode does with its subject.
      ['something that teaches me about investing', 'investing'],
      ['episodes that feature doctors', 'doctors'],
      ['something which explores climate change', 'climate change'],
      ['the feature film industry', 'feature film industry'],
      // Said short, or as speech to text writes it.
      ['somethin bout cooking', 'cooking'],
      ['could ya find me something on taxes', 'taxes'],
      ['you got anything on bees', 'bees'],
      ['ya got anything on bees', 'bees'],
      ['a boxing bout', 'boxing bout'],
      ['day to day life', 'day to day life'],
      ['my wife wants something about gardening', 'gardening'],
      ['the kids want something about dinosaurs', 'dinosaurs'],
      ["find something we'd both like about food", 'food'],
      ['something educational for the kids in the back', null],
      ['stabbed in the back', 'stabbed in the back'],
      ['something to keep my mind off traffic', null],
      ['something to make me smarter', null],
      ['give me a summary of todays news', 'news'],
      ["what's going on in the world", 'news'],
      ['did anything happen in the news', 'news'],
      ['what happened in the world this week', 'news'],
      ['what happened to the titanic', 'what happened to the titanic'],
      ['what happened in ukraine', 'ukraine'],
      ['what happened with the election', 'election'],
      ['what happened on planet money', null],
      ['what do people think about ai', 'ai'],
      ['someone talking about their startup', 'startup'],
      ['people talking about movies', 'movies'],
      ['a farmer talking about his cows', 'farmer cows'],
      ['a founder talking about her company', 'founder company'],
      ['a historian talking about the civil war', 'historian civil war'],
      ['someone explaining the stock market', 'stock market'],
      ['an economist explaining inflation', 'economist inflation'],
      ['explaining things to kids', 'explaining things to kids'],
      ['talking heads', 'talking heads'],
      ['a documentary about the civil war', 'civil war'],
      ['a documentary style episode about the civil war', 'civil war'],
      ['documentary filmmaking', 'documentary filmmaking'],
      ['stories about immigrants', 'immigrants'],
      ['true stories of survival', 'survival'],
      ['tell me a story about space', 'space'],
      ['ghost stories', 'ghost stories'],
      ['what people say about ai', 'ai'],
      ['how economists feel about inflation', 'inflation'],
      ['what does the public think of nuclear power', 'nuclear power'],
      ['what does hidden brain have on relationships', 'relationships'],
      ['what kind of music do you have', 'music'],
      ['what has bill gates said about climate', 'bill gates climate'],
      ['was there an episode about bees', 'bees'],
      ['have you got anything about the olympics', 'olympics'],
      ['what did obama say about healthcare', 'obama healthcare'],
      // Asked to have something explained.
      ['explain the stock market to me', 'stock market'],
      ["what's the deal with nfts", 'nfts'],
      ['give me the lowdown on interest rates', 'interest rates'],
      ['i want to hear people debate immigration', 'immigration'],
      ['the presidential debate', 'presidential debate'],
      // "Results" is a word of a topic, unless it means the answers.
      ['break down the election results', 'election results'],
      ['any results about bees', 'bees'],
      // Letters with accents lose them, as the search reads words either way.
      ['something about Høiback', 'hoiback'],
      ['anything on the economía', 'economia'],
      ['is serial on here', 'serial'],
      ['do you have anything on jazz in here', 'jazz'],
      ['what kind of person becomes a spy', 'what kind of person becomes a spy'],
      // The country, written or heard, is no pronoun; "play something for us" is.
      ['something about the U.S. economy', 'united states economy'],
      ['US politics', 'united states politics'],
      ['the us economy', 'united states economy'],
      ['play something for us', null],
      ['tell us about bees', 'bees'],
      ['any updates on the election', 'election'],
      ['is there an episode called raw milk deal', 'raw milk deal'],
      ['change of subject, gardening', 'gardening'],
      ["let's try gardening", 'gardening'],
      ['different topic', null],
      // Questions about a show are answered with its newest.
      ['what kind of show is hidden brain', null],
      ['who hosts the daily', null],
      ['how often does the daily come out', null],
      ['how many episodes of planet money do you have', null],
      ['find the episode titled moving to opportunity', 'moving to opportunity'],
      // A title is kept as said, its words no request's: "got", "is there", "what have you".
      ['play the episode named what have you got to lose please', 'what have you got to lose'],
      ['find the episode called how solar got cheap', 'how solar got cheap'],
      ['play me sum thing about the stock mark it', 'stock market'],
      ['find pod casts about gardening', 'gardening'],
      // Where to hear about it is no part of it.
      ['where can i learn about farming', 'farming'],
      ['where do i find episodes on cooking', 'cooking'],
      // Who argues or rants about it is not what it is about.
      ['find me something where they argue about game of the year', 'game of the year'],
      ['the one where the hosts rant about video games', 'video games'],
      ['the one titled is there a crisis at the border', 'is there a crisis at the border'],
      ['something my wife would like', null],
      // Speech to text: words run together or split, "here" for "hear", a dropped g.
      ['somethin about farming', 'farming'],
      // Typed in a hurry.
      ['find me an epsiode on climate', 'climate'],
      ['sumthing about cars', 'cars'],
      ['smth abt ai', 'ai'],
      ['pls find something on bees', 'bees'],
      ['eps about history', 'history'],
      ['an ep about cooking', 'cooking'],
      ['something re: taxes', 'taxes'],
      ['something about world war 2 thx', 'world war 2'],
      ['the u.s. economy', 'united states economy'],
      ['epic poems', 'epic poems'],
      // Split, or written as said.
      ['an epi sode about sleep', 'sleep'],
      ['some thing about space', 'space'],
      ['what you got on climate', 'climate'],
      ['whatcha got on bitcoin', 'bitcoin'],
      ['anything on bit coin', 'bitcoin'],
      ['what is a block chain', 'blockchain'],
      ['something on climb it change', 'climate change'],
      ['anything on global warning', 'global warming'],
      ['something about new clear power', 'nuclear power'],
      ['anything on world war to', 'world war 2'],
      ['episodes about you tube', 'youtube'],
      ['something about the eye phone', 'iphone'],
      // A year said in a subject is written as one; "of" a year after a subject is its year.
      ['something on the stock market crash of twenty oh eight', 'stock market crash of 2008'],
      ['something about the twenty sixteen election', '2016 election'],
      ['the nineteen sixties', '1960s'],
      ['something about artificial intelligent', 'artificial intelligence'],
      ['lemme hear something about music', 'music'],
      ['got anything bout cars', 'cars'],
      ['a boxing bout', 'boxing bout'],
      ['anyting on taxes', 'taxes'],
      ['i wanna here about bees', 'bees'],
      ['something a bout soil health', 'soil health'],
      ['a bout of flu', 'bout of flu'],
      ['something to listen to with my wife about cooking', 'cooking'],
      ['something fun for a road trip with the family', null],
      ['something about family', 'family'],
      ['can you recommend a podcast about cooking', 'cooking'],
      ['episodes where someone interviews a chef', 'chef'],
      ['a show where two guys talk about video games', 'video games'],
      ['the one where a farmer talks about cows', 'cows'],
      ['an episode where a chef explains knife skills', 'knife skills'],
      ['something where an expert explains inflation', 'inflation'],
      ['what episodes do you have about music', 'music'],
      ['which episodes have you got on space', 'space'],
      ['I am in the mood for true crime', 'true crime'],
      ['something relaxing for the drive home', 'relaxing'],
      ['looking for interviews about startups', 'startups'],
      ['pest management on the farm', 'pest management on the farm'],
      ['life on mars', 'life on mars'],
      ['find the episode where they cooked a peacock', 'where they cooked a peacock'],
      ['the one where she interviews a farmer', 'farmer'],
      ['tell me about the war on terror', 'war on terror'],
      ['stories about a lighthouse keeper', 'lighthouse keeper'],
      ['what came out this week on planet money', null],
      ['what episodes came out today', null],
      ["what's out today", null],
      ['has anything come out from planet money this month', null],
      ['anything new came out from the daily', null],
      ['what came out yesterday about the virus', 'virus'],
      // Casual speech: "gimme", "wanna", "that's", and what a listener says before asking.
      ['gimme something about cars', 'cars'],
      ['i wanna hear about space', 'space'],
      ['something funny about video games thats like 45 minutes', 'funny video games'],
      ['yes please something about sleep', 'sleep'],
      ['okay so tell me about bees', 'bees'],
      ['hey boris any good episodes on mental health', 'mental health'],
      ['ok google find bitcoin podcasts', 'bitcoin'],
      ['something with lots of interviews about farming', 'farming'],
      ["what's a good episode for a 3 hour drive", null],
      ['boris johnson', 'boris johnson'],
    ];
    for (const [say, topic] of topics) expect(converse(say)[0].topic, say).toBe(topic);
    // Something to take the mind off the road, or to learn from, is any episode (of an education show).
    expect(converse('i need something to keep my mind off traffic')[0].anything).toBe(true);
    expect(converse('something to make me smarter')[0]).toMatchObject({ anything: true, genre: 'Education' });
    // "Something to listen to while I cook" is any episode.
    expect(converse('something to listen to while i cook')[0].anything).toBe(true);
    expect(converse('what is the daily about today')[0]).toMatchObject({
      show: 'The Daily',
      topic: null,
      withinDays: 1,
    });
    expect(converse('something I can finish in 10 minutes about cooking')[0]).toMatchObject({
      topic: 'cooking',
      maxMinutes: 10,
      minMinutes: null,
    });
    const [, shorter, like] = converse(
      'something about sleep',
      'can you make it shorter',
      'the third one sounds good, more like that',
    );
    expect(shorter).toMatchObject({ topic: 'sleep', maxMinutes: 20 });
    expect(like).toMatchObject({ topic: 'sleep', similarToRank: 3 });
  });

  it('reads a month or a day, with its year or the last one gone by, and a month name without a cue as words', () => {
    const read = (said: string) => interpret(said, null, SHOWS, NOW);
    expect(read('the daily from march 2020')).toMatchObject({ topic: null, show: 'The Daily', year: 2020, month: 3 });
    expect(read('something about elections in may')).toMatchObject({ topic: 'elections', year: 2026, month: 5 });
    expect(read('planet money last november')).toMatchObject({ year: 2025, month: 11 });
    expect(read('china from march twenty twenty')).toMatchObject({ topic: 'china', year: 2020, month: 3 });
    expect(read("the women's march")).toMatchObject({ topic: "women's march", month: null });
    expect(read('may i hear something about dogs')).toMatchObject({ topic: 'dogs', month: null });
    // A day, in digits or words, before or after its month; "on" is a date's cue only with a day.
    expect(read('the daily episode from march third')).toMatchObject({ topic: null, year: 2026, month: 3, day: 3 });
    expect(read('anything from the 3rd of march 2020')).toMatchObject({ topic: null, year: 2020, month: 3, day: 3 });
    expect(read('the daily on june 5 2019')).toMatchObject({ topic: null, year: 2019, month: 6, day: 5 });
    expect(read('china from october twenty first')).toMatchObject({ topic: 'china', year: 2026, month: 10, day: 21 });
    expect(read('the daily from the thirtieth of april')).toMatchObject({ month: 4, day: 30 });
    // Without a year, the last one that has come: on November 25, "November 28th" is last year's.
    expect(read('the daily from november 28th')).toMatchObject({ year: 2025, month: 11, day: 28 });
    expect(read('the daily from november 20th')).toMatchObject({ year: 2026, month: 11, day: 20 });
    // Days known by name, with "on" or "from"; without, a topic.
    expect(read('what was on the daily on christmas')).toMatchObject({ topic: null, year: 2025, month: 12, day: 25 });
    expect(read("the daily on new year's eve")).toMatchObject({ year: 2025, month: 12, day: 31 });
    for (const said of ['the daily from last christmas', 'what did the daily do over christmas'])
      expect(read(said), said).toMatchObject({ show: 'The Daily', topic: null, year: 2025, month: 12, day: 25 });
    expect(read('planet money from christmas 2019')).toMatchObject({ year: 2019, month: 12, day: 25 });
    expect(read('something about christmas')).toMatchObject({ topic: 'christmas', month: null });
    // Seasons: said on November 25, "last summer" is this year's, "last autumn" the one before
    // this; "this spring" has gone by; winter begins in December, so "this winter" is to come.
    expect(read('something from last summer about elections')).toMatchObject({
      topic: 'elections',
      year: 2026,
      season: 'summer',
      month: null,
    });
    expect(read('planet money last fall')).toMatchObject({ show: 'Planet Money', year: 2025, season: 'autumn' });
    expect(read('the stock market this spring')).toMatchObject({ topic: 'stock market', year: 2026, season: 'spring' });
    expect(read('the daily in the winter of 2019')).toMatchObject({ year: 2019, season: 'winter' });
    expect(read('anything from this winter')).toMatchObject({ year: 2026, season: 'winter' });
    expect(read('anything from last winter')).toMatchObject({ year: 2025, season: 'winter' });
    expect(describeRequest(read('anything from last winter'))).toBe('from the winter of 2025 to 2026');
    expect(describeRequest(read('planet money last fall'))).toBe('from Planet Money from the autumn of 2025');
    // Without a cue or a year, or as the name of a thing, a season is a word.
    expect(read('the fall of the berlin wall')).toMatchObject({ topic: 'fall of the berlin wall', season: null });
    expect(read('from the winter olympics')).toMatchObject({ topic: 'winter olympics', season: null });
    expect(read('summer recipes')).toMatchObject({ topic: 'summer recipes', season: null });
    // A month said after a season replaces it, and "any time" drops it.
    expect(converse('the daily last summer', 'only from june')[1]).toMatchObject({ month: 6, season: null });
    expect(converse('the daily last summer', 'any time')[1]).toMatchObject({ year: null, season: null });
    // Since a year, and from one year to another: "after 2018" is from 2019 on.
    expect(read('economics since 2019')).toMatchObject({ topic: 'economics', sinceYear: 2019, beforeYear: null });
    // "Nothing older than 2019" is from 2019 on, where "older than 2015" is before 2015.
    expect(converse('space', 'nothing older than 2019')[1]).toMatchObject({ topic: 'space', sinceYear: 2019 });
    expect(read('economics nothing newer than 2017')).toMatchObject({ topic: 'economics', beforeYear: 2018 });
    expect(read('something older than 2015 about trade')).toMatchObject({
      topic: 'trade',
      beforeYear: 2015,
      oldestFirst: false,
    });
    // Times by what happened then: the pandemic began in 2020; Christmas and the new year come round each year.
    expect(read('planet money from before the pandemic')).toMatchObject({
      show: 'Planet Money',
      topic: null,
      beforeYear: 2020,
    });
    expect(read('pre-pandemic episodes about travel')).toMatchObject({ topic: 'travel', beforeYear: 2020 });
    expect(read('episodes about remote work since covid')).toMatchObject({ topic: 'remote work', sinceYear: 2020 });
    expect(read('the daily during the pandemic')).toMatchObject({
      show: 'The Daily',
      sinceYear: 2020,
      beforeYear: 2022,
    });
    expect(read('something about the pandemic')).toMatchObject({
      topic: 'pandemic',
      sinceYear: null,
      beforeYear: null,
    });
    expect(read('economy since christmas')).toMatchObject({ topic: 'economy', withinDays: 336 });
    expect(read('farming since new years')).toMatchObject({ topic: 'farming', withinDays: 330 });
    expect(read('something about christmas')).toMatchObject({ topic: 'christmas', withinDays: null });
    expect(read('something from earlier this year about trade')).toMatchObject({ topic: 'trade', withinDays: 330 });
    expect(read('anything about iran after 2018')).toMatchObject({ topic: 'iran', sinceYear: 2019 });
    expect(read('iran between 2018 and 2020')).toMatchObject({ topic: 'iran', sinceYear: 2018, beforeYear: 2021 });
    expect(read('the daily from twenty eighteen to twenty twenty')).toMatchObject({
      sinceYear: 2018,
      beforeYear: 2021,
    });
    expect(read('episodes about iran from 2019 or 2020')).toMatchObject({ topic: 'iran', sinceYear: 2019 });
    expect(describeRequest(read('iran between 2018 and 2020'))).toBe('about Iran from 2018 to 2020');
    expect(describeRequest(read('economics since 2019'))).toBe('about economics since 2019');
    // Years joined without a cue name a thing; a calendar year said after replaces the span.
    expect(read('the 2016 and 2020 elections')).toMatchObject({ topic: '2016 and 2020 elections', sinceYear: null });
    expect(converse('iran since 2019', 'only from 2020')[1]).toMatchObject({ year: 2020, sinceYear: null });
    // A day the month has not got is heard as the month.
    expect(read('anything from february thirtieth')).toMatchObject({ year: 2026, month: 2, day: null });
    expect(read('episodes on march madness')).toMatchObject({ topic: 'march madness', month: null, day: null });
    expect(read('the daily march 5th')).toMatchObject({ show: 'The Daily', month: 3, day: 5 });
    expect(read('may the fourth be with you')).toMatchObject({ month: null, day: null });
    expect(read('the daily from march 2020')).toMatchObject({ month: 3, day: null });
    expect(describeRequest(read('the daily from march 2020'))).toBe('from The Daily from March 2020');
    expect(describeRequest(read('the daily on june 5 2019'))).toBe('from The Daily from June 5, 2019');
    // A year said later replaces the month.
    const [, year] = converse('china from march 2020', 'from 2019');
    expect(year).toMatchObject({ topic: 'china', year: 2019, month: null });
    const [, day, newer] = converse('china from march 3 2020', 'only the 5th of march', 'anything newer?');
    expect(day).toMatchObject({ topic: 'china', year: 2020, month: 3, day: 5 });
    expect(newer).toMatchObject({ topic: 'china', year: null, month: null, day: null });
  });

  it('reads "I liked the episode about X, anything similar" as episodes like the one X finds', () => {
    const read = (said: string) => interpret(said, null, SHOWS, NOW);
    const liked = [
      'i liked the episode about the fed fighting the virus, got anything similar',
      'more like the episode about the fed fighting the virus',
      'something like the fed fighting the virus episode',
    ];
    for (const said of liked) {
      expect(read(said)).toMatchObject({ topic: 'fed fighting the virus', similarToRank: 1 });
      expect(episodeDescribed(said)).toBe(true);
    }
    expect(read('i really enjoyed that interview about sleep, do you have anything like it')).toMatchObject({
      topic: 'sleep',
      similarToRank: 1,
    });
    // A liking said alone asks for more like it; with another request after it, that request stands.
    expect(read('i loved the one about the peacock')).toMatchObject({ topic: 'peacock', similarToRank: 1 });
    // Heard, not liked: like it only when asked ("got anything similar").
    expect(read('i listened to the one about the marshall plan, got anything similar')).toMatchObject({
      topic: 'marshall plan',
      similarToRank: 1,
    });
    expect(read('i heard the one about bees')).toMatchObject({ topic: 'bees', similarToRank: null });
    expect(episodeDescribed('i liked the one about the peacock but play something about cooking')).toBe(false);
    // An episode named by its place in the last answer is no description.
    expect(episodeDescribed('more like the second one')).toBe(false);
    expect(episodeDescribed('more like that')).toBe(false);
    const [, like] = converse('something about sleep', 'more like that');
    expect(like).toMatchObject({ topic: 'sleep', similarToRank: 1 });
  });

  it('sorts newest first when asked, and back by relevance', () => {
    const [first, newest, best] = converse('something about china', 'newest first', 'best matches first');
    expect(first.newestFirst).toBe(false);
    expect(newest).toMatchObject({ topic: 'china', newestFirst: true, withinDays: null });
    expect(best).toMatchObject({ topic: 'china', newestFirst: false });
    expect(interpret('economics sorted by date', null, SHOWS, NOW)).toMatchObject({
      topic: 'economics',
      newestFirst: true,
    });
  });

  it('reads "what did I miss on" a show as its newest, and a random pick as anything', () => {
    const read = (said: string) => interpret(said, null, SHOWS, NOW);
    expect(read('what did i miss on the daily')).toMatchObject({ topic: null, show: 'The Daily', withinDays: null });
    expect(read('catch me up on planet money')).toMatchObject({ topic: null, show: 'Planet Money' });
    for (const said of ['give me a random episode', 'something random', 'you pick'])
      expect(read(said)).toMatchObject({ topic: null, anything: true });
    expect(read('something random about space')).toMatchObject({ topic: 'space', anything: false });
    expect(read('random forests').topic).toBe('random forests');
    // With no listening figures, what is popular or trending is offered as the newest of all.
    for (const said of ["what's trending", 'whats popular right now', 'yo borris what are the top episodes'])
      expect(read(said)).toMatchObject({ topic: null, anything: true });
    expect(read("what's popular in economics")).toMatchObject({ topic: 'economics', anything: false });
  });

  it("starts over for a show's newest or a show to play, and narrows to a show said with only", () => {
    const [, latest] = converse('something about china', 'the latest planet money');
    expect(latest).toMatchObject({ topic: null, show: 'Planet Money', withinDays: null });
    const [, played] = converse('something short about china', 'play hidden brain');
    expect(played).toMatchObject({ topic: null, show: 'Hidden Brain', maxMinutes: null });
    // "What happened on Planet Money" asks for the show's news, not for its episodes about china.
    const [, news] = converse('something about china', 'what happened on planet money');
    expect(news).toMatchObject({ topic: null, show: 'Planet Money' });
    const [, only] = converse('something about china', 'only planet money');
    expect(only).toMatchObject({ topic: 'china', show: 'Planet Money' });
  });

  it('refines the last request with follow-ups and starts over on a new topic', () => {
    const [first, shorter, only, newer, like, other, fresh] = converse(
      'something about sleep under forty minutes',
      'shorter ones',
      'only hidden brain',
      'anything newer?',
      'more like the second one',
      'something else',
      'now tell me about cooking',
    );
    expect(first).toMatchObject({ topic: 'sleep', maxMinutes: 40 });
    expect(shorter).toMatchObject({ topic: 'sleep', maxMinutes: 20 });
    expect(only).toMatchObject({ topic: 'sleep', show: 'Hidden Brain', maxMinutes: 20 });
    expect(newer).toMatchObject({ show: 'Hidden Brain', withinDays: 30 });
    expect(like).toMatchObject({ topic: 'sleep', similarToRank: 2 });
    // The next ones like it.
    expect(other).toMatchObject({ topic: 'sleep', skip: 3, similarToRank: 2 });
    expect(fresh).toMatchObject({ topic: 'cooking', show: null, maxMinutes: null, withinDays: null, skip: 0 });
  });

  it('reads a correction or a change of subject as the new topic, and "same but" as a follow-up', () => {
    expect(converse('economics', 'no i meant history')[1]).toMatchObject({ topic: 'history' });
    expect(converse('economics', 'change the topic to space')[1]).toMatchObject({ topic: 'space' });
    expect(converse('economics', 'same but shorter')[1]).toMatchObject({ topic: 'economics', maxMinutes: 20 });
    expect(converse('the same old story')[0].topic).toBe('same old story');
    expect(converse('economics', 'give me three more')[1]).toMatchObject({ topic: 'economics', skip: 3 });
    // "The last one", said alone after an answer, plays the last one offered; before any, it is words.
    expect(converse('economics', 'play the last one')[1]).toMatchObject({ topic: 'economics', playRank: -1 });
    expect(converse('economics', 'the last one')[1]).toMatchObject({ playRank: -1 });
    expect(converse('the last one')[0]).toMatchObject({ playRank: null });
    // "Say that again" repeats the last answer, where it was.
    expect(converse('economics', 'something else', 'say that again')[2]).toMatchObject({ topic: 'economics', skip: 3 });
    for (const again of [
      'what are they',
      'read them to me',
      'how many are there',
      'how many episodes is that',
      'how many of them are there',
      'what did you find',
    ])
      expect(converse('economics', 'something else', again)[2], again).toMatchObject({ topic: 'economics', skip: 3 });
    expect(converse('economics', 'which ones are short')[1]).toMatchObject({ topic: 'economics', maxMinutes: 20 });
    expect(converse('economics', 'same again')[1]).toMatchObject({ topic: 'economics', skip: 0 });
    // "Play 2" and "play two" after an answer play the second.
    for (const said of ['play 2', 'play two', 'ok play two please'])
      expect(converse('economics', said)[1], said).toMatchObject({ topic: 'economics', playRank: 2 });
    // "Skip the first one" plays the one after it; "not the first one" and "pass on number two" too.
    for (const [said, rank] of [
      ['skip the first one', 2],
      ['no not the first one', 2],
      ['pass on number two', 3],
    ] as const)
      expect(converse('economics', said)[1], said).toMatchObject({ topic: 'economics', playRank: rank });
    expect(converse('skip the first one')[0]).toMatchObject({ topic: null, playRank: 2 });
    // However the pick is said: "let's go with number two", "let's do the first", "I'll try the last one".
    for (const [said, rank] of [
      ["let's go with number two", 2],
      ["let's do the first", 1],
      ["I'll go with the second", 2],
      ['i want the third one', 3],
      ["i'll try the last one", -1],
      // Corrected: "no, the third one".
      ['no the third one', 3],
      ['no i meant number three', 3],
      ['sorry, the first one', 1],
      // Said as good enough: "the first one is fine".
      ['no the first one is fine', 1],
      ['number two works', 2],
      ['the third one sounds good', 3],
      // "Put the third one on", "skip to number four", "go to the second one".
      ['put the third one on', 3],
      ['put number two on please', 2],
      ['skip to number four', 4],
      ['go to the second one', 2],
      // Liked now, not heard before: a pick.
      ['i love the second one', 2],
      ['i like the sound of the third one', 3],
    ] as const)
      expect(converse('economics', said)[1], said).toMatchObject({ topic: 'economics', playRank: rank });
    // "A different one", "the others" and "the other one" ask for the next ones.
    for (const said of ['a different one', 'the others', 'the other one', 'what about the others'])
      expect(converse('economics', said)[1], said).toMatchObject({ topic: 'economics', skip: 3 });
    // "Which show is number three from" is answered by what the episode is, with its show.
    for (const said of ['which show is number three from', 'what show is the third one on'])
      expect(converse('economics', said)[1]?.about, said).toEqual({ rank: 3, aspect: 'summary' });
    // Whether one has a transcript; "with" before the pick is no "it".
    for (const [said, rank] of [
      ['is there a transcript for the first one', 1],
      ['does number two have a transcript', 2],
      ['can I chat with the second one', 2],
    ] as const)
      expect(converse('economics', said)[1]?.about, said).toEqual({ rank, aspect: 'transcript' });
    // After a show's newest, "how many episodes are there" asks how many of it.
    for (const said of ['how many episodes are there', 'how many do they have'])
      expect(converse('planet money', said)[1], said).toMatchObject({ intent: 'search', show: 'Planet Money' });
    expect(converse('planet money', 'how many shows do you have')[1]?.intent).toBe('catalog');
    // "What has Rob Wiblin done on AI", "the newest episode you have".
    expect(converse('what has rob wiblin done on ai')[0]).toMatchObject({ topic: 'rob wiblin ai' });
    expect(converse("what's the newest episode you have")[0]).toMatchObject({ topic: null, anything: true });
    expect(converse("anything you've got on bees")[0]).toMatchObject({ topic: 'bees' });
    expect(converse('what do you have on farming')[0]).toMatchObject({ topic: 'farming' });
    // "I liked the second one": heard already, so more like it; the topic stays.
    expect(converse('economics', 'I liked the second one')[1]).toMatchObject({ topic: 'economics', similarToRank: 2 });
    expect(converse('economics', 'i really enjoyed the last one')[1]).toMatchObject({ similarToRank: -1 });
    // More of the same, however it is asked for.
    for (const more of [
      'go on',
      'any others',
      'is that all',
      'those are boring',
      'they all sound kind of dull',
      'this is boring',
      'that one sounds boring',
      'show me others',
      'others please',
      "that's boring",
      'thats boring',
      "they're all boring",
      "that's not very interesting",
      'those are not what i wanted',
      'boring',
      'not interested',
      'nah',
      "i didn't like the second one",
      "i didn't enjoy that one at all",
      'try again',
      'no try again please',
      'have another look',
    ])
      expect(converse('economics', more)[1], more).toMatchObject({ topic: 'economics', skip: 3 });
    // "Try again with Planet Money", "try again but shorter": what follows is the request.
    expect(converse('sleep', 'try again with planet money')[1]).toMatchObject({ topic: 'sleep', show: 'Planet Money' });
    expect(converse('sleep', 'try again but shorter')[1]).toMatchObject({ topic: 'sleep', maxMinutes: 20, skip: 0 });
    expect(converse('sleep', 'try again with something about cars')[1]).toMatchObject({ topic: 'cars' });
    // Not liking one is no likeness to it.
    expect(converse('economics', 'play the first one', "i don't like this one")[2]).toMatchObject({
      topic: 'economics',
      similarToRank: null,
    });
    expect(converse('go on a diet')[0].topic).toBe('go on a diet');
    expect(converse('economics', "no that's not it, history")[1]).toMatchObject({ topic: 'history' });
    // A show left out and another named: "not The Daily, Hidden Brain" after "The Daily".
    expect(converse('the daily', 'not the daily, hidden brain')[1]).toMatchObject({
      show: 'Hidden Brain',
      notShows: ['The Daily'],
    });
    // What was not meant and what was, set apart by a comma the words lose: a subject misheard is
    // put right in the request as it was; another subject is asked for without the first.
    for (const said of ['no not taxes, tariffs', 'no, not taxes. Tariffs.', 'not taxes - tariffs'])
      expect(converse('taxes under 20 minutes', said)[1], said).toMatchObject({
        topic: 'tariffs',
        notTopic: null,
        maxMinutes: 20,
      });
    expect(converse('taxes under 20 minutes', 'no I meant tariffs')[1]).toMatchObject({
      topic: 'tariffs',
      maxMinutes: 20,
    });
    expect(converse('economics', 'not crypto, science')[1]).toMatchObject({ topic: 'science', notTopic: 'crypto' });
    expect(converse('not crypto, science')[0]).toMatchObject({ topic: 'science', notTopic: 'crypto' });
    expect(converse('not bad, something about history')[0]).toMatchObject({ topic: 'history', notTopic: null });
    expect(converse('not too long, something about history')[0]).toMatchObject({ topic: 'history', maxMinutes: 30 });
    // "Never mind" before a new request takes the last one back; alone, it is an OK.
    expect(converse('economics', 'scratch that, something about bees')[1]).toMatchObject({ topic: 'bees' });
    expect(converse('economics', 'never mind, history')[1]).toMatchObject({ topic: 'history' });
    expect(converse('economics under 20 minutes', 'never mind the length')[1]).toMatchObject({
      topic: 'economics',
      maxMinutes: null,
    });
    expect(converse('economics', 'never mind')[1]).toMatchObject({ intent: 'thanks' });
    // A sound, or a check of the microphone, asks nothing ("software testing" is a topic).
    for (const said of ['ugh', 'meh', 'testing testing', 'testing one two three'])
      expect(converse(said)[0], said).toMatchObject({ topic: null, anything: false });
    expect(converse('software testing')[0]).toMatchObject({ topic: 'software testing' });
    for (const said of ['not yet', 'not now', 'maybe later', 'not now please', 'never mind thanks'])
      expect(converse('economics', said)[1], said).toMatchObject({ intent: 'thanks' });
    expect(converse('not now, something about bees')[0]).toMatchObject({ topic: 'bees' });
    // "What's in my queue" is the playlist; "what's next" after an answer, its next ones.
    expect(converse("what's in my queue")[0]).toMatchObject({ intent: 'playlist' });
    expect(converse('how many episodes are on my playlist')[0]).toMatchObject({ intent: 'playlist' });
    expect(converse('bees', "what's next")[1]).toMatchObject({ topic: 'bees', skip: 3 });
    // A slip, a moment to think, arriving and liking what was heard ask nothing more.
    for (const said of [
      'sorry',
      'oops',
      'my bad',
      'give me a second to think',
      'never mind that',
      "I'm home",
      'good night',
    ])
      expect(converse('economics', said)[1], said).toMatchObject({ intent: 'thanks' });
    for (const said of ['that was great', 'I loved that episode'])
      expect(converse('economics', said)[1], said).toMatchObject({ intent: 'thanks' });
    expect(thanksKind("we're here")).toBe('farewell');
    expect(thanksKind('oops')).toBe('taken back');
    expect(converse('sorry to bother you, something about bees')[0]).toMatchObject({ topic: 'bees' });
    expect(converse('home improvement')[0]).toMatchObject({ topic: 'home improvement' });
    expect(converse("I don't know what I want")[0]).toMatchObject({ topic: null, anything: true });
    expect(converse('test test')[0]).toMatchObject({ intent: 'help' });
    // Praise of what was found is thanks, and "how do I use this" asks for help.
    for (const said of [
      "thanks that's perfect",
      "that's exactly what i wanted",
      "ok that's great thanks",
      'that would be great',
      "yeah that'd be perfect",
    ])
      expect(converse('economics', said)[1], said).toMatchObject({ intent: 'thanks' });
    expect(converse("that's perfect timing for my drive")[0]).toMatchObject({ intent: 'search' });
    for (const said of ['how do i use this', 'what should i say'])
      expect(converse(said)[0], said).toMatchObject({ intent: 'help' });
    // A language named alone after one was asked is that language instead.
    expect(converse('something in german', 'never mind, english')[1]).toMatchObject({
      language: 'English',
      topic: null,
    });
    expect(converse('spanish podcasts about food', 'what about french')[1]).toMatchObject({
      language: 'French',
      topic: 'food',
    });
    expect(converse('economics', 'english')[1]).toMatchObject({ language: null, topic: 'english' });
  });

  it('reads a guest said as one and the one interviewed as the person', () => {
    expect(converse('anything with rob wiblin as a guest')[0]).toMatchObject({ person: 'rob wiblin', topic: null });
    expect(converse('what has ezra klein been on')[0]).toMatchObject({ person: 'ezra klein', topic: null });
    expect(converse('where is tom webster a guest')[0]).toMatchObject({ person: 'tom webster', topic: null });
    expect(converse('something from the guy who does planet money')[0]).toMatchObject({
      show: 'Planet Money',
      topic: null,
    });
    // "A guest from Google" names no one: Google is the topic.
    expect(converse('anything with a guest from google')[0]).toMatchObject({ person: null, topic: 'google' });
    expect(converse('something about podcasting', 'only ones with adam curry')[1]).toMatchObject({
      topic: 'podcasting',
      person: 'adam curry',
    });
    expect(converse('is there an episode where ezra klein is interviewed')[0]).toMatchObject({
      person: 'ezra klein',
      topic: null,
    });
    // A word the dictionary knows is who, not a name.
    expect(converse('something where the president is interviewed')[0]).toMatchObject({
      person: null,
      topic: 'president',
    });
    expect(converse('find the episode where they talk to an entomologist')[0].topic).toBe('entomologist');
  });

  it('moves on to other results however a listener asks for them', () => {
    for (const other of [
      'nah something else',
      'no, something different',
      'okay what else have you got',
      'skip',
      'next one',
    ]) {
      const [, next] = converse('something about sleep', other);
      expect(next, other).toMatchObject({ topic: 'sleep', skip: 3 });
    }
    expect(converse('i wanna hear the daily from yesterday')[0]).toMatchObject({
      topic: null,
      show: 'The Daily',
      withinDays: 2,
    });
  });

  it('tells people of a kind from a person, news from a show, and a missed episode from a topic', () => {
    expect(converse('got any interviews with scientists')[0]).toMatchObject({ topic: 'scientists', person: null });
    // Someone of a kind, said with "a" or "an", is no name either.
    expect(converse('an interview with an economist')[0]).toMatchObject({ topic: 'economist', person: null });
    expect(converse('something featuring a comedian')[0]).toMatchObject({ topic: 'comedian', person: null });
    expect(converse('conversations with a historian about rome')[0]).toMatchObject({
      topic: 'historian rome',
      person: null,
    });
    expect(converse('only the ones with a guest')[0]).toMatchObject({ topic: 'interview', person: null });
    expect(converse('interviews with adam curry')[0]).toMatchObject({ topic: null, person: 'adam curry' });
    expect(converse("what's the latest news on ukraine")[0]).toMatchObject({ topic: 'ukraine' });
    expect(converse('news')[0]).toMatchObject({ topic: 'news', show: null });
    // Its newest, however long ago it came out.
    expect(converse('i missed the last episode of planet money')[0]).toMatchObject({
      topic: null,
      show: 'Planet Money',
      withinDays: null,
    });
  });

  it('reads a length said as what not to play, and a longer or shorter "version"', () => {
    expect(converse('i want to learn about farming, nothing over half an hour')[0]).toMatchObject({
      topic: 'farming',
      maxMinutes: 30,
      minMinutes: null,
    });
    expect(converse('history, nothing shorter than an hour')[0]).toMatchObject({ topic: 'history', minMinutes: 60 });
    // "Nothing too short" is at least what "short" is, not something short.
    for (const said of ['nothing too short', 'not too short', "i don't want anything too short"])
      expect(converse(said)[0]).toMatchObject({ topic: null, minMinutes: 20, maxMinutes: null });
    const [, longer] = converse('sleep science', 'is there a longer version');
    expect(longer).toMatchObject({ topic: 'sleep science', minMinutes: 45 });
    expect(converse("i'm bored, surprise me")[0]).toMatchObject({ intent: 'search', topic: null, anything: true });
    expect(converse('tell me something interesting')[0]).toMatchObject({ topic: null, anything: true });
    expect(converse('climate change', 'surprise me')[1]).toMatchObject({ topic: null, anything: true });
    expect(converse('please')[0]).toMatchObject({ topic: null, anything: false });
    // "Not comedy" after "comedy" lifts the kind of show.
    expect(converse('comedy', 'not comedy')[1]).toMatchObject({ genre: null, notTopic: 'comedy', anything: true });
    for (const said of [
      'anything',
      'whatever',
      'um anything really',
      "i don't care",
      'play whatever',
      'give me your best',
      "whatever's good",
      'something i would like',
    ])
      expect(converse(said)[0]).toMatchObject({ topic: null, anything: true });
    // "More" alone after an answer is the next ones.
    expect(converse('economics', 'more')[1]).toMatchObject({ topic: 'economics', skip: 3 });
    expect(converse('economics', 'some more please')[1]).toMatchObject({ topic: 'economics', skip: 3 });
    for (const said of ['play something', 'just play something', 'put something on', 'play me a podcast'])
      expect(converse(said)[0]).toMatchObject({ topic: null, anything: true });
    expect(converse('play something short')[0]).toMatchObject({ topic: null, maxMinutes: 20, anything: true });
    expect(converse('i need something to keep me awake on a long drive')[0]).toMatchObject({ topic: null });
    expect(converse('i need something to keep me awake on this drive')[0]).toMatchObject({ topic: null });
    expect(converse('something about space for this trip')[0]).toMatchObject({ topic: 'space' });
    expect(converse('read me the news')[0]).toMatchObject({ topic: 'news' });
  });

  it('says a topic asked as a question as a statement in the reply', () => {
    expect(statedTopic('how do vaccines work')).toBe('how vaccines work');
    expect(statedTopic('how does the coronavirus spread')).toBe('how the coronavirus spreads');
    expect(statedTopic('why does the stock market go up')).toBe('why the stock market goes up');
    expect(statedTopic('how did the pandemic happen')).toBe('how the pandemic happened');
    expect(statedTopic('how do i record audio at home')).toBe('how to record audio at home');
    expect(statedTopic('what should we cook tonight')).toBe('what to cook tonight');
    expect(statedTopic('where can i farming')).toBe('where can i farming');
    expect(statedTopic('how did the civil war begin')).toBe('how the civil war began');
    expect(statedTopic('why did the housing market stop')).toBe('why the housing market stopped');
    expect(statedTopic('how did the dinosaurs die')).toBe('how the dinosaurs died');
    expect(statedTopic('climate change')).toBe('climate change');
    expect(statedTopic('how does a podcast make money')).toBe('how does a podcast make money');
    // Names written as names are, in a topic said in lower case.
    expect(statedTopic('north korea')).toBe('North Korea');
    expect(statedTopic('the history of china')).toBe('the history of China');
    // A word that is also an adjective written small is that adjective before another word.
    expect(statedTopic('frank conversations')).toBe('frank conversations');
    expect(statedTopic('american history')).toBe('American history');
    expect(statedTopic('ai')).toBe('AI');
    expect(statedTopic('jordan peterson')).toBe('Jordan Peterson');
    // A first name starts a name, unless it is an everyday word.
    expect(statedTopic('adam curry')).toBe('Adam Curry');
    expect(statedTopic('priya shah')).toBe('Priya Shah');
    expect(statedTopic('sam harris')).toBe('Sam Harris');
    expect(statedTopic('mark zuckerberg')).toBe('Mark Zuckerberg');
    expect(statedTopic('ben franklin')).toBe('Ben Franklin');
    expect(statedTopic('china policy')).toBe('China policy');
    expect(statedTopic('soil bacteria and fungi')).toBe('soil bacteria and fungi');
    expect(statedTopic('farming in the city')).toBe('farming in the city');
    expect(statedTopic('the hague')).toBe('The Hague');
    expect(statedTopic('sam missiles')).toBe('SAM missiles');
    expect(statedTopic('adam smith economics')).toBe('Adam Smith economics');
    expect(statedTopic('will power')).toBe('will power');
    expect(statedTopic('rose garden')).toBe('rose garden');
    expect(statedTopic('sun')).toBe('sun');
    expect(statedTopic('turkey recipes')).toBe('turkey recipes');
    expect(statedTopic('us politics')).toBe('us politics');
  });

  it('reads a question about what a show covered as the show and its topic', () => {
    expect(converse('what did the daily talk about yesterday')[0]).toMatchObject({
      show: 'The Daily',
      topic: null,
      withinDays: 2,
    });
    expect(converse('did planet money cover inflation')[0]).toMatchObject({ show: 'Planet Money', topic: 'inflation' });
    // What it put out, and when something came out, are no topic.
    expect(converse('what did the daily put out yesterday')[0]).toMatchObject({ show: 'The Daily', topic: null });
    expect(converse('what did the daily publish on monday')[0]).toMatchObject({ show: 'The Daily', topic: null });
    expect(converse('anything recorded before 2018 about china')[0]).toMatchObject({
      topic: 'china',
      beforeYear: 2018,
    });
    expect(converse('something published this year on ai')[0]).toMatchObject({ topic: 'ai' });
    expect(converse('episodes recorded live')[0]).toMatchObject({ topic: 'recorded live' });
    expect(converse('whats the daily got on china')[0]).toMatchObject({ show: 'The Daily', topic: 'china' });
    // A day's episode of a one-word show: "yesterday's daily".
    expect(converse("i missed yesterday's daily")[0]).toMatchObject({ show: 'The Daily', topic: null, withinDays: 2 });
    expect(converse("last night's planet money")[0]).toMatchObject({
      show: 'Planet Money',
      topic: null,
      withinDays: 1,
    });
    // "The last three episodes of" a show are its newest, however old.
    expect(converse('give me the last three episodes of planet money')[0]).toMatchObject({
      show: 'Planet Money',
      topic: null,
      withinDays: null,
    });
    expect(converse('the two newest from planet money')[0]).toMatchObject({
      show: 'Planet Money',
      topic: null,
      withinDays: null,
    });
    expect(converse('play the three most recent episodes of the daily')[0]).toMatchObject({
      show: 'The Daily',
      topic: null,
      withinDays: null,
    });
    // Speech to text spells "AI" as letters.
    expect(converse('something on a i')[0].topic).toBe('ai');
    expect(converse('a.i. safety')[0].topic).toBe('ai safety');
    // And other words said letter by letter, but not a letter beside "a" or "i".
    expect(converse('episodes about the n s a')[0].topic).toBe('nsa');
    expect(converse('something about the f b i')[0].topic).toBe('fbi');
    expect(converse('podcasts about u f o s')[0].topic).toBe('ufos');
    expect(converse('c o v i d nineteen')[0].topic).toBe('covid 19');
    expect(converse('vitamin d a day')[0].topic).toBe('vitamin d a day');
    // A number that is part of a name is no count of episodes.
    expect(converse('episodes about world war one')[0].topic).toBe('world war 1');
    expect(converse('anything about ww two')[0].topic).toBe('ww2');
    expect(converse('covid nineteen episodes')[0].topic).toBe('covid 19');
    expect(converse("i'd like to here about farming")[0].topic).toBe('farming');
    expect(converse('some thing about music')[0].topic).toBe('music');
    expect(converse('what has the daily got on china')[0]).toMatchObject({ show: 'The Daily', topic: 'china' });
    expect(converse('has the daily done anything on hong kong')[0]).toMatchObject({
      show: 'The Daily',
      topic: 'hong kong',
    });
    // What a show has been on about lately: its newest; what has been happening in a place: the place.
    for (const said of ["what's the daily been covering lately", 'what has the daily been up to'])
      expect(converse(said)[0], said).toMatchObject({ show: 'The Daily', topic: null });
    expect(converse('whats been happening in china')[0]).toMatchObject({ topic: 'china' });
    expect(converse('what has been going on with bitcoin')[0]).toMatchObject({ topic: 'bitcoin' });
    expect(converse("what's been happening in the world")[0]).toMatchObject({ topic: 'news' });
    expect(converse('what has hidden brain said about sleep')[0]).toMatchObject({
      show: 'Hidden Brain',
      topic: 'sleep',
    });
    // Praise the catalog cannot rank by is no topic.
    expect(converse('the best of 2020')[0]).toMatchObject({ topic: null, year: 2020, anything: true });
    expect(converse('the most popular episodes about sleep')[0]).toMatchObject({ topic: 'sleep' });
    expect(converse('top rated podcasts about history')[0]).toMatchObject({ topic: 'history' });
    expect(converse('award winning episodes on climate change')[0]).toMatchObject({ topic: 'climate change' });
    expect(converse('best practices for interviews')[0].topic).toMatch(/^best practices/);
    // A one-word show's name before "episode".
    expect(converse('is there a daily episode on brexit')[0]).toMatchObject({ show: 'The Daily', topic: 'brexit' });
    expect(converse('daily news podcasts')[0]).toMatchObject({ show: null });
    // Only a show called "The ...": "new episodes" is no request for a show called "New Show".
    expect(interpret('new episodes about sleep', null, ['New Show - With Episode Block'], NOW)).toMatchObject({
      show: null,
      topic: 'sleep',
    });
    // Another topic asked after keeps the show.
    expect(converse('play something by the daily about china', 'what about russia?')[1]).toMatchObject({
      show: 'The Daily',
      topic: 'russia',
    });
    // What a listener missed: the show, and no topic.
    expect(converse("I missed last week's planet money")[0]).toMatchObject({
      show: 'Planet Money',
      topic: null,
      withinDays: 7,
    });
    expect(converse("i didn't catch the daily yesterday")[0]).toMatchObject({ show: 'The Daily', topic: null });
  });

  it('reads a year, and lets a later time replace it', () => {
    expect(converse('podcasts from 2019 about the economy')[0]).toMatchObject({ topic: 'economy', year: 2019 });
    expect(converse('climate change in 2018')[0]).toMatchObject({ topic: 'climate change', year: 2018 });
    // A decade: this one since its first year (NOW is in 2026), the last one ten years back.
    const decade = converse('anything about video games from this decade')[0] as AssistantRequest;
    expect(decade).toMatchObject({ topic: 'video games', withinDays: 2522 });
    expect(describeRequest(decade)).toBe('about video games from the last 7 years');
    expect(converse('from the last decade')[0]).toMatchObject({ topic: null, withinDays: 3653 });
    // As speech to text may write it.
    expect(converse('the economy from twenty nineteen')[0]).toMatchObject({ topic: 'economy', year: 2019 });
    expect(converse('movies from nineteen ninety nine')[0]).toMatchObject({ topic: 'movies', year: 1999 });
    expect(converse('news from two thousand and eight')[0]).toMatchObject({ topic: 'news', year: 2008 });
    const [, newer] = converse('climate change in 2018', 'anything newer?');
    expect(newer).toMatchObject({ topic: 'climate change', year: null, withinDays: 30 });
    const [, then] = converse('impeachment from last week', 'from 2019');
    expect(then).toMatchObject({ topic: 'impeachment', year: 2019, withinDays: null });
    expect(converse('something short from 2019')[0]).toMatchObject({ anything: true, year: 2019, maxMinutes: 20 });
    // Not a year to come, and not a number that names a thing.
    expect(converse('episodes from 2030')[0].year).toBeNull();
    expect(converse('the 1984 novel')[0]).toMatchObject({ topic: '1984 novel', year: null });
  });

  it('reads where the listener is going as no topic, and lengths said as "not so long" or "keep it short"', () => {
    expect(converse("i'm heading to the airport, something about space")[0]).toMatchObject({ topic: 'space' });
    expect(converse('on my way to new york, anything about music')[0]).toMatchObject({ topic: 'music' });
    expect(converse('driving to work')[0]).toMatchObject({ topic: null, anything: true });
    expect(converse("we're flying to paris, anything about france")[0]).toMatchObject({ topic: 'france' });
    // A trip that is the subject stays the topic.
    expect(converse('the history of flying to the moon')[0]?.topic).toBe('history of flying to the moon');
    expect(converse('a podcast about commuting to work')[0]?.topic).toBe('commuting to work');
    expect(converse('economics not so long')[0]).toMatchObject({
      topic: 'economics',
      maxMinutes: 30,
      minMinutes: null,
    });
    expect(converse('keep it short')[0]).toMatchObject({ topic: null, maxMinutes: 20, anything: true });
    // A bound that contradicts the last one replaces it.
    expect(converse('something long about economics', 'not that long')[1]).toMatchObject({
      topic: 'economics',
      maxMinutes: 30,
      minMinutes: null,
    });
    expect(converse('bitcoin', 'next episode')[1]).toMatchObject({ topic: 'bitcoin', skip: 3 });
  });

  it('reads the time a listener has, and lengths and times said in passing', () => {
    expect(converse("i've got twenty minutes what do you suggest")[0]).toMatchObject({ topic: null, maxMinutes: 20 });
    expect(converse('something I can finish before I get to work in 25 min')[0]).toMatchObject({
      topic: null,
      maxMinutes: 25,
      minMinutes: null,
    });
    expect(converse('something about bees till we arrive in an hour')[0]).toMatchObject({
      topic: 'bees',
      maxMinutes: 60,
    });
    // "Or less", "or more", "an hour or two"; a number heard as "to" or "for".
    expect(converse('episodes about climate change 20 minutes or less')[0]).toMatchObject({
      topic: 'climate change',
      maxMinutes: 20,
      minMinutes: null,
    });
    expect(converse('an hour or more about history')[0]).toMatchObject({ topic: 'history', minMinutes: 60 });
    expect(converse('about an hour or two on history')[0]).toMatchObject({
      topic: 'history',
      minMinutes: 60,
      maxMinutes: 120,
    });
    expect(converse('something under to hours')[0]).toMatchObject({ topic: null, maxMinutes: 120 });
    expect(converse('im driving for an hour what should i listen to')[0]).toMatchObject({
      topic: null,
      maxMinutes: 75,
      minMinutes: 45,
    });
    const [holes, shorter] = converse('tell me about black holes but keep it under fifteen', 'even shorter');
    expect(holes).toMatchObject({ topic: 'black holes', maxMinutes: 15 });
    expect(shorter).toMatchObject({ topic: 'black holes', maxMinutes: 8 });
    // "The long kind" is long, and says nothing else.
    expect(converse('give me a history podcast, the long kind')[0]).toMatchObject({ topic: 'history', minMinutes: 45 });
    expect(converse('history', 'the shorter sort please')[1]).toMatchObject({ topic: 'history', maxMinutes: 20 });
    expect(converse('true crime but not too long')[0]).toMatchObject({
      topic: 'true crime',
      maxMinutes: 30,
      minMinutes: null,
    });
    expect(converse("something about cooking that isn't too long")[0]).toMatchObject({
      topic: 'cooking',
      maxMinutes: 30,
      minMinutes: null,
    });
    expect(converse('news from this morning')[0]).toMatchObject({ topic: 'news', withinDays: 1 });
    // A length between two: "between twenty and thirty minutes", "one or two hours".
    expect(converse('something between twenty and thirty minutes')[0]).toMatchObject({
      topic: null,
      minMinutes: 20,
      maxMinutes: 30,
    });
    expect(converse('from 10 to 20 minutes about china')[0]).toMatchObject({
      topic: 'china',
      minMinutes: 10,
      maxMinutes: 20,
    });
    expect(converse('one or two hours about history')[0]).toMatchObject({ minMinutes: 60, maxMinutes: 120 });
    // "Older ones" lists the best matches oldest first, past a span of recent days; "newer" undoes it.
    const [, older, newer] = converse('science from last week', 'anything older', 'anything newer');
    expect(older).toMatchObject({ topic: 'science', oldestFirst: true, withinDays: null });
    expect(newer).toMatchObject({ topic: 'science', oldestFirst: false, withinDays: 30 });
    expect(converse('bitcoin', 'older')[1]).toMatchObject({ topic: 'bitcoin', oldestFirst: true });
    const [, , byDate] = converse('science', 'oldest first', 'newest first');
    expect(byDate).toMatchObject({ oldestFirst: false, newestFirst: true });
    // "From before 2019": published before that year; a year said after replaces it.
    const [before, then] = converse('china from before 2019', 'from 2020');
    expect(before).toMatchObject({ topic: 'china', beforeYear: 2019, year: null });
    expect(describeRequest(before)).toBe('about China from before 2019');
    expect(then).toMatchObject({ topic: 'china', beforeYear: null, year: 2020 });
    expect(converse('older than twenty eighteen')[0]).toMatchObject({ beforeYear: 2018, anything: true });
    // "Not too old" asks for about the last year, and "old" is no topic to leave out.
    const notOld = converse('science but not too old')[0];
    expect(notOld).toMatchObject({ topic: 'science', notTopic: null, withinDays: 365 });
    expect(describeRequest(notOld)).toBe('about science from the last year');
    expect(converse('something fairly recent about economics')[0]).toMatchObject({
      topic: 'economics',
      withinDays: 365,
    });
    // "The latest" of a show is its newest, however long ago; "anything new" asks for recent ones.
    expect(converse('play me the most recent episode of the daily')[0]).toMatchObject({
      topic: null,
      show: 'The Daily',
      withinDays: null,
    });
    expect(converse('is there anything new from planet money')[0]).toMatchObject({
      show: 'Planet Money',
      withinDays: 30,
    });
    // "New" is part of a place's name.
    expect(converse('anything about new york')[0]).toMatchObject({ topic: 'new york', withinDays: null });
    expect(converse('what episodes mention cryptocurrency')[0].topic).toBe('cryptocurrency');
    // Interviews, with no subject named, are what is asked for; with one, the subject is.
    expect(converse('any good interviews')[0]).toMatchObject({ topic: 'interview', anything: false });
    expect(converse('planet money', 'any interviews')[1]).toMatchObject({ topic: 'interview', show: null });
    // After a topic, interviews about it, keeping the rest of the request.
    expect(converse('economics from planet money', 'any interviews')[1]).toMatchObject({
      topic: 'economics interview',
      show: 'Planet Money',
    });
    // Episodes with guests are interviews.
    expect(converse('something about gardening', 'any with guests')[1]).toMatchObject({ topic: 'gardening interview' });
    expect(converse('economics', 'only the ones with guests')[1]).toMatchObject({
      topic: 'economics interview',
      person: null,
    });
    expect(converse('episodes with guests')[0]).toMatchObject({ topic: 'interview' });
    expect(converse('interviews with scientists')[0].topic).toBe('scientists');
    expect(converse('podcasts like radiolab')[0].topic).toBe('radiolab');
    expect(converse('episodes about taxes from two weeks ago')[0]).toMatchObject({ topic: 'taxes', withinDays: 21 });
    // Lengths as speech to text writes them, and days of the week after a cue.
    expect(converse('sleep about an hour and a half')[0]).toMatchObject({
      topic: 'sleep',
      maxMinutes: 113,
      minMinutes: 68,
    });
    expect(converse('sleep under 2hrs')[0]).toMatchObject({ topic: 'sleep', maxMinutes: 120 });
    // NOW is Wednesday, November 25: Monday was the 23rd. "Since monday" is every day from it.
    expect(converse('the daily from monday')[0]).toMatchObject({
      show: 'The Daily',
      topic: null,
      withinDays: null,
      year: 2026,
      month: 11,
      day: 23,
    });
    expect(converse("last tuesday's planet money")[0]).toMatchObject({ show: 'Planet Money', month: 11, day: 24 });
    expect(converse('the one from last wednesday')[0]).toMatchObject({ month: 11, day: 18 });
    expect(converse('play the daily for tuesday')[0]).toMatchObject({ show: 'The Daily', topic: null, day: 24 });
    expect(converse('something for friday night')[0]).toMatchObject({ topic: 'friday night', day: null });
    expect(converse('anything since monday')[0]).toMatchObject({ withinDays: 3, day: null });
    // Since last week or month: from its first day (Monday the 16th; the 1st of October).
    expect(converse('anything since last week')[0]).toMatchObject({ withinDays: 10, topic: null });
    // Hours back and an age are times, not lengths; a decade's part is the decade, "around" a year that year.
    expect(converse('episodes from the last 48 hours')[0]).toMatchObject({
      withinDays: 2,
      topic: null,
      maxMinutes: null,
    });
    expect(converse('something not older than a week')[0]).toMatchObject({ withinDays: 7, topic: null });
    expect(converse('anything less than a month old about ai')[0]).toMatchObject({ withinDays: 30, topic: 'ai' });
    expect(converse('something from the early 2010s')[0]).toMatchObject({
      sinceYear: 2010,
      beforeYear: 2020,
      topic: null,
    });
    expect(converse('something from around 2019')[0]).toMatchObject({ year: 2019, topic: null });
    expect(converse('something under an hour')[0]).toMatchObject({ maxMinutes: 60, withinDays: null });
    expect(converse('economics since last month')[0]).toMatchObject({ withinDays: 56, topic: 'economics' });
    // Other ways of saying a time. NOW is in 2026.
    expect(converse('anything from the past fortnight')[0]).toMatchObject({ withinDays: 14 });
    expect(converse('since the beginning of the year')[0].withinDays).toBeGreaterThan(300);
    expect(converse('episodes from two years ago')[0]).toMatchObject({ year: 2024 });
    expect(converse('from late 2019 about trade')[0]).toMatchObject({ topic: 'trade', year: 2019 });
    expect(converse('early 2019 on planet money')[0]).toMatchObject({ topic: null, show: 'Planet Money', year: 2019 });
    // "Last year" is that calendar year; "the last year" and "the past year" the last 365 days.
    expect(converse('bitcoin', 'from last year')[1]).toMatchObject({ topic: 'bitcoin', year: 2025, withinDays: null });
    expect(converse("last year's election")[0]).toMatchObject({ topic: 'election', year: 2025 });
    expect(converse('bitcoin in the past year')[0]).toMatchObject({ year: null, withinDays: 365 });
    expect(converse('anything from the last year')[0]).toMatchObject({ year: null, withinDays: 365 });
    expect(converse('ai since last year')[0]).toMatchObject({ topic: 'ai', sinceYear: 2025 });
    expect(converse('my last year of college')[0]).toMatchObject({ topic: 'last year of college', year: null });
    // A part of a month is that month.
    expect(converse('any episodes from the first week of march 2020')[0]).toMatchObject({
      topic: null,
      year: 2020,
      month: 3,
    });
    expect(converse('the fed from mid march 2020')[0]).toMatchObject({ topic: 'fed', year: 2020, month: 3 });
    expect(converse('economics from the end of may 2019')[0]).toMatchObject({ topic: 'economics', month: 5 });
    expect(converse('something from the 2010s about taxes')[0]).toMatchObject({
      topic: 'taxes',
      sinceYear: 2010,
      beforeYear: 2020,
    });
    // "In the winter" after a subject says when it is done, not when the episode came out.
    expect(converse('something about gardening in the winter')[0]).toMatchObject({
      topic: 'gardening in the winter',
      season: null,
    });
    expect(converse('episodes from the winter')[0]).toMatchObject({ season: 'winter' });
    // "New parents" is a subject; "new episodes about parents" asks for recent ones.
    expect(converse('podcasts for new parents')[0]).toMatchObject({ topic: 'new parents', withinDays: null });
    expect(converse('new episodes about parents')[0]).toMatchObject({ topic: 'parents', withinDays: 30 });
    // Before podcasts, a decade is a subject.
    expect(converse('something from the 90s')[0]).toMatchObject({ topic: '90s', sinceYear: null });
    expect(converse('music of the sixties')[0]).toMatchObject({ topic: 'music of the sixties', beforeYear: null });
    expect(converse('late night shows')[0]).toMatchObject({ topic: 'late night', year: null });
    // A day of the month alone: this month's, or last month's when it has not come yet.
    expect(converse('the daily from the 5th')[0]).toMatchObject({ show: 'The Daily', topic: null, month: 11, day: 5 });
    expect(converse('play the daily from the twenty eighth')[0]).toMatchObject({ year: 2026, month: 10, day: 28 });
    // New, said of episodes, is recent.
    for (const said of ['new stuff please', 'fresh episodes', 'new podcasts about ai'])
      expect(converse(said)[0].withinDays, said).toBe(30);
    expect(converse('new york podcasts')[0]).toMatchObject({ topic: 'new york', withinDays: null });
    // Lengths said other ways.
    expect(converse('something under a quarter hour')[0]).toMatchObject({ maxMinutes: 15, topic: null });
    expect(converse('short and sweet')[0]).toMatchObject({ maxMinutes: 20, topic: null });
    expect(converse('a quickie about history')[0]).toMatchObject({ maxMinutes: 20, topic: 'history' });
    // A length said without its unit, where only minutes can be meant.
    expect(converse('economics', 'anything under 10')[1]).toMatchObject({ topic: 'economics', maxMinutes: 10 });
    expect(converse('under fifteen please')[0]).toMatchObject({ topic: null, maxMinutes: 15 });
    expect(converse('something around 20')[0]).toMatchObject({ topic: null, minMinutes: 15, maxMinutes: 25 });
    expect(converse('games for kids under 10')[0]).toMatchObject({ maxMinutes: null });
    expect(converse('over 9000')[0]).toMatchObject({ minMinutes: null });
    expect(converse('a 20 minute thing about space')[0]).toMatchObject({ topic: 'space', maxMinutes: 25 });
    expect(converse('sub 30 minute episodes')[0]).toMatchObject({ maxMinutes: 30, minMinutes: null, topic: null });
    expect(converse('around the 30 minute mark')[0]).toMatchObject({ maxMinutes: 38, minMinutes: 23, topic: null });
    // The time the listener has, said of the drive: no topic.
    for (const said of ["I'll be driving for an hour", 'fill an hour', 'something to kill an hour'])
      expect(converse(said)[0], said).toMatchObject({ maxMinutes: 75, minMinutes: 45, topic: null });
    expect(converse('the history of the submarine')[0]).toMatchObject({ topic: 'history of the submarine' });
    expect(converse('a long form interview')[0]).toMatchObject({ minMinutes: 45, topic: 'interview' });
    // "That runs", "that lasts" say the length that follows.
    expect(converse('an episode that runs about 45 minutes')[0]).toMatchObject({ topic: null, maxMinutes: 56 });
    expect(converse('something that runs under 30 minutes on cats')[0]).toMatchObject({
      topic: 'cats',
      maxMinutes: 30,
    });
    expect(converse('something that lasts about an hour about war')[0]).toMatchObject({ topic: 'war', maxMinutes: 75 });
    expect(converse('who runs the fed')[0].topic).toBe('who runs the fed');
    // When Borris played it is no time it came out.
    expect(converse('that thing about the moon you played yesterday')[0]).toMatchObject({
      topic: 'moon',
      withinDays: null,
      day: null,
    });
    expect(converse('something that lasts the whole drive, about 3 hours')[0]).toMatchObject({
      topic: null,
      minMinutes: 135,
      maxMinutes: 225,
    });
    // Lengths with a unit on each side.
    expect(converse("something about farming that's between half an hour and an hour")[0]).toMatchObject({
      topic: 'farming',
      minMinutes: 30,
      maxMinutes: 60,
    });
    expect(converse('friday night lights')[0]).toMatchObject({ topic: 'friday night lights', withinDays: null });
  });

  it('goes back to all shows, and past results a listener turns down', () => {
    const [, only, all] = converse('something about sleep', 'only hidden brain', 'go back to all shows');
    expect(only).toMatchObject({ topic: 'sleep', show: 'Hidden Brain' });
    expect(all).toMatchObject({ topic: 'sleep', show: null });
    // "Forget the time", "never mind the length", "drop the show" lift that part alone.
    const [, , , time, length, show] = converse(
      'something about china',
      'only from the daily under 20 minutes',
      'any from this year',
      'forget the time',
      'never mind the length',
      'drop the show',
    );
    expect(time).toMatchObject({ topic: 'china', show: 'The Daily', maxMinutes: 20, withinDays: null });
    expect(length).toMatchObject({ topic: 'china', show: 'The Daily', maxMinutes: null });
    expect(show).toMatchObject({ topic: 'china', show: null });
    // "Way longer", "a bit shorter" are longer and shorter.
    expect(converse('history', 'make it longer', 'way longer')[2]).toMatchObject({ topic: 'history', minMinutes: 68 });
    // "Those are all too long": the ones offered, shorter.
    expect(converse('something about space', 'those are all too long')[1]).toMatchObject({
      topic: 'space',
      maxMinutes: 20,
    });
    expect(converse('something about space', 'too long, anything under 15 minutes')[1]).toMatchObject({
      topic: 'space',
      minMinutes: null,
      maxMinutes: 15,
    });
    expect(converse('something about space', 'too long')[1]).toMatchObject({ topic: 'space', maxMinutes: 20 });
    expect(converse('history', 'the second one is too long, anything shorter')[1]).toMatchObject({
      topic: 'history',
      minMinutes: null,
      maxMinutes: 20,
    });
    expect(converse('something about space', "they're way too short")[1]).toMatchObject({
      topic: 'space',
      minMinutes: 45,
    });
    expect(converse('something about space', 'why are they so long')[1]).toMatchObject({
      topic: 'space',
      maxMinutes: 20,
    });
    // A question about a length is a topic: "why are meetings too long" asks for no length.
    for (const said of ['why are meetings too long', 'why do flights take so long', 'why do some people live longer'])
      expect(converse(said)[0], said).toMatchObject({ minMinutes: null, maxMinutes: null });
    expect(converse('why are meetings too long')[0].topic).toContain('meetings too long');
    // Longer than the last bound, not long: "under 15 minutes", then "longer", is over 15.
    expect(converse('planet money', 'under 15 minutes', 'no, longer')[2]).toMatchObject({
      show: 'Planet Money',
      minMinutes: 15,
      maxMinutes: null,
    });
    expect(converse('something long about history', 'shorter')[1]).toMatchObject({ minMinutes: null, maxMinutes: 45 });
    expect(converse('something about sleep', 'hmm not that one')[1]).toMatchObject({ topic: 'sleep', skip: 3 });
    expect(converse('the civil war', 'something shorter than that')[1]).toMatchObject({
      topic: 'civil war',
      maxMinutes: 20,
    });
  });

  it('reads "what\'s new on" a show as its newest, not as a show called "New ..."', () => {
    const shows = [...SHOWS, 'New Show - With Episode Block'];
    expect(interpret("what's new on hidden brain", null, shows, NOW)).toMatchObject({
      show: 'Hidden Brain',
      topic: null,
      withinDays: null,
    });
    expect(interpret("what's new from planet money", null, shows, NOW)).toMatchObject({
      show: 'Planet Money',
      withinDays: null,
    });
    // With a topic, "the latest" is the last 30 days.
    expect(converse('the latest on ukraine from the daily')[0]).toMatchObject({ topic: 'ukraine', withinDays: 30 });
    // "What's new in tech" names no show "New Show"; "what's new with" a show is its newest.
    expect(interpret("what's new in tech", null, shows, NOW)).toMatchObject({ show: null, topic: 'tech' });
    expect(interpret("what's new with the daily", null, shows, NOW)).toMatchObject({ show: 'The Daily', topic: null });
    expect(interpret("what's new with you", null, shows, NOW)).toMatchObject({ intent: 'greeting' });
    // After other question words a one-word name needs no "the".
    expect(interpret('has launched done anything on apps', null, [...shows, 'Launched'], NOW)).toMatchObject({
      show: 'Launched',
      topic: 'apps',
    });
  });

  it('leaves a show out, in a request or as a follow-up, and lets "only" or "all shows" lift it', () => {
    expect(converse('anything about the election but not the daily')[0]).toMatchObject({
      topic: 'election',
      show: null,
      notShows: ['The Daily'],
    });
    expect(converse('news about trump except planet money')[0]).toMatchObject({
      topic: 'trump',
      notShows: ['Planet Money'],
    });
    expect(converse('economics episodes other than hidden brain')[0]).toMatchObject({ notShows: ['Hidden Brain'] });
    expect(converse("i'm sick of the daily, give me something about politics")[0]).toMatchObject({
      topic: 'politics',
      notShows: ['The Daily'],
    });
    // "A different show", "other shows": any but the one asked for; "all shows" lifts it.
    expect(converse('planet money about taxes', 'something from a different show')[1]).toMatchObject({
      topic: 'taxes',
      show: null,
      notShows: ['Planet Money'],
    });
    expect(converse('the daily', 'other shows')[1]).toMatchObject({
      show: null,
      notShows: ['The Daily'],
      anything: true,
    });
    expect(converse('history', 'something from a different show')[1]).toMatchObject({ topic: 'history', notShows: [] });
    // "Only the ones about china", after a show's newest, narrows them to that subject.
    for (const said of ['about china', 'only the ones about china', 'any about china', 'which ones are about china'])
      expect(converse('the daily', said)[1], said).toMatchObject({ topic: 'china', show: 'The Daily' });
    expect(converse('history from the daily', 'all shows')[1]).toMatchObject({ show: null, notShows: [] });
    expect(converse('science podcasts', "i don't like planet money")[1]).toMatchObject({
      topic: 'science',
      show: null,
      notShows: ['Planet Money'],
    });
    expect(converse("i'm not a big fan of the daily, something about politics")[0]).toMatchObject({
      topic: 'politics',
      notShows: ['The Daily'],
    });
    expect(converse('i hate hidden brain')[0]).toMatchObject({ topic: null, show: null, notShows: ['Hidden Brain'] });
    // A one-word name after "not" is left out only as "not the ...": "daily news" is no show.
    expect(converse('something about markets but not daily news')[0]).toMatchObject({ show: null, notShows: [] });
    const withNew = [...SHOWS, 'New Show - With Episode Block'];
    expect(interpret('anything but news', null, withNew, NOW)).toMatchObject({ show: null, notShows: [] });
    expect(converse('bitcoin stuff from anybody but planet money')[0]).toMatchObject({
      topic: 'bitcoin',
      show: null,
      notShows: ['Planet Money'],
    });
    // Nothing but the show left out: any episode of the others.
    expect(converse('anything but the daily')[0]).toMatchObject({
      topic: null,
      notShows: ['The Daily'],
      anything: true,
    });
    const [, not, only, all] = converse('something about china', 'not from the daily', 'only the daily', 'all shows');
    expect(not).toMatchObject({ topic: 'china', show: null, notShows: ['The Daily'] });
    expect(only).toMatchObject({ topic: 'china', show: 'The Daily', notShows: [] });
    expect(all).toMatchObject({ topic: 'china', show: null, notShows: [] });
    expect(converse('only the daily about china', 'not the daily')[1]).toMatchObject({
      show: null,
      notShows: ['The Daily'],
    });
    expect(converse("anything about north korea that isn't from the daily")[0]).toMatchObject({
      topic: 'north korea',
      show: null,
      notShows: ['The Daily'],
    });
    expect(converse("news that's not on planet money")[0]).toMatchObject({ topic: 'news', notShows: ['Planet Money'] });
    expect(converse('economics', 'exclude planet money')[1]).toMatchObject({
      topic: 'economics',
      notShows: ['Planet Money'],
    });
    expect(converse('economics', 'leave out the daily')[1]).toMatchObject({
      topic: 'economics',
      notShows: ['The Daily'],
    });
    expect(describeRequest(not as AssistantRequest)).toBe('about China, not from The Daily');
    expect(describeRequest({ ...(not as AssistantRequest), topic: null })).toBe('not from The Daily');
  });

  it('leaves several shows out: named together, or one after another', () => {
    const both = ['The Daily', 'Planet Money'];
    // The second is joined to the first by "or", "and" or "nor", and needs no other cue.
    expect(converse('not from the daily or planet money')[0]).toMatchObject({
      topic: null,
      show: null,
      notShows: both,
    });
    expect(converse('anything but the daily and planet money')[0]).toMatchObject({ notShows: both, anything: true });
    expect(converse('neither the daily nor planet money')[0]).toMatchObject({ notShows: both });
    expect(converse('economy not from planet money nor the daily')[0]).toMatchObject({
      topic: 'economy',
      notShows: ['Planet Money', 'The Daily'],
    });
    // One left out, another asked for.
    expect(converse('news from the daily but not planet money')[0]).toMatchObject({
      topic: 'news',
      show: 'The Daily',
      notShows: ['Planet Money'],
    });
    // "Not this one either" adds to those left out; "only" takes one back.
    const [, one, two, back] = converse('economics', 'not planet money', 'not the daily either', 'only planet money');
    expect(one).toMatchObject({ topic: 'economics', notShows: ['Planet Money'] });
    expect(two).toMatchObject({ topic: 'economics', notShows: ['Planet Money', 'The Daily'] });
    expect(back).toMatchObject({ topic: 'economics', show: 'Planet Money', notShows: ['The Daily'] });
    expect(describeRequest(two as AssistantRequest)).toBe('about economics, not from Planet Money or The Daily');
    // "Skip Planet Money" leaves the show out; "skip" alone moves on.
    expect(converse('economics', 'skip planet money')[1]).toMatchObject({
      show: null,
      notShows: ['Planet Money'],
      skip: 0,
    });
    expect(converse('economics', 'skip')[1]).toMatchObject({ notShows: [], skip: 3 });
    // "Try science instead" is science; "try again" asks for the next ones.
    expect(converse('history', 'try science instead')[1]).toMatchObject({ topic: 'science', skip: 0 });
    expect(converse('how to try a case')[0].topic).toBe('how to try a case');
    // "Another one like number two" is the first of those like it; said again, the next of them.
    const [, like, again] = converse('history', 'another one like number two', 'another one like number two');
    expect(like).toMatchObject({ similarToRank: 2, skip: 0 });
    expect(again).toMatchObject({ similarToRank: 2, skip: 3 });
    // "Start over" forgets what was asked.
    const [, anew, after] = converse('history', 'start over', 'shorter');
    expect(anew).toMatchObject({ intent: 'greeting', topic: null });
    expect(after).toMatchObject({ topic: null, maxMinutes: 20 });
    expect(converse('how to reset a router')[0].topic).toBe('how to reset a router');
  });

  it('reads what a listener does not want to hear, alone, beside a topic or as a follow-up', () => {
    expect(converse("i'm tired of politics, give me something about science")[0]).toMatchObject({
      topic: 'science',
      notTopic: 'politics',
    });
    expect(converse('no more crypto')[0]).toMatchObject({ topic: null, notTopic: 'crypto', anything: true });
    expect(converse('avoid anything about covid')[0]).toMatchObject({ topic: null, notTopic: 'covid', anything: true });
    expect(converse('stay away from politics')[0]).toMatchObject({ topic: null, notTopic: 'politics' });
    expect(converse('science but avoid space')[0]).toMatchObject({ topic: 'science', notTopic: 'space' });
    expect(converse('how to avoid burnout')[0]).toMatchObject({ topic: 'how to avoid burnout', notTopic: null });
    // "Not interested in cooking anymore, how about gardening": gardening, and no cooking.
    expect(
      converse('anything about cooking', 'not interested in cooking anymore, how about gardening')[1],
    ).toMatchObject({ topic: 'gardening', notTopic: 'cooking' });
    expect(converse("i'm not really interested in politics")[0]).toMatchObject({ topic: null, notTopic: 'politics' });
    expect(converse('not about sports, something short')[0]).toMatchObject({ notTopic: 'sports', maxMinutes: 20 });
    expect(converse('something about sports but not football')[0]).toMatchObject({
      topic: 'sports',
      notTopic: 'football',
    });
    const [, narrowed] = converse('something about economics', 'nothing about bitcoin');
    expect(narrowed).toMatchObject({ topic: 'economics', notTopic: 'bitcoin' });
    expect(describeRequest(narrowed as AssistantRequest)).toBe('about economics, not about bitcoin');
    // A follow-up that starts with "not" or "without" leaves a topic out of the request before.
    for (const [asked, then, topic, notTopic] of [
      ['what about crypto', 'not bitcoin', 'crypto', 'bitcoin'],
      ['something about farming', 'without the politics', 'farming', 'politics'],
      ['something about sports', 'not football please', 'sports', 'football'],
    ])
      expect(converse(asked, then)[1]).toMatchObject({ topic, notTopic });
    // ... but "not that one" and "not so long" are about the episodes offered and their length.
    expect(converse('something about china', 'not that one')[1]).toMatchObject({
      topic: 'china',
      notTopic: null,
      skip: 3,
    });
    expect(converse('news about the election', 'not so long')[1]).toMatchObject({
      topic: 'election',
      notTopic: null,
      maxMinutes: 30,
    });
    // A show is left out as a show.
    expect(converse('no more planet money')[0]).toMatchObject({ notShows: ['Planet Money'], notTopic: null });
    // "I don't want ...": a topic, a show, a length, or the episodes just offered.
    expect(converse("i don't want anything political")[0]).toMatchObject({ topic: null, notTopic: 'political' });
    expect(converse('i dont want to hear about covid')[0]).toMatchObject({ topic: null, notTopic: 'covid' });
    expect(converse("i don't want to listen to the daily")[0]).toMatchObject({
      topic: null,
      notShows: ['The Daily'],
      anything: true,
    });
    expect(converse("science but i don't want anything too long")[0]).toMatchObject({
      topic: 'science',
      maxMinutes: 30,
    });
    expect(converse('something about money', "i don't want that")[1]).toMatchObject({ topic: 'money', skip: 3 });
  });

  it('reads a language asked for, alone, beside a topic or as a follow-up, and not a topic that names one', () => {
    expect(converse('something in german')[0]).toMatchObject({ language: 'German', topic: null, anything: true });
    expect(converse('economics', 'english only please')[1]).toMatchObject({ language: 'English', topic: 'economics' });
    expect(converse('spanish podcasts about football')[0]).toMatchObject({ language: 'Spanish', topic: 'football' });
    expect(converse('news auf deutsch')[0]).toMatchObject({ language: 'German', topic: 'news' });
    expect(converse('anything in portuguese please')[0]).toMatchObject({ language: 'Portuguese', topic: null });
    const [, narrowed, lifted] = converse('something about the economy', 'in german', 'any language');
    expect(narrowed).toMatchObject({ topic: 'economy', language: 'German' });
    expect(describeRequest(narrowed as AssistantRequest)).toBe('about economy in German');
    expect(lifted).toMatchObject({ topic: 'economy', language: null });
    for (const topic of ['german history', 'the german election', 'life in german cities'])
      expect(converse(topic)[0]).toMatchObject({ language: null, topic: expect.stringContaining('german') });
  });

  it('reads a kind of show asked for, alone or as a follow-up, and lets "any kind" lift it', () => {
    expect(converse('put on something funny')[0]).toMatchObject({ genre: 'Comedy', topic: null, anything: true });
    // "My kids like dinosaurs": dinosaurs among kids' shows.
    expect(converse('my kids like dinosaurs')[0]).toMatchObject({ topic: 'dinosaurs', genre: 'Kids & Family' });
    // "That's not funny" turns down the ones offered: more of the kind asked for.
    expect(converse('give me something funny', "that's not funny")[1]).toMatchObject({
      genre: 'Comedy',
      topic: null,
      skip: 3,
    });
    for (const said of [
      'play me something upbeat',
      'something to cheer me up',
      'something a bit lighter',
      'i want to laugh',
      'something to laugh at',
    ])
      expect(converse(said)[0]).toMatchObject({ genre: 'Comedy', topic: null, anything: true });
    // Beside a topic, the word is part of it: a show's category is coarse.
    expect(converse('a funny podcast about fraud')[0]).toMatchObject({ genre: null, topic: 'funny fraud' });
    expect(converse('tell me a story')[0]).toMatchObject({ genre: 'Fiction', topic: null });
    expect(converse('something for the kids')[0]).toMatchObject({ genre: 'Kids & Family', topic: null });
    // Who it is for, beside a topic, is the kind of show; "raising kids" is a topic.
    expect(converse('science podcasts for my kids')[0]).toMatchObject({ genre: 'Kids & Family', topic: 'science' });
    expect(converse('kids stories about dinosaurs')[0]).toMatchObject({ genre: 'Kids & Family', topic: 'dinosaurs' });
    expect(converse('family friendly episodes about space')[0]).toMatchObject({
      genre: 'Kids & Family',
      topic: 'space',
    });
    expect(converse('something my kids would like')[0]).toMatchObject({ genre: 'Kids & Family', topic: null });
    expect(converse('something about space my son would like')[0]).toMatchObject({ genre: null, topic: 'space' });
    for (const topic of ['raising kids', "children's health"])
      expect(converse(topic)[0]).toMatchObject({ genre: null, topic });
    // Learning, with nothing to learn named, asks for education shows; with a subject, for it.
    expect(converse('i want to learn something')[0]).toMatchObject({ genre: 'Education', topic: null });
    expect(converse('something fun')[0]).toMatchObject({ genre: 'Comedy', topic: null });
    expect(converse('a fun episode about bitcoin')[0]).toMatchObject({ genre: null, topic: 'bitcoin' });
    expect(converse('something educational')[0]).toMatchObject({ genre: 'Education', topic: null });
    expect(converse('something educational about the brain')[0]).toMatchObject({ genre: null, topic: 'brain' });
    const [, narrowed, lifted] = converse('something about politics', 'make me laugh', 'any kind of show');
    expect(narrowed).toMatchObject({ topic: 'politics', genre: 'Comedy' });
    expect(describeRequest(narrowed as AssistantRequest)).toBe('about politics in comedy');
    expect(lifted).toMatchObject({ topic: 'politics', genre: null });
    // Stories of a subject are the subject.
    expect(converse('stories from the history of space travel')[0]).toMatchObject({ genre: null });
    // Kinds said together are one request, the narrower searched; "in the car" says where, not what.
    expect(converse('a story for the kids in the car')[0]).toMatchObject({
      topic: null,
      genre: 'Kids & Family',
      anything: true,
    });
    expect(converse('tell me a story')[0]).toMatchObject({ topic: null, genre: 'Fiction' });
  });

  it('reads a question about an episode just offered, and keeps the request it was offered for', () => {
    const [first, about, length, people, date, last] = converse(
      'something short about bitcoin',
      'tell me about number two',
      'how long is the first one',
      "who's on the third one",
      'when was episode 2 published',
      "what's the last one about",
    );
    expect(about).toEqual({ ...first, about: { rank: 2, aspect: 'summary' } });
    expect(length?.about).toEqual({ rank: 1, aspect: 'length' });
    expect(people?.about).toEqual({ rank: 3, aspect: 'people' });
    expect(date?.about).toEqual({ rank: 2, aspect: 'date' });
    expect(converse('bitcoin', 'how old is that first one')[1]?.about).toEqual({ rank: 1, aspect: 'date' });
    expect(last?.about).toEqual({ rank: -1, aspect: 'summary' });
    // "What about the second one", said alone, asks about it; with more after it, it is a request.
    expect(converse('bitcoin', 'what about the second one')[1]?.about).toEqual({ rank: 2, aspect: 'summary' });
    for (const [said, rank] of [
      ['read me the description of the first one', 1],
      ["what's the summary of number two", 2],
      ['give me the blurb for the third one', 3],
    ] as const)
      expect(converse('bitcoin', said)[1]?.about, said).toEqual({ rank, aspect: 'summary' });
    expect(converse('bitcoin', 'how about number three')[1]?.about).toEqual({ rank: 3, aspect: 'summary' });
    expect(converse('bitcoin', 'what about the first world war')[1]).toMatchObject({ about: null });
    // "The second" said last needs no "one"; "who's the host" asks about the one asked about before.
    expect(converse('bitcoin', 'how old is the second')[1]?.about).toEqual({ rank: 2, aspect: 'date' });
    expect(converse('bitcoin', "what's the second about")[1]?.about).toEqual({ rank: 2, aspect: 'summary' });
    expect(converse('bitcoin', 'tell me more about the first')[1]?.about).toEqual({ rank: 1, aspect: 'summary' });
    expect(converse('bitcoin', 'tell me about number three', "who's the host")[2]?.about).toEqual({
      rank: 3,
      aspect: 'people',
    });
    expect(converse('bitcoin', 'who is the guest on the last one')[1]?.about).toEqual({ rank: -1, aspect: 'people' });
    expect(converse('bitcoin', 'who were the guests on number two')[1]?.about).toEqual({ rank: 2, aspect: 'people' });
    expect(converse('bitcoin', 'who was on the first one')[1]?.about).toEqual({ rank: 1, aspect: 'people' });
    expect(converse('bitcoin', 'does the second one have a guest')[1]?.about).toEqual({ rank: 2, aspect: 'people' });
    expect(converse('bitcoin', 'is the first one an interview')[1]?.about).toEqual({ rank: 1, aspect: 'people' });
    expect(converse('bitcoin', 'more details on the second one')[1]?.about).toEqual({ rank: 2, aspect: 'summary' });
    // Who made it, and what one was, asked in the past.
    expect(converse('bitcoin', "who's behind the first one")[1]?.about).toEqual({ rank: 1, aspect: 'people' });
    expect(converse('bitcoin', 'what was the third one', 'who made it')[2]?.about).toEqual({
      rank: 3,
      aspect: 'people',
    });
    expect(converse('bitcoin', 'what was the second one about')[1]?.about).toEqual({ rank: 2, aspect: 'summary' });
    expect(converse('who made the daily')[0]).toMatchObject({ show: 'The Daily', topic: null });
    expect(converse('who made the atom bomb')[0]).toMatchObject({ topic: 'atom bomb', about: null });
    // After a question about one, "and the third?" asks the same about another.
    const [, , third, fourth] = converse(
      'bitcoin',
      'how long is the second one',
      'and the third',
      'what about number four',
    );
    expect(third?.about).toEqual({ rank: 3, aspect: 'length' });
    expect(fourth?.about).toEqual({ rank: 4, aspect: 'length' });
    // With no question before, "the third" alone is a pick to play.
    expect(converse('bitcoin', 'the third')[1]).toMatchObject({ topic: 'bitcoin', playRank: 3, about: null });
    // The next request goes on from the one the episode was offered for.
    const [, , more] = converse('something about bitcoin', 'tell me about the second one', 'something else');
    expect(more).toMatchObject({ topic: 'bitcoin', about: null, skip: 3 });
    // A topic that starts with an ordinal is a topic.
    expect(converse('tell me about the first world war')[0]).toMatchObject({ about: null, topic: 'first world war' });
    // "Play it" starts the one just asked about, else the first one offered.
    expect(converse('something about bitcoin', "what's number three about", 'ok play it')[2]).toMatchObject({
      topic: 'bitcoin',
      about: null,
      playRank: 3,
    });
    expect(converse('something about bitcoin', 'play that one')[1]).toMatchObject({ playRank: 1 });
    // ... or the one just picked: "the second one" plays it, and "play it" again is still the second.
    expect(converse('something about farming', 'the second one', 'play it')[2]).toMatchObject({ playRank: 2 });
    expect(converse('something about bitcoin', "what's the last one about", 'play it')[2]).toMatchObject({
      playRank: -1,
    });
    expect(converse('something about bitcoin', 'play it', 'something else')[2]).toMatchObject({
      playRank: null,
      skip: 3,
    });
  });

  it('asks for episodes in a random order, or picks one just offered at random', () => {
    // Left to Borris after an answer: one of it, at random.
    for (const said of [
      'you pick',
      'just pick one',
      'any of them',
      'whichever one you like',
      "it doesn't matter",
      'either one is fine',
    ])
      expect(converse('economics', said)[1], said).toMatchObject({ topic: 'economics', pickBy: 'random', playRank: 1 });
    expect(converse('you pick')[0]).toMatchObject({ anything: true, playRank: null });
    expect(converse('play a random planet money episode')[0]).toMatchObject({
      show: 'Planet Money',
      topic: null,
      pickBy: 'random',
      anything: false,
    });
    expect(converse('play a random episode of the daily')[0]).toMatchObject({ show: 'The Daily', pickBy: 'random' });
    expect(converse('shuffle hidden brain')[0]).toMatchObject({ show: 'Hidden Brain', pickBy: 'random' });
    expect(converse('a random planet money')[0]).toMatchObject({ show: 'Planet Money', pickBy: 'random', topic: null });
    expect(converse('a random fact')[0]).toMatchObject({ topic: 'random fact', pickBy: null });
    expect(converse('random')[0]).toMatchObject({ topic: null, anything: true });
    expect(converse('play something random')[0]).toMatchObject({ anything: true, topic: null, pickBy: 'random' });
    expect(converse('a random episode about bitcoin')[0]).toMatchObject({ topic: 'bitcoin', pickBy: 'random' });
    // Asked after another request, it asks afresh.
    expect(converse('something about bitcoin', 'play a random episode from the daily')[1]).toMatchObject({
      topic: null,
      show: 'The Daily',
      pickBy: 'random',
    });
    // A topic that holds the word stays one.
    expect(converse('random acts of kindness')[0]).toMatchObject({ topic: 'random acts of kindness', pickBy: null });
    // Of an answer just heard: one of it, played.
    for (const pick of ['play a random one', 'pick one at random', 'just pick a random one', 'choose one for me'])
      expect(converse('something about bitcoin', pick)[1], pick).toMatchObject({
        topic: 'bitcoin',
        pickBy: 'random',
        playRank: 1,
        about: null,
      });
  });

  it('picks an episode just offered by its length or date', () => {
    const [first, shortest, play, newest, asked] = converse(
      'something about bitcoin',
      'the shortest one',
      'play it',
      'which one is the newest',
      'tell me about the oldest one',
    );
    expect(shortest).toEqual({ ...first, pickBy: 'shortest', about: { rank: 1, aspect: 'length' } });
    expect(play).toMatchObject({ topic: 'bitcoin', pickBy: 'shortest', about: null, playRank: 1 });
    expect(newest).toMatchObject({ pickBy: 'newest', about: { aspect: 'date' } });
    expect(asked).toMatchObject({ pickBy: 'oldest', about: { aspect: 'summary' } });
    expect(converse('something about bitcoin', 'ok play the longest one')[1]).toMatchObject({
      pickBy: 'longest',
      playRank: 1,
      about: null,
    });
    expect(converse('something about bitcoin', "what's the latest one")[1]).toMatchObject({ pickBy: 'newest' });
    expect(converse('something about bitcoin', 'play the shorter one')[1]).toMatchObject({
      pickBy: 'shortest',
      playRank: 1,
    });
    expect(converse('something about bitcoin', 'is number 2 new')[1]).toMatchObject({
      about: { rank: 2, aspect: 'date' },
    });
    // "His newest", "what's her latest" after a person: the newest of those offered.
    expect(converse('who is rob wiblin', 'play his newest')[1]).toMatchObject({
      topic: 'rob wiblin',
      pickBy: 'newest',
      playRank: 1,
    });
    expect(converse('episodes with tyler cowen', "what's his latest")[1]).toMatchObject({ pickBy: 'newest' });
    expect(converse('something about bitcoin', 'give me the shortest one')[1]).toMatchObject({
      pickBy: 'shortest',
      playRank: 1,
    });
    expect(converse('something about bitcoin', 'okay the longest one then')[1]).toMatchObject({ pickBy: 'longest' });
    // "How long is it" after a pick asks of the one picked: the pick is kept for the service to find it again.
    expect(converse('planet money', 'the shortest one', 'how long is it')[2]).toMatchObject({
      pickBy: 'shortest',
      about: { rank: 1, aspect: 'length' },
    });
    expect(converse('planet money', 'the shortest one', 'how long is the second one')[2]).toMatchObject({
      pickBy: null,
      about: { rank: 2, aspect: 'length' },
    });
    // "Play the best one" plays the first offered, the best match; "the best one" asks which it is.
    expect(converse('economics', 'play me the best one')[1]).toMatchObject({ topic: 'economics', playRank: 1 });
    expect(converse('economics', 'the best one')[1]).toMatchObject({ about: { rank: 1, aspect: 'summary' } });
    expect(converse('play the best one')[0]).toMatchObject({ topic: null, playRank: 1 });
    // "What's the name of the second one", "what is the third one called": told of, as "tell me about" is.
    expect(converse('the olympics', "what's the name of the second one")[1]).toMatchObject({
      topic: 'olympics',
      about: { rank: 2, aspect: 'summary' },
    });
    expect(converse('the olympics', 'what is the third one called')[1]).toMatchObject({
      about: { rank: 3, aspect: 'summary' },
    });
    for (const said of ["what's number 3", "what's the third one"])
      expect(converse('the olympics', said)[1], said).toMatchObject({ about: { rank: 3, aspect: 'summary' } });
    expect(converse('put the kettle on')[0]).toMatchObject({ topic: 'kettle', playRank: null });
    // "Play" alone after an answer plays the one asked about, else the first; with none, it asks nothing.
    expect(converse('vaccines', 'tell me about the second one', 'ok play')[2]).toMatchObject({ playRank: 2 });
    expect(converse('vaccines', 'play')[1]).toMatchObject({ topic: 'vaccines', playRank: 1 });
    expect(converse('play')[0]).toMatchObject({ playRank: null });
    // A subject said alone after a request for anything of a length or time is the subject it lacked.
    expect(converse('I want a long episode', 'history')[1]).toMatchObject({
      topic: 'history',
      minMinutes: 45,
      anything: false,
    });
    expect(converse('something from 2019', 'bitcoin')[1]).toMatchObject({ topic: 'bitcoin', year: 2019 });
    // With nothing asked but anything, a subject is a request of its own; so is one with its own length.
    expect(converse("i'm bored", 'history')[1]).toMatchObject({ topic: 'history', anything: false });
    expect(converse('something short', 'history over an hour')[1]).toMatchObject({
      topic: 'history',
      minMinutes: 60,
      maxMinutes: null,
    });
    // "The year before", "the month after": of the year or month asked before.
    const [, before, after] = converse(
      'something about ai from 2020',
      'what about the year before',
      'the year after that',
    );
    expect(before).toMatchObject({ topic: 'ai', year: 2019 });
    expect(after).toMatchObject({ topic: 'ai', year: 2020 });
    expect(converse('planet money from december 2019', 'the month after')[1]).toMatchObject({
      show: 'Planet Money',
      year: 2020,
      month: 1,
    });
    expect(converse('planet money from march 2019', 'the previous month')[1]).toMatchObject({ year: 2019, month: 2 });
    // "How long?" said alone asks of the one playing or asked about, and is no search for "how".
    expect(converse('vaccines', 'play the third one', 'how long')[2]).toMatchObject({
      topic: 'vaccines',
      about: { rank: 3, aspect: 'length' },
    });
    expect(converse('vaccines', 'how long does it last')[1]).toMatchObject({ about: { rank: 1, aspect: 'length' } });
    // "More like this" is like the one playing or asked about, not the first offered.
    expect(converse('vaccines', 'the third one please', 'more like this')[2]).toMatchObject({ similarToRank: 3 });
    expect(converse('vaccines', 'play the third one', 'more like this one')[2]).toMatchObject({ similarToRank: 3 });
    expect(converse('vaccines', 'tell me about the second one', 'anything like that')[2]).toMatchObject({
      similarToRank: 2,
    });
    expect(converse('vaccines', 'more like this one')[1]).toMatchObject({ similarToRank: 1 });
    // "Older still", "still older", "even older": older, as "even shorter" is shorter.
    for (const said of ['older still', 'still older', 'even older'])
      expect(converse('bitcoin', 'older ones', said)[2]).toMatchObject({ topic: 'bitcoin', oldestFirst: true });
    // An era said after a subject narrows it, keeping what else was asked; another era takes its place.
    const [, , era, other] = converse('history', 'only short ones', 'from the 1800s', 'what about the 20th century');
    expect(era).toMatchObject({ topic: 'history from the 1800s', maxMinutes: 20 });
    expect(other).toMatchObject({ topic: 'history from the 20th century', maxMinutes: 20 });
    expect(converse('the 1800s', 'what about the nineteenth century')[1]).toMatchObject({
      topic: 'the nineteenth century',
    });
    // With a length: the pick, from those of that length; "longest" is no topic.
    expect(converse('mars', 'the longest one over 2 hours')[1]).toMatchObject({
      topic: 'mars',
      minMinutes: 120,
      pickBy: 'longest',
      about: { rank: 1, aspect: 'length' },
    });
    expect(converse('climate change', 'play the newest one under 30 minutes')[1]).toMatchObject({
      topic: 'climate change',
      maxMinutes: 30,
      pickBy: 'newest',
      playRank: 1,
    });
    // The next request, and a question about another one, are no longer picked.
    const [, , shorter, second] = converse(
      'something about bitcoin',
      'the longest',
      'shorter ones',
      'tell me about number two',
    );
    expect(shorter).toMatchObject({ pickBy: null, maxMinutes: 20 });
    expect(second).toMatchObject({ pickBy: null, about: { rank: 2 } });
    // "The latest Planet Money", or any of it said first, is a request of its own.
    expect(converse('something about bitcoin', 'play the latest planet money')[1]).toMatchObject({ pickBy: null });
    // By words of its title or description: "the one about oil" asks after it, "play ..." or
    // "... sounds good" starts it; said first, it is a request of its own.
    expect(converse('something about the economy', 'the one about oil')[1]).toMatchObject({
      topic: 'economy',
      pickWords: 'oil',
      about: { rank: 1, aspect: 'summary' },
      playRank: null,
    });
    expect(converse('economy', 'play the one with ezra klein')[1]).toMatchObject({
      pickWords: 'ezra klein',
      playRank: 1,
    });
    expect(converse('economy', 'the one about the fed sounds good')[1]).toMatchObject({
      pickWords: 'fed',
      playRank: 1,
    });
    expect(converse('economy', 'the one about oil', 'something else')[2]).toMatchObject({ pickWords: null, skip: 3 });
    expect(converse('the one about oil')[0]).toMatchObject({ pickWords: null, topic: 'oil' });
    // Said with a topic, the request and the pick from what it offers.
    expect(converse('the shortest episode about bitcoin')[0]).toMatchObject({
      topic: 'bitcoin',
      pickBy: 'shortest',
      about: { rank: 1, aspect: 'length' },
    });
    expect(converse('play the longest one on farming')[0]).toMatchObject({
      topic: 'farming',
      pickBy: 'longest',
      playRank: 1,
    });
    expect(converse('the longest episode you have about history')[0]).toMatchObject({
      topic: 'history',
      pickBy: 'longest',
    });
    // The newest one about it, however old: picked from all about it, not only this month's.
    expect(converse('play the most recent episode about bitcoin')[0]).toMatchObject({
      topic: 'bitcoin',
      pickBy: 'newest',
      playRank: 1,
      withinDays: null,
    });
    expect(converse("what's the newest episode about farming")[0]).toMatchObject({
      topic: 'farming',
      pickBy: 'newest',
      about: { rank: 1, aspect: 'date' },
      withinDays: null,
    });
    // The newest ones about it are listed, and a show's newest are its newest episodes.
    expect(converse('the newest episodes about farming')[0]).toMatchObject({ topic: 'farming', pickBy: null });
    expect(converse('play the latest planet money')[0]).toMatchObject({ show: 'Planet Money', pickBy: null });
    // Of a show: its oldest (or first) are listed from its first episode.
    expect(converse('the oldest episode of planet money')[0]).toMatchObject({
      show: 'Planet Money',
      topic: null,
      oldestFirst: true,
      pickBy: 'oldest',
      about: { rank: 1, aspect: 'date' },
    });
    expect(converse('play the first episode of the daily')[0]).toMatchObject({
      show: 'The Daily',
      oldestFirst: true,
      playRank: 1,
    });
    // "From the beginning" of a show is its first episode; of an answer's episode, that episode.
    for (const said of [['play the daily from the beginning'], ['the daily', 'play it from the beginning']])
      expect(converse(...said).at(-1), said.join(' | ')).toMatchObject({
        show: 'The Daily',
        oldestFirst: true,
        playRank: 1,
      });
    expect(converse('economics', 'play it from the beginning')[1]).toMatchObject({ topic: 'economics', playRank: 1 });
    expect(converse('the longest one from planet money')[0]).toMatchObject({ show: 'Planet Money', pickBy: 'longest' });
    // The show named right after the superlative: "the very first Planet Money".
    expect(converse('the very first planet money')[0]).toMatchObject({
      show: 'Planet Money',
      topic: null,
      pickBy: 'oldest',
    });
    expect(converse('the longest hidden brain episode')[0]).toMatchObject({ show: 'Hidden Brain', pickBy: 'longest' });
    expect(converse('the first world war')[0]).toMatchObject({ topic: 'first world war', pickBy: null });
    // "Which is longer, the first or the second": the longer of them (the service reads the ranks).
    expect(converse('economics', 'which is longer, the first or the second')[1]).toMatchObject({
      topic: 'economics',
      pickBy: 'longest',
      about: { rank: 1, aspect: 'length' },
    });
    expect(ranksNamed('which is newer, number one or number three')).toEqual([1, 3]);
    expect(ranksNamed('which one is shorter, the second one or the third one')).toEqual([2, 3]);
    // "The first ever episode" is its very first; "the first ever moon landing" a subject.
    expect(converse('the first ever episode of planet money')[0]).toMatchObject({
      show: 'Planet Money',
      topic: null,
      pickBy: 'oldest',
    });
    expect(converse('the first ever moon landing')[0]).toMatchObject({ topic: 'first ever moon landing' });
    expect(converse("planet money's first episode")[0]).toMatchObject({
      show: 'Planet Money',
      topic: null,
      pickBy: 'oldest',
    });
    expect(converse("play the daily's very first episode")[0]).toMatchObject({
      show: 'The Daily',
      pickBy: 'oldest',
      playRank: 1,
    });
    expect(converse("what's on the daily to day")[0]).toMatchObject({ show: 'The Daily', withinDays: 1, topic: null });
    // "What can you tell me about crypto" is crypto; "the newest thing you've got" the newest of anything.
    expect(converse('what can you tell me about crypto')[0]).toMatchObject({ topic: 'crypto' });
    expect(converse("what's the newest thing you've got")[0]).toMatchObject({ topic: null, anything: true });
    expect(converse('anything short enough for a quick errand')[0]).toMatchObject({
      topic: null,
      anything: true,
      maxMinutes: 20,
    });
    // "An old episode of The Daily" asks for its older ones; "old age" is a topic.
    expect(converse('an old episode of the daily')[0]).toMatchObject({
      show: 'The Daily',
      topic: null,
      oldestFirst: true,
    });
    expect(converse('old age')[0]).toMatchObject({ topic: 'old age', oldestFirst: false });
    // An ordinal of a show counts from its first episode.
    expect(converse('play the second episode of the daily')[0]).toMatchObject({
      show: 'The Daily',
      topic: null,
      oldestFirst: true,
      playRank: 2,
    });
    expect(converse("what's the third episode of planet money about")[0]).toMatchObject({
      show: 'Planet Money',
      playRank: null,
      about: { rank: 3, aspect: 'summary' },
    });
    // "The second newest" counts from its newest.
    expect(converse('play the second newest planet money')[0]).toMatchObject({
      show: 'Planet Money',
      topic: null,
      oldestFirst: false,
      withinDays: null,
      playRank: 2,
    });
    expect(converse("what's the second latest episode of the daily")[0]).toMatchObject({
      show: 'The Daily',
      topic: null,
      about: { rank: 2, aspect: 'summary' },
    });
    expect(converse('how many episodes does the daily have')[0]).toMatchObject({ show: 'The Daily', topic: null });
    expect(converse('how many planet money episodes are there')[0]).toMatchObject({
      show: 'Planet Money',
      topic: null,
    });
    // Asked about, the question says what to tell of it; "of Planet Money" is no episode offered.
    for (const [said, aspect] of [
      ['tell me about the first episode of planet money', 'summary'],
      ["what's the first episode of planet money about", 'summary'],
      ['how long is the first episode of the daily', 'length'],
      ["who's on the oldest episode of planet money", 'people'],
    ] as const)
      expect(converse('economics', said)[1]).toMatchObject({
        topic: null,
        pickBy: 'oldest',
        about: { rank: 1, aspect },
      });
    expect(converse('economics', 'tell me about the first of them')[1]).toMatchObject({
      topic: 'economics',
      about: { rank: 1, aspect: 'summary' },
    });
    // "Which one do you recommend" is told the first; with nothing offered, nothing is asked.
    for (const said of [
      'which one do you recommend',
      'ok which one would you pick',
      "what's the best one",
      'which should i listen to',
      'which one is the most popular',
    ])
      expect(converse('economics', said)[1]).toMatchObject({
        topic: 'economics',
        about: { rank: 1, aspect: 'summary' },
      });
    expect(converse('which one do you recommend')[0]).toMatchObject({ topic: null, about: null });
    // Of the whole catalog: nothing named, any episode.
    expect(converse("what's the longest episode you have")[0]).toMatchObject({
      topic: null,
      anything: true,
      pickBy: 'longest',
      about: { rank: 1, aspect: 'length' },
    });
    expect(converse('play your shortest episode')[0]).toMatchObject({
      anything: true,
      pickBy: 'shortest',
      playRank: 1,
    });
    expect(converse("what's the oldest episode you have")[0]).toMatchObject({
      topic: null,
      anything: true,
      oldestFirst: true,
      pickBy: 'oldest',
    });
    // "The first episode about ..." is no superlative.
    expect(converse('the first episode about oil')[0]).toMatchObject({ pickBy: null });
    // Words said before "one" ("the Planet Money one"), or after "which one is from".
    expect(converse('economy', 'play the planet money one')[1]).toMatchObject({
      topic: 'economy',
      pickWords: 'planet money',
      playRank: 1,
    });
    expect(converse('economy', 'which one is from the daily')[1]).toMatchObject({
      pickWords: 'daily',
      playRank: null,
      about: { rank: 1, aspect: 'summary' },
    });
    expect(converse('economy', 'the next one')[1]).toMatchObject({ pickWords: null, skip: 3 });
    // Said first, "the shortest one" picks from nothing (the reply says so); "the latest" asks for the newest.
    expect(converse('the shortest one')[0]).toMatchObject({ pickBy: 'shortest', topic: null });
    expect(converse('the latest')[0]).toMatchObject({ pickBy: null, anything: true });
  });

  it('goes back to the answer before "something else"', () => {
    const [, , , back, again] = converse(
      'something about the economy',
      'something else',
      'next one',
      'the one before that',
      'go back to the previous ones',
    );
    expect(back).toMatchObject({ topic: 'economy', skip: 3 });
    expect(again).toMatchObject({ topic: 'economy', skip: 0 });
    expect(converse('something about the economy', 'the previous ones')[1]).toMatchObject({ skip: 0 });
    expect(converse('something about the economy', 'something else', 'can you go back')[2]).toMatchObject({
      topic: 'economy',
      skip: 0,
    });
  });

  it("reads a trip as any episode that fits it, and the trip's length as about that long", () => {
    expect(converse('something to listen to on my way to work')[0]).toMatchObject({ topic: null, anything: true });
    expect(converse('i have a 15 minute drive')[0]).toMatchObject({
      topic: null,
      anything: true,
      minMinutes: 11,
      maxMinutes: 19,
    });
    expect(converse('something about baking for my commute')[0]).toMatchObject({ topic: 'baking', anything: false });
    expect(converse('play something while i drive to work')[0]).toMatchObject({ topic: null, anything: true });
    expect(converse('economics while we drive')[0]).toMatchObject({ topic: 'economics' });
    // A year said alone after a request is that year in its place; said first, a topic.
    expect(converse('economics', 'only ones from 2019', 'what about 2018')[2]).toMatchObject({
      topic: 'economics',
      year: 2018,
    });
    expect(converse('planet money', 'and twenty seventeen')[1]).toMatchObject({ show: 'Planet Money', year: 2017 });
    expect(converse('2012')[0]).toMatchObject({ topic: '2012', year: null });
    // Asked for a recommendation with no subject: anything.
    for (const ask of [
      'what should i listen to',
      'what do you recommend',
      'any recommendations',
      'recommend me something',
      'what would you suggest',
      'give me a recommendation',
      'play the most popular episode',
      'what are people listening to',
      'what is everyone listening to right now',
    ])
      expect(converse(ask)[0], ask).toMatchObject({ topic: null, anything: true });
    expect(converse('can you recommend a podcast about dogs')[0]).toMatchObject({ topic: 'dogs', anything: false });
    expect(converse('recommendation algorithms')[0]).toMatchObject({ topic: 'recommendation algorithms' });
    // Something to fall asleep to is asked for by its mood, which the reply says it cannot tell.
    expect(converse('i need something to help me fall asleep')[0]).toMatchObject({ topic: 'relaxing' });
    // How the listener feels asks for a mood to suit it; "sad about the election" is about it.
    expect(converse("i'm so stressed, something short please")[0]).toMatchObject({ topic: 'relaxing', maxMinutes: 20 });
    expect(converse("i'm feeling a bit down today, play something")[0]).toMatchObject({
      topic: 'uplifting',
      withinDays: null,
    });
    expect(converse("i'm sad about the election")[0].topic).toContain('election');
    expect(converse('cheer me up')[0]).toMatchObject({ genre: 'Comedy', topic: null });
    expect(converse("honestly i'm down for anything")[0]).toMatchObject({ anything: true, topic: null });
  });

  it('reads "podcasts like" a show as other shows like it, and a topic beside it', () => {
    expect(converse('podcasts like the daily')[0]).toMatchObject({
      likeShow: 'The Daily',
      show: null,
      anything: false,
    });
    expect(converse('shows similar to planet money about china')[0]).toMatchObject({
      likeShow: 'Planet Money',
      topic: 'china',
    });
    expect(converse('podcasts like the daily', 'shorter ones')[1]).toMatchObject({
      likeShow: 'The Daily',
      maxMinutes: 20,
    });
    // A show's name inside other words is no show.
    expect(converse('anything like daily life')[0]).toMatchObject({ likeShow: null, show: null });
    // A show the listener likes, and something like it asked after.
    for (const said of ['i like the daily, anything similar', 'i love the daily got anything like it'])
      expect(converse(said)[0], said).toMatchObject({ likeShow: 'The Daily', show: null, topic: null });
    expect(converse('i like the daily')[0]).toMatchObject({ show: 'The Daily', likeShow: null });
  });

  it('reads "in there", "that show" and "them" as the show or publisher of the request before', () => {
    expect(converse("what's new on the daily", 'anything about the election in there')[1]).toMatchObject({
      topic: 'election',
      show: 'The Daily',
    });
    expect(converse('only planet money', 'anything about taxes on that show')[1]).toMatchObject({
      topic: 'taxes',
      show: 'Planet Money',
    });
    expect(converse('hidden brain', 'anything newer from them')[1]).toMatchObject({ show: 'Hidden Brain' });
    let state: AssistantRequest | null = null;
    for (const m of ['something from npr', 'anything about jobs from them'])
      state = interpret(m, state, SHOWS, NOW, ['NPR']);
    expect(state).toMatchObject({ topic: 'jobs', show: null, publisher: 'NPR' });
    // With no show before, "there" is no show.
    expect(converse('something about space', 'anything about mars in there')[1]).toMatchObject({
      topic: 'mars',
      show: null,
    });
  });

  it('completes the request before with a topic said as a fragment', () => {
    const [, topic] = converse('anything under 10 min', 'about the stock market');
    expect(topic).toMatchObject({ topic: 'stock market', maxMinutes: 10 });
    const [, other] = converse('only the daily', 'now tell me about cooking');
    expect(other).toMatchObject({ topic: 'cooking', show: null });
    // Whom it is for narrows the topic; a trip or the kids stay what they are.
    expect(converse('something under an hour about investing', 'for beginners')[1]).toMatchObject({
      topic: 'investing for beginners',
      maxMinutes: 60,
    });
    expect(converse('cooking', 'for the kids')[1]).toMatchObject({ topic: 'cooking', genre: 'Kids & Family' });
    // Said of the level: "not so technical", "something simpler", "I'm new to this" are for beginners.
    for (const said of ['not so technical', 'something simpler', "i'm new to this"])
      expect(converse('something about ai', said)[1], said).toMatchObject({ topic: 'ai for beginners' });
    expect(converse('something about simpler living')[0]).toMatchObject({ topic: 'simpler living' });
    // Said with the topic: "AI but not too technical", "physics that isn't too complicated".
    for (const [said, topic] of [
      ["anything about ai that isn't too technical", 'ai for beginners'],
      ['ai but not too technical', 'ai for beginners'],
      ['physics thats not too complicated', 'physics for beginners'],
    ])
      expect(converse(said)[0], said).toMatchObject({ topic, notTopic: null });
    expect(converse('history', 'for my commute')[1]).toMatchObject({ topic: 'history' });
  });

  it('reads where guests come from, podcasting as a topic, and a favourite or a shuffle as anything', () => {
    // Where guests come from is the topic; a favourite, a shuffle or what people like is anything.
    expect(converse('any episodes with guests from google')[0]).toMatchObject({ topic: 'google' });
    expect(converse('something with people who work at nasa')[0]).toMatchObject({ topic: 'nasa' });
    for (const said of ['your favorite episode', 'shuffle', 'what do people like'])
      expect(converse(said)[0]).toMatchObject({ topic: null, anything: true });
    // Podcasting as the topic: "podcasts about podcasts".
    expect(converse('podcasts about podcasts')[0]).toMatchObject({ topic: 'podcasts' });
    expect(converse('a podcast about cooking')[0]).toMatchObject({ topic: 'cooking' });
  });

  it('reads a count of episodes as no topic, "one more" as the next ones and "play all of them" as play', () => {
    expect(converse('give me three episodes about cooking')[0]).toMatchObject({ topic: 'cooking' });
    expect(converse('5 episodes on history')[0]).toMatchObject({ topic: 'history' });
    expect(converse('economics', 'one more')[1]).toMatchObject({ topic: 'economics', skip: 3 });
    expect(converse('economics', 'a few more')[1]).toMatchObject({ topic: 'economics', skip: 3 });
    expect(converse('economics', 'play all of them')[1]).toMatchObject({ topic: 'economics', playRank: 1 });
  });

  it('reads picking up where the listener left off, and episodes they have not heard, alone or as a follow-up', () => {
    for (const said of [
      'pick up where I left off',
      'continue where we stopped',
      'resume my last episode',
      'continue listening',
      'what was I listening to',
      'what have I been listening to',
      'play what I was listening to',
      'go back to my podcast',
      'what was the last thing I listened to',
      'what did I listen to last',
      'what did I last listen to',
      'what did I listen to yesterday',
      'what did I hear last night',
      'play the last episode I heard',
      'go back to what I was listening to',
      'finish the episode I started',
    ])
      expect(converse('economics', said)[1], said).toMatchObject({ intent: 'resume', topic: null, playRank: null });
    expect(converse("something about economics that I haven't heard yet")[0]).toMatchObject({
      topic: 'economics',
      unheard: true,
    });
    expect(converse("something I haven't heard")[0]).toMatchObject({ topic: null, anything: true, unheard: true });
    expect(converse('anything new to me about sleep')[0]).toMatchObject({ topic: 'sleep', unheard: true });
    const [, narrowed, shorter, other] = converse(
      'economics',
      "only ones I haven't listened to",
      'shorter ones',
      'something about sleep',
    );
    expect(narrowed).toMatchObject({ topic: 'economics', unheard: true });
    expect(shorter).toMatchObject({ topic: 'economics', maxMinutes: 20, unheard: true });
    expect(other).toMatchObject({ topic: 'sleep', unheard: false });
  });

  it("reads a request for the listener's playlist or saved episodes, to hear or to play", () => {
    for (const said of [
      'play my playlist',
      'start the playlist',
      'play something from my playlist',
      'play my queue',
      'play the next one in my playlist',
    ])
      expect(converse(said)[0], said).toMatchObject({ intent: 'playlist', playRank: 1, topic: null });
    for (const said of ["what's on my playlist", 'read me my playlist'])
      expect(converse(said)[0], said).toMatchObject({ intent: 'playlist', playRank: null });
    for (const said of [
      'play my saved episodes',
      'play the episodes I saved',
      'play one of my saved episodes',
      'play what I saved',
      'play something I saved',
      "play something I've saved",
    ])
      expect(converse(said)[0], said).toMatchObject({ intent: 'saved', playRank: 1 });
    for (const said of [
      'what did I save',
      'what have I saved for later',
      'my saved episodes',
      'remind me what I saved',
    ])
      expect(converse(said)[0], said).toMatchObject({ intent: 'saved', playRank: null });
    // A number said after it plays from that list.
    expect(converse("what's on my playlist", 'play number 2')[1]).toMatchObject({ intent: 'playlist', playRank: 2 });
    expect(converse('pick up where I left off', 'the second one')[1]).toMatchObject({ intent: 'resume', playRank: 2 });
  });

  it('reads "entertain me" as anything, and the headlines as a topic the service serves from news shows', () => {
    expect(converse("I'm bored, entertain me")[0]).toMatchObject({ topic: null, anything: true });
    expect(converse('something to pass the time')[0]).toMatchObject({ topic: null, anything: true });
    expect(converse('entertain me with something about history')[0]).toMatchObject({ topic: 'history' });
    expect(converse('give me the headlines')[0]).toMatchObject({ topic: 'headlines' });
  });

  it("reads a question about a show's newest episode as that question asked of its first", () => {
    const cases: [string, string][] = [
      ['what is the newest episode of planet money about', 'summary'],
      ["what is planet money's latest episode about", 'summary'],
      ['tell me about the latest planet money', 'summary'],
      ['how long is the newest hidden brain', 'length'],
      ['who is on the latest episode of the daily', 'people'],
      ['when did the daily last come out', 'date'],
      ['when was the last planet money', 'date'],
      ['when did the latest daily come out', 'date'],
      ['how old is the newest planet money', 'date'],
      // Who is on the show: the people of its newest.
      ['who hosts the daily', 'people'],
      ['who is the host of planet money', 'people'],
      ["who's on hidden brain", 'people'],
    ];
    for (const [said, aspect] of cases)
      expect(converse(said)[0], said).toMatchObject({ topic: null, minMinutes: null, about: { rank: 1, aspect } });
    // "Something I can finish in 15" is 15 minutes; "a couple of months back", a couple of months ago.
    expect(converse('something i can finish in 15')[0]).toMatchObject({ maxMinutes: 15, topic: null, anything: true });
    expect(converse('anything from a couple of months back')[0]).toMatchObject({ withinDays: 90, topic: null });
    expect(converse('two weeks back')[0]).toMatchObject({ withinDays: 21, topic: null });
    // "The one before the latest Daily" is its second newest.
    expect(converse('play the one before the latest daily')[0]).toMatchObject({ show: 'The Daily', playRank: 2 });
    expect(converse('when was the last time we went to the moon')[0].about).toBeNull();
    // Without a question, the newest are listed.
    expect(converse("what's the latest planet money")[0]).toMatchObject({ show: 'Planet Money', about: null });
    expect(converse('what is the latest on north korea about')[0]).toMatchObject({ topic: 'north korea' });
    expect(converse('who is on the moon')[0]).toMatchObject({ topic: 'moon', about: null });
    // Whether a show's new episode is out: the show, newest first, with no topic.
    for (const said of [
      'is there a new daily',
      'is the new daily out yet',
      "is today's daily out",
      'has the daily come out yet',
      'did the daily come out yet',
      'is there a daily today',
      'any daily yet',
    ])
      expect(converse(said)[0], said).toMatchObject({ show: 'The Daily', topic: null });
    expect(converse('a new daily routine')[0]).toMatchObject({ show: null, topic: 'daily routine' });
    expect(converse('is there a daily routine for farmers')[0]).toMatchObject({ show: null });
    for (const topic of ['coming out', 'burn out']) expect(converse(topic)[0]).toMatchObject({ topic });
  });

  it("answers what a car's other assistants do with help, not a search", () => {
    for (const said of [
      "what's the weather",
      'navigate home',
      'call mom',
      'text my wife',
      'set an alarm for 7',
      'remind me to buy milk',
      "what's the score of the game",
      "what's the traffic like",
      'how far is it to chicago',
      'find the nearest gas station',
      'read my messages',
      'turn on the radio',
    ])
      expect(converse(said)[0], said).toMatchObject({ intent: 'help' });
    // A drowsy driver is offered something to keep them awake (and told to rest: see the service).
    expect(converse("i'm so tired")[0]).toMatchObject({ topic: null, anything: true });
    expect(converse("i'm tired of politics")[0]).toMatchObject({ notTopic: 'politics' });
    for (const said of ['something about the weather', 'call of duty', 'call center', 'text analysis'])
      expect(converse(said)[0], said).toMatchObject({ intent: 'search' });
    expect(converse('tell me a joke')[0]).toMatchObject({ genre: 'Comedy', anything: true });
    expect(converse('a feel good story')[0]).toMatchObject({ topic: null, genre: 'Comedy', anything: true });
  });

  it('lets sounds said while thinking say nothing, and "uh huh" say yes', () => {
    // Sounds said while thinking say nothing: "hmm, not really" moves on, as "not really" does.
    expect(converse('economics', 'hmm, not really')[1]).toMatchObject({ topic: 'economics', skip: 3 });
    expect(converse('um something about sleep')[0]).toMatchObject({ topic: 'sleep' });
    expect(converse('oh hi')[0]).toMatchObject({ intent: 'greeting' });
    expect(converse('economics', 'uh huh')[1]).toMatchObject({ topic: 'economics', playRank: 1 });
  });

  it('knows a show by a made-up first word, a year read aloud and a version with its point', () => {
    const shows = ['Podnews podcasting news', '1865', 'Podcasting 2.0', 'Planet Money'];
    const read = (say: string) => interpret(say, null, shows, NOW);
    expect(read('play podnews').show).toBe('Podnews podcasting news');
    // A name's last word of a word and "cast" is said without it: "giant bomb".
    expect(interpret('something from giant bomb', null, ['Giant Bombcast'], NOW).show).toBe('Giant Bombcast');
    expect(read('latest podnews')).toMatchObject({ show: 'Podnews podcasting news', topic: null });
    // A name that ends in "Radio" is said with it or without it, and "radio" is no topic then.
    const radio = ['Freakonomics Radio'];
    for (const said of [
      'freakonomics radio',
      'from freakonomics radio',
      'the latest freakonomics radio',
      'freakonomics',
    ])
      expect(interpret(said, null, radio, NOW)).toMatchObject({ show: 'Freakonomics Radio', topic: null });
    expect(interpret('economics from freakonomics radio', null, radio, NOW)).toMatchObject({ topic: 'economics' });
    expect(interpret('talk radio', null, radio, NOW)).toMatchObject({ show: null, topic: 'talk radio' });
    expect(read('play eighteen sixty five').show).toBe('1865');
    expect(read("what's new on podcasting two point oh").show).toBe('Podcasting 2.0');
    // A word of the dictionary, or one that other names share, is no show's short name.
    expect(read('play planet').show).toBeNull();
    expect(read('episodes about podcasting')).toMatchObject({ show: null, topic: 'podcasting' });
    expect(spokenShowNames('1865')).toContain('eighteen sixty five');
    // Possessives: "planet money's latest", "reply alls".
    expect(read("planet money's latest")).toMatchObject({ show: 'Planet Money', topic: null, withinDays: null });
  });

  it('reads a publisher said with "from" or "by", not a shorter show name inside it', () => {
    const publishers = ['NPR', 'The New York Times', 'Science', 'Podnews LLC'];
    const shows = [...SHOWS, 'New Show - With Episode Block'];
    let state: AssistantRequest | null = null;
    const say = (m: string) => {
      state = interpret(m, state, shows, NOW, publishers);
      return state;
    };
    expect(say('something about the economy')).toMatchObject({ topic: 'economy', publisher: null });
    expect(say('what about from npr')).toMatchObject({ topic: 'economy', publisher: 'NPR' });
    expect(say('only the daily')).toMatchObject({ topic: 'economy', show: 'The Daily', publisher: null });
    expect(say('just npr')).toMatchObject({ topic: 'economy', show: null, publisher: 'NPR' });
    state = null;
    expect(say('anything from the new york times')).toMatchObject({
      publisher: 'The New York Times',
      show: null,
      topic: null,
      anything: true,
    });
    // A show said with who puts it out is that show.
    for (const said of ['play the daily from the new york times', 'the daily by the new york times']) {
      state = null;
      expect(say(said), said).toMatchObject({ show: 'The Daily', topic: null, publisher: null });
    }
    state = null;
    expect(say('play planet money by npr')).toMatchObject({ show: 'Planet Money', topic: null, publisher: null });
    state = null;
    expect(say('something about china from the new york times')).toMatchObject({
      topic: 'china',
      publisher: 'The New York Times',
    });
    state = null;
    expect(say('npr podcasts about trade')).toMatchObject({ topic: 'trade', publisher: 'NPR' });
    // A word of the language before "podcasts" is the kind of podcast; after "from", the publisher.
    state = null;
    expect(say('science podcasts')).toMatchObject({ topic: 'science', publisher: null });
    state = null;
    expect(say('something by podnews')).toMatchObject({ publisher: 'Podnews LLC', anything: true });
    // A show's name wins where it is the longer: "from the daily" is The Daily.
    state = null;
    expect(say('from the daily')).toMatchObject({ show: 'The Daily', publisher: null });
    // A show said after who puts it out is the show.
    state = null;
    expect(say('new york times the daily')).toMatchObject({ show: 'The Daily', publisher: null, topic: null });
    state = null;
    expect(say("npr's planet money about taxes")).toMatchObject({ show: 'Planet Money', topic: 'taxes' });
    // Left out, and asked for again.
    state = null;
    expect(say('anything but npr about the economy')).toMatchObject({ topic: 'economy', notPublishers: ['NPR'] });
    expect(say('only npr')).toMatchObject({ topic: 'economy', publisher: 'NPR', notPublishers: [] });
    state = null;
    expect(say("i'm tired of the new york times")).toMatchObject({
      notPublishers: ['The New York Times'],
      notShows: [],
      anything: true,
    });
    expect(say('from any show')).toMatchObject({ notPublishers: [], publisher: null });
    // Each conversation starts with nothing left out.
    state = null;
    expect(say('not npr')).toMatchObject({ notPublishers: ['NPR'] });
    state = null;
    expect(say('something about cooking')).toMatchObject({ notPublishers: [] });
  });

  it('hears what kind of listening is asked for, and where to start with a show, as no subject', () => {
    const read = (said: string) => interpret(said, null, SHOWS, NOW);
    expect(read('educational stuff about the brain')).toMatchObject({ topic: 'brain' });
    expect(read('something informative on climate')).toMatchObject({ topic: 'climate' });
    expect(read('smart home podcasts')).toMatchObject({ topic: 'smart home' });
    expect(read("what's a good episode to start with on planet money")).toMatchObject({
      topic: null,
      show: 'Planet Money',
    });
    expect(read('where should I start with the daily')).toMatchObject({ topic: null, show: 'The Daily' });
    expect(read('whats good')).toMatchObject({ topic: null, anything: true });
    // When the listener listens is no date of the episodes; "today's episode" is.
    expect(read("what's good to listen to today")).toMatchObject({ anything: true, withinDays: null });
    expect(read('what should I listen to tonight')).toMatchObject({ anything: true, withinDays: null });
    expect(read('something to hear today about space')).toMatchObject({ topic: 'space', withinDays: null });
    expect(read("play today's episode of the daily")).toMatchObject({ show: 'The Daily', withinDays: 1 });
    expect(read('anything from today')).toMatchObject({ withinDays: 1 });
    expect(read("what's good about electric cars")).toMatchObject({ topic: 'electric cars', anything: false });
  });

  it('answers small talk without a search', () => {
    const [hello, help, thanks] = converse('Hello Borris!', 'what can you do', 'thank you');
    expect([hello.intent, help.intent, thanks.intent]).toEqual(['greeting', 'help', 'thanks']);
    expect(converse('please')[0]).toMatchObject({ intent: 'search', topic: null, show: null });
    // What the catalog holds, keeping the request before for a follow-up.
    for (const ask of ['what shows do you have', 'how many episodes do you have', 'which podcasts do you know'])
      expect(converse(ask)[0]?.intent).toBe('catalog');
    expect(converse('economics', 'what podcasts are there', 'shorter ones')[2]).toMatchObject({
      intent: 'search',
      topic: 'economics',
      maxMinutes: 20,
    });
    expect(converse('shows about cooking')[0]).toMatchObject({ intent: 'search', topic: 'cooking' });
    for (const said of ["hey borris what's up", "how's it going", 'how are you doing today'])
      expect(converse(said)[0]?.intent).toBe('greeting');
    for (const said of [
      'who made you',
      'are you a robot',
      'how old are you',
      'what did you do on the weekend',
      'how was your day',
      'where are you from',
      'are you alive',
      'follow this show',
      'unsubscribe from the daily',
      'download this episode',
      "you're useless",
      "that's not what i asked for",
      'what time is it',
      "how's the weather",
      'is it going to rain today',
      'what can i ask you',
      'what should i say',
    ])
      expect(converse(said)[0]?.intent, said).toBe('help');
    expect(converse('i love you borris')[0]?.intent).toBe('thanks');
    // His name said first, as a driver wakes him.
    expect(converse('hey borris, what can you do?')[0]?.intent).toBe('help');
    expect(converse('Borris thank you')[0]?.intent).toBe('thanks');
    for (const said of ['bye', 'ok bye borris', "that's all for now", 'see you later', 'never mind', 'cancel'])
      expect(converse(said)[0]?.intent, said).toBe('thanks');
    expect(converse('bye bye birdie')[0]).toMatchObject({ intent: 'search', topic: 'bye bye birdie' });
    expect(converse('the first one is')[0]?.playRank).toBeNull();
    expect(converse('follow the money')[0]).toMatchObject({ intent: 'search', topic: 'follow the money' });
    expect(converse('ok borris play my playlist')[0]?.intent).toBe('playlist');
    expect(converse('hey borris')[0]?.intent).toBe('greeting');
    expect(converse('what time is it in tokyo')[0]).toMatchObject({ intent: 'search' });
    expect(converse('bitcoin', 'any of those under 30 minutes')[1]).toMatchObject({ topic: 'bitcoin', maxMinutes: 30 });
    expect(converse("what's up with the economy")[0]).toMatchObject({ intent: 'search', topic: 'economy' });
  });

  it('reads "none of those sound good", "the top three", "what did a show do on" and "back to the first results"', () => {
    expect(converse('stock market', 'none of those sound good')[1]).toMatchObject({ topic: 'stock market', skip: 3 });
    expect(converse('give me the top three about space')[0]).toMatchObject({ topic: 'space' });
    expect(converse('what did planet money do on inflation')[0]).toMatchObject({
      topic: 'inflation',
      show: 'Planet Money',
    });
    expect(converse('the economy', 'something else', 'go back to the first results')[2]).toMatchObject({
      topic: 'economy',
      skip: 0,
    });
  });

  it('reads time to fill, a question about, "something I haven\'t heard" and "completely different"', () => {
    expect(converse("i've got about an hour to kill")[0]).toMatchObject({
      topic: null,
      maxMinutes: 60,
      anything: true,
    });
    expect(converse('we have a long drive ahead')[0]).toMatchObject({ topic: null, minMinutes: 45, anything: true });
    expect(converse("i've got a long drive ahead of me, something about history")[0]).toMatchObject({
      topic: 'history',
      minMinutes: 45,
    });
    expect(converse('ahead of the election')[0]).toMatchObject({ topic: 'ahead of the election' });
    // The drive's length said before the request: its words around the length are no topic.
    expect(converse("i'm driving to chicago, it's about three hours, got anything on world war two")[0]).toMatchObject({
      topic: 'world war 2',
      minMinutes: 135,
      maxMinutes: 225,
    });
    expect(converse('the drive is about two hours, anything on history')[0]).toMatchObject({ topic: 'history' });
    expect(converse("it's a two hour drive, something about history")[0]).toMatchObject({ topic: 'history' });
    expect(converse('it takes me an hour to get home, play something about science')[0]).toMatchObject({
      topic: 'science',
      minMinutes: 45,
    });
    expect(converse('my commute is 25 minutes, what should i listen to')[0]).toMatchObject({
      topic: null,
      anything: true,
      maxMinutes: 31,
    });
    expect(converse("it's always sunny in philadelphia")[0]).toMatchObject({
      topic: "it's always sunny in philadelphia",
    });
    expect(converse('i have a question about taxes')[0]).toMatchObject({ topic: 'taxes' });
    expect(converse('i have a dream speech')[0]).toMatchObject({ topic: 'i have a dream speech' });
    expect(converse("find something i haven't heard")[0]).toMatchObject({ topic: null, anything: true });
    expect(converse('economy', 'something completely different')[1]).toMatchObject({ topic: 'economy', skip: 3 });
    // "News" is no possessive of a show called "New ...".
    const shows = ['New Show - With Episode Block', 'Planet Money'];
    expect(interpret("what's the news", null, shows)).toMatchObject({ topic: 'news', show: null });
  });

  it("reads a show's name as speech recognition mishears it, next to a word that announces a show or said alone", () => {
    expect(converse('play the daly')[0]).toMatchObject({ show: 'The Daily', topic: null });
    expect(converse('pod casts about economics')[0]).toMatchObject({ topic: 'economics' });
    expect(converse('play the dailey please')[0]).toMatchObject({ show: 'The Daily', topic: null });
    // Two vowels said as one: "daley" sounds as "daily" does.
    expect(converse('play the daley')[0]).toMatchObject({ show: 'The Daily', topic: null });
    expect(converse('something from the dairy farm')[0]).toMatchObject({ show: null, topic: 'dairy farm' });
    // A verb one letter off is the name misheard; one only sounding near it is said as meant.
    expect(converse('play the dally')[0]).toMatchObject({ show: 'The Daily', topic: null });
    expect(converse('play the rally')[0]).toMatchObject({ show: null, topic: 'rally' });
    // A name is not the start of a longer one.
    expect(converse('anything from the dalai lama')[0]).toMatchObject({ show: null, topic: 'dalai lama' });
    expect(converse('play the dalai lama episode')[0]).toMatchObject({ show: null, topic: 'dalai lama' });
    // A word heard as two, and "knew" for "new".
    expect(converse('planet money episodes about in flation')[0]).toMatchObject({
      show: 'Planet Money',
      topic: 'inflation',
    });
    expect(converse('something about unem ployment')[0]).toMatchObject({ topic: 'unemployment' });
    expect(converse('something about robert de niro')[0]).toMatchObject({ topic: 'robert de niro' });
    expect(converse("what's knew from hidden brain")[0]).toMatchObject({ show: 'Hidden Brain', topic: null });
    expect(converse('anything fresh from planet money')[0]).toMatchObject({
      show: 'Planet Money',
      topic: null,
      withinDays: 30,
    });
    expect(converse('the latest from planet mony')[0]).toMatchObject({ show: 'Planet Money', topic: null });
    expect(converse('planet monies latest')[0]).toMatchObject({ show: 'Planet Money', topic: null });
    // A vowel or two misheard in a long name, its consonants as they were.
    expect(converse('play planet many')[0]).toMatchObject({ show: 'Planet Money', topic: null });
    expect(converse('play planet mine')[0]).toMatchObject({ show: 'Planet Money' });
    expect(converse('something about planets')[0]).toMatchObject({ show: null, topic: 'planets' });
    // Said alone, or spelled as it sounds.
    expect(converse('the daly')[0]).toMatchObject({ show: 'The Daily', topic: null });
    const ruminant = 'The Ruminant: Audio Candy for Farmers, Gardeners and Food Lovers';
    expect(interpret('anything about soil from the room in ant', null, [ruminant], NOW)).toMatchObject({
      show: ruminant,
      topic: 'soil',
    });
    expect(converse('the dairy')[0]).toMatchObject({ show: null, topic: 'dairy' });
    // A name's last "a" heard with an "r" after it.
    for (const said of ['no agender', 'something from no agender'])
      expect(interpret(said, null, [...SHOWS, 'No Agenda'], NOW), said).toMatchObject({
        show: 'No Agenda',
        topic: null,
      });
    expect(converse('a podcast about a gender')[0]).toMatchObject({ show: null, topic: 'gender' });
    expect(converse('planet science')[0]).toMatchObject({ show: null });
    // A word of the language is taken as said, and so is a name said elsewhere in the message.
    expect(converse('from the dairy farm')[0]).toMatchObject({ show: null, topic: 'dairy farm' });
    expect(converse('something about rocket launches')[0]).toMatchObject({ show: null, topic: 'rocket launches' });
  });

  it('reads "the second one" said alone as a pick to play, and words said before a request as none of it', () => {
    expect(converse('money', 'the second one')[1]).toMatchObject({ topic: 'money', playRank: 2 });
    // Speech to text writes a number said alone as the word it sounds like.
    expect(converse('money', 'play number to')[1]).toMatchObject({ topic: 'money', playRank: 2 });
    expect(converse('money', 'number for please')[1]).toMatchObject({ topic: 'money', playRank: 4 });
    expect(converse('money', 'play too')[1]).toMatchObject({ topic: 'money', playRank: 2 });
    expect(converse('money', 'play the forth one')[1]).toMatchObject({ topic: 'money', playRank: 4 });
    expect(converse('back and forth')[0]).toMatchObject({ topic: 'back and forth' });
    // Typed short: "no. 3", "the 2nd", a number alone after an answer (and nothing without one).
    expect(converse('money', 'play no. 3')[1]).toMatchObject({ topic: 'money', playRank: 3 });
    expect(converse('money', 'the 2nd')[1]).toMatchObject({ topic: 'money', playRank: 2 });
    expect(converse('money', '2')[1]).toMatchObject({ topic: 'money', playRank: 2 });
    expect(converse('money', 'one')[1]).toMatchObject({ topic: 'money', playRank: 1 });
    expect(converse('2')[0]).toMatchObject({ playRank: null });
    expect(converse('money', 'episode for kids')[1]).toMatchObject({ playRank: null });
    expect(converse('money', 'something else', 'ok the third one please')[2]).toMatchObject({
      topic: 'money',
      skip: 3,
      playRank: 3,
    });
    expect(converse('the second one')[0]).toMatchObject({ topic: null, playRank: 2 });
    // "The top one" is the first offered, not a subject to pick by ("top").
    for (const top of ['play the top one', 'the top result', 'play the one at the top'])
      expect(converse('iran', top)[1]).toMatchObject({ topic: 'iran', playRank: 1, pickWords: null });
    expect(converse('bitcoin', 'tell me about the top one')[1]).toMatchObject({ about: { rank: 1 }, pickWords: null });
    // "Which one has a transcript" narrows to them; "is the second one any good" asks after it.
    expect(converse('bitcoin', 'which one has a transcript')[1]).toMatchObject({
      topic: 'bitcoin',
      withTranscript: true,
    });
    expect(converse('bitcoin', 'is the second one any good')[1]).toMatchObject({
      topic: 'bitcoin',
      about: { rank: 2, aspect: 'summary' },
    });
    expect(converse('bitcoin', 'is it worth a listen')[1]).toMatchObject({ about: { rank: 1, aspect: 'summary' } });
    // "What year was that": the date of the one in view (the first offered, or the one picked).
    for (const said of ['what year was that', 'when was that released', 'what date did it come out'])
      expect(converse('brexit', said)[1], said).toMatchObject({ topic: 'brexit', about: { rank: 1, aspect: 'date' } });
    expect(converse('brexit', 'the second one', 'what year was that')[2]).toMatchObject({
      about: { rank: 2, aspect: 'date' },
    });
    // A pick by length in other words is a pick by length, not by the words "run time".
    expect(converse('effective altruism', 'play the one with the shortest run time')[1]).toMatchObject({
      pickBy: 'shortest',
      playRank: 1,
      pickWords: null,
    });
    expect(converse('ai', 'the one with the most recent date')[1]).toMatchObject({ pickBy: 'newest', pickWords: null });
    expect(converse('ai', 'play the one with the earliest release date')[1]).toMatchObject({
      pickBy: 'oldest',
      playRank: 1,
    });
    expect(converse('farming', 'which one has the longest running time')[1]).toMatchObject({
      pickBy: 'longest',
      about: { rank: 1, aspect: 'length' },
    });
    // "Not that one, the next": after one played, the one after it; else the next answer. Never a search for "next".
    expect(converse('farming', 'play the first one', 'not that one, the next')[2]).toMatchObject({
      topic: 'farming',
      playRank: 2,
    });
    expect(converse('farming', 'no not that one, the next')[1]).toMatchObject({ topic: 'farming', skip: 3 });
    expect(converse('farming', 'the next')[1]).toMatchObject({ topic: 'farming', skip: 3 });
    expect(converse('episodes about lincoln', 'just the most recent one')[1]).toMatchObject({
      topic: 'lincoln',
      pickBy: 'newest',
      withinDays: null,
    });
    // "Play the next one" after one was played is the one after it; without one played, the next answer.
    expect(converse('economics', 'play the first one', 'play the next one', 'next')[3]).toMatchObject({
      topic: 'economics',
      playRank: 3,
      skip: 0,
    });
    expect(converse('economics', 'next')[1]).toMatchObject({ playRank: null, skip: 3 });
    // "Skip", "another one": the same.
    expect(converse('economics', 'play the first one', 'skip this one', 'another one')[3]).toMatchObject({
      playRank: 3,
      skip: 0,
    });
    expect(converse('economics', 'skip')[1]).toMatchObject({ playRank: null, skip: 3 });
    // A correction stands in for what was heard: a show that holds the topic heard alone, a topic
    // without the one it replaces; a refinement still refines.
    expect(converse('something about money', 'no i meant planet money')[1]).toMatchObject({
      topic: null,
      show: 'Planet Money',
    });
    expect(converse('something about trees', 'i said bees not trees')[1]).toMatchObject({ topic: 'bees' });
    expect(converse('economy', 'i meant from planet money')[1]).toMatchObject({
      topic: 'economy',
      show: 'Planet Money',
    });
    expect(converse('the daily', 'no i meant shorter ones')[1]).toMatchObject({ show: 'The Daily', maxMinutes: 20 });
    expect(converse('did the daily post anything new')[0]).toMatchObject({ show: 'The Daily', topic: null });
    expect(converse('has planet money released anything on inflation')[0]).toMatchObject({
      show: 'Planet Money',
      topic: 'inflation',
    });
    // A small word said twice is heard once.
    expect(converse('uh can you play the the daily')[0]).toMatchObject({ show: 'The Daily', topic: null });
    expect(converse('something about about bees')[0]).toMatchObject({ topic: 'bees' });
    expect(asksToPlay('Uh, can you play the the daily')).toBe(true);
    expect(converse('economics', 'witch won do you recommend')[1]).toMatchObject({
      about: { rank: 1, aspect: 'summary' },
    });
    expect(converse('the daily', 'play number 2', 'play the one be for that')[2]).toMatchObject({ playRank: 3 });
    // "Only the ones that mention China" narrows the topic with it.
    expect(converse('economics', 'just the ones mentioning china')[1]).toMatchObject({ topic: 'economics china' });
    expect(converse('space', 'only ones that mention nasa')[1]).toMatchObject({ topic: 'space nasa' });
    // "With Rob Wiblin" after "economics" is both; after "any interviews", as said at once.
    expect(converse('economics', 'with rob wiblin')[1]).toMatchObject({ topic: 'economics with rob wiblin' });
    expect(converse('history', 'the ones with lincoln')[1]).toMatchObject({ topic: 'history with lincoln' });
    expect(converse('any good interviews', 'with scientists')[1]).toMatchObject({ topic: 'scientists' });
    expect(converse('economics', 'with guests')[1]).toMatchObject({ topic: 'economics interview' });
    // "The winter ones" after "the olympics" is of a kind of it; "the long ones" is still a length.
    expect(converse('something about the olympics', 'the winter ones')[1]).toMatchObject({ topic: 'winter olympics' });
    expect(converse('economics', 'the long ones')[1]).toMatchObject({ topic: 'economics', minMinutes: 45 });
    expect(converse('health', 'mental health specifically')[1]).toMatchObject({ topic: 'mental health' });
    // Only episodes with a transcript, kept by follow-ups until lifted.
    const [farming, transcribed, shorter, lifted] = converse(
      'something about farming',
      'only the ones with transcripts',
      'shorter ones',
      'forget the transcript',
    );
    expect(farming).toMatchObject({ withTranscript: false });
    expect(transcribed).toMatchObject({ topic: 'farming', withTranscript: true });
    expect(shorter).toMatchObject({ topic: 'farming', maxMinutes: 20, withTranscript: true });
    expect(lifted).toMatchObject({ topic: 'farming', withTranscript: false });
    expect(converse('episodes I can chat with')[0]).toMatchObject({
      topic: null,
      anything: true,
      withTranscript: true,
    });
    // "Filter to", "narrow it down to" refine; a filter said as a thing is a topic.
    expect(converse('crypto', 'filter to this year')[1]).toMatchObject({ topic: 'crypto', withinDays: 330 });
    expect(converse('economics', 'narrow it down to planet money')[1]).toMatchObject({
      topic: 'economics',
      show: 'Planet Money',
    });
    expect(converse('water filters')[0]).toMatchObject({ topic: 'water filters' });
    // "Actually" and "make it" name a show as "from" does.
    expect(converse('something about bees', 'actually make it the daily')[1]).toMatchObject({
      topic: 'bees',
      show: 'The Daily',
    });
    expect(converse('something about bees', 'actually the daily')[1]).toMatchObject({
      topic: 'bees',
      show: 'The Daily',
    });
    // "The one before that": of a show's newest first, the one listed after; of a topic, before.
    expect(converse('the daily', 'play number 2', 'the one before that')[2]).toMatchObject({
      show: 'The Daily',
      playRank: 3,
    });
    expect(converse('the daily', 'play number 2', 'play the episode after that')[2]).toMatchObject({ playRank: 1 });
    expect(converse('economics', 'play number 2', 'play the previous one')[2]).toMatchObject({
      topic: 'economics',
      playRank: 1,
    });
    expect(converse('economics', 'play number 3', 'go back one')[2]).toMatchObject({
      topic: 'economics',
      playRank: 2,
    });
    expect(converse('the daily', 'play number 2', 'go back one')[2]).toMatchObject({ show: 'The Daily', playRank: 1 });
    // With none played, "the previous episode" is the one the listener last heard.
    expect(converse('economics', 'play the previous episode')[1]).toMatchObject({ intent: 'resume' });
    expect(converse('economics', 'play the next episode')[1]).toMatchObject({ topic: 'economics', skip: 3 });
    // A question of all the episodes offered keeps the request (the service answers it of each).
    expect(converse('economics', 'how long are they')[1]).toMatchObject({
      topic: 'economics',
      about: { rank: 1, aspect: 'length' },
    });
    expect(askedOfAll('When did those come out?')).toBe('date');
    expect(askedOfAll("who's on them")).toBe('people');
    expect(askedOfAll('what are they about')).toBe('summary');
    for (const said of ['read me the descriptions', 'what are they all about', 'give me more details'])
      expect(askedOfAll(said), said).toBe('summary');
    expect(askedOfAll('how long is it')).toBeNull();
    // Asked of "it" with nothing offered, the question is kept (the service says nothing was
    // offered), not searched for as "how", long.
    for (const said of ['how long is it', "who's on it", 'tell me about it'])
      expect(converse(said)[0], said).toMatchObject({ topic: null, minMinutes: null, about: { rank: -1 } });
    // With nothing offered, there is nothing to go on to (the service says so), and no topic "next".
    expect(converse('play the next episode')[0]).toMatchObject({ topic: null, playRank: 1 });
    // "Yes" takes up the answer (the one asked about, else the first); "no" moves on; "ok" is neither.
    expect(converse('economics', 'yes')[1]).toMatchObject({ topic: 'economics', playRank: 1 });
    expect(converse('economics', 'tell me about number two', 'yeah')[2]).toMatchObject({ playRank: 2, about: null });
    expect(converse('economics', 'no', 'nope')[2]).toMatchObject({ topic: 'economics', skip: 6, playRank: null });
    expect(converse('economics', 'ok')[1]).toMatchObject({ playRank: null, skip: 0 });
    expect(converse('yes')[0]).toMatchObject({ topic: null, playRank: null });
    // By its number, and past the fifth.
    expect(converse('economics', 'play number three')[1]).toMatchObject({ topic: 'economics', playRank: 3 });
    expect(converse('economics', 'play the sixth one')[1]).toMatchObject({ topic: 'economics', playRank: 6 });
    expect(converse('economics', 'number two')[1]).toMatchObject({ topic: 'economics', playRank: 2 });
    expect(converse('economics', 'play episode 3')[1]).toMatchObject({ topic: 'economics', playRank: 3 });
    // A show's own episode number is a request, as a year is read or as digits.
    expect(converse('economics', 'play episode 898')[1]).toMatchObject({ topic: '898', playRank: null });
    expect(converse('play planet money episode eight ninety eight')[0]).toMatchObject({
      show: 'Planet Money',
      topic: '898',
    });
    expect(converse('planet money number 898')[0]).toMatchObject({ show: 'Planet Money', topic: '898' });
    expect(converse('planet money episode nine oh four')[0]).toMatchObject({ show: 'Planet Money', topic: '904' });
    expect(converse('the daily episode thirteen ninety one')[0]).toMatchObject({ show: 'The Daily', topic: '1391' });
    // Said after a show's newest, the number is that show's; after a topic, any show's.
    expect(converse('the daily', 'play episode 1390')[1]).toMatchObject({ show: 'The Daily', topic: '1390' });
    expect(converse('planet money', 'episode eight ninety eight')[1]).toMatchObject({
      show: 'Planet Money',
      topic: '898',
    });
    expect(converse('economics', 'play episode 898')[1]).toMatchObject({ show: null, topic: '898' });
    expect(converse('fine, anything from last month')[0]).toMatchObject({ topic: null, withinDays: 31 });
    expect(converse('well what about cooking')[0]).toMatchObject({ topic: 'cooking' });
    expect(converse('sure, history')[0]).toMatchObject({ topic: 'history' });
    expect(converse('hmm let me think, something about science')[0]).toMatchObject({ topic: 'science' });
    expect(converse('well being')[0]).toMatchObject({ topic: 'well being' });
  });

  it('reads a quarter of an hour, a couple, a few and several as numbers', () => {
    expect(converse('no longer than a quarter of an hour')[0]).toMatchObject({ topic: null, maxMinutes: 15 });
    expect(converse('from the last couple of weeks')[0]).toMatchObject({ topic: null, withinDays: 14 });
    expect(converse('in the last few days')[0]).toMatchObject({ topic: null, withinDays: 3 });
    expect(converse('something from the past several months')[0]).toMatchObject({ topic: null, withinDays: 120 });
    expect(converse('a few episodes about space')[0]).toMatchObject({ topic: 'space' });
    expect(converse('from earlier this year')[0]).toMatchObject({ topic: null, anything: true });
  });

  it('reads the words around how long the listener has as no topic', () => {
    for (const said of [
      'twenty minute drive',
      'something i can listen to in the next half hour',
      'till i get home in 15 minutes',
      "i'll be in the car for two hours",
      "i've got about forty five minutes of driving left",
      "i've got an hour of driving ahead",
      'i have 2 hours on the road',
      'something for a drive at night',
    ])
      expect(converse(said)[0]).toMatchObject({ topic: null, anything: true });
    expect(converse("i've got about forty five minutes of driving left")[0]).toMatchObject({ maxMinutes: 45 });
    expect(converse('something relaxing for a long drive at night')[0]).toMatchObject({
      topic: 'relaxing',
      minMinutes: 45,
    });
    expect(converse('hard drive')[0]).toMatchObject({ topic: 'hard drive' });
    expect(converse('life on the road')[0]).toMatchObject({ topic: 'life on the road' });
    expect(converse('stars at night')[0]).toMatchObject({ topic: 'stars at night' });
  });

  it('reads being stuck in traffic or wanting to stay awake as anything, and the person who talked about a subject as the subject', () => {
    for (const said of ["i'm stuck in traffic entertain me", 'something to keep me alert', 'something to wake me up'])
      expect(converse(said)[0], said).toMatchObject({ topic: null, anything: true });
    expect(converse('wake me up when september ends')[0].topic).toBe('wake me up when september ends');
    const topics: [string, string][] = [
      ['find the episode with the guy who talked about ants', 'ants'],
      ['the episode where the woman talks about sleep', 'sleep'],
      ['that one with the lady talking about gardening', 'gardening'],
      // Who they are is part of what is asked for.
      ['that episode with the scientist who studies bees', 'scientist bees'],
      ['a historian talking about the civil war', 'historian civil war'],
      ['economics explained simply', 'economics'],
    ];
    for (const [say, topic] of topics) expect(converse(say)[0].topic, say).toBe(topic);
  });

  it('hears "umm" said mid-sentence as nothing, "id like" as "I\'d like" and "a bit of history" as history', () => {
    const topics: [string, string | null][] = [
      ['play something about umm history', 'history'],
      ['id like something about ww2', 'ww2'],
      ['yeah um id love a bit of history', 'history'],
      ['a little something about music', 'music'],
      ['the id and the ego', 'id and the ego'],
      ['a bit of a break', 'bit of a break'],
    ];
    for (const [say, topic] of topics) expect(converse(say)[0].topic, say).toBe(topic);
    expect(converse('bit of comedy')[0]).toMatchObject({ topic: null, genre: 'Comedy' });
  });

  it('reads "that\'s too old" after an answer as newer ones, and "they\'re too recent" as older ones', () => {
    expect(converse('something about history', "that's too old")[1]).toMatchObject({
      topic: 'history',
      withinDays: 30,
    });
    expect(converse('something about history', 'something more recent', 'those are a bit dated')[2]).toMatchObject({
      topic: 'history',
      withinDays: 15,
    });
    expect(converse('something about history', "they're too recent")[1]).toMatchObject({
      topic: 'history',
      oldestFirst: true,
    });
  });

  it('reads "the one before the latest one" and "the second newest one" after a show\'s newest as its second', () => {
    for (const said of ['play the one before the latest one', 'play the second newest one'])
      expect(converse('the daily', said)[1], said).toMatchObject({ show: 'The Daily', playRank: 2, pickWords: null });
    expect(converse('planet money', 'how long is the second newest one')[1]).toMatchObject({
      show: 'Planet Money',
      about: { rank: 2, aspect: 'length' },
    });
  });

  it("asks the length or the guest of a show's newest, and resumes what was playing at a time said", () => {
    expect(converse('is the latest planet money long')[0]).toMatchObject({
      show: 'Planet Money',
      about: { rank: 1, aspect: 'length' },
      minMinutes: null,
    });
    expect(converse('is the latest hidden brain over an hour')[0]).toMatchObject({
      show: 'Hidden Brain',
      about: { rank: 1, aspect: 'length' },
    });
    expect(converse("who's the guest on the newest planet money")[0]).toMatchObject({
      show: 'Planet Money',
      topic: null,
      about: { rank: 1, aspect: 'people' },
    });
    for (const said of [
      'continue the episode i was listening to this morning',
      'go back to the episode i was listening to yesterday',
    ])
      expect(converse(said)[0].intent, said).toBe('resume');
  });

  it('reads "him" and "her" as the person or subject asked for last', () => {
    expect(converse('rob wiblin', 'is he on any other shows')[1]).toMatchObject({ topic: 'rob wiblin', skip: 3 });
    expect(converse('elon musk', 'anything else with him')[1]).toMatchObject({ topic: 'elon musk', skip: 3 });
    expect(converse('rob wiblin', 'what else has he done')[1]).toMatchObject({ topic: 'rob wiblin', skip: 3 });
    expect(converse('rob wiblin', 'what have you got on her')[1]).toMatchObject({ topic: 'rob wiblin', skip: 0 });
    expect(converse('what have you got on her')[0]).toMatchObject({ topic: null });
  });

  it('reads "learn something new", "lately" and a child in the back seat', () => {
    expect(converse('i want to learn something new today')[0]).toMatchObject({
      topic: null,
      anything: true,
      genre: 'Education',
      withinDays: null,
    });
    // Something to learn from, on the way: any education show's, where "about space" is space.
    for (const said of ['something to learn on my way to work', 'something educational'])
      expect(converse(said)[0], said).toMatchObject({ genre: 'Education', anything: true, topic: null });
    expect(converse('something to learn about space')[0]).toMatchObject({ topic: 'space', genre: null });
    expect(converse('i want to learn something new about space')[0]).toMatchObject({
      topic: 'space',
      withinDays: null,
    });
    expect(converse("what's good on planet money lately")[0]).toMatchObject({
      topic: null,
      show: 'Planet Money',
      withinDays: 30,
    });
    expect(converse('something for my kids in the back seat')[0]).toMatchObject({
      topic: null,
      genre: 'Kids & Family',
    });
  });

  it('reads "half hour", "more like number two" and "I\'ve heard those"', () => {
    expect(converse('half hour about science')[0]).toMatchObject({ topic: 'science', minMinutes: 23, maxMinutes: 38 });
    expect(converse('economics', 'more like number two')[1]).toMatchObject({ topic: 'economics', similarToRank: 2 });
    expect(converse('economics', "i've heard that one")[1]).toMatchObject({ topic: 'economics', skip: 3 });
    expect(converse('economics', 'already heard those')[1]).toMatchObject({ topic: 'economics', skip: 3 });
  });

  it('reads what a listener says they like as what to find', () => {
    expect(converse('i like history')[0]).toMatchObject({ topic: 'history' });
    expect(converse("i'm a big fan of true crime")[0]).toMatchObject({ topic: 'true crime' });
    expect(converse("i'm into cooking")[0]).toMatchObject({ topic: 'cooking' });
    expect(converse('i like the daily')[0]).toMatchObject({ topic: null, show: 'The Daily' });
    // "Like" alone is no cue for a one-word show name.
    expect(converse('something like daily life')[0]).toMatchObject({ topic: 'daily life', show: null });
  });

  it('reads "that money show" as the one show whose name has the word', () => {
    expect(converse('play that money show')[0]).toMatchObject({ show: 'Planet Money', topic: null });
    expect(converse('the latest from the brain podcast')[0]).toMatchObject({ show: 'Hidden Brain', topic: null });
    expect(converse('the money show about inflation')[0]).toMatchObject({ show: 'Planet Money', topic: 'inflation' });
    // A word no dictionary has, of one show's name, before "episodes" or "stories".
    expect(converse('any bombcast episodes about zelda')[0]).toMatchObject({ show: 'Giant Bombcast', topic: 'zelda' });
    expect(converse('any taverncast stories about beer')[0]).toMatchObject({
      show: 'Taverncast - Happy Hour in Your Head',
      topic: 'beer',
    });
    expect(converse('any money episodes about inflation')[0]).toMatchObject({ show: null });
    // A word no show's name has, or several have, is a topic.
    expect(converse('the cooking show')[0]).toMatchObject({ show: null, topic: 'cooking' });
    expect(converse('that history show')[0]).toMatchObject({ show: 'Hardcore History & Friends' });
  });

  it("hears a request after Borris's name, as speech to text spells it, or another assistant's", () => {
    expect(converse('yo borris play something')[0]).toMatchObject({ anything: true, topic: null });
    expect(converse('bories find me something about space')[0]).toMatchObject({ topic: 'space' });
    expect(converse('siri find a podcast about dogs')[0]).toMatchObject({ topic: 'dogs' });
    expect(converse('alexa, play planet money')[0]).toMatchObject({ show: 'Planet Money', topic: null });
    expect(converse('hey google play the daily')[0]).toMatchObject({ show: 'The Daily' });
    expect(converse('hey borris')[0]).toMatchObject({ intent: 'greeting' });
    expect(converse('anything about google')[0]).toMatchObject({ topic: 'google' });
    expect(converse('morris dancing')[0]).toMatchObject({ topic: 'morris dancing' });
    expect(asksToPlay('Alexa, play Planet Money')).toBe(true);
  });

  it('names a show asked for by name that the catalog does not have', () => {
    expect(converse('the latest episode of Serial')[0]).toMatchObject({
      topic: 'serial',
      unknownShow: 'Serial',
      withinDays: null,
    });
    expect(converse('play the newest episode of the joe rogan experience')[0]).toMatchObject({
      unknownShow: 'The Joe Rogan Experience',
    });
    expect(converse('episodes of This American Life')[0]).toMatchObject({ unknownShow: 'This American Life' });
    expect(converse('is there a new Radiolab')[0]).toMatchObject({ topic: 'radiolab', unknownShow: 'Radiolab' });
    expect(converse('Alexa, the latest episode of Serial')[0]).toMatchObject({ unknownShow: 'Serial' });
    expect(converse('do you have a podcast called serial')[0]).toMatchObject({ unknownShow: 'Serial' });
    // "The latest X" names a show, however written; the latest on a subject, or its news, does not.
    expect(converse('play the latest serial')[0]).toMatchObject({ unknownShow: 'Serial', withinDays: null });
    expect(converse('the most recent song exploder episode')[0]).toMatchObject({
      topic: 'song exploder',
      unknownShow: 'Song Exploder',
    });
    expect(converse('play the newest this american life')[0]).toMatchObject({ unknownShow: 'This American Life' });
    expect(converse('the latest planet money')[0]).toMatchObject({ show: 'Planet Money', unknownShow: null });
    for (const said of [
      'the latest on china',
      'play the latest news',
      'the newest ai episodes',
      'the latest covid news',
    ])
      expect(converse(said)[0]).toMatchObject({ unknownShow: null });
    // From a show by its name: written as one, or in words no dictionary has.
    expect(converse('anything from This American Life')[0]).toMatchObject({ unknownShow: 'This American Life' });
    expect(converse('something about sleep', 'anything from This American Life instead')[1]).toMatchObject({
      unknownShow: 'This American Life',
    });
    expect(converse('something from freakonomics')[0]).toMatchObject({ unknownShow: 'Freakonomics' });
    expect(converse('Play This American Life')[0]).toMatchObject({ unknownShow: 'This American Life' });
    expect(converse('play the joe rogan experience')[0]).toMatchObject({ unknownShow: 'The Joe Rogan Experience' });
    expect(converse('do you have the joe rogan experience')[0]).toMatchObject({
      unknownShow: 'The Joe Rogan Experience',
    });
    // A place, a person, a subject: no show.
    expect(converse('anything from China')[0]).toMatchObject({ topic: 'china', unknownShow: null });
    expect(converse('something from Barack Obama')[0]).toMatchObject({ unknownShow: null });
    expect(converse('episodes by Malcolm Gladwell')[0]).toMatchObject({ unknownShow: null });
    expect(converse('Play Bitcoin')[0]).toMatchObject({ topic: 'bitcoin', unknownShow: null });
    expect(converse('play jazz')[0]).toMatchObject({ topic: 'jazz', unknownShow: null });
    // A show the catalog has, by what it is called, even when its name is one everyday word.
    expect(converse('is there a show called the daily')[0]).toMatchObject({ show: 'The Daily', topic: null });
    expect(converse('play the podcast named the daily please')[0]).toMatchObject({ show: 'The Daily', topic: null });
    expect(converse('an episode called daily habits')[0]).toMatchObject({ show: null, topic: 'daily habits' });
    // A show the catalog has, a subject, and a time are no unknown show.
    expect(converse('the latest episode of planet money')[0]).toMatchObject({
      show: 'Planet Money',
      unknownShow: null,
    });
    expect(converse('episodes of world war two')[0]).toMatchObject({ topic: 'world war 2', unknownShow: null });
    expect(converse('is there a new episode about bees')[0]).toMatchObject({ topic: 'bees', unknownShow: null });
    expect(converse('new episodes from last week')[0]).toMatchObject({ withinDays: 7, unknownShow: null });
    // Another show or kind of show asked next is asked instead of the missing one's words.
    expect(converse('anything from This American Life', 'ok what about planet money')[1]).toMatchObject({
      show: 'Planet Money',
      topic: null,
    });
    expect(converse('play the joe rogan experience', 'fine, something about comedy')[1]).toMatchObject({
      genre: 'Comedy',
      topic: null,
    });
    // Said once: a follow-up narrows the words, and asks no show again.
    expect(converse('the latest episode of Serial', 'shorter ones')[1]).toMatchObject({
      topic: 'serial',
      unknownShow: null,
      maxMinutes: 20,
    });
  });

  it('tells a mood the topic opens with from its subject', () => {
    const topic = (said: string) => interpret(said, null, [], NOW).topic;
    expect(moodOf(topic('something relaxing'))).toEqual({ mood: 'relaxing', rest: null });
    expect(moodOf(topic('something calm and soothing'))).toEqual({ mood: 'calm or soothing', rest: null });
    expect(moodOf(topic('something calm to fall asleep to'))).toEqual({ mood: 'calm', rest: null });
    expect(moodOf(topic('something relaxing about nature'))).toEqual({ mood: 'relaxing', rest: 'nature' });
    // What it is for: something to sleep or unwind to is something relaxing, not a subject.
    expect(moodOf(topic('something calm for bedtime'))).toEqual({ mood: 'calm', rest: null });
    expect(moodOf(topic('something to help me fall asleep'))).toEqual({ mood: 'relaxing', rest: null });
    expect(moodOf(topic('a podcast to relax to'))).toEqual({ mood: 'relaxing', rest: null });
    expect(moodOf(topic('what should i listen to while i unwind'))).toEqual({ mood: 'relaxing', rest: null });
    expect(topic('how to sleep better')).toBe('how to sleep better');
    expect(topic('something about sleep')).toBe('sleep');
    // A mood word inside a subject is the subject's.
    expect(moodOf(topic('how to be happy'))).toBeNull();
    expect(moodOf(topic('the science of sleep'))).toBeNull();
    expect(moodOf(topic('happy hour'))).toBeNull();
  });
});
