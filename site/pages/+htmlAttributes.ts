export { htmlAttributes as default } from '../config/head.ts';
