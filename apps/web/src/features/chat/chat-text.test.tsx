import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChatText } from './chat-text';

describe('ChatText', () => {
  it('turns the site paths an answer mentions into links, and nothing into HTML', () => {
    render(
      <MemoryRouter>
        <p data-testid="msg">
          <ChatText text="Pide presupuesto en /contacto?tipo=tienda-online&lang=ca. Mira /servicios o <b>/faq</b>" />
        </p>
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('link', { name: '/contacto?tipo=tienda-online&lang=ca' }),
    ).toHaveProperty('pathname', '/contacto');
    expect(screen.getByRole('link', { name: '/servicios' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '/faq' })).toBeNull(); // followed by "<", not a boundary
    expect(screen.getByTestId('msg').querySelector('b')).toBeNull();
  });
});
