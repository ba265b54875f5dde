"""Print notes with inline [value|TYPE] marks (a reading aid; writes nothing)."""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def render(n):
    t, out, p = n["text"], [], 0
    for s in n["spans"]:
        out.append(t[p:s["start"]])
        out.append("[" + t[s["start"]:s["end"]] + "|" + s["type"] + "]")
        p = s["end"]
    out.append(t[p:])
    return "".join(out)


if __name__ == "__main__":
    notes = [json.loads(x) for x in open(os.path.join(ROOT, "notes.jsonl"), encoding="utf-8")]
    args = sys.argv[1:]
    for n in notes:
        if n["id"] in args or n["meta"]["genre"] in args or n["meta"]["layout"] in args:
            print("#####", n["id"], n["meta"])
            print(render(n))
