"""The fault-injection suite prints one line per fault at the end of the session (also under ``-q``)."""

from __future__ import annotations

LINES: list[str] = []


def pytest_terminal_summary(terminalreporter) -> None:
    if LINES:
        terminalreporter.section("fault injection")
        for line in LINES:
            terminalreporter.write_line(line)
