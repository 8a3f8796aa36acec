import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/m/',
  plugins: [react()],
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
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
