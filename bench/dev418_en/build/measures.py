"""Non-PHI measurement text: audiograms, tympanometry, OAEs, REM, vestibular, meds."""
import pools_clin as PC

FREQS = [250, 500, 1000, 2000, 3000, 4000, 6000, 8000]
FLAB = ["250", "500", "1k", "2k", "3k", "4k", "6k", "8k"]
BCF = [500, 1000, 2000, 3000, 4000]
PROFILES = ["normal", "presby", "noise", "conductive", "mixed", "asym", "profound",
            "cookie", "reverse", "presby", "noise"]


def r5(v):
    v = int(round(v / 5.0)) * 5
    return max(-10, min(120, v))


def thresholds(x, prof):
    r = x.r
    th = {"prof": prof, "side_r": r.random() < 0.5}
    for ear in "RL":
        base = r.randint(0, 15)
        ac, gap = [], 0
        for i, f in enumerate(FREQS):
            if prof == "normal":
                v = base + r.randint(-5, 10)
            elif prof == "presby":
                v = base + 10 + i * r.randint(6, 10)
            elif prof == "noise":
                v = base + (r.randint(35, 55) if f in (3000, 4000, 6000) else r.randint(0, 15) + (10 if f == 8000 else 0))
            elif prof == "conductive":
                v = base + r.randint(25, 40) if (ear == "R") == th["side_r"] else base + r.randint(0, 10)
            elif prof == "mixed":
                v = base + 25 + i * 6
            elif prof == "asym":
                v = base + i * 5 + (r.randint(20, 35) if ear == "L" and f >= 1000 else 0)
            elif prof == "profound":
                v = 80 + base + i * r.randint(2, 5) + r.randint(-5, 5)
            elif prof == "cookie":
                v = base + (r.randint(30, 45) if f in (1000, 2000) else r.randint(5, 15))
            else:  # reverse slope, low-frequency (Meniere-like) on one side
                v = base + ((60 - i * 7) if ear == "R" else r.randint(0, 10))
            ac.append(r5(v))
        th[ear + "AC"] = ac
        bc = []
        for f in BCF:
            a = ac[FREQS.index(f)]
            if prof in ("conductive",):
                b = min(a, base + r.randint(-5, 10))
            elif prof == "mixed":
                b = a - r.randint(15, 30)
            else:
                b = a - r.randint(-5, 10)
            bc.append(r5(min(b, 70)))
        th[ear + "BC"] = bc
    return th


def pta(th, ear):
    ac = th[ear + "AC"]
    v = [ac[FREQS.index(f)] for f in (500, 1000, 2000, 4000)]
    return round(sum(v) / 4.0, 1)


def grade(p):
    if p < 20:
        return "within normal limits"
    if p < 35:
        return "mild"
    if p < 50:
        return "moderate"
    if p < 65:
        return "moderately severe"
    if p < 80:
        return "severe"
    if p < 95:
        return "severe-to-profound"
    return "profound"


DESC = {"normal": "hearing within normal limits across the test range",
        "presby": "sloping high-frequency sensorineural hearing loss, symmetrical, in keeping with age-related change",
        "noise": "bilateral SNHL with a 4 kHz notch and recovery at 8 kHz, consistent with noise exposure",
        "conductive": "unilateral conductive hearing loss with an air-bone gap of 25-35 dB",
        "mixed": "mixed hearing loss, air-bone gaps of 15-30 dB at 500-2k",
        "asym": "asymmetric SNHL, left poorer than right by >15 dB at two adjacent frequencies",
        "profound": "bilateral severe-to-profound SNHL, no measurable response at several frequencies",
        "cookie": "mid-frequency ('cookie-bite') SNHL bilaterally",
        "reverse": "right low-frequency (rising) SNHL, left within normal limits"}


def describe(th):
    return DESC[th["prof"]]


def table(x, th, compact=False):
    def cell(v):
        return ("NR" if v >= 115 else str(v)).rjust(4)
    lines = []
    lines.append("            " + "".join(f.rjust(4) for f in FLAB) + "   (Hz, dB HL)")
    for ear, name in (("R", "R AC"), ("L", "L AC")):
        lines.append(("%-12s" % name) + "".join(cell(v) for v in th[ear + "AC"]))
    for ear, name in (("R", "R BC"), ("L", "L BC")):
        row = "    "
        for f in FREQS[1:6]:
            bv = th[ear + "BC"][BCF.index(f)]
            row += ("  NR" if bv >= 70 else cell(bv)) if f in BCF else "   -"
        lines.append(("%-12s" % (name + ("(m)" if x.p(0.4) else ""))) + row + "    -   -")
    lines.append("4FA avg: R %s  L %s dB HL" % (pta(th, "R"), pta(th, "L")))
    return "\n".join(lines) + "\n"


def inline(th, ear):
    ac = th[ear + "AC"]
    return ", ".join("%s %s" % (FLAB[i], ("NR" if v >= 115 else v)) for i, v in enumerate(ac))


def speech(x, th):
    out = []
    for ear in "RL":
        p = pta(th, ear)
        srt = int(round(p / 5.0)) * 5 + x.ch([0, 5, -5])
        wrs = max(8, min(100, 100 - int(p * 0.6) + x.r.randint(-12, 8)))
        out.append("%s: SRT %d dB HL, WRS %d%% @ %d dB HL (%s)" % (
            ear, max(srt, 0), wrs, min(110, int(p) + 35),
            x.ch(["AB words", "NU-6", "CID W-22", "AB lists, 10 words", "Manchester words"])))
    return "; ".join(out)


TYPES = ["A", "A", "A", "As", "Ad", "B", "C"]


def tymp_row(x, ear, typ):
    r = x.r
    ecv = round(r.uniform(0.6, 1.6), 2)
    if typ == "B":
        if x.p(0.3):
            ecv = round(r.uniform(2.6, 4.5), 2)
        return "%s   Type %-3s MEP   --  daPa  SC   flat      ECV %.2f mL" % (ear, typ, ecv)
    mep = {"A": r.randint(-60, 30), "As": r.randint(-40, 20), "Ad": r.randint(-50, 20),
           "C": r.randint(-300, -110)}[typ]
    sc = {"A": r.uniform(0.35, 1.4), "As": r.uniform(0.1, 0.28), "Ad": r.uniform(1.8, 3.2),
          "C": r.uniform(0.3, 0.9)}[typ]
    return "%s   Type %-3s MEP %4d daPa  SC %.2f mL   ECV %.2f mL" % (ear, typ, mep, sc, ecv)


def tymp(x, types=None):
    types = types or (x.ch(TYPES), x.ch(TYPES))
    lines = ["Tympanometry (226 Hz probe):"]
    lines.append(tymp_row(x, "R", types[0]))
    lines.append(tymp_row(x, "L", types[1]))
    return "\n".join(lines) + "\n", types


def reflexes(x, absent=False):
    lines = ["Acoustic reflex thresholds (dB HL)   500   1k   2k   4k"]
    for lab in ("R ipsi", "R contra", "L ipsi", "L contra"):
        vals = []
        for _ in range(4):
            if absent or x.p(0.12):
                vals.append("NR")
            else:
                vals.append(str(x.r.randint(17, 22) * 5))
        lines.append("  %-34s %s" % (lab, "  ".join(v.rjust(4) for v in vals)))
    return "\n".join(lines) + "\n"


def teoae(x, ear, result=None):
    r = x.r
    result = result or x.ch(["Pass", "Pass", "Refer"])
    bands = ["1.0", "1.4", "2.0", "2.8", "4.0"]
    if result == "Pass":
        snr = [r.randint(6, 18) for _ in bands]
        rep = r.randint(78, 97)
    else:
        snr = [r.randint(-3, 5) for _ in bands]
        rep = r.randint(10, 55)
    return "%s TEOAE: %s  (SNR by band kHz %s: %s dB; reproducibility %d%%, stability %d%%)\n" % (
        ear, result, "/".join(bands), "/".join(str(s) for s in snr), rep, r.randint(85, 99))


def dpoae(x, ear, ok=True):
    r = x.r
    rows = []
    for f in ("2.0", "3.0", "4.0", "5.0", "6.0"):
        dp = r.randint(-2, 14) if ok else r.randint(-15, 0)
        nf = r.randint(-18, -8)
        rows.append("%s kHz DP %d / NF %d" % (f, dp, nf))
    return "%s DPOAE (65/55 dB SPL): %s\n" % (ear, "; ".join(rows))


def rem(x, target="NAL-NL2"):
    r = x.r
    lines = ["Real-ear measures (%s, ISTS input) - deviation from target, dB:" % target,
             "   input     250   500    1k    2k    3k    4k    6k"]
    for lev in (55, 65, 80):
        vals = [r.randint(-6, 4) for _ in range(7)]
        if lev == 55:
            vals[-1] = r.randint(-12, -3)
        lines.append("   %d dB SPL " % lev + "".join(("%+d" % v).rjust(6) for v in vals))
    lines.append("   MPO checked (pure-tone sweep 90 dB SPL): below UCL, no discomfort")
    lines.append("   SII (65 dB): unaided %d%%, aided %d%%" % (r.randint(18, 55), r.randint(62, 88)))
    return "\n".join(lines) + "\n"


def vhit(x, abnormal="auto"):
    r = x.r
    ab = x.ch([None, "R", "L"]) if abnormal == "auto" else abnormal
    out = []
    for canal in ("lateral", "anterior", "posterior"):
        gr = round(r.uniform(0.82, 1.05), 2)
        gl = round(r.uniform(0.82, 1.05), 2)
        if ab == "R" and canal == "lateral":
            gr = round(r.uniform(0.35, 0.65), 2)
        if ab == "L" and canal == "lateral":
            gl = round(r.uniform(0.35, 0.65), 2)
        out.append("%s R %.2f / L %.2f" % (canal, gr, gl))
    sac = "covert and overt saccades on %s impulses" % ("right" if ab == "R" else "left") if ab else "no corrective saccades"
    return "vHIT gains: " + "; ".join(out) + "; " + sac + "\n", ab


def calorics(x, side=None):
    r = x.r
    vals = [r.randint(14, 38) for _ in range(4)]
    if side == "R":
        vals[0], vals[1] = r.randint(2, 9), r.randint(2, 9)
    elif side == "L":
        vals[2], vals[3] = r.randint(2, 9), r.randint(2, 9)
    rw, rc, lw, lc = vals
    cp = round(100.0 * ((rw + rc) - (lw + lc)) / sum(vals))
    dp = round(100.0 * ((rw + lc) - (rc + lw)) / sum(vals))
    return ("Bithermal air calorics (Jongkees): RW %d, RC %d, LW %d, LC %d deg/s SPV; "
            "canal paresis %d%% %s (norm <25%%), DP %d%%\n" % (
                rw, rc, lw, lc, abs(cp), "R" if cp < 0 else "L", abs(dp)))


def vemp(x):
    r = x.r
    a, b = r.randint(40, 180), r.randint(40, 180)
    return ("cVEMP 500 Hz tone burst: P13/N23 present bilaterally, amplitude R %d uV / L %d uV, "
            "asymmetry ratio %d%%; oVEMP N10 %s\n" % (
                a, b, round(100.0 * abs(a - b) / (a + b)), x.ch(["present bilaterally", "absent on the left", "reduced on the right"])))


def meds(x, n=None, paed=False):
    pool = PC.PAED_DRUGS if paed else PC.DRUGS
    n = n or x.r.randint(2, 6)
    seen, lines = set(), []
    for _ in range(n):
        d, sig = x.ch(pool)
        if d in seen:
            continue
        seen.add(d)
        lines.append("- %s %s" % (d, sig))
    return "\n".join(lines) + "\n"


YOUNG_PMH = ["asthma", "migraine", "anxiety", "eczema", "IBS", "coeliac disease", "depression", "nil significant"]


def pmh(x, n=None, age=60):
    n = n or x.r.randint(1, 4 if age >= 40 else 2)
    pool = PC.PMH if age >= 40 else YOUNG_PMH
    items = []
    for _ in range(n):
        v = x.ch(pool)
        if v not in items:
            items.append(v)
    return items
