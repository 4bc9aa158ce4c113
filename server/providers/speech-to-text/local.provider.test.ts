import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalTranscriptionProvider, segmentsFromWordTimes } from './local.provider';

function installed(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const tools = ['ffmpeg', 'pocketsphinx_continuous', 'espeak-ng'].filter((t) => !installed(t));
if (tools.length && process.env.CI) throw new Error(`CI needs ${tools.join(', ')} for the local speech to text test`);
if (tools.length) console.warn(`Skipping local speech to text test: ${tools.join(', ')} not installed`);

describe('pocketsphinx word times', () => {
  it('groups words into segments at pauses and drops fillers and alternates', () => {
    const out =
      '<s> 0.000 0.030 1.0\nwe 0.040 0.200 0.9\nwill(2) 0.210 0.400 0.9\n<sil> 0.410 1.500 1.0\n[NOISE] 1.5 1.6 1.0\ngo 1.600 1.800 0.9\n</s> 1.8 2.0 1.0\n';
    expect(segmentsFromWordTimes(out)).toEqual([
      { startSeconds: 0.04, endSeconds: 0.4, speaker: null, text: 'we will' },
      { startSeconds: 1.6, endSeconds: 1.8, speaker: null, text: 'go' },
    ]);
  });
});

describe.skipIf(tools.length > 0)('local speech to text provider', () => {
  const dir = mkdtempSync(join(tmpdir(), 'local-stt-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('transcribes a spoken English recording made with espeak-ng', async () => {
    const wav = join(dir, 'speech.wav');
    execFileSync('espeak-ng', ['-v', 'en-us', '-s', '130', '-w', wav, 'We will go to the park in the afternoon.']);
    const provider = new LocalTranscriptionProvider({ workDir: dir });
    expect((await provider.status()).available).toBe(true);
    const result = await provider.transcribe(wav);
    const heard = new Set(result.text.toLowerCase().split(/\s+/));
    const matched = ['we', 'will', 'go', 'to', 'the', 'park'].filter((w) => heard.has(w));
    // pocketsphinx is weak on synthetic speech; most of this short phrase still comes through.
    expect(matched.length).toBeGreaterThanOrEqual(3);
    expect(result.segments[0].startSeconds).not.toBeNull();
    expect(result.segments.map((s) => s.text).join(' ')).toBe(result.text);
  });

  it('says clearly when the file is not audio', async () => {
    const bad = join(dir, 'bad.mp3');
    writeFileSync(bad, 'this is not audio');
    await expect(new LocalTranscriptionProvider({ workDir: dir }).transcribe(bad)).rejects.toMatchObject({
      code: 'bad_audio',
    });
  });
});
