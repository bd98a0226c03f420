// A CSS Module in jest: every class name is itself (styles.logo === 'logo'), for the default import
// (`import styles from './X.module.css'`) and the namespace one alike. identity-obj-proxy answers
// '__esModule' and 'default' with strings too, which breaks the default import under swc's interop.
const classes = new Proxy(
  {},
  {
    get(_target, key) {
      if (key === '__esModule') return true;
      if (key === 'default') return classes;
      return typeof key === 'string' ? key : undefined;
    },
  },
);
module.exports = classes;
