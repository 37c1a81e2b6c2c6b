// Measures of how an element shows its text, from the boxes Chromium lays it out in: its lines, whether they stay
// inside its box, whether anything is cut. The layout tests share them.
import type { Locator } from 'playwright-core';

/** The element's lines of text (a wrapped title has two), from the boxes of its characters. */
export function lineTexts(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (!box || !text[i].trim()) continue;
        const line = lines.find((l) => Math.abs(l.top - box.top) < box.height / 2);
        if (line) line.text += text[i];
        else lines.push({ top: box.top, text: text[i] });
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((l) => l.text);
  });
}

/** Whether the element shows its text whole: nothing cut sideways or below. */
export function whole(locator: Locator) {
  return locator.evaluate((element) => ({
    text: element.textContent || (element as HTMLInputElement).value,
    sideways: element.scrollWidth <= element.clientWidth + 1,
    below: element.scrollHeight <= element.clientHeight + 1,
  }));
}
export const WHOLE = { sideways: true, below: true };

/**
 * Whether every line of the element's text lies inside the element's box and its parent's: text cut by its box (an
 * ellipsis) runs past it. For inline text, which has no scroll width of its own.
 */
export function linesInside(locator: Locator) {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const boxes = [element.getBoundingClientRect(), element.parentElement!.getBoundingClientRect()];
    const lines = [...range.getClientRects()];
    return {
      lines: new Set(lines.map((r) => Math.round(r.top))).size,
      inside: lines.every((line) =>
        boxes.every((b) => line.left >= b.left - 1 && line.right <= b.right + 1 && line.bottom <= b.bottom + 1),
      ),
    };
  });
}
