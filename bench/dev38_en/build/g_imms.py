def generate(r, ctx): return ''
