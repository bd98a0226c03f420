// Stylesheets are imported for their side effect; webpack extracts them (mini-css-extract-plugin).
declare module '*.css';
