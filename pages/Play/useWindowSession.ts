import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../src/api/errors';

/** How a house vendor's game window opens its session (the studio's, the lottery's). */
export interface WindowSessionApi<S extends { game: { code: string } }> {
  /** Opens the session with the single-use launch token. */
  open: (gameCode: string, token: string, lang: string) => Promise<S>;
  /** Resumes the session the vendor's cookie holds. */
  state: (lang: string) => Promise<S>;
  /** The vendor's codes: a spent token (resume instead), and a session of another game. */
  tokenUsed: string;
  expired: string;
}

/**
 * Opens a game window's session once: with the launch token when the address has one (then drops it
 * from the address bar), else — or when the token was already spent (a reload, a second tab) — it
 * resumes the session through the vendor's cookie. The game is named in the player's language.
 */
export function useWindowSession<S extends { game: { code: string } }>(api: WindowSessionApi<S>) {
  const { i18n } = useTranslation('games');
  const { gameCode = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<S | null>(null);
  const [error, setError] = useState<unknown>(null);
  const opening = useRef(false);

  useEffect(() => {
    if (opening.current) return;
    opening.current = true;
    const token = new URLSearchParams(location.search).get('token');
    const lang = i18n.language;
    const open = async () => {
      if (!token) return api.state(lang);
      try {
        return await api.open(gameCode, token, lang);
      } catch (err) {
        if (err instanceof ApiError && err.code === api.tokenUsed) return api.state(lang);
        throw err;
      }
    };
    open()
      .then((s) => {
        if (s.game.code !== gameCode) throw new ApiError(409, api.expired, 'another game');
        setState(s);
        if (token) navigate(location.pathname, { replace: true, state: location.state });
      })
      .catch(setError);
  }, [api, gameCode, i18n.language, location.pathname, location.search, location.state, navigate]);

  return { state, error };
}
