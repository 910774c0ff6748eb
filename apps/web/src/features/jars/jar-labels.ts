// Jar types and statuses as the texts name them: jar_type 1 user, 2 to 4 the prize for a place,
// 5 the prize pool (spec 1 section 3).
import { JAR_STATUSES, JAR_TYPES, type JarStatus } from '@clutch/contract/jars';

export type JarTypeKey = keyof typeof JAR_TYPES;

const TYPE_KEYS = Object.keys(JAR_TYPES).filter((key): key is JarTypeKey => key in JAR_TYPES);

/** The text key of a jar type; an unknown number reads as a user jar. */
export function jarTypeKey(type: number): JarTypeKey {
  return TYPE_KEYS.find((key) => JAR_TYPES[key] === type) ?? 'user';
}

export const JAR_TYPE_CHOICES: readonly { key: JarTypeKey; value: number }[] = TYPE_KEYS.map(
  (key) => ({ key, value: JAR_TYPES[key] }),
);

export const JAR_STATUS_CHOICES: readonly JarStatus[] = JAR_STATUSES;

/** Badge colours: open jars take donations, full ones wait to be broken, broken ones are done. */
export const STATUS_COLOR: Record<JarStatus, string> = {
  open: 'teal',
  full: 'yellow',
  broken: 'gray',
};

export function isPrizeJar(type: number): boolean {
  return type !== JAR_TYPES.user;
}
