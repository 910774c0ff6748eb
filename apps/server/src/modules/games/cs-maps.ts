// CS2 maps a tournament or quick match may play: Valve's active-duty pool (what Premier and the
// majors play) and the other common maps. `name` is what the game server loads, so it never changes.

export interface CsMapData {
  readonly name: string;
  readonly displayName: string;
  readonly isActiveDuty: boolean;
  /** The card's base colour, chosen to suggest the map (sand for Dust II, steel for Train). */
  readonly tint: string;
}

// The active-duty pool as of the 2025 season; when Valve rotates it, flip isActiveDuty here.
export const CS_MAPS: readonly CsMapData[] = [
  { name: 'de_ancient', displayName: 'Ancient', isActiveDuty: true, tint: '#3f6b3a' },
  { name: 'de_anubis', displayName: 'Anubis', isActiveDuty: true, tint: '#2f7f86' },
  { name: 'de_dust2', displayName: 'Dust II', isActiveDuty: true, tint: '#b08a4e' },
  { name: 'de_inferno', displayName: 'Inferno', isActiveDuty: true, tint: '#a4542f' },
  { name: 'de_mirage', displayName: 'Mirage', isActiveDuty: true, tint: '#c08f3c' },
  { name: 'de_nuke', displayName: 'Nuke', isActiveDuty: true, tint: '#4c6478' },
  { name: 'de_train', displayName: 'Train', isActiveDuty: true, tint: '#5b5f66' },
  { name: 'de_vertigo', displayName: 'Vertigo', isActiveDuty: false, tint: '#4f86b8' },
  { name: 'de_overpass', displayName: 'Overpass', isActiveDuty: false, tint: '#5d7f4a' },
  { name: 'cs_office', displayName: 'Office', isActiveDuty: false, tint: '#6d7a8c' },
  { name: 'cs_italy', displayName: 'Italy', isActiveDuty: false, tint: '#b8683c' },
  { name: 'de_thera', displayName: 'Thera', isActiveDuty: false, tint: '#3c77a8' },
  { name: 'de_mills', displayName: 'Mills', isActiveDuty: false, tint: '#7a5c3e' },
];
