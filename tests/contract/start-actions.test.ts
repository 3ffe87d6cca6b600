import { describe, expect, it } from 'vitest';
import { findRoute } from '../../src/contract/routes';
import { START_ACTIONS, startActionPath } from '../../src/contract/start-actions';

describe('start link actions', () => {
  it('opens a known screen for every named action', () => {
    expect(startActionPath('premium')).toBe('/premium');
    expect(startActionPath('coins')).toBe('/coins');
    for (const path of Object.values(START_ACTIONS)) expect(findRoute(path)).not.toBeNull();
  });

  it('opens a character page for role.<id>', () => {
    expect(startActionPath('role.lina-01')).toBe('/role/lina-01');
    expect(findRoute('/role/lina-01')?.id).toBe('role');
  });

  it('answers nothing for unknown, inherited or malformed actions', () => {
    for (const act of [undefined, '', 'toString', '__proto__', 'role.', 'role.../x', 'role.A']) {
      expect(startActionPath(act)).toBeNull();
    }
  });
});
