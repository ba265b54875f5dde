import random, sys, importlib
sys.path.insert(0,'.')
from core import render
from ctx import new_ctx
mod = importlib.import_module(sys.argv[1])
r = random.Random(int(sys.argv[2]) if len(sys.argv)>2 else 1)
codes = ["US","UK","CA","AU","IE","NZ"]
n = int(sys.argv[3]) if len(sys.argv)>3 else 6
for i in range(n):
    ctx = new_ctx(r, codes[i%6], "x")
    t, s = render(mod.generate(r, ctx))
    print("="*30, codes[i%6], len(t), len(s))
    # show with brackets
    out=[];last=0
    for sp in s:
        out.append(t[last:sp['start']]); out.append("["+t[sp['start']:sp['end']]+"]"+sp['type'][:4]); last=sp['end']
    out.append(t[last:])
    print("".join(out))
