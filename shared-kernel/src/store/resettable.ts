import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { RESET_ACTION } from '../parcel/types';

/** Wraps a root reducer so the shell's reset action (session changed) drops every cached answer. */
export function resettable<S>(reducer: Reducer<S, UnknownAction, Partial<S> | undefined>) {
  return (state: S | Partial<S> | undefined, action: UnknownAction): S =>
    reducer(action.type === RESET_ACTION ? undefined : (state as S), action);
}
