import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

export default defineConfig({
  base: '/m/',
  plugins: [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'], include: /\/src\/.*\.[jt]sx?$/ }),
    react(),
    lingui(),
  ],
  worker: { format: 'es' },
  build: {
    outDir: process.env.BUILD_DIR ?? 'dist',
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/wps': 'http://localhost:8080',
      '/__qa': 'http://localhost:8080',
      '/m/config.json': 'http://localhost:8080',
    },
  },
});
