// Portraits of users (spec section 9: profile 200 x 200): an illustrated head and shoulders, its
// skin tone, hair, clothes and background chosen from the user's id. Nothing of the person's name is
// drawn: the image is public (an <img> sends no token) and stays right when a name is changed.
import { frame, hashOf, shade, tint } from './svg';

const BACKGROUNDS = ['#dfe7ef', '#ebe3d7', '#dde8df', '#eee0e3', '#e4e0ef', '#dcebea', '#efe7cf'];
const SKIN = ['#f3d5bf', '#eabb98', '#d49c76', '#b07852', '#83563a', '#f7e0cc', '#c58a63'];
const HAIR = ['#2b1d14', '#5a3a22', '#8a5a2b', '#c9a06a', '#1b1b1b', '#a4a4a4', '#6b2f1a', '#3d2b1f'];
const CLOTHES = ['#1f2a44', '#3a3f45', '#8b6b4a', '#556b2f', '#6d2233', '#2f5d62', '#d9d4c7', '#4a4e69'];

type Hair = 'crop' | 'part' | 'long' | 'bun' | 'curly' | 'buzz' | 'bob';
const HAIRS: Hair[] = ['crop', 'part', 'long', 'bun', 'curly', 'buzz', 'bob'];

/** hair drawn behind the head (long hair, a bob) and over it (the top and fringe) */
function hair(kind: Hair, c: string): { back: string; front: string } {
  const hl = tint(c, 0.18);
  switch (kind) {
    case 'long':
      return { back: `<path d="M64 92 Q60 40 100 38 Q142 40 138 96 L146 168 Q100 182 54 168 Z" fill="${c}"/>`, front: `<path d="M68 92 Q66 48 100 46 Q136 48 132 92 Q120 64 96 62 Q78 70 68 92 Z" fill="${c}"/><path d="M84 56 Q100 50 118 58" stroke="${hl}" stroke-width="3" fill="none" opacity=".6"/>` };
    case 'bob':
      return { back: `<path d="M62 96 Q58 40 100 38 Q142 40 138 96 L140 124 Q100 132 60 124 Z" fill="${c}"/>`, front: `<path d="M68 96 Q64 50 100 46 Q136 50 132 96 L128 78 Q110 64 100 64 Q88 68 72 80 Z" fill="${c}"/>` };
    case 'bun':
      return { back: `<circle cx="100" cy="40" r="16" fill="${c}"/>`, front: `<path d="M68 90 Q66 50 100 50 Q134 50 132 90 Q122 66 100 64 Q78 66 68 90 Z" fill="${c}"/><path d="M80 62 Q100 54 122 64" stroke="${hl}" stroke-width="2.5" fill="none" opacity=".6"/>` };
    case 'curly': {
      const curls = [[72, 70, 12], [84, 56, 13], [100, 50, 14], [116, 56, 13], [128, 70, 12], [68, 86, 9], [132, 86, 9]].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`).join('');
      return { back: '', front: curls };
    }
    case 'buzz':
      return { back: '', front: `<path d="M70 86 Q70 54 100 52 Q130 54 130 86 Q118 70 100 68 Q82 70 70 86 Z" fill="${c}" opacity=".75"/>` };
    case 'part':
      return { back: '', front: `<path d="M68 90 Q64 48 102 46 Q138 48 132 88 Q128 70 116 64 Q96 74 72 72 Q68 80 68 90 Z" fill="${c}"/><path d="M116 50 Q112 58 116 64" stroke="${shade(c, 0.3)}" stroke-width="2" fill="none"/>` };
    default:
      return { back: '', front: `<path d="M68 88 Q66 48 100 46 Q134 48 132 88 Q126 66 100 64 Q76 66 68 88 Z" fill="${c}"/><path d="M82 56 Q100 50 120 56" stroke="${hl}" stroke-width="2.5" fill="none" opacity=".55"/>` };
  }
}

/** The portrait of the user with this id, at the asked size (drawn in a 200 x 200 space). */
export function avatarSvg(id: string, width: number, height: number): string {
  const h = (salt: string) => hashOf(`${salt}:${id.toLowerCase()}`);
  const bg = BACKGROUNDS[h('bg') % BACKGROUNDS.length];
  const skin = SKIN[h('skin') % SKIN.length];
  const hairColor = HAIR[h('hair') % HAIR.length];
  const cloth = CLOTHES[h('cloth') % CLOTHES.length];
  const style = HAIRS[h('style') % HAIRS.length];
  const glasses = h('glasses') % 4 === 0;
  const blazer = h('blazer') % 2 === 0;
  const { back, front } = hair(style, hairColor);
  const skinShade = shade(skin, 0.12);
  const shirt = blazer ? '#f4f1ea' : tint(cloth, 0.25);
  const body =
    `<defs><radialGradient id="bg" cx=".5" cy=".35" r=".75"><stop offset="0" stop-color="${tint(bg, 0.45)}"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs>` +
    '<rect x="-1000" y="-1000" width="2200" height="2200" fill="url(#bg)"/>' +
    back +
    // shoulders, the shirt or top, the jacket's lapels
    `<path d="M26 204 Q30 152 78 140 L122 140 Q170 152 174 204 Z" fill="${cloth}"/>` +
    `<path d="M84 138 L100 170 L116 138 Z" fill="${shirt}"/>` +
    (blazer ? `<path d="M80 140 L100 176 L92 204 L74 204 Z M120 140 L100 176 L108 204 L126 204 Z" fill="${shade(cloth, 0.18)}" opacity=".9"/>` : `<path d="M84 138 Q100 154 116 138" fill="none" stroke="${shade(cloth, 0.25)}" stroke-width="3"/>`) +
    // neck, ears, head
    `<path d="M88 116 L112 116 L114 142 Q100 152 86 142 Z" fill="${skinShade}"/>` +
    `<ellipse cx="70" cy="96" rx="7" ry="10" fill="${skinShade}"/><ellipse cx="130" cy="96" rx="7" ry="10" fill="${skinShade}"/>` +
    `<ellipse cx="100" cy="92" rx="31" ry="37" fill="${skin}"/>` +
    // face: brows, eyes, nose, mouth, a little colour on the cheeks
    `<path d="M82 82 Q89 78 95 81 M105 81 Q111 78 118 82" stroke="${shade(hairColor, 0.1)}" stroke-width="2.6" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="89" cy="92" rx="3.2" ry="3.6" fill="#2b2420"/><ellipse cx="111" cy="92" rx="3.2" ry="3.6" fill="#2b2420"/>` +
    `<path d="M100 96 Q97 106 101 108" stroke="${shade(skin, 0.28)}" stroke-width="2" fill="none" stroke-linecap="round"/>` +
    `<path d="M89 115 Q100 123 111 115" stroke="#8e4a3e" stroke-width="2.6" fill="none" stroke-linecap="round"/>` +
    `<circle cx="82" cy="108" r="6" fill="#e58f7a" opacity=".18"/><circle cx="118" cy="108" r="6" fill="#e58f7a" opacity=".18"/>` +
    front +
    (glasses ? `<g fill="none" stroke="#2d2a26" stroke-width="2.2"><circle cx="89" cy="92" r="10"/><circle cx="111" cy="92" r="10"/><path d="M99 92 h2 M79 90 L70 88 M121 90 L130 88"/></g>` : '');
  return frame(width, height, { x: 0, y: 0, w: 200, h: 200 }, body);
}
