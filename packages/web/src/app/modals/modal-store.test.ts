// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { closeModal, openModal, removeModal, useModals } from './modal-store';
import { renderHook, act } from '@testing-library/react';

describe('modal store', () => {
  it('opens, closes (still listed while animating out) and removes a modal', () => {
    const { result } = renderHook(() => useModals());
    act(() => openModal('settings'));
    act(() => openModal('feedback'));
    expect(result.current).toEqual([
      { name: 'settings', open: true },
      { name: 'feedback', open: true },
    ]);
    act(() => closeModal('feedback'));
    expect(result.current[1]).toEqual({ name: 'feedback', open: false });
    act(() => removeModal('feedback'));
    expect(result.current).toEqual([{ name: 'settings', open: true }]);
  });

  it('keeps a modal that was opened again before it finished closing', () => {
    const { result } = renderHook(() => useModals());
    act(() => closeModal('settings'));
    act(() => openModal('settings'));
    act(() => removeModal('settings'));
    expect(result.current).toEqual([{ name: 'settings', open: true }]);
    act(() => closeModal('settings'));
    act(() => removeModal('settings'));
    expect(result.current).toEqual([]);
  });
});
