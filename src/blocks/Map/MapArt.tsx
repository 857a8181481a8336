// Decorative, map-like backdrop of the click-to-load map: land, a lake shore, a river and a few roads.
// Drawn locally so nothing is fetched before the visitor asks for the real map.
import styled from 'styled-components';

export function MapArt() {
  return (
    <Art viewBox="0 0 800 500" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="800" height="500" fill="#e9f0e4" />
      <path d="M0 0h800v120c-90 30-170-10-260 15S380 170 290 140 110 90 0 130z" fill="#cfe3ec" />
      <path
        d="M330 500c10-90 60-140 40-220s20-120 0-160"
        stroke="#bcd9e6"
        strokeWidth="22"
        fill="none"
        strokeLinecap="round"
      />
      <g stroke="#ffffff" strokeWidth="10" fill="none" strokeLinecap="round">
        <path d="M0 300C200 280 420 320 800 260" />
        <path d="M560 500L600 160" />
        <path d="M80 500c40-120 60-220 150-330" />
      </g>
      <g stroke="#ffffff" strokeWidth="4" fill="none" opacity=".8">
        <path d="M0 400h800M0 200c180 10 330 0 520-20M700 500l-40-330M200 500l60-180" />
      </g>
      <g fill="#d7e7cf">
        <rect x="420" y="330" width="110" height="80" rx="10" />
        <rect x="620" y="320" width="140" height="120" rx="10" />
        <circle cx="140" cy="230" r="45" />
      </g>
    </Art>
  );
}

const Art = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
`;
