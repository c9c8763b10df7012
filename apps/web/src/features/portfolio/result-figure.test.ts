// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANGS } from '@studio/shared';
import { loadContent } from '@studio/content';
import { resultFigure } from './result-figure';

describe('the figure a result opens with', () => {
  it.each([
    ['16x conversión', '16x'],
    ['350K usuarios', '350K'],
    ['-30 % costes operativos', '-30 %'],
    ['-30% operating costs', '-30%'],
    ['+80 % reserves en línia en 3 mesos', '+80 %'],
    ['1.200 pedidos al mes', '1.200'],
    ['2,5M € en ventas', '2,5M'],
  ])('%s → %s', (result, figure) => {
    expect(resultFigure(result)).toBe(figure);
  });

  it('is none when the result opens with words, or with a number that is part of one', () => {
    expect(resultFigure('Tienda online lanzada en 5 semanas')).toBeNull();
    expect(resultFigure('3D configurator live')).toBeNull();
  });

  it('is the same in every language for each project of the portfolio', () => {
    const { lists } = loadContent();
    for (const item of lists.es.portfolio) {
      const figures = LANGS.map(
        (lang) => lists[lang].portfolio.find((other) => other.slug === item.slug)?.result,
      ).map((result) => resultFigure(result ?? '')?.replace(/\s/g, ''));
      expect(new Set(figures).size, item.slug).toBe(1);
    }
  });
});
