// Public calls of an invitation link (spec 000 §7.1 accept-invitation/*).
import { answerInvitation, checkInvitation } from '@hemvakt/contract/auth';
import type { Deps } from '../../deps';
import * as service from './invitations.service';

export function registerAcceptInvitationRoutes(deps: Deps): void {
  const limited = { rateLimit: { max: deps.config.authRateLimitMax } };
  deps.calls.add(checkInvitation, ({ params }) => service.describeInvitation(deps.db, params.token), limited);
  deps.calls.add(
    answerInvitation,
    ({ params, body }) => service.answerInvitation(deps, params.token, body.answer, body.account),
    limited,
  );
}
