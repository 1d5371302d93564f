// Mock mode's colour scheme: the account menu's choice changes the recorded current user for the session
// (until a reload), so the switch works without a server.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ColorSchemeRequest, CurrentUserResponse } from '@generated/model';

export function colorSchemeHandler(answers: Record<string, JsonBodyType>, api: string) {
  return http.put(`${api}/users/me/color-scheme`, async ({ request }) => {
    const me = answers['/auth/me'] as CurrentUserResponse | undefined;
    if (!me) return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
    const { colorScheme } = (await request.json()) as ColorSchemeRequest;
    // The /auth/me handler answers this very object: the next read sees the choice.
    me.data.colorScheme = colorScheme;
    return HttpResponse.json(me);
  });
}
