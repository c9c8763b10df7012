export const SOURCE_FONT: string;
export const SITE_FONT: string;
export const FONT_CHARACTERS: string;
export function siteFont(): Promise<Uint8Array>;
export function staticSiteFont(weight: number): Promise<Buffer>;
