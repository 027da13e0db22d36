import { API } from './servers';
import { expect, test } from './test';

// The API reference for other teams (issue 36): the api's /docs renders each contract in a real
// browser with every request going to the api itself — nothing from a CDN, nothing from the network.
test('the api’s /docs renders v3, v2 and the console’s contract, asking nothing of any other host', async ({
  page,
}) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const { origin } = new URL(request.url());
    if (origin !== API && !request.url().startsWith('data:')) elsewhere.push(request.url());
  });
  await page.goto(`${API}/docs/`);
  await expect(page.getByRole('heading', { name: /Tilawat API v3/ })).toBeVisible();
  // an operation of the contract, by its summary
  await expect(page.getByText('Verify a one-time code and sign in').first()).toBeVisible();
  // the other contracts from the definition picker
  const picker = page.getByRole('combobox').first();
  await picker.selectOption({ label: 'v2' });
  await expect(page.getByRole('heading', { name: /Tilawat API v2|Tilawat/ }).first()).toBeVisible();
  await expect(page.getByText('Register a new account').first()).toBeVisible();
  expect(elsewhere).toEqual([]);
});
