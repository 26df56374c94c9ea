import type { User } from '@dossel/api-client';
import { fakeUser } from '@dossel/api-client/testing';
import { describe, expect, it } from 'vitest';

import { menu } from '../../config/screens';
import { isActiveScreen, isHomeActive, visibleGroups } from './menu-entries';

const admin: User = { ...fakeUser, servicesAdmin: true };

const itemsOf = (user: User, currentCustomer: number, isDesktop = true) =>
  visibleGroups(menu, { user, currentCustomer, isDesktop }).flatMap((group) =>
    group.screens.map((screen) => screen.id),
  );
const groupsOf = (user: User, currentCustomer: number, isDesktop = true) =>
  visibleGroups(menu, { user, currentCustomer, isDesktop }).map((group) => group.id);

describe('visibleGroups', () => {
  it('gives every user the report groups and the downloads', () => {
    expect(groupsOf(fakeUser, 1)).toEqual(['monitoring', 'productivity', 'environment', 'documents']);
  });

  it('adds the field-operations group only for a current customer with service 8', () => {
    expect(groupsOf(fakeUser, 1)).not.toContain('fieldOperations');
    expect(itemsOf(fakeUser, 2)).toEqual(
      expect.arrayContaining(['fieldNotes', 'operations', 'supplies', 'operationalItems', 'thirdParty']),
    );
  });

  it('adds the registers for services administrators, benchmarking on desktop only', () => {
    expect(groupsOf(fakeUser, 1)).not.toContain('registers');
    expect(itemsOf(admin, 1)).toEqual(
      expect.arrayContaining([
        'customerGroups',
        'customers',
        'users',
        'documentTypes',
        'documents',
        'benchmarking',
      ]),
    );
    expect(itemsOf(admin, 1, false)).not.toContain('benchmarking');
    expect(itemsOf(admin, 1, false)).toContain('customers');
  });

  it('lists soil and relief in the desktop menu only', () => {
    expect(itemsOf(fakeUser, 1)).toContain('soilRelief');
    expect(itemsOf(fakeUser, 1, false)).not.toContain('soilRelief');
  });

  it('shows only the groups for every user while the user is not loaded', () => {
    expect(
      visibleGroups(menu, { user: null, currentCustomer: null, isDesktop: true }).map(({ id }) => id),
    ).toEqual(['monitoring', 'productivity', 'environment', 'documents']);
  });
});

describe('the active item', () => {
  it('is the one whose segment equals the first path segment, whatever the case', () => {
    expect(isActiveScreen({ segment: 'customers' }, '/customers')).toBe(true);
    expect(isActiveScreen({ segment: 'customers' }, '/customers/3/edit')).toBe(true);
    expect(isActiveScreen({ segment: 'soilrelief' }, '/soilRelief')).toBe(true);
    expect(isActiveScreen({ segment: 'customers' }, '/customer-groups')).toBe(false);
    expect(isActiveScreen({ segment: 'downloads' }, '/downloads/documents')).toBe(true);
  });

  it('is home on / only', () => {
    expect(isHomeActive('/')).toBe(true);
    expect(isHomeActive('/quality')).toBe(false);
  });
});
