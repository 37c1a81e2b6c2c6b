// Text contrast as Chromium renders it, for the tests that hold text to WCAG's ratios (contrast.e2e.ts, and the
// screens whose text only shows with particular data).
import type { Page } from 'playwright-core';

/**
 * The contrast ratio of each visible element matching `selector` with the background it sits on: the first opaque
 * background among its ancestors, with the translucent ones above it laid over it.
 */
export function contrasts(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const rgba = (css: string) => {
      const [r, g, b, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    };
    type Rgba = ReturnType<typeof rgba>;
    const over = (top: Rgba, under: Rgba): Rgba => ({
      r: top.r * top.a + under.r * (1 - top.a),
      g: top.g * top.a + under.g * (1 - top.a),
      b: top.b * top.a + under.b * (1 - top.a),
      a: 1,
    });
    const luminance = ({ r, g, b }: Rgba) => {
      const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const background = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let at: Element | null = element; at; at = at.parentElement) {
        const layer = rgba(getComputedStyle(at).backgroundColor);
        if (layer.a === 0) continue;
        layers.push(layer);
        if (layer.a === 1) break;
      }
      return layers.reduceRight((under, top) => over(top, under), { r: 255, g: 255, b: 255, a: 1 });
    };
    return [...document.querySelectorAll(selector)]
      .filter((element) => (element as HTMLElement).offsetParent !== null && element.textContent?.trim())
      .map((element) => {
        const back = background(element);
        const text = over(rgba(getComputedStyle(element).color), back);
        const [light, dark] = [luminance(text), luminance(back)].sort((a, b) => b - a);
        return { text: element.textContent.trim().slice(0, 40), ratio: (light + 0.05) / (dark + 0.05) };
      });
  }, selector);
}
