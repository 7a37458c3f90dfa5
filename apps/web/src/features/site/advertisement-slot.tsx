// The advertisements of one slot (home-hero, home-sidebar, category-top, category-sidebar); nothing at
// all when the slot is empty or the API does not answer.
import type { AdSlot } from '@bazaar/contracts/site';
import { clsx } from 'clsx';
import { AdvertisementCard } from './advertisement-card';
import { getAdvertisements } from './site-api.server';

interface AdvertisementSlotProps {
  slot: AdSlot;
  layout: 'banner' | 'box';
  className?: string;
}

export async function AdvertisementSlot({ slot, layout, className }: AdvertisementSlotProps) {
  const ads = await getAdvertisements(slot);
  if (ads.length === 0) return null;
  return (
    <div className={clsx('flex flex-col gap-4', className)}>
      {ads.map((ad) => (
        <AdvertisementCard key={ad.id} ad={ad} layout={layout} />
      ))}
    </div>
  );
}
