import { describe, expect, it } from 'vitest';
import { imagePath, parseImagePath, type ImageRequest } from './images.ts';

describe('image paths', () => {
  it('round-trips printing and card requests, ids with spaces and colons included', () => {
    const requests: ImageRequest[] = [
      { subject: 'printing', id: '0000579f-7b35-4ed3-b44c-db2a538066fe', face: 'front', size: 'normal' },
      { subject: 'printing', id: 'dm:DM-01:S1/S10', face: 'back', size: 'small' },
      { subject: 'card', id: 'dm:ボルシャック・ドラゴン', face: 'front', size: 'large' },
      { subject: 'card', id: '2f7bd1e6-4a3f-4a8e-a8d4-5d4b6e0d8f1a', face: 'front', size: 'small', set: 'AFC' },
      { subject: 'card', id: 'dm:ボルシャック・ドラゴン', face: 'front', size: 'small', set: 'DM22-SP2' },
    ];
    for (const request of requests) expect(parseImagePath(imagePath(request))).toEqual(request);
  });

  it('refuses paths that name nothing it serves', () => {
    for (const path of [
      '/index.html',
      '/images/printing/abc/front',
      '/images/printing/abc/side/normal',
      '/images/printing/abc/front/huge',
      '/images/set/abc/front/normal',
      '/images/printing//front/normal',
      '/images/printing/%E0%A4%A/front/normal',
      '/images/printing/a%0Ab/front/normal',
      `/images/printing/${'x'.repeat(201)}/front/normal`,
      '/images/printing/abc/front/normal/AFC',
      '/images/card/abc/front/normal/A%2FB',
      '/images/card/abc/front/normal/',
      '/images/card/abc/front/normal/AFC/1',
    ])
      expect(parseImagePath(path)).toBeNull();
  });
});
