import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A phone number no other test (or earlier run on the same data) uses: 0912 + 7 random digits. */
export function uniquePhone(): string {
  return `0912${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

export function uniqueEmail(): string {
  return `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The newest one-time code the dev outbox holds for a phone or email. */
export async function codeFor(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as { data: { code: string | null }[] };
      code = body.data[0]?.code ?? undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Types a code into the five boxes, the way a person would (digit by digit). */
export async function typeCode(page: Page, code: string) {
  await page.getByTestId('code-0').click();
  await page.keyboard.type(code, { delay: 30 });
}

export const toPersianDigits = (value: string) => value.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
