import { paymentSettingsEndpoints } from '@clutch/contract/payment-settings';
import { profileEndpoints } from '@clutch/contract/profile';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { testClient } from '../../../../test/client.js';
import { useTestApp } from '../../../../test/harness.js';

const t = useTestApp();

type PaymentSettingsPatch = z.input<typeof paymentSettingsEndpoints.patch.body>;

const api = testClient(t);
const { get, patch } = paymentSettingsEndpoints;
const read = (caller: TestUser, owner = caller) =>
  api.call(get, { as: caller, params: { id: owner.id } });
const write = (caller: TestUser, body: PaymentSettingsPatch, owner = caller) =>
  api.call(patch, { as: caller, params: { id: owner.id }, body });
/** Sends what validation must refuse, unchecked. */
const writeRaw = (caller: TestUser, rawBody: object) =>
  api.call(patch, { as: caller, params: { id: caller.id }, rawBody });

const FILLED = {
  first_name: 'Olena',
  last_name: "O'Brien-Kovalenko",
  city: 'Lviv',
  street: 'Shevchenka St. 12, apt 3',
  zip_code: '79000',
  mobile_number: '+380 (67) 123 45 67',
  date_of_birth: '1994-05-17',
};

describe('payment settings', () => {
  it('start empty for a new user', async () => {
    const user = await createUser(t);
    const res = await read(user);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: user.id,
      first_name: null,
      last_name: null,
      city: null,
      street: null,
      zip_code: null,
      mobile_number: null,
      date_of_birth: null,
    });
  });

  it('keep what the owner saves, the phone without separators', async () => {
    const user = await createUser(t);
    const res = await write(user, FILLED);
    expect(res.status).toBe(200);
    const expected = { ...FILLED, user: user.id, mobile_number: '+380671234567' };
    expect(res.body).toEqual(expected);
    expect((await read(user)).body).toEqual(expected);
  });

  it('change only the fields sent, and an empty value clears one', async () => {
    const user = await createUser(t);
    await write(user, FILLED);
    const res = await write(user, { city: 'Kyiv', street: '', zip_code: null });
    expect(res.body).toMatchObject({
      first_name: 'Olena',
      city: 'Kyiv',
      street: null,
      zip_code: null,
      date_of_birth: '1994-05-17',
    });
  });

  it.each([
    [{ date_of_birth: '2001-02-30' }, { date_of_birth: ['Enter a real date.'] }],
    [{ date_of_birth: '2999-01-01' }, { date_of_birth: ['Enter a date in the past.'] }],
    [{ date_of_birth: '17.05.1994' }, { date_of_birth: ['Use the format YYYY-MM-DD.'] }],
    [
      { mobile_number: '123' },
      { mobile_number: ['Enter a phone number: 7 to 15 digits, optionally starting with +.'] },
    ],
    [
      { first_name: 'Ol3na' },
      { first_name: ['Use letters, spaces, apostrophes, dots and hyphens.'] },
    ],
    [{ zip_code: '!!' }, { zip_code: ['Enter a postal code.'] }],
  ])('refuse %j with the field named', async (payload, answer) => {
    const user = await createUser(t);
    const res = await writeRaw(user, payload);
    expect(res.status).toBe(400);
    expect(res.error).toEqual(answer);
  });

  it('refuse a field they do not have', async () => {
    const user = await createUser(t);
    const res = await writeRaw(user, { card_number: '4111111111111111' });
    expect(res.status).toBe(400);
  });

  it('are private: another user gets 403 reading or writing them, and nothing changes', async () => {
    const [owner, other] = await Promise.all([createUser(t), createUser(t)]);
    await write(owner, FILLED);
    expect((await read(other, owner)).status).toBe(403);
    expect((await write(other, { city: 'Elsewhere' }, owner)).status).toBe(403);
    expect((await read(owner)).body.city).toBe('Lviv');
    const publicView = await api.call(profileEndpoints.publicProfile, {
      as: other,
      params: { id: owner.id },
    });
    expect(publicView.text).not.toContain('Lviv');
    expect(publicView.text).not.toContain('380671234567');
  });
});
