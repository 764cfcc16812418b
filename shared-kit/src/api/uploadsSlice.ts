// The progress of each upload under way, by endpoint name: the store's `uploads` slice. The uploads
// themselves (upload.ts, in '@gsvmc/shared-kit/staff') report into it; a form shows it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
/** Percent sent (0..100) of each upload under way, by endpoint name. */
export type UploadsState = Record<string, number | undefined>;

export const uploadsSlice = createSlice({
  name: 'uploads',
  initialState: {} as UploadsState,
  reducers: {
    uploadProgressed(state, action: PayloadAction<{ endpoint: string; percent: number }>) {
      state[action.payload.endpoint] = action.payload.percent;
    },
    uploadSettled(state, action: PayloadAction<string>) {
      delete state[action.payload];
    },
  },
});

export const { uploadProgressed, uploadSettled } = uploadsSlice.actions;
