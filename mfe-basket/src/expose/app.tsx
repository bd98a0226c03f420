import { createParcel } from 'shared-kernel';
import { AppRoutes } from '../app/routes';
import { BUILT_CONTRACT_VERSION } from '../contract';
import { getStore } from '../app/store';
import { messages } from '../i18n/messages';

const parcel = createParcel({ name: 'basket', App: AppRoutes, messages, getStore, contractVersion: BUILT_CONTRACT_VERSION });

export const { bootstrap, mount, unmount, update, contractVersion } = parcel;
