// Starts the real API server on this candidate's build (WEB_DIST, PORT from the environment).
process.chdir(new URL('../../../', import.meta.url).pathname);
await import('../../../apps/api/dist/server.js');
