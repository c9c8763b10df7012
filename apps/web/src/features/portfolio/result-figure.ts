/**
 * The figure a result opens with, as written: "16x" of "16x conversión", "-30 %" of "-30 %
 * costes operativos", "350K" of "350K usuarios"; null when it opens with words ("Tienda online
 * lanzada en 5 semanas"). The home page shows it beside words of its own, so the figure itself
 * stays portfolio.json's.
 */
export function resultFigure(result: string): string | null {
  return /^[+\-−]?\d[\d.,]*(?:\s?%|x|K|M)?(?=\s|$)/u.exec(result)?.[0] ?? null;
}
