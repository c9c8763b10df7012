import { describe, expect, it } from 'vitest';
import { loadContent } from '@studio/content';
import { PRICING, type Lang } from '@studio/shared';
import { BuiltinProvider, stem, type Topic } from './builtin.js';
import { formatPrice } from './knowledge.js';

const provider = new BuiltinProvider(loadContent());

function ask(question: string, lang: Lang, before: string[] = []) {
  const messages = [...before, question].map((content, i, all) => ({
    role: i % 2 === (all.length - 1) % 2 ? ('user' as const) : ('assistant' as const),
    content,
  }));
  return provider.answer(messages, lang);
}

/**
 * Questions visitors really ask, in the three languages, with the topic the answer must have
 * (and, for search answers, the FAQ that must answer; for prices, the service).
 */
const QUESTIONS: [lang: Lang, question: string, topic: Topic, detail?: string][] = [
  ['es', 'Hola', 'greeting'],
  ['es', 'Buenas tardes!', 'greeting'],
  ['es', '¿Cuánto cuesta una tienda online?', 'price', 'tienda-online'],
  ['es', 'Precio de una web para mi empresa', 'price', 'web-empresarial'],
  ['es', '¿Cuánto vale una app para iPhone y Android?', 'price', 'aplicacion-movil'],
  ['es', 'Qué precios tenéis?', 'price'],
  ['es', '¿Cuánto tardáis en hacer una web personal?', 'deadline', 'web-personal'],
  ['es', '¿En cuánto tiempo tendría lista mi tienda?', 'deadline', 'tienda-online'],
  ['es', '¿Cuál es vuestro horario?', 'contact'],
  ['es', '¿Tenéis teléfono o WhatsApp?', 'contact'],
  ['es', '¿Cómo se paga un proyecto?', 'payment'],
  ['es', '¿Hacéis SEO?', 'faq', 'faq:seo'],
  ['es', '¿Qué garantía tenéis?', 'faq', 'faq:garantia-2-anos'],
  ['es', '¿Podéis rediseñar mi web actual?', 'faq', 'faq:renovar-web'],
  ['es', '¿Con qué tecnologías trabajáis?', 'faq', 'faq:tecnologias'],
  ['es', '¿Ofrecéis planes de mantenimiento?', 'faq', 'faq:planes-mantenimiento'],
  [
    'es',
    '¿Me podéis arreglar los ordenadores de la oficina?',
    'faq',
    'faq:asistencia-tecnica-oficinas',
  ],
  ['es', '¿Qué servicios ofrecéis?', 'services'],
  ['es', 'Quiero pedir presupuesto', 'quote'],
  ['es', 'Necesito una web para mi restaurante', 'service', 'web-empresarial'],
  ['es', '¿Hacéis apps?', 'service', 'aplicacion-movil'],
  ['es', 'quiero vender por internet', 'service', 'tienda-online'],
  ['es', '¿Hacéis auditorías de seguridad?', 'service', 'ciberseguridad'],
  ['es', '¿Trabajáis con WordPress?', 'faq', 'service-faq:web-empresarial:cms'],
  ['es', '¿Cuánto cuesta el mantenimiento?', 'faq', 'extra:plan-mantenimiento'],
  ['es', '¿El hosting está incluido?', 'faq', 'extra:hosting-gestionado'],
  ['es', '¿Puedo pagar a plazos?', 'payment'],
  ['es', '¿Qué incluye la garantía?', 'faq', 'faq:garantia-2-anos'],
  ['es', '¿Tenéis ejemplos de trabajos?', 'portfolio'],
  ['es', '¿El presupuesto es gratis?', 'faq', 'faq:presupuesto-gratuito'],
  ['es', '¿Cuál es la capital de Francia?', 'offtopic'],
  ['es', 'Quiero hablar con una persona', 'human'],
  ['es', '¿Cuánto cobráis por respuesta a incidentes?', 'faq', 'extra:respuesta-incidentes'],
  ['es', '¿Hacéis desarrollo de videojuegos?', 'unknown'],
  ['ca', 'Bon dia', 'greeting'],
  ['ca', 'Quant costa una botiga en línia?', 'price', 'tienda-online'],
  ['ca', 'Quin preu té una auditoria de seguretat?', 'price', 'ciberseguridad'],
  ['ca', 'Quant costa una app mòbil?', 'price', 'aplicacion-movil'],
  ['ca', 'Quant trigueu a fer una web d’empresa?', 'deadline', 'web-empresarial'],
  ['ca', 'Quins terminis de lliurament teniu?', 'deadline'],
  ['ca', 'Quin horari teniu?', 'contact'],
  ['ca', 'Com us puc contactar?', 'contact'],
  ['ca', 'Feu webs en català i anglès?', 'faq', 'faq:web-multidioma'],
  ['ca', 'Teniu en compte l’accessibilitat?', 'faq', 'faq:accesibilidad'],
  ['ca', 'Signem un contracte abans de començar?', 'faq', 'faq:contrato'],
  ['ca', 'Quins serveis oferiu?', 'services'],
  ['ca', 'Moltes gràcies', 'thanks'],
  ['ca', 'Necessito una botiga online per la meva fleca', 'service', 'tienda-online'],
  ['ca', 'Feu manteniment?', 'faq', 'faq:planes-mantenimiento'],
  ['ca', 'quina és la capital de França?', 'offtopic'],
  ['ca', 'puc parlar amb algú?', 'human'],
  ['ca', 'On sou?', 'contact'],
  ['en', 'Hi there', 'greeting'],
  ['en', 'How much is a SaaS MVP?', 'price', 'aplicacion-saas'],
  ['en', 'What does a corporate website cost?', 'price', 'web-empresarial'],
  ['en', 'How much do you charge for a personal website?', 'price', 'web-personal'],
  ['en', 'How long does a mobile app take?', 'deadline', 'aplicacion-movil'],
  ['en', 'What are your opening hours?', 'contact'],
  ['en', 'Where is your office located?', 'contact'],
  ['en', 'Do you take accessibility into account?', 'faq', 'faq:accesibilidad'],
  ['en', 'Can you integrate with my ERP?', 'faq', 'faq:integraciones'],
  ['en', 'Do you sign a contract?', 'faq', 'faq:contrato'],
  ['en', 'Does the app quote include the Apple and Google fees?', 'faq', 'faq:cuotas-apple-google'],
  ['en', 'What services do you offer?', 'services'],
  ['en', 'Can I get a quote?', 'quote'],
  ['en', 'I need an app for my gym', 'service', 'aplicacion-movil'],
  ['en', 'Can I see your portfolio?', 'portfolio'],
  ['en', 'Are you available on weekends?', 'contact'],
  ['en', 'Is VAT included?', 'faq', 'faq:precios-con-iva'],
  ['en', 'What happens if something breaks after launch?', 'faq', 'faq:soporte-tras-lanzamiento'],
  ['en', 'Who won the football last night?', 'offtopic'],
  ['en', 'Can I talk to a human?', 'human'],
  ['en', 'How long does the Apple store review take?', 'faq', 'cost:aplicacion-movil:review'],
  ['en', 'Do you do penetration testing?', 'service', 'ciberseguridad'],
  ['en', 'Do you build video games?', 'unknown'],
];

describe('the built-in assistant', () => {
  it('has at least 40 real questions in each of the three languages', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(40);
    for (const lang of ['es', 'ca', 'en']) {
      expect(QUESTIONS.filter(([l]) => l === lang).length).toBeGreaterThanOrEqual(10);
    }
  });

  it.each(QUESTIONS)('[%s] %s -> %s %s', (lang, question, topic, detail) => {
    const answer = ask(question, lang);
    expect(answer.topic).toBe(topic);
    if (detail?.includes(':')) expect(answer.source).toBe(detail);
    else if (detail) expect(answer.services).toContain(detail);
    expect(answer.text.length).toBeGreaterThan(20);
  });

  it('quotes prices from the pricing table, formatted per language', () => {
    const price = PRICING['tienda-online'].from;
    expect(ask('¿Cuánto cuesta una tienda online?', 'es').text).toContain('desde 2.500 €');
    expect(ask('Quant costa una botiga en línia?', 'ca').text).toContain('des de 2.500 €');
    expect(ask('How much is an online shop?', 'en').text).toContain('from €2,500');
    expect(formatPrice(price, 'en')).toBe('from €2,500');
    expect(formatPrice({ amount: 50, from: true, per: 'month' }, 'es')).toBe('desde 50 €/mes');
  });

  it('answers in the language asked and links the quote form in that language', () => {
    expect(ask('¿Hacéis desarrollo de videojuegos?', 'es').text).toContain(
      '[el formulario de contacto](/contacto)',
    );
    expect(ask('Feu desenvolupament de videojocs?', 'ca').text).toContain(
      '[formulari de contacte](/contacto?lang=ca)',
    );
    expect(ask('Do you build video games?', 'en').text).toContain(
      '[the contact form](/contacto?lang=en)',
    );
    expect(ask('Hola', 'ca').text).toMatch(/Soc l’assistent/);
  });

  it('declines off-topic questions politely, in their language, without a price or a hand-over', async () => {
    const catalan = ask('quina és la capital de França?', 'ca');
    expect(catalan.topic).toBe('offtopic');
    expect(catalan.text).toContain('[nostres serveis](/servicios?lang=ca)');
    expect(catalan.text).not.toMatch(/€/);
    const reply = await provider.reply({
      messages: [{ role: 'user', content: 'quina és la capital de França?' }],
      lang: 'ca',
      signal: AbortSignal.timeout(1000),
    });
    expect(reply.handover).toBe(false);
  });

  it('hands over when the visitor asks for a person, or it has no answer on topic', async () => {
    for (const [question, lang] of [
      ['quiero hablar con una persona', 'es'],
      ['puc parlar amb algú?', 'ca'],
      ['can I talk to a human', 'en'],
      ['Do you build video games?', 'en'],
    ] as const) {
      const reply = await provider.reply({
        messages: [{ role: 'user', content: question }],
        lang,
        signal: AbortSignal.timeout(1000),
      });
      expect(reply.handover, question).toBe(true);
    }
  });

  it('writes every site path as a Markdown-style link with words', () => {
    for (const question of [
      'Quiero una tienda online',
      'What are your prices?',
      'Hola, ¿qué hacéis?',
    ]) {
      const text = ask(question, 'es').text;
      const bare = text.replace(/\[[^\]]+\]\(\/[^)]*\)/g, '');
      expect(bare, text).not.toMatch(/(^|\s)\/[a-z]/);
    }
  });

  it('answers a named service with its price, term and the quote form for that type', () => {
    expect(ask('Quiero una tienda online', 'es').text).toContain('(/contacto?tipo=tienda-online)');
    expect(ask('I want an online shop', 'en').text).toContain(
      '/contacto?tipo=tienda-online&lang=en',
    );
  });

  it('keeps the service of the previous question in a follow-up', () => {
    const answer = ask('¿Y cuánto tarda?', 'es', [
      '¿Cuánto cuesta una tienda online?',
      'Tienda online: desde 2.500 €…',
    ]);
    expect(answer.topic).toBe('deadline');
    expect(answer.services).toEqual(['tienda-online']);
  });

  it('stems plural and gender endings lightly', () => {
    expect(stem('precios', 'es')).toBe(stem('precio', 'es'));
    expect(stem('tiendas', 'es')).toBe(stem('tienda', 'es'));
    expect(stem('integration', 'en')).toBe(stem('integrate', 'en'));
  });
});

describe('the language of the answer', () => {
  it('is the visitor’s, whatever the page’s', () => {
    const english = ask('How much is an online shop?', 'es');
    expect(english.topic).toBe('price');
    expect(english.text).toMatch(/online shop/i);
    expect(english.text).not.toMatch(/tienda/i);
    const catalan = ask('Quant costa una botiga online?', 'en');
    expect(catalan.text).toMatch(/botiga/i);
    expect(catalan.text).not.toMatch(/online shop/i);
    const spanish = ask('¿Cuánto tardáis en hacer una tienda online?', 'ca');
    expect(spanish.topic).toBe('deadline');
    expect(spanish.text).toMatch(/tienda/i);
  });

  it('is the page’s for a message too short to tell, and the conversation’s for a follow-up', () => {
    expect(ask('Hola', 'ca').text).toBe(ask('Bon dia', 'ca').text);
    const followUp = ask('ok', 'es', ['How much is an online shop?', 'An online shop costs…']);
    expect(followUp.text).not.toMatch(/tienda/i);
  });
});
