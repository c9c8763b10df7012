import { readFileSync } from 'node:fs';
const files = ['index.html','faq/index.html','contacto/index.html','index.ca.html','faq/index.en.html','contacto/index.ca.html','servicios/index.html','404.html','legal/terminos/index.en.html'];
const body = (html) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</div>\n    <script type="application/json"')).replace(/<!--\/?\$-->/g, '');
const head = (html) => html.slice(0, html.indexOf('</head>')).split('\n').map(l => l.trim()).filter(l => /^<(title|meta|link rel="(canonical|alternate)"|script type="application\/ld)/.test(l)).join('\n');
for (const f of files) {
  let a, b;
  try { a = readFileSync(`/work/main/apps/web/dist/client/${f}`, 'utf8'); b = readFileSync(`dist/${f}`, 'utf8'); } catch (e) { console.log(f, 'missing', e.message); continue; }
  const [ba, bb] = [body(a), body(b)];
  let i = 0; while (i < ba.length && ba[i] === bb[i]) i++;
  console.log(f, 'body', ba === bb ? 'SAME' : `DIFF at ${i}: ${JSON.stringify(ba.slice(i - 60, i + 80))}\n   vs ${JSON.stringify(bb.slice(i - 60, i + 80))}`, '| head', head(a) === head(b) ? 'SAME' : 'DIFF');
}
