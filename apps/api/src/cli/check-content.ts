// Run by `npm run build` once the site is built: the chat's data (`asks` in chat.json) that
// names a passage the pages no longer have, a warning per entry with its file. The server says
// the same at start; the build says it before a deploy.
import { loadConfig } from '../config.js';
import { loadPhrasings, unknownAsks } from '../chat/knowledge/phrasings.js';
import { loadSitePassages, SiteKnowledgeError } from '../chat/knowledge/site-pages.js';

const { WEB_DIST } = loadConfig({ WEB_DIST: process.env.WEB_DIST });
try {
  for (const problem of unknownAsks(loadPhrasings(), loadSitePassages(WEB_DIST))) {
    console.warn(`warning: ${problem}`);
  }
} catch (error) {
  // An API built alone, without the site: nothing to check against.
  if (!(error instanceof SiteKnowledgeError)) throw error;
  console.warn(`warning: the chat's data was not checked: ${error.message}`);
}
