import { describe, expect, it } from 'vitest';
import { findNetwork, isAddressOf, NETWORKS, toNetworkView } from './networks.js';

const network = (code: string) => {
  const found = findNetwork(code);
  if (!found) throw new Error(`no ${code}`);
  return found;
};

describe('withdrawal networks', () => {
  it.each([
    { code: 'TRC20', fee: 1 },
    { code: 'ERC20', fee: 5 },
    { code: 'BEP20', fee: 0.5 },
  ])('$code charges a fee of $fee crystals', ({ code, fee }) => {
    expect(toNetworkView(network(code)).fee).toBe(fee);
  });

  it.each(['trc20', 'Erc20', ' bep20 ', 'TRC20'])('finds %j whatever its case', (code) => {
    expect(findNetwork(code)?.code).toBe(code.trim().toUpperCase());
  });

  it.each(['', 'BTC', 'TRC', 'ERC-20', 'SOL'])('knows no network %j', (code) => {
    expect(findNetwork(code)).toBeUndefined();
  });

  it.each(NETWORKS.map((n) => [n.code, n.example]))(
    '%s shows an example address its own pattern accepts',
    (code, example) => {
      const view = toNetworkView(network(code));
      expect(new RegExp(view.address_pattern).test(example)).toBe(true);
      expect(isAddressOf(network(code), example)).toBe(true);
    },
  );

  it.each([
    ['TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', true],
    ['TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wdead', true],
    ['TRC20', 'tLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', false],
    ['TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU', false],
    ['TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU77', false],
    ['TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU0', false],
    ['TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjUO', false],
    ['TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjUI', false],
    ['TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjUl', false],
    ['TRC20', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e', false],
    ['ERC20', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e', true],
    ['ERC20', '0x742d35cc6634c0532925a3b844bc454e4438f44e', true],
    ['ERC20', '0X742d35Cc6634C0532925a3b844Bc454e4438f44e', false],
    ['ERC20', '0x742d35Cc6634C0532925a3b844Bc454e4438f44', false],
    ['ERC20', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e0', false],
    ['ERC20', '0x742d35Cc6634C0532925a3b844Bc454e4438f44g', false],
    ['ERC20', '742d35Cc6634C0532925a3b844Bc454e4438f44e', false],
    ['BEP20', '0x8894E0a0c962CB723c1976a4421c95949bE2D4E3', true],
    ['BEP20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', false],
    ['BEP20', '0x8894E0a0c962CB723c1976a4421c95949bE2D4E3\n', true],
    ['BEP20', '0x8894E0a0c962CB723c1976a4421c95949bE2D4E3\nx', false],
  ])('%s takes %j: %s', (code, address, valid) => {
    expect(isAddressOf(network(code), address)).toBe(valid);
  });
});
