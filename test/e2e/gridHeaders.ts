import type { Page } from '@playwright/test';

/**
 * The grid header words the browser broke across two lines ("Estatu / s"): a word laid out on one line
 * has one box, a broken one two. Empty when every header wraps only between words.
 */
export function brokenHeaderWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const title of document.querySelectorAll('.grid-table th .p-column-title')) {
      const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          if (range.getClientRects().length > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });
}
