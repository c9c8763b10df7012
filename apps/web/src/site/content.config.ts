import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { SERVICE_SLUGS } from '@studio/shared';
import settings from '@studio/content/settings.json';
import blogWords from '@studio/content/locales/es/blog.json';

const ids = (record: object) => Object.keys(record) as [string, ...string[]];

/**
 * The studio's posts: `packages/content/blog/<key>/<lang>.md`, the cover beside them. The folder
 * is the key that ties a post's translations together and its address in every language
 * (`/blog/<key>?lang=ca`); a post may lack a language. Categories and tags are those that
 * `packages/content/locales/<lang>/blog.json` names, so each has its words in every language.
 */
const blog = defineCollection({
  // STUDIO_BLOG: another folder of posts, as STUDIO_SETTINGS names other settings (and the
  // test of a bad post, apps/web/src/site/lib/blog.test.ts).
  loader: glob({
    pattern: '*/{es,ca,en}.md',
    base: process.env.STUDIO_BLOG ?? '../../packages/content/blog',
  }),
  schema: ({ image }) =>
    z
      .object({
        title: z.string().min(1).max(70),
        description: z.string().min(50).max(170),
        published: z.coerce.date(),
        updated: z.coerce.date().optional(),
        author: z.enum(settings.team.map((member) => member.id) as [string, ...string[]]),
        category: z.enum(ids(blogWords.categories)),
        tags: z
          .array(
            z.string().refine((tag) => Object.hasOwn(blogWords.tags, tag), {
              message: 'a tag named in locales/<lang>/blog.json "tags"',
            }),
          )
          .min(1)
          .max(6),
        cover: image(),
        coverAlt: z.string().min(1),
        draft: z.boolean().default(false),
      })
      .strict()
      .refine((post) => !post.updated || post.updated >= post.published, {
        message: 'updated must not be before published',
        path: ['updated'],
      }),
});

/**
 * The portfolio's case studies: `packages/content/projects/<slug>/<lang>.md`, the folder a
 * project's slug in `data/<lang>/portfolio.json`. The front matter holds only what that list does
 * not (title, client, sector, summary, result, image, site and tags stay there, once); the body is
 * the story, in `##` sections. A folder that names no project of the portfolio, or front matter
 * that differs between a project's languages, stops the build (site/lib/projects.ts).
 */
const projects = defineCollection({
  loader: glob({ pattern: '*/{es,ca,en}.md', base: '../../packages/content/projects' }),
  schema: z
    .object({
      /** When it was delivered. */
      year: z.number().int().min(2000).max(new Date().getUTCFullYear()),
      /** From the first meeting to the launch. */
      duration: z
        .object({ value: z.number().int().positive(), unit: z.enum(['days', 'weeks']) })
        .strict(),
      /** Technologies, as their makers write them: the same words in every language. */
      stack: z.array(z.string().min(1)).min(1).max(8),
      /** The service page it is a case of, when there is one. */
      service: z.enum(SERVICE_SLUGS).optional(),
    })
    .strict(),
});

export const collections = { blog, projects };
