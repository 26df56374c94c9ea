import { useLocation, useNavigate } from 'react-router';

/**
 * Goes back one page (spec section 4: after a save the user goes back), or to `fallbackHref` when this
 * tab has no page of ours to go back to (a form opened from a link: its entry has the key 'default').
 */
export function useGoBack(fallbackHref: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void (location.key === 'default' ? navigate(fallbackHref) : navigate(-1));
}
