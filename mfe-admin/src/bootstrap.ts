// mfe-admin runs inside the shell as a parcel (src/expose/app.tsx); its own page only says so.
if (typeof document !== 'undefined' && document.body) {
  document.body.textContent = 'mfe-admin: a remote of the wholesale portal. Open it through the shell.';
}
export {};
