import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { SlashBreaks } from './SlashBreaks.tsx';

const html = (text: string, piece?: (part: string) => string) => renderToStaticMarkup(createElement(SlashBreaks, { text, ...(piece ? { piece } : {}) }));

it("lets an operation's path break after its slashes, between segments, not after the leading one", () => {
  expect(html('/bookings/{bookingId}/payment')).toBe('/bookings/<wbr/>{bookingId}/<wbr/>payment');
  expect(html('/')).toBe('/');
  expect(html('/things/')).toBe('/things/');
});

it('draws each piece as asked', () => {
  expect(html('/rooms/{id}', (part) => part.toUpperCase())).toBe('/ROOMS/<wbr/>{ID}');
});
