import { describe, expect, it } from 'vitest';
import type { Session } from '../lib/session';
import { guardVerdict } from './guard';

function session(userRole: Session['userRole']): Session {
  return {
    token: 't',
    userId: 'u1',
    propertyId: 'p1',
    currentPropertySelected: 'p1',
    agentId: null,
    userName: 'Anna',
    userRole,
    landlordId: null,
    language: 'EN',
    subscribeNewsletter: false,
    subscribeDealsOffers: false,
    ml: 'false',
    cbadol: 'false',
    companyName: null,
  };
}

describe('guardVerdict', () => {
  it('lets anyone see public routes', () => {
    expect(guardVerdict('public', null)).toEqual({ allowed: true });
    expect(guardVerdict('public', session('Tenant'))).toEqual({ allowed: true });
  });

  it('sends a logged-in visitor of a guest-only route to /main-view', () => {
    expect(guardVerdict('guest', null)).toEqual({ allowed: true });
    expect(guardVerdict('guest', session('Home Owner'))).toEqual({
      allowed: false,
      to: '/main-view',
      logout: false,
    });
  });

  it('logs a guest out to /signup from logged-in and landlord routes', () => {
    expect(guardVerdict('user', null)).toEqual({ allowed: false, to: '/signup', logout: true });
    expect(guardVerdict('landlord', null)).toEqual({ allowed: false, to: '/signup', logout: true });
    expect(guardVerdict('user', session('House Member'))).toEqual({ allowed: true });
  });

  it('sends every role but Landlord from landlord routes to /main-view', () => {
    expect(guardVerdict('landlord', session('Landlord'))).toEqual({ allowed: true });
    for (const role of ['Home Owner', 'Tenant', 'House Member', 'Home Member', 'error'] as const) {
      expect(guardVerdict('landlord', session(role))).toEqual({
        allowed: false,
        to: '/main-view',
        logout: false,
      });
    }
  });
});
