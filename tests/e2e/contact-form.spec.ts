// The quote form in Chromium against the built site served by server/main.ts: shaping while typing,
// the shared rules on submit (nothing sent on failure), the status flow, the request it makes,
// keyboard use, and a real round trip into the lead database.
import { expect, test, type Page, type Request } from '@playwright/test';
import { hydrateNow } from './helpers';

const MESSAGES = {
  honeypot: 'Submission failed. Please try again.',
  phone: 'Please enter a valid 10-digit phone number.',
  zip: 'Please enter a valid ZIP code (12345 or 12345-6789).',
  firstName: 'Please enter a valid first name (letters only).',
  failure: 'Failed to send message. Please try again.',
  success: "Thank you! Your message has been sent successfully. We'll get back to you soon.",
};

const VALID = {
  'First name': 'Mary-Jo',
  'Last name': "O'Neil",
  'Cell phone': '4195550134',
  Email: 'maryjo@example.com',
  'Street address': '12 Lake St',
  City: 'Huron',
  'ZIP code': '44839',
  Comments: 'Spring cleanup, please.',
};

async function openForm(page: Page) {
  await page.addInitScript(() => localStorage.setItem('consent.analytics', 'denied')); // keep the notice out of the way
  await page.goto('/contact');
  await hydrateNow(page);
  return page.locator('#contact-form');
}

async function fillValid(page: Page, overrides: Partial<Record<keyof typeof VALID, string>> = {}) {
  const form = page.locator('#contact-form');
  for (const [label, value] of Object.entries({ ...VALID, ...overrides })) await form.getByLabel(label).fill(value);
  await form.getByLabel('State').selectOption('OH');
}

/** Records every request to the contact API. */
function apiRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact')) seen.push(r);
  });
  return seen;
}

const submit = (page: Page) =>
  page
    .locator('#contact-form')
    .getByRole('button', { name: /send message/i })
    .click();
const status = (page: Page) => page.locator('#contact-form-status');

test('shapes the phone and ZIP while typing', async ({ page }) => {
  const form = await openForm(page);
  await form.getByLabel('Cell phone').pressSequentially('419555013499');
  await expect(form.getByLabel('Cell phone')).toHaveValue('(419) 555-0134');
  await form.getByLabel('ZIP code').pressSequentially('44839-12345x');
  await expect(form.getByLabel('ZIP code')).toHaveValue('44839-1234');
  await form.getByLabel('ZIP code').fill('44 839');
  await expect(form.getByLabel('ZIP code')).toHaveValue('44839');
});

test('shows the first failing rule at its field, focuses it and sends nothing', async ({ page }) => {
  const form = await openForm(page);
  const sent = apiRequests(page);
  await fillValid(page, { 'Cell phone': '419555', 'ZIP code': '123', 'First name': 'J' });
  await submit(page);
  const phone = form.getByLabel('Cell phone');
  await expect(form.getByText(MESSAGES.phone)).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(MESSAGES.phone);
  await expect(phone).toBeFocused();
  await expect(form.getByText(MESSAGES.zip)).toHaveCount(0); // only the first failure

  await phone.fill('4195550134');
  await submit(page);
  await expect(form.getByLabel('ZIP code')).toHaveAccessibleDescription(MESSAGES.zip);
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('ZIP code').fill('44839');
  await submit(page);
  await expect(form.getByLabel('First name')).toHaveAccessibleDescription(MESSAGES.firstName);
  expect(sent).toHaveLength(0);
});

test("refuses hidden control and text-direction characters at their field, with the server's message", async ({
  page,
}) => {
  const form = await openForm(page);
  const sent = apiRequests(page);
  await fillValid(page, { City: 'Huron\u202egnp.exe' });
  await submit(page);
  const city = form.getByLabel('City');
  await expect(city).toHaveAccessibleDescription(
    'City contains a hidden control or text-direction character. Please retype it.',
  );
  await expect(city).toBeFocused();
  expect(sent).toHaveLength(0);
});

test('accepts real names: periods and a no-break space', async ({ page }) => {
  await openForm(page);
  const sent = apiRequests(page);
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' }),
  );
  await fillValid(page, { 'First name': 'Mary\u00a0Ann', 'Last name': 'St. John Jr.' });
  await submit(page);
  await expect(status(page)).toHaveText(MESSAGES.success);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.postDataJSON()).toMatchObject({ first_name: 'Mary\u00a0Ann', last_name: 'St. John Jr.' });
});

test('a filled honeypot stops the submit', async ({ page }) => {
  const form = await openForm(page);
  const sent = apiRequests(page);
  await fillValid(page);
  await page.locator('input[name="website"]').fill('http://spam.example', { force: true });
  await submit(page);
  await expect(status(page)).toHaveText(MESSAGES.honeypot);
  await expect(status(page)).toBeFocused();
  expect(sent).toHaveLength(0);
  await expect(form.getByLabel('City')).toHaveValue('Huron');
});

test('sends JSON, shows Sending Message..., then the success message, and clears the form', async ({ page }) => {
  const form = await openForm(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  const requestPromise = page.waitForRequest('**/api/contact');
  await fillValid(page);
  await submit(page);

  const button = form.getByRole('button', { name: /sending message/i });
  await expect(button).toBeDisabled();
  await expect(button).toHaveText('Sending Message...');
  const request = await requestPromise;
  expect(request.method()).toBe('POST');
  expect(request.headers()['content-type']).toBe('application/json');
  expect(request.headers()['accept']).toBe('application/json');
  const body = request.postDataJSON() as Record<string, string>;
  expect(Object.keys(body).sort()).toEqual([
    'cell_phone',
    'city',
    'comments',
    'email',
    'first_name',
    'last_name',
    'state',
    'street_address',
    'zip_code',
  ]);
  expect(body).toMatchObject({ first_name: 'Mary-Jo', cell_phone: '(419) 555-0134', state: 'OH', zip_code: '44839' });

  const responsePromise = page.waitForResponse('**/api/contact');
  release();
  const response = await responsePromise;
  expect(response.status()).toBe(200); // the real server stored the lead
  expect(((await response.json()) as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
  await expect(status(page)).toHaveText(MESSAGES.success);
  await expect(status(page)).toBeFocused();
  await expect(status(page)).toHaveAttribute('data-status', 'success');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  for (const label of [...Object.keys(VALID), 'State']) await expect(form.getByLabel(label)).toHaveValue('');
});

test('shows server errors joined with a comma in red and keeps the entries', async ({ page }) => {
  const form = await openForm(page);
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        message: 'Invalid',
        errors: [
          { field: 'email', message: 'Email is taken' },
          { field: 'city', message: 'City is far away' },
        ],
      }),
    }),
  );
  await fillValid(page);
  await submit(page);
  await expect(status(page)).toHaveText('Email is taken, City is far away');
  await expect(status(page)).toHaveAttribute('data-status', 'error');
  const color = await status(page)
    .locator('div')
    .evaluate((el) => getComputedStyle(el).color);
  expect(color).toBe('rgb(180, 35, 24)'); // theme.color.error
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('City')).toHaveValue('Huron');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('a network failure shows the default message; the next submit starts over', async ({ page }) => {
  await openForm(page);
  await page.route('**/api/contact', (route) => route.abort('failed'));
  await fillValid(page);
  await submit(page);
  await expect(status(page)).toHaveText(MESSAGES.failure);
  await page.unroute('**/api/contact');
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' }),
  );
  await submit(page);
  await expect(status(page)).toHaveText(MESSAGES.success);
  await expect(status(page)).not.toContainText(MESSAGES.failure);
});

test('works by keyboard alone and never focuses the honeypot', async ({ page }) => {
  const form = await openForm(page);
  await form.getByLabel('First name').focus();
  const order: string[] = [];
  for (let i = 0; i < 10; i++) {
    order.push(
      await page.evaluate(
        () => (document.activeElement as HTMLInputElement | null)?.name || document.activeElement?.tagName || '',
      ),
    );
    await page.keyboard.press('Tab');
  }
  expect(order).toEqual([
    'first_name',
    'last_name',
    'cell_phone',
    'email',
    'street_address',
    'city',
    'state',
    'zip_code',
    'comments',
    'BUTTON',
  ]);

  await form.getByLabel('First name').focus();
  for (const value of ['Al', 'Bo', '4195550134', 'al@example.com', '1 Main St', 'Milan']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('O'); // the select jumps to OH
  await page.keyboard.press('Tab');
  await page.keyboard.type('44846');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const responsePromise = page.waitForResponse('**/api/contact');
  await page.keyboard.press('Enter');
  expect((await responsePromise).status()).toBe(200);
  await expect(status(page)).toHaveText(MESSAGES.success);
});

test('the contact page loads without CSP violations or console errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await openForm(page);
  await page.goto('/contact#contact-form');
  await expect(page.locator('#contact-form')).toBeInViewport();
  expect(problems).toEqual([]);
});

test('tracks form_submit_start and form_submit_success once analytics are accepted', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('consent.analytics', 'granted'));
  await page.goto('/contact');
  await hydrateNow(page);
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' }),
  );
  await fillValid(page);
  await submit(page);
  await expect(status(page)).toHaveText(MESSAGES.success);
  const events = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((e) => String((e as { event?: string }).event).startsWith('form_')),
  );
  expect(events).toEqual([
    { event: 'form_submit_start', category: 'form', label: 'contact_form' },
    { event: 'form_submit_success', category: 'form', label: 'contact_form', success: true },
  ]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the browser posts the form itself: the lead is stored, and a thank-you page of the site follows', async ({
    page,
  }) => {
    await page.goto('/contact');
    const sent = apiRequests(page);
    await fillValid(page);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await submit(page);
    const response = await answered;
    expect(response.status()).toBe(303); // said only after the lead is committed
    expect(response.request().headers()['content-type']).toBe('application/x-www-form-urlencoded');
    expect(response.request().postData()).toContain('first_name=Mary-Jo');
    await expect(page).toHaveURL(/\/api\/contact\/sent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent');
    await expect(page.getByText(MESSAGES.success)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Free Quote' })).toBeVisible(); // the site's header
    await page.reload(); // asks for the page again; nothing is posted twice
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent');
    expect(sent.filter((r) => r.method() === 'POST')).toHaveLength(1);
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a post with mistakes gets a page naming each, and the way back to the form', async ({ page }) => {
    await page.goto('/contact');
    const sent = apiRequests(page);
    await fillValid(page, { 'Cell phone': '419555', 'First name': 'J' });
    await submit(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your details');
    const problems = page.getByRole('main').getByRole('listitem');
    await expect(problems).toHaveText([`First name ${MESSAGES.firstName}`, `Cell phone ${MESSAGES.phone}`]); // the form's order
    expect(sent.map((r) => r.method())).toEqual(['POST']);
    await page.getByRole('link', { name: 'Back to the form' }).click();
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    await expect(page.locator('#contact-form').getByLabel('First name')).toBeVisible();
  });
});
