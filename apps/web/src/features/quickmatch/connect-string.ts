// A CS2 server's connect string as the runner hands it out (`connect 1.2.3.4:27015; password x`),
// read into its address and password, and the steam:// link that opens the game already connecting
// (`steam://connect/1.2.3.4:27015/x`). Anything else reads as null: the page then shows only the text.

export interface ServerAddress {
  address: string;
  password: string | null;
}

const CONNECT = /^\s*connect\s+([^\s;]+)\s*(?:;\s*password\s+("?)([^";]*)\2\s*;?)?\s*$/i;
const ADDRESS = /^[\w.-]+:\d{1,5}$/;

export function parseConnectString(text: string): ServerAddress | null {
  const match = CONNECT.exec(text);
  const address = match?.[1];
  if (address === undefined || !ADDRESS.test(address)) return null;
  const password = match?.[3]?.trim() ?? '';
  return { address, password: password === '' ? null : password };
}

export function steamConnectLink({ address, password }: ServerAddress): string {
  return password === null
    ? `steam://connect/${address}`
    : `steam://connect/${address}/${encodeURIComponent(password)}`;
}
