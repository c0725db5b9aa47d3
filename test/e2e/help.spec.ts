import { expect, test, type Page } from '@playwright/test';
import en from '../../src/shared/i18n/en.json';
import es from '../../src/shared/i18n/es.json';
import { expectNoSeriousAxeIssue } from './axe';
import { signIn, signInFromHere } from './session';

type Strings = typeof es;
/** The longest word of an FAQ's answer that its question lacks: found only by searching the answers. */
function answerOnlyWord(strings: Strings, id: keyof Strings['help']['faqs']): string {
  const { question, answer } = strings.help.faqs[id];
  const words = answer.split(/[^\p{L}]+/u).filter((word) => word.length > 4 && !question.toLowerCase().includes(word.toLowerCase()));
  return words.sort((a, b) => b.length - a.length)[0]!;
}

/** With the keyboard alone: from the page's search box, a word of one answer leaves that question found. */
async function findByAnswer(page: Page, strings: Strings) {
  await page.goto('/help/FAQs');
  const search = page.getByRole('searchbox', { name: strings.help.search });
  await expect(search).toBeVisible();
  await search.focus();
  await page.keyboard.type(answerOnlyWord(strings, 'closeTicket'));
  await expect(page.getByRole('heading', { name: strings.help.faqs.closeTicket.question })).toBeVisible();
  await expect(page.getByRole('heading', { name: strings.help.faqs.raiseTicket.question })).toHaveCount(0);
  await expectNoSeriousAxeIssue(page);
}

test('a reader finds an FAQ by a word only in its answer, with the keyboard, in Spanish and English (issue 37)', async ({ page }) => {
  await signIn(page, 'ingeniero');
  await findByAnswer(page, es);
  await page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await signInFromHere(page, 'ingeniero');
  await findByAnswer(page, en);
});
