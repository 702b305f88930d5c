export { lang as default } from '../config/head.ts';
