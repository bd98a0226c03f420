import { createParcel } from 'shared-kernel';
import { AppRoutes } from '../app/routes';
import { getStore } from '../app/store';
import { messages } from '../i18n/messages';

const parcel = createParcel({ name: 'basket', App: AppRoutes, messages, getStore });

export const { bootstrap, mount, unmount, update, contractVersion } = parcel;
