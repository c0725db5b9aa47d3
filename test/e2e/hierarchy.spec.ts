import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { createStore } from '../sandbox/store/createStore';
import { REGION_WITHOUT_TOP } from '../sandbox/security/hierarchySeed';
import { expectNoSeriousAxeIssue } from './axe';
import { choose, listNamed } from './choose';
import { resetSandbox, signIn, signInFromHere } from './session';

test.beforeEach(async ({ page }) => resetSandbox(page));

/** The seeded structure (the same seed builds the same people here as in the server). */
const store = createStore({ tickets: 1 });
const people = [...store.users.values()].filter((u) => u.enabled && !u.nonOperational);
const newcomer = people.find((u) => u.region === REGION_WITHOUT_TOP && u.level === 4)!;

const tree = (page: Page, name = 'Estructura jerárquica') => page.getByRole('treegrid', { name });
const dialog = (page: Page) => page.getByRole('dialog');
const rowOf = (page: Page, fullName: string) => tree(page).getByRole('row').filter({ has: page.locator('.structure-name', { hasText: fullName }) });

async function placing(page: Page, fullName: string, userName: string) {
  await page.getByLabel('Nombre, usuario, correo o puesto').fill(userName);
  await rowOf(page, fullName).getByRole('button', { name: `Cambiar la posición de ${fullName}` }).click();
  await expect(dialog(page)).toBeVisible();
}


/** The downloaded template with rows written into its sheet (inline strings), its header and marker untouched. */
async function fill(path: string, rows: string[][]) {
  const zip = await JSZip.loadAsync(fs.readFileSync(path));
  const sheetPath = 'xl/worksheets/sheet1.xml';
  const xml = await zip.file(sheetPath)!.async('string');
  const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const cells = (r: number, values: string[]) => values.map((v, i) => `<c r="${String.fromCharCode(65 + i)}${r}" t="inlineStr"><is><t>${escape(v)}</t></is></c>`).join('');
  const added = rows.map((values, i) => `<row r="${i + 2}">${cells(i + 2, values)}</row>`).join('');
  zip.file(sheetPath, xml.replace('</sheetData>', `${added}</sheetData>`));
  return { name: 'jerarquia.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await zip.generateAsync({ type: 'nodebuffer' }) };
}

test('a structure of a few hundred people reads as a tree, filtered, counted and opened whole', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/HierarchicalStructure');
  expect(people.length).toBeGreaterThan(300);
  await expect(page.getByText(`${people.length} personas de ${people.length}`)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: REGION_WITHOUT_TOP })).toContainText('no tiene un usuario de nivel 0');
  // Opens on the first two levels: every region's level 0 and the people right under them.
  const director = people.find((u) => u.level === 0 && u.userId !== 1)!;
  await expect(rowOf(page, director.fullName)).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: 'test-results/e2e/hierarchy-structure.png' });
  await expectNoSeriousAxeIssue(page);

  await page.getByRole('button', { name: 'Expandir todo' }).click();
  const deepest = people.find((u) => u.level === 5)!;
  let depth = 1;
  for (let boss = deepest.superiorId; boss !== null; boss = store.users.get(boss)!.superiorId) depth++;
  await rowOf(page, deepest.fullName).scrollIntoViewIfNeeded();
  await expect(rowOf(page, deepest.fullName)).toHaveAttribute('aria-level', String(depth));

  await choose(page, listNamed(page, 'Región'), director.region);
  const inRegion = people.filter((u) => u.region === director.region).length;
  await expect(page.getByText(new RegExp(`^${inRegion} personas? de ${people.length}$`))).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/hierarchy-structure-region.png' });
});

test('a level above 0 in a region without a level 0 user is refused; a boss two levels up only warns', async ({ page }) => {
  await signIn(page, 'admin', '/HierarchicalStructure');
  await expect(tree(page)).toBeVisible();
  await placing(page, newcomer.fullName, newcomer.userName);
  await choose(page, listNamed(dialog(page), /^Nivel/), '3 · Coordinación');
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog(page)).toContainText(`La región ${REGION_WITHOUT_TOP} necesita un usuario de nivel 0 antes de continuar`);
  await page.screenshot({ path: 'test-results/e2e/hierarchy-region-rule.png' });
  await expectNoSeriousAxeIssue(page);
  await dialog(page).getByRole('button', { name: 'Cancelar' }).click();

  const engineer = store.users.get(4)!;
  await placing(page, engineer.fullName, engineer.userName);
  await choose(page, listNamed(dialog(page), /^Superior/), `Andrea Salinas Ruiz — 0 · Dirección regional (${engineer.region})`);
  await expect(dialog(page).getByRole('status')).toContainText('Aviso: Andrea Salinas Ruiz está en el nivel 0 · Dirección regional');
  await page.screenshot({ path: 'test-results/e2e/hierarchy-warning.png' });
  await expectNoSeriousAxeIssue(page);
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Se guardó la posición de ${engineer.fullName}`)).toBeVisible();
  await expect(rowOf(page, engineer.fullName)).toContainText('Superior no consecutivo');
});

test('a bulk update from the downloaded template, filled, applies the good rows and explains the others', async ({ page }) => {
  await signIn(page, 'admin', '/massiveHierarchicalStructureUpdate');
  await page.getByRole('button', { name: 'Guía de uso' }).click();
  await expect(dialog(page)).toContainText('Un número entero de 0 a 5');
  await expectNoSeriousAxeIssue(page);
  await dialog(page).getByRole('button', { name: /Cerrar/ }).click();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar plantilla' }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe('Plantilla_actualizacion_jerarquia.xlsx');
  const file = await fill((await template.path())!, [
    ['despachador', '3', 'supervisor', 'Coordinador de mesa'],
    [newcomer.userName, '2', 'admin', ''],
    ['nadie.existe', '2', 'admin', ''],
  ]);
  await page.getByLabel('Archivo de actualización de jerarquía').setInputFiles(file);
  await expect(page.getByText('3 filas listas para enviar')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar actualización' }).click();
  await expect(page.getByText('De 3 filas se aplicaron 1 y se rechazaron 2')).toBeVisible();
  const results = page.getByRole('table', { name: 'Resultado por fila' });
  await expect(results).toContainText(`La región ${REGION_WITHOUT_TOP} necesita un usuario de nivel 0 antes de continuar`);
  await expect(results).toContainText('El usuario nadie.existe no existe');
  await page.screenshot({ path: 'test-results/e2e/hierarchy-bulk-failed.png' });
  await page.getByRole('button', { name: 'Aplicadas' }).click();
  await expect(results.getByRole('row').filter({ hasText: 'despachador' })).toContainText('Aplicada');
  await expectNoSeriousAxeIssue(page);
});

test('the hierarchy screens read in English too', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await signInFromHere(page, 'admin');
  await page.goto('/HierarchicalStructure');
  await expect(tree(page, 'Hierarchical structure')).toBeVisible();
  await expect(page.getByText(`${people.length} people of ${people.length}`)).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/hierarchy-structure-en.png' });
  await page.goto('/HierarchyLevels');
  await page.getByRole('button', { name: /^Edit level 2 / }).click();
  await expect(dialog(page)).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/hierarchy-levels-en.png' });
  await expectNoSeriousAxeIssue(page);
  await page.keyboard.press('Escape');
  await page.goto('/massiveHierarchicalStructureUpdate');
  await expect(page.getByRole('heading', { name: 'Bulk hierarchy update', level: 1 })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/hierarchy-bulk-en.png' });
});
