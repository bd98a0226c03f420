// CSS Modules: `import styles from './X.module.css'` gives the class names of the file (webpack.factory.js).
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

// Global stylesheets are imported for their side effect; webpack extracts them (mini-css-extract-plugin).
declare module '*.css';
