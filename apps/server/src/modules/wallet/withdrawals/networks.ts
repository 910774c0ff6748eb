// The networks crystals can be withdrawn over: each has a fee (minor units, part of the withdrawn
// amount; operators may override it and disable a network, see settings/) and an address format. Checking the format here refuses typos before any crystal is held;
// it cannot prove the address exists, which only the payout provider can.
import type { Network } from '@clutch/contract/wallet';
import { toCrystals } from '@clutch/contract/money';

export interface WithdrawNetwork {
  code: string;
  name: string;
  /** Minor units kept from the withdrawn amount for the network's transaction cost. */
  fee: number;
  address: RegExp;
  example: string;
}

// Tron addresses are base58 (no 0, O, I or l) behind a T; EVM addresses are 0x and 40 hex digits.
// Checksums (base58check, EIP-55 mixed case) are left to the provider: both accept lower case.
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export const NETWORKS: readonly WithdrawNetwork[] = [
  {
    code: 'TRC20',
    name: 'USDT on Tron (TRC20)',
    fee: 100,
    address: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
    example: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  },
  {
    code: 'ERC20',
    name: 'USDT on Ethereum (ERC20)',
    fee: 500,
    address: EVM_ADDRESS,
    example: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
  },
  {
    code: 'BEP20',
    name: 'USDT on BNB Smart Chain (BEP20)',
    fee: 50,
    address: EVM_ADDRESS,
    example: '0x8894E0a0c962CB723c1976a4421c95949bE2D4E3',
  },
];

/**
 * The network with this code, whatever its case, among `networks` (those enabled now; all we know
 * by default); undefined for one we do not pay out over.
 */
export function findNetwork(
  code: string,
  networks: readonly WithdrawNetwork[] = NETWORKS,
): WithdrawNetwork | undefined {
  const wanted = code.trim().toUpperCase();
  return networks.find((network) => network.code === wanted);
}

export function isAddressOf(network: WithdrawNetwork, address: string): boolean {
  return network.address.test(address.trim());
}

/** How the API shows a network: the fee in crystals and the pattern as ECMAScript source. */
export function toNetworkView(network: WithdrawNetwork): Network {
  return {
    code: network.code,
    name: network.name,
    fee: toCrystals(network.fee),
    address_pattern: network.address.source,
    address_example: network.example,
  };
}

export function networkCodes(networks: readonly WithdrawNetwork[] = NETWORKS): string {
  return networks.map((network) => network.code).join(', ');
}
