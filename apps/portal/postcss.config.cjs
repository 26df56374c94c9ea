// Mantine's mixins and rem() in our CSS modules, as Mantine's own set-up guide does.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
