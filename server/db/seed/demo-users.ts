// The demo colleagues (SEED=demo) and the admin given by ADMIN_EMAIL (SEED=none): the data and the seed
// step that inserts them with argon2id hashes.
import type { ResourceTypeSetting } from '@generated/model';
import { normaliseEmail, type PasswordHasher } from '@server/services/passwords';
import type { Db } from '../client';
import { users } from '../schema';

export const DEMO_PASSWORD = 'content-demo';
export const DEMO_EDITOR_EMAIL = 'editor@example.com';

const demoUsers: { name: string; email: string; notifyEmail?: boolean }[] = [
  { name: 'Eda Editor', email: DEMO_EDITOR_EMAIL },
  { name: 'Mara Lind', email: 'mara.lind@example.com', notifyEmail: true },
  { name: 'Jonas Weber', email: 'jonas.weber@example.com' },
  { name: 'Camille Laurent', email: 'camille.laurent@example.com' },
  { name: 'Pieter de Vries', email: 'pieter.devries@example.com', notifyEmail: true },
  { name: 'Zofia Nowak', email: 'zofia.nowak@example.com' },
  { name: 'Tomáš Dvořák', email: 'tomas.dvorak@example.com' },
];

/** Default shop URL templates per resource type (spec 1 §6: they build the shop link of an entity). */
const defaultResourceTypes: ResourceTypeSetting[] = [
  {
    key: 'page',
    settings: { shopUrlTemplate: '{shopUrl}/{slug}' },
    types: [
      { key: 'story', settings: { shopUrlTemplate: '{shopUrl}/stories/{slug}' } },
      { key: 'brand-story', settings: { shopUrlTemplate: '{shopUrl}/brand-stories/{slug}' } },
      { key: 'idol-story', settings: { shopUrlTemplate: '{shopUrl}/idol-stories/{slug}' } },
      { key: 'hotdrop', settings: { shopUrlTemplate: '{shopUrl}/drops/{slug}' } },
    ],
  },
  { key: 'bundle', settings: { shopUrlTemplate: '{shopUrl}/b/{slug}' } },
  { key: 'page-cluster', settings: { shopUrlTemplate: '{shopUrl}/c/{slug}' } },
  { key: 'teaser', settings: { shopUrlTemplate: '{shopUrl}/{slug}' } },
];

export interface SeedPerson {
  name: string;
  email: string;
  password: string;
  notifyEmail?: boolean;
}

/** "jane.doe@x" → "Jane Doe": a readable name for an admin given only by e-mail. */
const nameFromEmail = (email: string) =>
  (email.split('@')[0] ?? email)
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ') || 'Admin';

/** The demo colleagues (with `demo`) plus the admin, unless the admin is one of them. */
export function seedPeople(
  demo: boolean,
  admin: { email: string; password: string } | undefined,
): SeedPerson[] {
  const people: SeedPerson[] = demo ? demoUsers.map((u) => ({ ...u, password: DEMO_PASSWORD })) : [];
  if (admin && !people.some((p) => normaliseEmail(p.email) === normaliseEmail(admin.email))) {
    people.push({ name: nameFromEmail(admin.email), ...admin });
  }
  return people;
}

/** Password hashes of the people, made before any transaction: argon2 is slow and needs no database. */
export const hashPasswords = (people: SeedPerson[], hasher: PasswordHasher) =>
  Promise.all(people.map((p) => hasher.hash(p.password)));

/** Inserts the people into the tenant; answers their ids. */
export async function seedUsers(
  db: Db,
  tenantId: number,
  people: SeedPerson[],
  hashes: string[],
): Promise<number[]> {
  if (!people.length) return [];
  const rows = await db
    .insert(users)
    .values(
      people.map((p, i) => ({
        tenantId,
        name: p.name,
        email: normaliseEmail(p.email),
        passwordHash: hashes[i]!,
        notifyEmail: p.notifyEmail ?? false,
        resourceTypes: defaultResourceTypes,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}
