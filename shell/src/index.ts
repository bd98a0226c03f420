import { fetchEarly } from './config/early';

// config.json and remotes.json load beside the bootstrap chunk, not after it (config/early.ts)
fetchEarly('/config.json');
fetchEarly('/remotes.json');
import('./bootstrap');
