// One picture as the library and the picker show it: thumbnail, name, size, alt text and where it is used.
import { placesOf, type PictureUse } from '../../../shared/picture-uses';
import { sizeInWords, type Picture } from './pictures-api';
import { t } from '../../../shared/i18n';

export const altOf = (uses: PictureUse[]) => uses.find((u) => u.alt)?.alt;

function usedInWords(uses: PictureUse[]): string {
  const places = placesOf(uses);
  return places ? t('pictures.usedIn', { count: places }) : t('pictures.notUsed');
}

export function PictureCard({ picture, uses }: { picture: Picture; uses: PictureUse[] }) {
  const alt = altOf(uses);
  return (
    <>
      <span className="thumb">
        <img src={picture.thumbnail} alt="" loading="lazy" />
      </span>
      <span className="picture-name">{picture.name}</span>
      <span className="picture-meta">
        {picture.width && picture.height ? `${picture.width} × ${picture.height} · ` : ''}
        {sizeInWords(picture.bytes)}
      </span>
      <span className={`picture-alt${alt ? '' : ' missing'}`}>
        {alt ? t('common.quoted', { name: alt }) : t('pictures.noAlt')}
      </span>
      <span className={`picture-uses${uses.length ? '' : ' unused'}`}>{usedInWords(uses)}</span>
    </>
  );
}
