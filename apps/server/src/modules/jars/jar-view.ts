// Jars and donations as the API shows them: crystals instead of minor units, the creator or donor
// as a brief, and a broken jar holding nothing.
import type { Donation, Jar } from '@clutch/contract/jars';
import { toCrystals } from '@clutch/contract/money';
import type { BriefRow, DonationRow, JarRow } from './jars.repository.js';
import { toUserBrief } from '../../platform/http/user-brief.js';

export function toJar({ jar, creator }: { jar: JarRow; creator: BriefRow }): Jar {
  return {
    id: jar.id,
    title: jar.title,
    description: jar.description,
    image: jar.image,
    target_amount: jar.targetAmount === null ? null : toCrystals(jar.targetAmount),
    is_unlimited: jar.isUnlimited,
    jar_type: jar.jarType,
    status: jar.status,
    created_by: toUserBrief(creator),
    // Breaking pays the whole content out; `collected` keeps what was ever donated.
    current_amount: jar.status === 'broken' ? 0 : toCrystals(jar.collected),
    collected_amount: toCrystals(jar.collected),
    donations_count: jar.donationsCount,
    created_at: jar.createdAt.toISOString(),
  };
}

export function toDonation({
  donation,
  donor,
}: {
  donation: DonationRow;
  donor: BriefRow;
}): Donation {
  return {
    id: donation.id,
    amount: toCrystals(donation.amount),
    donor: toUserBrief(donor),
    created_at: donation.createdAt.toISOString(),
  };
}
