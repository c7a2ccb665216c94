import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

/** The content editors' steps several suites take. */

/** A plain PNG photo of `width` × `height` in one colour. */
export function photoPng(width: number, height: number, background: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

/** Uploads `photo` in the open editor; answers the image path the 画像 field then holds. */
export async function uploadImage(page: Page, name: string, photo: Buffer): Promise<string> {
  await page.getByLabel('画像をアップロード').setInputFiles({ name, mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('status').filter({ hasText: '画像をアップロードしました' })).toBeVisible();
  const image = page.getByLabel('画像', { exact: true });
  await expect(image).toHaveValue(/^\/media\/\d+\/1200\.webp$/);
  return image.inputValue();
}

/** Saves a news item, offer or banner and finds it, by its title, in the content list it returns to. */
export async function saveToList(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\?/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
}

/** Previews a footer or hotel page showing `text`, saves it, and finds the text on the guests' `guestPath`. */
export async function previewSaveAndSee(page: Page, text: string, guestPath: string): Promise<void> {
  await page.getByRole('button', { name: 'プレビュー' }).click();
  await expect(page.getByRole('region', { name: 'プレビュー（お客様のページの表示）' }).getByText(text)).toBeVisible();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('保存しました')).toBeVisible();
  await page.goto(guestPath);
  await expect(page.getByText(text)).toBeVisible();
}
