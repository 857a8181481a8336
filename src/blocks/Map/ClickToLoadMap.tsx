// A static, map-like card with the address; "Show map" swaps in the embedded map, and "Open the map"
// (a plain link, so it works without JavaScript) opens it in a new tab.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useChrome } from '../../ui/page-context';
import { buttonStyles } from '../../ui/ButtonLink';
import { SmartLink } from '../../ui/SmartLink';
import { Icon } from '../../ui/Icon';
import { formatAddress } from '../../../shared/site/business';
import { fill } from '../../../shared/site/fill';
import { MapArt } from './MapArt';

export function ClickToLoadMap() {
  const { business, addressLayout, labels } = useChrome();
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button the visitor pressed is gone; keep keyboard focus on what replaced it.
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);
  const address = formatAddress(business.address, addressLayout);
  return (
    <Frame>
      {shown ? (
        <iframe
          ref={frame}
          src={business.mapUrl}
          title={fill(labels.mapTitle, { name: business.name, address })}
          loading="lazy"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          <MapArt />
          <Overlay>
            <Pin>
              <Icon name="map-pin" size={26} />
            </Pin>
            <strong>{business.name}</strong>
            <address>{address}</address>
            <Actions>
              <ShowButton type="button" $style="primary" onClick={() => setShown(true)}>
                <Icon name="map-pin" size={18} />
                {labels.showMap}
              </ShowButton>
              <OpenLink href={business.mapUrl} $style="secondary">
                {labels.openMap}
                <Icon name="external-link" size={16} />
              </OpenLink>
            </Actions>
          </Overlay>
        </>
      )}
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: 100%;
  min-height: 22rem;
  padding: 3rem 1.25rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.line};
  box-shadow: ${({ theme }) => theme.shadow.card};
  background: #e8efe6;
  ${({ theme }) => theme.mq.md} {
    aspect-ratio: 16 / 10;
    max-height: 32rem;
  }
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
  iframe:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.accent};
    outline-offset: -3px;
  }
`;

const Overlay = styled.div`
  position: relative;
  display: grid;
  justify-items: center;
  gap: 0.25rem;
  width: min(100%, 26rem);
  padding: 1.5rem;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: rgba(255, 255, 255, 0.94);
  box-shadow: ${({ theme }) => theme.shadow.raised};
  strong {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.2rem;
    font-weight: 650;
    color: ${({ theme }) => theme.color.ink};
  }
  address {
    font-style: normal;
    color: ${({ theme }) => theme.color.text};
  }
`;

const Pin = styled.span`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: 0.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: #fff;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.6rem;
  margin-top: 1rem;
  > * {
    min-height: 2.75rem;
    padding: 0.6rem 1.1rem;
    font-size: 0.9375rem;
  }
  > *:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
  }
`;

const ShowButton = styled.button<{ $style: 'primary' }>`
  ${buttonStyles} font-family: inherit;
`;
const OpenLink = styled(SmartLink)<{ $style: 'secondary' }>`
  ${buttonStyles}
`;
