export default '/docs/*';
