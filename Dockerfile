FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends chromium && rm -rf /var/lib/apt/lists/*
ENV PUPPETEER_SKIP_DOWNLOAD=true PUPPETEER_EXECUTABLE_PATH=/usr/bin/chromium NODE_ENV=production
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build
EXPOSE 3000
CMD ["node", "apps/api/dist/main.js"]
