// Issue 29, search everywhere: Ctrl+K opens the command palette on any page; part of a story's name finds it
// (grouped by type, a status chip per shop), the arrow keys and Enter open its editor; the next opening lists
// it under Recent; an action opens Reports. Screenshots of the open palette at three widths (SHOTS_DIR=…).
import { expect, saveShots, signIn, test } from './support';

// First loads of the app and the editor take long on a loaded machine; each step still waits for its result.
const SLOW = { timeout: 90_000 };
test.describe.configure({ timeout: 240_000 });

test('Ctrl+K → part of a story name → arrow down → Enter opens its editor; recent items; an action', async ({
  page,
}) => {
  await signIn(page);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search everywhere' });
  const input = palette.getByRole('combobox', { name: 'Search by name, id, slug or CPID' });
  await expect(input).toBeFocused(SLOW);

  await input.pressSequentially('Scandi Minim');
  const stories = palette.getByRole('group', { name: 'Category Stories' });
  const story = stories.getByRole('option', { name: /Scandi Minimalism/ });
  await expect(story).toBeVisible(SLOW);
  // A status chip per shop of the match.
  await expect(story.locator('.MuiChip-root').first()).toBeVisible();

  await saveShots(page, 'palette', [1024, 1280, 1440]);

  await page.keyboard.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', (await story.getAttribute('id'))!);
  await expect(story).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  // The editor adds its first step's slug once it has loaded (…/66/general); either is its editor.
  await expect(page).toHaveURL(/\/content\/stories\/\d+(\/[a-z-]+)?$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Category Stories > Scandi Minimalism' }),
  ).toBeVisible(SLOW);

  // The next opening (from the app bar's button) lists the story under Recent, with the actions.
  await page.getByRole('button', { name: 'Search everywhere (Ctrl+K)' }).click();
  await expect(palette.getByRole('group', { name: 'Recent' }).getByRole('option')).toHaveText([
    /Scandi Minimalism/,
  ]);
  await expect(
    palette.getByRole('group', { name: 'Actions' }).getByRole('option', { name: 'Go to Reports' }),
  ).toBeVisible();
  await saveShots(page, 'palette-recent');

  await input.fill('go to reports');
  await expect(palette.getByRole('option')).toHaveText(['Go to Reports']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible(SLOW);

  // Escape returns the focus where it was.
  const reportsHeading = page.getByRole('heading', { name: 'Reports', level: 1 });
  await expect(reportsHeading).toBeFocused(SLOW);
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expect(reportsHeading).toBeFocused();
});
