import { useNavigate } from 'react-router-dom';

/**
 * The `href` and `onPress` of a kit ButtonLink for a back-office path: a plain click navigates in the
 * app (no reload), a modified click opens the same path in a new tab.
 */
export function useLinkTo() {
  const navigate = useNavigate();
  return (to: string) => ({ href: to, onPress: () => navigate(to) });
}
