import { useSearchParams } from 'react-router-dom';
import { LiftRequests } from './LiftRequests';
import { MemberProtection } from './MemberProtection';

/**
 * /admin/protection (support decides; finance may look): the early-lift requests of the brand, and
 * a player's protection page (`?member=<id>`, opened from the member's detail): limits, pending
 * changes and the operator's limits, exclusions with their history, reality-check settings and the
 * change log (who, when, from where). Every change is audited on the server.
 */
export default function ProtectionPage() {
  const [params] = useSearchParams();
  const memberId = params.get('member');
  return memberId ? <MemberProtection id={memberId} /> : <LiftRequests />;
}
