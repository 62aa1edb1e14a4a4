FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends chromium && rm -rf /var/lib/apt/lists/*
ENV PUPPETEER_SKIP_DOWNLOAD=true PUPPETEER_EXECUTABLE_PATH=/usr/bin/chromium NODE_ENV=production
WORKDIR /app
COPY . .
# The build needs the dev dependencies (TypeScript, Vite), which NODE_ENV=production would leave out.
RUN npm ci --include=dev --no-audit --no-fund && npm run build
EXPOSE 3000
# The API (with its own workers); docker-compose's `worker` service runs apps/api/dist/worker.js.
CMD ["node", "apps/api/dist/main.js"]
