import type { TimedText } from "../../server/providers/ai/ai-provider";

/**
 * A minimal reader for the WebVTT and SRT files the chat benchmark loads: cue times, a
 * `<v Speaker>` voice tag or a leading `Name:` label, and the text. The product's own parsers
 * live with the transcripts module; this one only has to read the benchmark's files.
 */
export function readTimedTranscript(content: string): TimedText[] {
	const out: TimedText[] = [];
	let labelled: string | null = null;
	const blocks = content.replace(/\r\n?/g, "\n").split(/\n\s*\n/);
	for (const block of blocks) {
		const lines = block.split("\n").filter((l) => l.trim() !== "");
		const timing = lines.findIndex((l) => l.includes("-->"));
		if (timing < 0) continue;
		const [from, to] = lines[timing]
			.split("-->")
			.map((p) => seconds(p.trim().split(/\s+/)[0]));
		let text = lines
			.slice(timing + 1)
			.join(" ")
			.trim();
		let speaker: string | null = null;
		const voice = /^<v(?:\.[^\s>]+)?\s+([^>]+)>/.exec(text);
		if (voice) speaker = voice[1].trim();
		const label = /^([A-Z][\w.'-]*(?: [A-Z][\w.'-]*)?):\s+/.exec(text);
		if (!speaker && label) {
			labelled = label[1];
			text = text.slice(label[0].length);
		}
		// SRT names the speaker only where a turn starts; the rest of the turn is theirs too.
		if (!voice) speaker = labelled;
		text = text
			.replace(/<[^>]+>/g, "")
			.replace(/\s+/g, " ")
			.trim();
		if (text) out.push({ startSeconds: from, endSeconds: to, speaker, text });
	}
	return out;
}

function seconds(stamp: string): number {
	const parts = stamp.replace(",", ".").split(":").map(Number);
	return parts.reduce((acc, p) => acc * 60 + p, 0);
}
