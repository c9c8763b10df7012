import { describe, expect, it } from 'vitest';
import { allVariables, usedVariables } from './page-variables';

describe('the values a page carries', () => {
  const all = allVariables('es');

  it('are those its strings name, nested as i18next reads them', () => {
    const used = usedVariables(all, 'Hola, {{studio}}: desde {{ price.tienda-online.from }}');
    expect(used).toEqual({
      studio: all.studio,
      price: { 'tienda-online': { from: (all.price as never)['tienda-online']['from'] } },
    });
  });

  it('leave out a name that means nothing, and the rest of the table', () => {
    expect(usedVariables(all, '{{nobody}} {{price.nothing.from}} plain text')).toEqual({});
  });

  it('leave out a name its component passes, though a table of figures bears it', () => {
    expect(usedVariables(all, 'desde {{price}}, {{ price.aplicacion-saas }}')).toEqual({});
  });
});
