import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readSession, writeSession, type Session } from 'shared-kernel';

export interface SessionState {
  session: Session | null;
}

const initialState = (): SessionState => ({ session: readSession() });

/** The signed-in user; local storage is the source that survives reloads. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<Session>) {
      writeSession(action.payload);
      state.session = action.payload;
    },
    watchingChanged(state, action: PayloadAction<boolean>) {
      if (!state.session) return;
      state.session.customerIsWatching = action.payload ? 'true' : 'false';
      writeSession({ ...state.session });
    },
    signedOut(state) {
      state.session = null;
    },
  },
});

export const { signedIn, watchingChanged, signedOut } = sessionSlice.actions;
