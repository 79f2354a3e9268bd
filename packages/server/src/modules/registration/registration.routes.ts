// Sign-up calls of spec 000 §7.1.
import {
  checkEmailExists,
  checkGoodEmail,
  completeRegistration,
  getRegistration,
  register,
  registerByPropertyCode,
  sendVerificationEmail,
  verifyEmail,
  verifyPropertyCode,
} from '@hemvakt/contract/auth';
import type { Deps } from '../../deps';
import * as service from './registration.service';

export function registerRegistrationRoutes(deps: Deps): void {
  const { calls, db, config } = deps;
  const limited = { rateLimit: { max: config.authRateLimitMax } };

  calls.add(
    sendVerificationEmail,
    async ({ body }) => {
      await service.sendVerificationEmail(deps, body);
      return { sent: true };
    },
    limited,
  );
  calls.add(verifyEmail, ({ params }) => service.pendingRegistration(db, params.code), limited);
  calls.add(getRegistration, ({ params }) => service.pendingRegistration(db, params.token), limited);
  calls.add(
    completeRegistration,
    async ({ params, body }) => ({ token: await service.completeRegistration(deps, params.token, body) }),
    limited,
  );
  calls.add(
    register,
    async ({ body: { code, ...account } }) => ({
      token: await service.completeRegistration(deps, code, account),
    }),
    limited,
  );

  calls.add(verifyPropertyCode, ({ params }) => service.describePropertyCode(db, params.code), limited);
  calls.add(
    checkGoodEmail,
    async ({ params }) => ({ good: await service.isGoodEmailForCode(db, params.email, params.propertyCode) }),
    limited,
  );
  calls.add(
    registerByPropertyCode,
    async ({ params, body }) => ({ token: await service.registerByPropertyCode(deps, params.code, body) }),
    limited,
  );
  calls.add(
    checkEmailExists,
    async ({ params }) => ({ exists: await service.emailExists(db, params.email) }),
    limited,
  );
}
