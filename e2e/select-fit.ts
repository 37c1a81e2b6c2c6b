// What the e2e files measure of a select in the page as Chromium lays it out.
import type { Locator } from 'playwright-core';

/**
 * Whether a select shows its chosen option whole: it is as wide as a select of that option alone, to the fraction of a
 * pixel (a select a fraction narrower cuts its last letter to an ellipsis).
 */
export function selectShowsOption(select: Locator) {
  return select.evaluate((element) => {
    const el = element as HTMLSelectElement;
    const probe = el.cloneNode(false) as HTMLSelectElement;
    probe.removeAttribute('data-testid');
    probe.append(new Option(el.selectedOptions[0]?.textContent ?? ''));
    Object.assign(probe.style, { position: 'absolute', visibility: 'hidden', width: 'auto', minWidth: '0' });
    el.after(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    return { option: el.selectedOptions[0]?.textContent, fits: needed <= el.getBoundingClientRect().width + 0.01 };
  });
}
