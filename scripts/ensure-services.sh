#!/usr/bin/env bash
# Start the local PostgreSQL and Redis the test suite needs, if they are down. Idempotent.
set -euo pipefail

pg_up() { pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; }
redis_up() { redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG; }

if ! pg_up; then
  echo "starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start
  for _ in $(seq 30); do pg_up && break; sleep 1; done
fi
pg_up || { echo "PostgreSQL is not reachable on 127.0.0.1:5432; start it or set DEIDQ_TEST_PG_URL" >&2; exit 1; }

if ! redis_up; then
  echo "starting Redis"
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log
  for _ in $(seq 30); do redis_up && break; sleep 1; done
fi
redis_up || { echo "Redis is not reachable on 127.0.0.1:6379; start it or set DEIDQ_TEST_REDIS_URL" >&2; exit 1; }
echo "PostgreSQL and Redis are up"
