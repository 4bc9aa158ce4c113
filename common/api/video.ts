import { z } from 'zod';

/** A followed video channel (spec: Video channel). */
export const VideoChannel = z.object({
  id: z.string().describe("The creator's id"),
  name: z.string(),
});
export type VideoChannel = z.infer<typeof VideoChannel>;
export const VideoChannelList = z.array(VideoChannel);

export const VideoSearchBody = z.object({
  query: z.string().trim().min(1, 'Please enter a search query').max(500),
  channel: z.string().trim().min(1, 'Please select a video channel to search').max(100),
});
export type VideoSearchBody = z.input<typeof VideoSearchBody>;

/** The spec's Video result. Fields the channel's public feed does not carry are null. */
export const VideoResult = z.object({
  id: z.string().describe('Episode id of the video in the catalog (chat at /conversation/youtube/{id})'),
  title: z.string(),
  channelTitle: z.string(),
  duration: z.string().nullable().describe('ISO 8601 period, e.g. PT4M13S; null when unknown'),
  viewCount: z.number().int().nullable().describe("Views at the channel's last sync; null when unknown"),
  description: z.string(),
  publishedAt: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  url: z.string().nullable().describe('Where to watch it'),
});
export type VideoResult = z.infer<typeof VideoResult>;

export const VideoSearchResponse = z.object({
  results: z.array(VideoResult),
  totalFound: z.number().int(),
  query: z.string(),
});
export type VideoSearchResponse = z.infer<typeof VideoSearchResponse>;
