"""Flower as docs/operations.md starts it: `celery -A deidq.workers.celery_app flower --basic-auth=user:password`
serves its API to authenticated requests only (issue 20: the documented command failed on a production install
and the API answered 401 to everyone)."""

from __future__ import annotations

import base64
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request

from tests.dist_harness import free_port


def _get(url: str, auth: str | None) -> int:
    req = urllib.request.Request(url)
    if auth:
        req.add_header("Authorization", "Basic " + base64.b64encode(auth.encode()).decode())
    try:
        with urllib.request.urlopen(req, timeout=5) as r:
            return r.status
    except urllib.error.HTTPError as e:
        return e.code


def test_flower_started_as_documented_answers_only_authenticated_api_calls(redis_url: str) -> None:
    port = free_port()
    env = {**os.environ, "DEIDQ_BROKER_URL": redis_url, "DEIDQ_RESULT_BACKEND": redis_url}
    env.pop("FLOWER_UNAUTHENTICATED_API", None)
    celery = os.path.join(os.path.dirname(sys.executable), "celery")
    proc = subprocess.Popen([celery, "-A", "deidq.workers.celery_app", "flower", f"--port={port}",
                             "--address=127.0.0.1", "--basic-auth=ops:s3cret", "--persistent=False"],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    try:
        url = f"http://127.0.0.1:{port}/api/workers"
        deadline = time.monotonic() + 60
        status = None
        while time.monotonic() < deadline:
            try:
                status = _get(url, "ops:s3cret")
                break
            except (urllib.error.URLError, ConnectionError, OSError):
                assert proc.poll() is None, "flower exited at start-up"
                time.sleep(0.5)
        assert status == 200
        assert _get(url, None) == 401
        assert _get(url, "ops:wrong") == 401
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
