/** A post as its card and its page show it: plain data, rendered at build time. */
export interface PostCard {
  key: string;
  url: string;
  title: string;
  description: string;
  /** ISO dates (2026-10-06). */
  published: string;
  updated?: string;
  category: string;
  tags: string[];
  /** A team member's id (settings.json). */
  author: string;
  readingMinutes: number;
  cover: { src: string; width: number; height: number; alt: string };
}
