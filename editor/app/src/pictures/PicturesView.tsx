// The Pictures screen: every picture of the site's images folder as a thumbnail, with where the draft
// uses it; choosing one opens its details (alt texts, rename, where used, delete).
import { useMemo, useState } from 'react';
import type { SiteState } from '../use-site';
import { hrefOf } from '../use-location';
import { segmentsOf } from '../../../shared/pointer';
import { picturesInUse } from '../../../shared/picture-uses';
import { usePictures } from './use-pictures';
import { UploadZone } from './UploadZone';
import { PictureCard } from './PictureCard';
import { PictureDetail } from './PictureDetail';
import { Trans, useTranslation } from '../i18n';

const PICTURES_POINTER = '/pictures';

interface Props {
  pointer: string;
  site: SiteState;
  go: (pointer: string) => void;
}

export function PicturesView({ pointer, site, go }: Props) {
  const { t } = useTranslation();
  const { list, error } = usePictures();
  const pictures = useMemo(() => list?.pictures ?? [], [list]);
  const uses = useMemo(
    () =>
      picturesInUse(
        site.model,
        pictures.map((p) => p.name),
      ),
    [site.model, pictures],
  );
  const chosenName = segmentsOf(pointer)[1];
  const chosen = pictures.find((p) => p.name === chosenName);
  const [notice, setNotice] = useState<string>();

  return (
    <section className="panel pictures" aria-labelledby="section-title">
      <h1 id="section-title">{t('sections.pictures')}</h1>
      <p className="hint">
        <Trans i18nKey="pictures.intro" components={{ em: <em /> }} />
      </p>
      {error && (
        <p role="alert" className="problems">
          {error}
        </p>
      )}
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {chosen && (
        <PictureDetail
          key={chosen.name}
          picture={chosen}
          uses={uses.get(chosen.name) ?? []}
          site={site}
          go={go}
          onDone={setNotice}
        />
      )}
      {list && <UploadZone maxBytes={list.maxBytes} onUploaded={(name) => go(`${PICTURES_POINTER}/${name}`)} />}
      {!list && !error && <p>{t('pictures.loading')}</p>}
      <ul className="picture-grid" aria-label={t('pictures.all')}>
        {pictures.map((picture) => (
          <li key={picture.name}>
            <a
              className="picture-card"
              href={hrefOf(`${PICTURES_POINTER}/${picture.name}`)}
              aria-current={picture === chosen ? 'true' : undefined}
            >
              <PictureCard picture={picture} uses={uses.get(picture.name) ?? []} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
