// A CS2 map's title from the key the game server loads, for answers that carry only the key (a
// tournament's or a lobby's display_maps): `de_dust2` reads "Dust2", `cs_office` "Office".
export function mapTitle(name: string): string {
  const bare = name.replace(/^[a-z]{2}_/, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}
