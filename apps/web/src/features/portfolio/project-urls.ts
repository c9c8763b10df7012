import { getRoute, langUrl, type Lang } from '@studio/shared';

/** `/portafolio/can-reixac`: a case study's Spanish path, under the portfolio's section. */
export const projectPath = (slug: string) => `${getRoute('portfolio').path}/${slug}`;

export const projectUrl = (slug: string, lang: Lang) => langUrl(projectPath(slug), lang);
