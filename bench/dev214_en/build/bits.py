"""Non-PHI clinical text fragments: vitals, med lists, lab tables."""
import clin


def vitals(fk, style=None, home=True):
    r = fk.r
    sbp, dbp = r.randint(102, 168), r.randint(58, 98)
    hr, rr = r.randint(56, 112), r.randint(12, 22)
    t = round(r.uniform(97.0, 101.4), 1)
    spo2 = r.randint(91, 100)
    wt = round(r.uniform(98, 290), 1)
    if style is None:
        style = fk.ch(["line", "pipe", "list"])
    src = " (patient-reported, home devices)" if home else ""
    if style == "line":
        return "Vitals%s: BP %d/%d, HR %d, RR %d, T %.1f F, SpO2 %d%% RA, Wt %.1f lb" % (src, sbp, dbp, hr, rr, t, spo2, wt)
    if style == "pipe":
        return "BP %d/%d | P %d | T %.1f | SpO2 %d%% | Wt %.1f lb%s" % (sbp, dbp, hr, t, spo2, wt, src)
    return ("Vitals%s:\n  BP: %d/%d mmHg\n  HR: %d bpm\n  Temp: %.1f F\n  SpO2: %d%%\n  Weight: %.1f lb"
            % (src, sbp, dbp, hr, t, spo2, wt))


def meds(fk, k=None, numbered=None):
    r = fk.r
    if k is None:
        k = r.randint(2, 7)
    chronic = [i for i, m in enumerate(clin.MEDS) if m[2] not in ("ACUTE", "CTRL")]
    picks = r.sample(chronic, k)
    picks.sort()
    if numbered is None:
        numbered = fk.chance(0.5)
    lines = []
    for i, ix in enumerate(picks):
        name, doses, _ = clin.MEDS[ix]
        s = "%s %s" % (name, r.choice(doses))
        lines.append(("%d. " % (i + 1) if numbered else "- ") + s)
    return "\n".join(lines)


def med_pick(fk, cls=None):
    pool = [m for m in clin.MEDS if cls is None or m[2] in cls]
    m = fk.ch(pool)
    return m[0], fk.ch(m[1])


def lab_value(fk, row):
    name, lo, hi, unit, ref, dec = row
    if lo is None:
        val = fk.ch(["Negative", "Negative", "Trace", "Small", "Positive"])
        flag = "" if val == "Negative" else "A"
        return name, val, unit, ref, flag
    v = fk.r.uniform(lo, hi)
    val = ("%." + str(dec) + "f") % v
    flag = ""
    try:
        if "-" in ref:
            a, b = ref.split(" ")[0].split("-")
            if v < float(a):
                flag = "L"
            elif v > float(b):
                flag = "H"
        elif ref.startswith("<") and v >= float(ref[1:]):
            flag = "H"
        elif ref.startswith(">") and v <= float(ref[1:]):
            flag = "L"
    except ValueError:
        pass
    return name, val, unit, ref, flag


def lab_table(fk, panel, style=None):
    rows = [lab_value(fk, row) for row in clin.LABS[panel]]
    if style is None:
        style = fk.ch(["cols", "pipe", "inline"])
    if style == "cols":
        out = ["%-26s %-10s %-6s %-16s %s" % ("Component", "Value", "Flag", "Ref range", "Units")]
        for n, v, u, ref, fl in rows:
            out.append("%-26s %-10s %-6s %-16s %s" % (n, v, fl, ref, u))
        return "\n".join(out)
    if style == "pipe":
        out = ["| Test | Result | Ref | Units |", "|---|---|---|---|"]
        for n, v, u, ref, fl in rows:
            out.append("| %s | %s%s | %s | %s |" % (n, v, " (" + fl + ")" if fl else "", ref, u))
        return "\n".join(out)
    return "; ".join("%s %s%s%s" % (n, v, " " + u if u else "", " " + fl if fl else "") for n, v, u, ref, fl in rows)


def sx_list(items, sep=", "):
    return sep.join(items)
